import { z } from 'zod';
import { defineEndpoint, okSchema, pageOf, PAGE_SIZES, DEFAULT_PAGE_SIZE } from './common.ts';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  PUSH_TOKEN_MAX,
  PUSH_TOKEN_TYPES,
  SERVER_EVENT_TYPES,
  NOTIFICATION_ROUTES,
} from './notification.constants.ts';

// The plain values live in a zod-free module; re-exported so every import path keeps working.
export * from './notification.constants.ts';

export const notificationEventSchema = z.enum(NOTIFICATION_EVENTS);
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

/** FCM registration tokens are printable ASCII without spaces. */
const pushTokenSchema = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(PUSH_TOKEN_MAX)
  .regex(/^[\x21-\x7e]+$/, 'Not a valid push token');

export const pushTokenRequestSchema = z.strictObject({
  token: pushTokenSchema,
  type: z.enum(PUSH_TOKEN_TYPES),
});
export type PushTokenRequest = z.infer<typeof pushTokenRequestSchema>;

export const pushTokenDeleteQuerySchema = z.strictObject({ token: pushTokenSchema });
export type PushTokenDeleteQuery = z.infer<typeof pushTokenDeleteQuerySchema>;

/** One inbox item of the signed-in user. */
export const notificationSchema = z.object({
  id: z.uuid(),
  event: notificationEventSchema,
  title: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.unknown()),
  created_at: z.iso.datetime({ offset: true }),
  read_at: z.iso.datetime({ offset: true }).nullable(),
  archived_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

const booleanQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .default(false);

/** The inbox: no "all" size (an inbox is paged), newest first. */
export const notificationListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), {
      message: `Must be one of ${PAGE_SIZES.join(', ')}`,
    })
    .default(DEFAULT_PAGE_SIZE),
  status: z.enum(['unread', 'read', 'all']).default('all'),
  archived: booleanQuery,
  event: notificationEventSchema.optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationPageSchema = pageOf(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationIdParamsSchema = z.strictObject({ id: z.uuid() });

export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const readAllResponseSchema = z.object({ updated: z.number().int().min(0) });
export type ReadAllResponse = z.infer<typeof readAllResponseSchema>;

function perEvent<T extends z.ZodType>(value: T) {
  const shape = {} as { [K in NotificationEvent]: T };
  for (const event of NOTIFICATION_EVENTS) shape[event] = value;
  return z.strictObject(shape);
}

const channelsSchema = z.strictObject({ in_app: z.boolean(), push: z.boolean() });

/** The whole event × channel matrix; every channel is on unless the user turned it off. */
export const notificationPreferencesSchema = perEvent(channelsSchema);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A change to the matrix: only the events and channels given change; unknown events are refused. */
export const notificationPreferencesUpdateSchema = perEvent(channelsSchema.partial().optional());
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/**
 * What `GET /events` (Server-Sent Events) delivers to the signed-in user: a new inbox item,
 * the attendance prompt (spec section 4: message and timestamp), or a hint to refetch.
 */
export const serverEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  z.object({
    type: z.literal('attendance.prompt'),
    message: z.string(),
    timestamp: z.iso.datetime({ offset: true }),
  }),
  z.object({
    type: z.literal('refetch'),
    /** What changed: `notifications`, or `all` after the server may have missed events. */
    resource: z.string().max(100),
  }),
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;
export type ServerEventType = (typeof SERVER_EVENT_TYPES)[number];

export const notificationEndpoints = {
  registerPushToken: defineEndpoint({
    ...NOTIFICATION_ROUTES.registerPushToken,
    summary:
      'Register this device’s push token (moves it from any other user; at most 10 per user).',
    body: pushTokenRequestSchema,
    response: okSchema,
  }),
  removePushToken: defineEndpoint({
    ...NOTIFICATION_ROUTES.removePushToken,
    summary: 'Remove one of the caller’s own push tokens.',
    query: pushTokenDeleteQuerySchema,
    response: okSchema,
  }),
  list: defineEndpoint({
    ...NOTIFICATION_ROUTES.list,
    summary: 'The signed-in user’s notifications, newest first.',
    query: notificationListQuerySchema,
    response: notificationPageSchema,
  }),
  unreadCount: defineEndpoint({
    ...NOTIFICATION_ROUTES.unreadCount,
    summary: 'How many unread, unarchived notifications the signed-in user has.',
    response: unreadCountSchema,
  }),
  readAll: defineEndpoint({
    ...NOTIFICATION_ROUTES.readAll,
    summary: 'Mark every unread notification of the signed-in user read.',
    response: readAllResponseSchema,
  }),
  markRead: defineEndpoint({
    ...NOTIFICATION_ROUTES.markRead,
    summary: 'Mark one notification read.',
    response: notificationSchema,
  }),
  markUnread: defineEndpoint({
    ...NOTIFICATION_ROUTES.markUnread,
    summary: 'Mark one notification unread.',
    response: notificationSchema,
  }),
  archive: defineEndpoint({
    ...NOTIFICATION_ROUTES.archive,
    summary: 'Archive one notification (it leaves the inbox and the unread count).',
    response: notificationSchema,
  }),
  remove: defineEndpoint({
    ...NOTIFICATION_ROUTES.remove,
    summary: 'Delete one notification.',
    response: okSchema,
  }),
  preferences: defineEndpoint({
    ...NOTIFICATION_ROUTES.preferences,
    summary: 'The event × channel matrix of the signed-in user.',
    response: notificationPreferencesSchema,
  }),
  updatePreferences: defineEndpoint({
    ...NOTIFICATION_ROUTES.updatePreferences,
    summary: 'Change some cells of the event × channel matrix; answers the whole matrix.',
    body: notificationPreferencesUpdateSchema,
    response: notificationPreferencesSchema,
  }),
  events: defineEndpoint({
    ...NOTIFICATION_ROUTES.events,
    summary:
      'Server-Sent Events for the signed-in user: notification, attendance.prompt, refetch; a heartbeat comment every 25 s.',
    response: z.string(),
  }),
} as const;
