import { existsSync } from 'node:fs';
import path from 'node:path';
import { ERROR_DETAILS } from '@atrium/api/contracts';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.ts';
import { createJobRunner } from './jobs/jobRunner.ts';
import { createInProcessEventBus, type EventBus } from './events/bus.ts';
import { filesDir } from './lib/files.ts';
import { createSpaIndex, LANGUAGE_COOKIE, type SpaIndex } from './lib/spaPreloads.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import { createRateLimiter } from './lib/rateLimit.ts';
import { requestIdFor } from './lib/requestId.ts';
import { createAttendanceRepo } from './modules/attendance/attendance.repo.ts';
import { attendanceRoutes } from './modules/attendance/attendance.routes.ts';
import { createAttendanceService } from './modules/attendance/attendance.service.ts';
import { attendanceSettingsFrom } from './modules/attendance/attendance.settings.ts';
import type { AttendanceEvents } from './modules/attendance/promptJobs.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createAttendanceEventsPort } from './modules/notification/attendancePort.ts';
import { eventsRoutes } from './modules/notification/events.routes.ts';
import { createNotificationRepo } from './modules/notification/notification.repo.ts';
import { notificationRoutes } from './modules/notification/notification.routes.ts';
import { createNotificationService } from './modules/notification/notification.service.ts';
import { createPeopleEventsPort } from './modules/notification/peopleEvents.ts';
import type { PushSender } from './modules/notification/push.ts';
import { createSignInThrottle } from './modules/user/signInThrottle.ts';
import { createUserRepo } from './modules/user/user.repo.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { createUserService } from './modules/user/user.service.ts';
import { createAccountRepo } from './modules/account/account.repo.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { invitesRoutes } from './modules/users/invites.routes.ts';
import { createInvitesService } from './modules/users/invites.service.ts';
import { createUsersRepo } from './modules/users/users.repo.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createUsersExportService } from './modules/users/usersExport.service.ts';
import { createUsersImportRepo } from './modules/users/usersImport.repo.ts';
import { usersImportRoutes } from './modules/users/usersImport.routes.ts';
import { createUsersImportService } from './modules/users/usersImport.service.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createMasterKeyLockoutRepo } from './modules/permission/masterKeyLockout.repo.ts';
import { registerBackups, type BackupSettings } from './ops/backup/scheduledBackups.ts';
import { createPermissionRepo } from './modules/permission/permission.repo.ts';
import { permissionRoutes } from './modules/permission/permission.routes.ts';
import { createPermissionService } from './modules/permission/permission.service.ts';
import { createAuditRepo } from './modules/audit/audit.repo.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createDriveModule } from './modules/drive/drive.module.ts';
import { createWorkingTimeModule } from './modules/workingTime/workingTime.module.ts';
import { workingTimeRoutes } from './modules/workingTime/workingTime.routes.ts';
import { createTimesheetModule } from './modules/timesheet/timesheet.module.ts';
import { timesheetRoutes } from './modules/timesheet/timesheet.routes.ts';
import { registerTimesheetReminders } from './modules/timesheet/timesheetReminders.job.ts';
import { driveRoutes } from './modules/drive/drive.routes.ts';
import { registerDriveMaintenance } from './modules/drive/driveMaintenance.job.ts';
import { createDriveLinksModule } from './modules/drive/driveLinks.module.ts';
import { driveLinkRoutes } from './modules/drive/driveLinks.routes.ts';
import {
  isSharePagePath,
  SHARED_HEADERS,
  sharedLinkRoutes,
} from './modules/drive/sharedLinks.routes.ts';
import { createDriveStorage, type DriveS3Settings } from './modules/drive/driveStorage.ts';
import { createStoryModule } from './modules/story/story.module.ts';
import { storyRoutes } from './modules/story/story.routes.ts';
import { createTeamRepo } from './modules/team/team.repo.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { createTeamService } from './modules/team/team.service.ts';
import { testingRoutes } from './modules/testing/testing.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { authPlugin, SESSION_COOKIE } from './plugins/auth.ts';
import { masterKeyPlugin } from './plugins/masterKey.ts';
import { authorizePlugin } from './plugins/authorize.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { connectionDrainPlugin } from './plugins/connectionDrain.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { httpMetricsPlugin } from './metrics/httpMetrics.ts';
import { createMetrics } from './metrics/metrics.ts';
import type { MetricsAccessSettings } from './metrics/metricsAccess.ts';
import { metricsRoutes } from './metrics/metrics.routes.ts';
import { inputGuardsPlugin } from './plugins/inputGuards.ts';
import { rateLimitPlugin } from './plugins/rateLimit.ts';
import { requestIdsPlugin } from './plugins/requestIds.ts';
import { isApiUrl, securityHeadersPlugin } from './plugins/securityHeaders.ts';
import { API_PREFIX, openapiOptions } from './openapiDocument.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppConfig {
  production: boolean;
  /** The built SPA; served with a history fallback when the folder exists. */
  webDistDir: string | undefined;
  publicOrigin: string | undefined;
  allowedOrigins: readonly string[];
  trustProxy: boolean;
  /** ATRIUM_DATA_DIR: uploaded files under files/, the mail outbox under outbox/. */
  dataDir: string;
  /** Base of links in e-mails: PUBLIC_ORIGIN, else http://localhost:PORT. Never the Host header. */
  appOrigin: string;
  /** SMTP for outgoing mail; without it mail is written to <dataDir>/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Extra CSP connect-src origins (Sentry ingest, Firebase); see connectSourcesFor. */
  connectSources?: readonly string[];
  /** TEST ONLY (ATRIUM_E2E_HOOKS=1): the /api/testing switches of the browser journeys. */
  e2eHooks?: boolean;
  /** Scheduled backups (off unless `schedule`) and the pg_dump to use (env.ts `backups`). */
  backups?: BackupSettings;
  /** The drive's files in an S3-compatible store (env.ts `driveS3`); unset: `<dataDir>/files`. */
  driveS3?: DriveS3Settings | undefined;
  /** Who may read GET /api/metrics (env.ts `metrics`); unset: nobody (404). */
  metrics?: MetricsAccessSettings;
}

export interface AppDeps {
  /** `dump` and `dataDir` (a full DatabaseHandle) enable backups: the scheduled job, npm run backup. */
  database: Pick<DatabaseHandle, 'db' | 'ping'> &
    Partial<Pick<DatabaseHandle, 'dump' | 'dataDir' | 'observeQueries' | 'poolStats'>>;
  logger: FastifyBaseLogger;
  config: AppConfig;
  clock?: Clock;
  /** Sees every route as it is registered (the permission matrix and the fuzzer list them). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Live events (SSE): in-process by default; main.ts passes the LISTEN/NOTIFY bus on
   * PostgreSQL. The app closes it when it closes.
   */
  events?: EventBus;
  /** Firebase Cloud Messaging when configured (tests pass a fake); SSE only without it. */
  pushSender?: PushSender;
  /** The SSE heartbeat and session check interval (tests shorten it). */
  sseHeartbeatMs?: number;
  /** Outgoing mail; by default SMTP (config.smtpUrl) or the outbox folder. */
  mailer?: Mailer;
  /** Where attendance prompts go; by default the notifications module's port (tests record them). */
  attendanceEvents?: AttendanceEvents;
}

/** Malformed URLs and the like: the same `{detail}` shape as everything else. */
function rejectMalformedRequest(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.code(400).send({ detail: 'Bad Request' });
}

/** The history fallback: the SPA's index.html, with preload hints for the page it will render. */
function sendSpaIndex(spaIndex: SpaIndex, request: FastifyRequest, reply: FastifyReply) {
  const pagePath = request.url.split('?')[0] ?? '/';
  const page = spaIndex({
    path: pagePath,
    hasSession: Boolean(request.cookies[SESSION_COOKIE]),
    language: request.cookies[LANGUAGE_COOKIE],
  });
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Cookie, Accept-Encoding');
  // A share link's page: no referrer, no index, no cache, as its API answers (security.md).
  if (isSharePagePath(pagePath)) reply.headers(SHARED_HEADERS);
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** Plugins and routes only: no listening, no database setup (tests drive it with inject). */
export async function buildApp({
  database,
  logger,
  config,
  clock = systemClock,
  onRoute,
  events = createInProcessEventBus(),
  pushSender,
  sseHeartbeatMs,
  mailer,
  attendanceEvents: attendanceEventsOverride,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    frameworkErrors: rejectMalformedRequest,
    // Only genReqId reads x-request-id: it keeps the caller's id when it is a short safe token.
    requestIdHeader: false,
    genReqId: requestIdFor,
    // A request that reaches us while we shut down is served (with `Connection: close`), not
    // refused: the client already sent it to this instance and cannot know to go elsewhere.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: anything else (text/plain included) is 415.
  app.removeContentTypeParser('text/plain');

  const notificationRepo = createNotificationRepo(database.db);
  const notificationService = createNotificationService({
    repo: notificationRepo,
    clock,
    events,
    push: pushSender,
    logger,
  });
  const userService = createUserService({
    repo: createUserRepo(database.db),
    clock,
    throttle: createSignInThrottle({
      db: database.db,
      clock,
      notify: (input) => notificationService.notify(input),
      logger,
    }),
  });
  // What admins and leads change for people (teams, permissions, accounts, corrections) →
  // notification + live event + push, as the attendance prompts below.
  const peopleEvents = createPeopleEventsPort({
    notifications: notificationService,
    repo: notificationRepo,
    logger,
  });
  const settingsService = createSettingsService({ db: database.db, clock });
  const usersRepo = createUsersRepo(database.db);
  const usersService = createUsersService({ repo: usersRepo, clock, people: peopleEvents });
  const appMailer =
    mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger,
    });
  const accountService = createAccountService({
    repo: createAccountRepo(database.db),
    clock,
    mailer: appMailer,
    appOrigin: config.appOrigin,
    avatarsDir: filesDir(config.dataDir, 'avatars'),
    logger,
  });
  const permissionRepo = createPermissionRepo(database.db);
  const permissionService = createPermissionService({
    db: database.db,
    repo: permissionRepo,
    lockout: createMasterKeyLockoutRepo(database.db),
    settings: settingsService,
    clock,
    people: peopleEvents,
  });
  // The attendance module's port: a prompt → live event + notification + push (spec section 4).
  const attendanceEvents = createAttendanceEventsPort({
    notifications: notificationService,
    events,
  });
  app.addHook('onClose', async () => events.close());
  const metrics = createMetrics({
    poolStats: database.poolStats,
    jobQueue: () => jobRunner.queueCounts(),
  });
  const stopTimingQueries = database.observeQueries?.(metrics.queryAnswered);
  app.addHook('onClose', async () => stopTimingQueries?.());
  // Scheduled work (attendance prompts, timeouts, auto check-out): main.ts starts the poll loop.
  const jobRunner = createJobRunner({
    db: database.db,
    clock,
    logger,
    onAttempt: metrics.jobRan,
  });
  // Calendars, holidays and leave (issue 23); attendance reads schedules and leave from it.
  const workingTime = createWorkingTimeModule({
    db: database.db,
    clock,
    notifications: notificationService,
    notificationRepo,
    logger,
  });
  // Timesheets (ADR 0024): the grid, the one timer, approvals, reminders, Finish Working drafts.
  const timesheet = createTimesheetModule({
    db: database.db,
    clock,
    workingTime,
    notifications: notificationService,
    notificationRepo,
    logger,
  });
  const attendanceSettings = attendanceSettingsFrom(settingsService);
  const attendanceService = createAttendanceService({
    repo: createAttendanceRepo(database.db),
    jobs: jobRunner,
    clock,
    logger,
    events: attendanceEventsOverride ?? attendanceEvents,
    people: peopleEvents,
    settings: attendanceSettings,
    schedules: workingTime.schedules,
    onFinished: timesheet.drafts.sessionFinished,
  });
  attendanceService.registerJobs(jobRunner);
  registerTimesheetReminders(app, {
    jobs: jobRunner,
    db: database.db,
    repo: timesheet.repo,
    calendars: timesheet.calendars,
    events: timesheet.events,
    clock,
    logger,
  });
  registerBackups(app, {
    jobs: jobRunner,
    database,
    dataDir: config.dataDir,
    settings: config.backups,
    clock,
    logger,
  });
  // The drive's bytes: checked before the server listens (a bucket it cannot use fails the start).
  const driveStorage = createDriveStorage({ dataDir: config.dataDir, s3: config.driveS3 });
  app.addHook('onReady', () => driveStorage.check());
  app.addHook('onClose', async () => driveStorage.close());
  registerDriveMaintenance(app, {
    jobs: jobRunner,
    db: database.db,
    storage: driveStorage,
    settings: settingsService,
    clock,
    logger,
  });
  const driveLinks = createDriveLinksModule({
    db: database.db,
    clock,
    storage: driveStorage,
    jobs: jobRunner,
    notifications: notificationService,
    settings: settingsService,
    limiter: createRateLimiter(database.db, clock),
    production: config.production,
    logger,
    events,
  });
  app.decorate('jobs', jobRunner);
  // Claiming stops as soon as closing starts; the job in hand finishes (or its unstarted batch
  // goes back) while requests drain, and the database closes only after both.
  let jobsStopped: Promise<void> | undefined;
  app.addHook('preClose', async () => {
    jobsStopped = jobRunner.stop();
  });
  app.addHook('onClose', async () => jobsStopped ?? jobRunner.stop());

  // First: every later hook, handler and log line runs with the request id in place.
  await app.register(requestIdsPlugin);
  await app.register(httpMetricsPlugin, { metrics });
  await app.register(connectionDrainPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardsPlugin);
  await app.register(securityHeadersPlugin, {
    production: config.production,
    connectSources: config.connectSources,
  });
  await app.register(fastifyCookie);
  // The document's fixed parts and each route's operationId and security: openapiDocument.ts.
  await app.register(fastifySwagger, openapiOptions());
  await app.register(csrfPlugin, {
    publicOrigin: config.publicOrigin,
    allowedOrigins: config.allowedOrigins,
  });
  // After CSRF (a refused cross-site request costs nothing), before auth and body parsing.
  await app.register(rateLimitPlugin, { limiter: createRateLimiter(database.db, clock) });
  await app.register(authPlugin, { userService, permissions: permissionRepo });
  await app.register(authorizePlugin);
  await app.register(masterKeyPlugin, { checker: permissionService });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(healthRoutes, { database });
      await api.register(metricsRoutes, {
        metrics,
        access: config.metrics ?? { token: undefined, allow: [] },
      });
      await api.register(userRoutes, { userService, production: config.production });
      await api.register(usersRoutes, {
        usersService,
        usersExportService: createUsersExportService({ repo: usersRepo, clock }),
        avatars: accountService,
      });
      await api.register(usersImportRoutes, {
        usersImportService: createUsersImportService({
          repo: createUsersImportRepo(database.db),
          users: usersService,
        }),
      });
      await api.register(accountRoutes, { accountService, production: config.production });
      await api.register(invitesRoutes, {
        invitesService: createInvitesService({
          repo: usersRepo,
          clock,
          mailer: appMailer,
          appOrigin: config.appOrigin,
          users: usersService,
          logger,
        }),
      });
      await api.register(permissionRoutes, { permissionService });
      await api.register(settingsRoutes, { settingsService, masterKeys: permissionService });
      await api.register(teamRoutes, {
        teamService: createTeamService({
          db: database.db,
          repo: createTeamRepo(database.db),
          clock,
          people: peopleEvents,
        }),
      });
      await api.register(auditRoutes, {
        auditService: createAuditService({ repo: createAuditRepo(database.db) }),
      });
      await api.register(
        driveRoutes,
        createDriveModule({
          db: database.db,
          clock,
          storage: driveStorage,
          notifications: notificationService,
          notificationRepo,
          settings: settingsService,
          logger,
        }),
      );
      await api.register(driveLinkRoutes, driveLinks.staff);
      await api.register(sharedLinkRoutes, driveLinks.public);
      await api.register(
        storyRoutes,
        createStoryModule({
          db: database.db,
          clock,
          notifications: notificationService,
          events,
          masterKeys: permissionService,
          logger,
          storage: driveStorage,
          links: driveLinks.staff.linkService,
          timeGuard: timesheet.guard,
        }),
      );
      await api.register(notificationRoutes, { notificationService });
      await api.register(attendanceRoutes, { attendanceService });
      await api.register(workingTimeRoutes, { ...workingTime, blobs: driveStorage.blobs });
      await api.register(timesheetRoutes, timesheet);
      await api.register(eventsRoutes, {
        events,
        notificationService,
        streams: { opened: metrics.streamOpened, closed: metrics.streamClosed },
        ...(sseHeartbeatMs === undefined ? {} : { heartbeatMs: sseHeartbeatMs }),
      });
      if (config.e2eHooks) {
        logger.warn('ATRIUM_E2E_HOOKS is on: the test-only /api/testing routes are registered');
        await api.register(testingRoutes, {
          db: database.db,
          jobs: jobRunner,
          clock,
          attendanceSettings,
          notificationService,
        });
      }
    },
    { prefix: API_PREFIX },
  );

  const webDistDir =
    config.webDistDir && existsSync(path.join(config.webDistDir, 'index.html'))
      ? config.webDistDir
      : undefined;
  const spaIndex = webDistDir ? createSpaIndex(webDistDir) : undefined;
  if (webDistDir && spaIndex) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      cacheControl: false,
      dotfiles: 'deny',
      // `/` is the SPA's index with its preload hints (below), as every page.
      index: false,
      // The web build writes .br and .gz beside each text asset (apps/web/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(webDistDir, filePath).split(path.sep)[0] === 'assets';
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The web app's pages are not part of the API document.
    app.get('/', { schema: { hide: true } }, async (request, reply) =>
      sendSpaIndex(spaIndex, request, reply),
    );
  } else {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send('Atrium API is running. The web app is not built: run `npm run build`.\n'),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const navigation =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiUrl(request.url) &&
      acceptsHtml(request);
    if (spaIndex && navigation) return sendSpaIndex(spaIndex, request, reply);
    return reply.code(404).send({ detail: ERROR_DETAILS.notFound });
  });

  await app.ready();
  return app;
}
