import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters (per scope and client key, usually the IP). Kept in the
 * database so every instance sees the same counts (architecture §7).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** What is limited, e.g. 'login'. */
    scope: text('scope').notNull(),
    /** Who is limited: the client IP. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key, table.windowStart] }),
    index('rate_limits_window_start_idx').on(table.windowStart),
  ],
);
