import { STATE_GROUPS, type StateGroup, type UserStorySummary } from '@atrium/api/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { WorkCaller } from './story.access.ts';
import type { StoryQueries } from './story.queries.ts';
import { NOT_FOUND, ok, type WorkResult } from './story.result.ts';

const zeroGroups = (): Record<StateGroup, number> =>
  Object.fromEntries(STATE_GROUPS.map((group) => [group, 0])) as Record<StateGroup, number>;

/**
 * `GET task/story/user/{id}`: the person, holders of the User subject and members of a project
 * the person is in may read it; the counts cover only the projects the reader may see (every
 * one for an administrator with the Project subject, else the reader's own).
 */
export function createStorySummaryService({ repo, clock }: { repo: StoryQueries; clock: Clock }) {
  return {
    async summary(reader: WorkCaller, userId: string): Promise<WorkResult<UserStorySummary>> {
      const [user] = await repo.people([userId]);
      if (!user) return NOT_FOUND;
      const seesAll = reader.isAdmin && reader.subjects.has('Project');
      const self = reader.id === userId;
      if (!self && !reader.subjects.has('User')) {
        const theirs = await repo.summary(userId, reader.id, '1970-01-01');
        // As unknown as a person who does not exist: who works where is not everyone's business.
        if (theirs.length === 0) return NOT_FOUND;
      }
      const rows = await repo.summary(
        userId,
        seesAll || self ? null : reader.id,
        clock.now().toISOString().slice(0, 10),
      );
      const projects = new Map<string, UserStorySummary['projects'][number]>();
      const totals = { stories: 0, done: 0, in_progress: 0, overdue: 0, by_group: zeroGroups() };
      for (const row of rows) {
        let project = projects.get(row.id);
        if (!project) {
          project = {
            id: row.id,
            name: row.name,
            key: row.key,
            stories: 0,
            done: 0,
            in_progress: 0,
            overdue: 0,
            by_group: zeroGroups(),
          };
          projects.set(row.id, project);
        }
        if (!row.state_group) continue;
        for (const target of [project, totals]) {
          target.by_group[row.state_group] += row.count;
          target.stories += row.count;
          target.overdue += row.overdue;
          if (row.state_group === 'completed') target.done += row.count;
          if (row.state_group === 'started' || row.state_group === 'review') {
            target.in_progress += row.count;
          }
        }
      }
      return ok({ user_id: user.id, projects: [...projects.values()], totals });
    },
  };
}

export type StorySummaryService = ReturnType<typeof createStorySummaryService>;
