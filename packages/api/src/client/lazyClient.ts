// Type-only imports: this module must not bring zod or the contracts into a bundle
// (src/zodFree.test.ts bundles it to check).
import type { ApiClient } from './createApiClient.ts';
import type { NotificationResource } from './resources/notification.ts';

type ResourceName = keyof ApiClient;

/** The methods of a resource that answer with a promise: all but `notification.subscribe`. */
type AsyncMethod<R extends ResourceName> = {
  [M in keyof ApiClient[R]]: ApiClient[R][M] extends (...args: never[]) => Promise<unknown>
    ? M
    : never;
}[keyof ApiClient[R]] &
  string;

type AnyAsyncMethod = (...args: unknown[]) => Promise<unknown>;

/**
 * An `ApiClient` that loads the real one on the first call, so a page that only needs to exist
 * (the sign-in page, before anyone has typed) does not download the contracts and zod:
 *
 * ```ts
 * // apiClient.ts: export { createApiClient } from '@atrium/api';
 * createLazyApiClient(() => import('./apiClient.ts').then((m) => m.createApiClient(options)));
 * ```
 *
 * (`import('@atrium/api')` works too, but a dynamic import of the package keeps all its exports.)
 *
 * `load` runs once; concurrent calls share it, and each of them is sent in a task of its own. A failed load rejects the calls that waited for
 * it and the next call tries again. `notification.subscribe` answers its unsubscribe function
 * at once and subscribes when the client has loaded (not at all if unsubscribed before then);
 * a failed load or subscription is reported to its `options.onError`.
 */
export function createLazyApiClient(load: () => Promise<ApiClient>): ApiClient {
  let loading: Promise<ApiClient> | undefined;
  let loaded = false;
  function client(): Promise<ApiClient> {
    if (!loading) {
      // The async wrapper turns a synchronous throw of load() into a rejection as well.
      const attempt = (async () => load())();
      loading = attempt;
      attempt.then(
        () => {
          loaded = true;
        },
        () => {
          if (loading === attempt) loading = undefined;
        },
      );
    }
    return loading;
  }

  /**
   * Forwarders for the listed methods of one resource. The result is a `Pick` of the listed
   * names, so a method missing from a list fails to compile where the client is assembled.
   */
  function resource<R extends ResourceName, M extends AsyncMethod<R>>(
    name: R,
    methods: readonly M[],
  ): Pick<ApiClient[R], M> {
    const forwarders: Record<string, AnyAsyncMethod> = {};
    for (const method of methods) {
      forwarders[method] = async (...args) => {
        const waited = !loaded;
        const target = (await client())[name];
        // The calls made while the client loaded (a page's first few) all resume together when it
        // arrives: each goes out in a task of its own, so sending them is not one long task.
        if (waited) await new Promise((resolve) => setTimeout(resolve, 0));
        return (target[method] as AnyAsyncMethod).apply(target, args);
      };
    }
    // Built key by key, so TypeScript cannot see that every listed method is present.
    return forwarders as Pick<ApiClient[R], M>;
  }

  const subscribe: NotificationResource['subscribe'] = (onEvent, options = {}) => {
    let closed = false;
    let unsubscribe: (() => void) | undefined;
    client()
      .then((real) => {
        if (!closed) unsubscribe = real.notification.subscribe(onEvent, options);
      })
      // No client or no EventSource: report it like a failed connection; the stream is optional
      // (the inbox still works by fetching) and no caller could catch a later throw.
      .catch(() => {
        if (!closed) options.onError?.();
      });
    return () => {
      closed = true;
      unsubscribe?.();
      unsubscribe = undefined;
    };
  };

  return {
    user: resource('user', [
      'login',
      'profile',
      'logout',
      'create',
      'invite',
      'resendInvite',
      'list',
      'listMinimal',
      'info',
      'updateInfo',
      'deactivate',
      'deleteInactive',
      'listInactive',
      'reactivate',
      'resetPassword',
      'bulkDeactivate',
      'bulkAddToTeam',
      'exportUsers',
      'importPreview',
      'importUsers',
      'updateProfile',
      'changePassword',
      'uploadImage',
      'deleteImage',
      'setUserImage',
      'deleteUserImage',
      'forgotPassword',
      'resetPasswordWithToken',
      'sessions',
      'endOtherSessions',
      'endSession',
      'storySummary',
    ]),
    permission: resource('permission', [
      'services',
      'teamPermissions',
      'updateTeamPermissions',
      'masterKey',
    ]),
    team: resource('team', ['list', 'create', 'get', 'update', 'remove', 'setMembers']),
    settings: resource('settings', ['get', 'update', 'masterPasswordState', 'setMasterPassword']),
    audit: resource('audit', ['list', 'exportCsv']),
    notification: {
      ...resource('notification', [
        'registerPushToken',
        'removePushToken',
        'list',
        'unreadCount',
        'markRead',
        'markUnread',
        'markAllRead',
        'archive',
        'remove',
        'preferences',
        'updatePreferences',
      ]),
      subscribe,
    },
    attendance: resource('attendance', [
      'setStatus',
      'continueSession',
      'statusHistory',
      'usersStatus',
      'sessions',
      'summary',
      'createCorrection',
      'corrections',
      'decideCorrection',
    ]),
    drive: resource('drive', [
      'list',
      'get',
      'createFolder',
      'update',
      'star',
      'unstar',
      'trash',
      'restore',
      'remove',
      'emptyTrash',
      'getAccess',
      'setAccess',
      'usage',
      'versions',
      'restoreVersion',
      'copy',
    ]),
    driveLinks: resource('driveLinks', [
      'list',
      'forItem',
      'create',
      'get',
      'update',
      'revoke',
      'log',
    ]),
    shared: resource('shared', ['open', 'unlock', 'list', 'review']),
    projects: resource('projects', [
      'list',
      'create',
      'get',
      'update',
      'remove',
      'setMembers',
      'createState',
      'updateState',
      'removeState',
      'reorderStates',
      'createLabel',
      'updateLabel',
      'removeLabel',
    ]),
    stories: resource('stories', [
      'list',
      'board',
      'create',
      'get',
      'getByKey',
      'update',
      'remove',
      'timeline',
      'addLink',
      'removeLink',
      'addComment',
      'updateComment',
      'removeComment',
      'react',
      'unreact',
      'review',
      'timeEntries',
      'addTimeEntry',
      'removeTimeEntry',
      'startTimer',
      'stopTimer',
      'runningTimer',
      'views',
      'createView',
      'removeView',
      'attachments',
      'attach',
      'detach',
      'uploadFolder',
      'shareMaterial',
      'materials',
    ]),
    calendar: resource('calendar', [
      'list',
      'create',
      'get',
      'update',
      'remove',
      'assignTeam',
      'assignUser',
      'holidays',
      'createHoliday',
      'updateHoliday',
      'removeHoliday',
      'importHolidays',
      'schedule',
    ]),
    leave: resource('leave', [
      'types',
      'createType',
      'updateType',
      'balances',
      'adjustments',
      'adjust',
      'preview',
      'requests',
      'create',
      'get',
      'decide',
      'cancel',
      'teamCalendar',
    ]),
    timesheet: resource('timesheet', [
      'week',
      'addRow',
      'removeRow',
      'setCell',
      'copyLastWeek',
      'submit',
      'timer',
      'startTimer',
      'stopTimer',
      'confirmDraft',
      'discardDraft',
      'approvals',
      'getWeek',
      'decide',
      'reopen',
    ]),
  };
}
