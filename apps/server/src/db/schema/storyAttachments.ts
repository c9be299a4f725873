import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { driveItems } from './drive.ts';
import { stories } from './stories.ts';
import { users } from './users.ts';

/**
 * Drive files attached to a story (ADR 0025). The row is the story's read grant on the file:
 * whoever may read the story may open it through the story, whatever the drive says. Trashing
 * the file keeps the row (the story shows "in trash"); deleting it for good removes the row.
 */
export const storyAttachments = pgTable(
  'story_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => driveItems.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('story_attachments_story_item_key').on(table.storyId, table.itemId),
    index('story_attachments_item_idx').on(table.itemId),
  ],
);

export type StoryAttachmentRow = typeof storyAttachments.$inferSelect;
