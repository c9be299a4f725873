// Drive items for the stories of components that take items as props (not exported).
import type { DriveItem } from '@atrium/api';

const RANA = {
  id: '00000000-0000-4000-8000-0000000000a1',
  username: 'rana',
  full_name: 'Rana Mansour',
};
const HUDA = {
  id: '00000000-0000-4000-8000-0000000000a2',
  username: 'huda',
  full_name: 'Huda Saleh',
};

let next = 0;

/** A drive item: a file of Rana's unless told otherwise. */
export function storyItem(values: Partial<DriveItem> & Pick<DriveItem, 'name'>): DriveItem {
  next += 1;
  const folder = values.kind === 'folder';
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    kind: 'file',
    parent_id: null,
    owner: RANA,
    size: folder ? null : 24_576,
    mime_type: folder ? null : 'application/pdf',
    created_at: '2026-11-18T08:30:00Z',
    updated_at: '2026-11-20T09:12:00Z',
    revision: 1,
    starred: false,
    trashed_at: null,
    access: 'owner',
    shared: false,
    ...values,
  };
}

export const STORY_PEOPLE = { RANA, HUDA };

export const STORY_ITEMS: DriveItem[] = [
  storyItem({ name: 'Projects', kind: 'folder', shared: true }),
  storyItem({ name: 'Invoices', kind: 'folder', starred: true }),
  storyItem({ name: 'Brand guidelines.pdf', size: 2_516_582 }),
  storyItem({
    name: 'Budget 2026.xlsx',
    mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: 49_152,
  }),
  storyItem({ name: 'Team photo.jpg', mime_type: 'image/jpeg', size: 3_250_585 }),
  storyItem({
    name: 'Fonts.zip',
    mime_type: 'application/zip',
    size: 8_912_896,
    owner: HUDA,
    access: 'viewer',
    shared: true,
  }),
];
