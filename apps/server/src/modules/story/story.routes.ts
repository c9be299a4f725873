import {
  detailErrorSchema,
  ERROR_DETAILS,
  fieldErrorsSchema,
  MASTER_KEY_HEADER,
  projectEndpoints,
  projectLabelParamsSchema,
  projectParamsSchema,
  projectStateParamsSchema,
  savedViewParamsSchema,
  storyCommentParamsSchema,
  storyDetailSchema,
  storyEndpoints,
  storyKeyParamsSchema,
  storyLinkParamsSchema,
  storyParamsSchema,
  timeEntryParamsSchema,
  userEndpoints,
  userIdParamsSchema,
} from '@atrium/api/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { MasterKeyChecker } from '../../plugins/masterKey.ts';
import type { ProjectService } from './project.service.ts';
import { workCallerOf } from './story.access.ts';
import type { WorkResult } from './story.result.ts';
import type { StoryService } from './story.service.ts';
import type { StorySummaryService } from './story.summary.ts';
import {
  storyAttachmentRoutes,
  type StoryAttachmentRouteOptions,
} from './storyAttachments.routes.ts';

/** Projects and stories are the Project area (spec section 6: manage Project). */
const PROJECT = { action: 'manage', subject: 'Project' } as const;
const storyConflictBodySchema = z.object({
  detail: z.string(),
  story: storyDetailSchema.optional(),
});
const errors = {
  400: fieldErrorsSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
  409: storyConflictBodySchema,
};

/** The answer for a result that is not `ok`; the value otherwise. */
function answer<T>(result: WorkResult<T>, reply: FastifyReply): T | FastifyReply {
  switch (result.kind) {
    case 'ok':
      return result.value;
    case 'not_found':
      throw new HttpError(404, ERROR_DETAILS.notFound);
    case 'forbidden':
      throw new HttpError(403, result.detail ?? ERROR_DETAILS.forbidden);
    case 'master_key':
      throw new HttpError(403, ERROR_DETAILS.masterPasswordRequired);
    case 'invalid':
      return reply.code(400).send({ errors: result.errors });
    case 'conflict':
      return reply
        .code(409)
        .send({ detail: result.detail, ...(result.story ? { story: result.story } : {}) });
  }
}

const okOf = <T>(result: WorkResult<T>): WorkResult<{ ok: true }> =>
  result.kind === 'ok' ? { kind: 'ok', value: { ok: true } } : result;

export const storyRoutes: FastifyPluginAsyncZod<{
  projectService: ProjectService;
  storyService: StoryService;
  summaryService: StorySummaryService;
  masterKeys: MasterKeyChecker;
  attachments: StoryAttachmentRouteOptions;
}> = async (app, { projectService, storyService, summaryService, masterKeys, attachments }) => {
  const config = { ability: PROJECT };
  const caller = workCallerOf;

  // ---- projects ------------------------------------------------------------------------------
  const p = projectEndpoints;
  const projectRoute = contractRoutes(app, { tags: ['projects'], errors });

  projectRoute(p.list, { config }, async (request) =>
    projectService.list(caller(request), request.query),
  );
  projectRoute(p.create, { config, status: 201 }, async (request, reply) => {
    const result = await projectService.create(caller(request), request.body);
    if (result.kind === 'ok') return reply.code(201).send(result.value);
    return answer(result, reply);
  });
  projectRoute(p.get, { config, params: projectParamsSchema }, async (request, reply) =>
    answer(await projectService.get(caller(request), request.params.id), reply),
  );
  projectRoute(p.update, { config, params: projectParamsSchema }, async (request, reply) =>
    answer(await projectService.update(caller(request), request.params.id, request.body), reply),
  );
  projectRoute(p.remove, { config, params: projectParamsSchema }, async (request, reply) => {
    const masterKeyOk = async () => {
      const session = request.auth?.session;
      const header = request.headers[MASTER_KEY_HEADER];
      const token = typeof header === 'string' && header.length > 0 ? header : undefined;
      return Boolean(session && (await masterKeys.isMasterKeyValid(token, session.id)));
    };
    const result = await projectService.remove(
      caller(request),
      request.params.id,
      request.query.permanent ?? false,
      masterKeyOk,
    );
    if (result.kind === 'ok') return { ok: true as const, outcome: result.value };
    return answer(result, reply);
  });
  projectRoute(p.setMembers, { config, params: projectParamsSchema }, async (request, reply) =>
    answer(
      await projectService.setMembers(caller(request), request.params.id, request.body.member_ids),
      reply,
    ),
  );
  projectRoute(p.createState, { config, params: projectParamsSchema }, async (request, reply) =>
    answer(
      await projectService.createState(caller(request), request.params.id, request.body),
      reply,
    ),
  );
  projectRoute(
    p.updateState,
    { config, params: projectStateParamsSchema },
    async (request, reply) =>
      answer(
        await projectService.updateState(
          caller(request),
          request.params.id,
          request.params.stateId,
          request.body,
        ),
        reply,
      ),
  );
  projectRoute(
    p.removeState,
    { config, params: projectStateParamsSchema },
    async (request, reply) =>
      answer(
        await projectService.removeState(
          caller(request),
          request.params.id,
          request.params.stateId,
          request.query.move_to,
        ),
        reply,
      ),
  );
  projectRoute(p.reorderStates, { config, params: projectParamsSchema }, async (request, reply) =>
    answer(
      await projectService.reorderStates(
        caller(request),
        request.params.id,
        request.body.state_ids,
      ),
      reply,
    ),
  );
  projectRoute(p.createLabel, { config, params: projectParamsSchema }, async (request, reply) =>
    answer(
      await projectService.createLabel(caller(request), request.params.id, request.body),
      reply,
    ),
  );
  projectRoute(
    p.updateLabel,
    { config, params: projectLabelParamsSchema },
    async (request, reply) =>
      answer(
        await projectService.updateLabel(
          caller(request),
          request.params.id,
          request.params.labelId,
          request.body,
        ),
        reply,
      ),
  );
  projectRoute(
    p.removeLabel,
    { config, params: projectLabelParamsSchema },
    async (request, reply) =>
      answer(
        okOf(
          await projectService.removeLabel(
            caller(request),
            request.params.id,
            request.params.labelId,
          ),
        ),
        reply,
      ),
  );

  // ---- stories -------------------------------------------------------------------------------
  const s = storyEndpoints;
  const route = contractRoutes(app, { tags: ['stories'], errors });
  const params = storyParamsSchema;
  const commentParams = storyCommentParamsSchema;

  route(s.list, { config }, async (request) => storyService.list(caller(request), request.query));
  route(s.board, { config }, async (request, reply) =>
    answer(
      await storyService.board(caller(request), request.query.project_id, request.query),
      reply,
    ),
  );
  route(s.create, { config, status: 201 }, async (request, reply) => {
    const result = await storyService.create(caller(request), request.body);
    if (result.kind === 'ok') return reply.code(201).send(result.value);
    return answer(result, reply);
  });
  route(s.get, { config, params }, async (request, reply) =>
    answer(await storyService.get(caller(request), request.params.id), reply),
  );
  route(s.getByKey, { config, params: storyKeyParamsSchema }, async (request, reply) =>
    answer(await storyService.getByKey(caller(request), request.params.key), reply),
  );
  route(s.update, { config, params }, async (request, reply) =>
    answer(await storyService.update(caller(request), request.params.id, request.body), reply),
  );
  route(s.remove, { config, params }, async (request, reply) =>
    answer(okOf(await storyService.remove(caller(request), request.params.id)), reply),
  );
  route(s.timeline, { config, params }, async (request, reply) =>
    answer(await storyService.timeline(caller(request), request.params.id, request.query), reply),
  );
  route(s.addLink, { config, params }, async (request, reply) =>
    answer(await storyService.addLink(caller(request), request.params.id, request.body), reply),
  );
  route(s.removeLink, { config, params: storyLinkParamsSchema }, async (request, reply) =>
    answer(
      await storyService.removeLink(caller(request), request.params.id, request.params.linkId),
      reply,
    ),
  );
  route(s.addComment, { config, params, status: 201 }, async (request, reply) => {
    const result = await storyService.addComment(
      caller(request),
      request.params.id,
      request.body.body,
    );
    if (result.kind === 'ok') return reply.code(201).send(result.value);
    return answer(result, reply);
  });
  route(s.updateComment, { config, params: commentParams }, async (request, reply) =>
    answer(
      await storyService.updateComment(
        caller(request),
        request.params.commentId,
        request.body.body,
      ),
      reply,
    ),
  );
  route(s.removeComment, { config, params: commentParams }, async (request, reply) =>
    answer(
      okOf(await storyService.removeComment(caller(request), request.params.commentId)),
      reply,
    ),
  );
  route(s.react, { config, params: commentParams }, async (request, reply) =>
    answer(
      await storyService.react(caller(request), request.params.commentId, request.body.emoji, true),
      reply,
    ),
  );
  route(s.unreact, { config, params: commentParams }, async (request, reply) =>
    answer(
      await storyService.react(
        caller(request),
        request.params.commentId,
        request.query.emoji,
        false,
      ),
      reply,
    ),
  );
  route(s.review, { config, params }, async (request, reply) =>
    answer(await storyService.review(caller(request), request.params.id, request.body), reply),
  );
  route(s.timeEntries, { config, params }, async (request, reply) =>
    answer(await storyService.timeEntries(caller(request), request.params.id), reply),
  );
  route(s.addTimeEntry, { config, params, status: 201 }, async (request, reply) => {
    const result = await storyService.addTimeEntry(
      caller(request),
      request.params.id,
      request.body,
    );
    if (result.kind === 'ok') return reply.code(201).send(result.value);
    return answer(result, reply);
  });
  route(s.removeTimeEntry, { config, params: timeEntryParamsSchema }, async (request, reply) =>
    answer(
      okOf(await storyService.removeTimeEntry(caller(request), request.params.entryId)),
      reply,
    ),
  );
  route(s.startTimer, { config, params, status: 201 }, async (request, reply) => {
    const result = await storyService.startTimer(caller(request), request.params.id);
    if (result.kind === 'ok') return reply.code(201).send(result.value);
    return answer(result, reply);
  });
  route(s.stopTimer, { config }, async (request, reply) =>
    answer(await storyService.stopTimer(caller(request)), reply),
  );
  route(s.runningTimer, { config }, async (request) => storyService.runningTimer(caller(request)));
  route(s.views, { config }, async (request) =>
    storyService.views(caller(request), request.query.project_id),
  );
  route(s.createView, { config, status: 201 }, async (request, reply) => {
    const result = await storyService.createView(caller(request), request.body);
    if (result.kind === 'ok') return reply.code(201).send(result.value);
    return answer(result, reply);
  });
  route(s.removeView, { config, params: savedViewParamsSchema }, async (request, reply) =>
    answer(okOf(await storyService.removeView(caller(request), request.params.viewId)), reply),
  );

  // Attachments and the story's material (ADR 0025).
  storyAttachmentRoutes(app, attachments);

  // `GET task/story/user/{id}` (spec section 7): any signed-in user may ask; the person, User
  // managers and members of a shared project get an answer (story.summary.ts).
  const summaryRoute = contractRoutes(app, { tags: ['task'], errors });
  summaryRoute(
    userEndpoints.storySummary,
    { config: { auth: true }, params: userIdParamsSchema },
    async (request, reply) => {
      requireAuth(request);
      return answer(await summaryService.summary(caller(request), request.params.id), reply);
    },
  );
};

export type { FastifyRequest };
