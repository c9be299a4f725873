// Test and story fixtures of the share pages (not exported): a fake API whose drive holds a
// client's folder, a few files and the links that share them, in English or Arabic.
import {
  createFakeApi,
  type FakeApi,
  type FakeApiOptions,
  type FakeSharedLink,
} from '@atrium/api/testing';

const KB = 1024;
const MB = 1024 * KB;

/** One token per kind of link the stories and tests open (32 characters, like the server's). */
export const TOKENS = {
  folder: 'F'.repeat(32),
  file: 'S'.repeat(32),
  material: 'M'.repeat(32),
  locked: 'P'.repeat(32),
  viewOnly: 'V'.repeat(32),
  empty: 'E'.repeat(32),
  revoked: 'R'.repeat(32),
  unknown: 'U'.repeat(32),
} as const;

export const PASSWORD = 'sesame';

interface Words {
  sharer: string;
  folder: string;
  drafts: string;
  final: string;
  empty: string;
  brief: string;
  photo: string;
  notes: string;
  video: string;
  budget: string;
  title: string;
  note: string;
}

const EN: Words = {
  sharer: 'Rana Mansour',
  folder: 'Client pitch',
  drafts: 'Drafts',
  final: 'Final',
  empty: 'Empty folder',
  brief: 'Brief.pdf',
  photo: 'Moodboard.jpg',
  notes: 'Notes.txt',
  video: 'Launch video.mp4',
  budget: 'Budget 2026.xlsx',
  title: 'Spring campaign: final cut',
  note: 'Here is the final cut and the brief.\nTell us by Thursday if anything should change.',
};

const AR: Words = {
  sharer: 'رنا منصور',
  folder: 'عرض العميل',
  drafts: 'المسودات',
  final: 'النهائي',
  empty: 'مجلد فارغ',
  brief: 'الملخص.pdf',
  photo: 'لوحة الإلهام.jpg',
  notes: 'ملاحظات.txt',
  video: 'فيديو الإطلاق.mp4',
  budget: 'ميزانية 2026.xlsx',
  title: 'حملة الربيع: النسخة النهائية',
  note: 'إليكم النسخة النهائية والملخص.\nأخبرونا قبل الخميس إن كان هناك ما يجب تغييره.',
};

export interface SharedLinkFakeOptions extends Pick<FakeApiOptions, 'latencyMs' | 'failWith'> {
  language?: 'en' | 'ar';
  /** More links than the standard ones (or in their place, with the same token). */
  links?: FakeSharedLink[];
  /** Extra files in the shared folder (paging). */
  moreFiles?: number;
}

/** The words of the fixtures in a language (names the tests and stories look for). */
export function sharedWords(language: 'en' | 'ar' = 'en'): Words {
  return language === 'ar' ? AR : EN;
}

/**
 * A fake API with Rana's drive: "Client pitch" (Drafts, Final, a brief and a moodboard), a
 * budget at the top, and one link of each kind (see TOKENS), made by Rana.
 */
export function createSharedLinkFake(options: SharedLinkFakeOptions = {}): FakeApi {
  const words = sharedWords(options.language);
  const folder = [words.folder];
  const extra = Array.from({ length: options.moreFiles ?? 0 }, (_, index) => ({
    name: `Photo ${String(index + 1).padStart(2, '0')}.jpg`,
    mime_type: 'image/jpeg',
    size: (index + 1) * 200 * KB,
    path: folder,
  }));
  const standard: FakeSharedLink[] = [
    { token: TOKENS.folder, kind: 'item', path: folder },
    { token: TOKENS.file, kind: 'item', file: words.photo },
    {
      token: TOKENS.material,
      kind: 'material',
      title: words.title,
      note: words.note,
      files: [words.video, words.brief, words.photo],
    },
    { token: TOKENS.locked, kind: 'item', path: folder, password: PASSWORD },
    { token: TOKENS.viewOnly, kind: 'item', path: folder, allow_download: false },
    { token: TOKENS.empty, kind: 'item', path: [words.empty] },
    { token: TOKENS.revoked, kind: 'item', path: folder, state: 'revoked' },
  ];
  const given = options.links ?? [];
  const links = [
    ...standard.filter((link) => !given.some((other) => other.token === link.token)),
    ...given,
  ];
  return createFakeApi({
    users: [
      {
        username: 'rana',
        password: 'correct horse battery',
        role: 'super_admin',
        full_name: words.sharer,
      },
    ],
    drive: {
      folders: [[words.folder, words.drafts], [words.folder, words.final], [words.empty]],
      files: [
        {
          name: words.brief,
          mime_type: 'application/pdf',
          size: 2.4 * MB,
          path: folder,
          updated_at: '2026-11-18T10:20:00Z',
        },
        {
          name: words.photo,
          mime_type: 'image/jpeg',
          size: 3.1 * MB,
          path: folder,
          updated_at: '2026-11-19T15:05:00Z',
        },
        {
          name: words.notes,
          mime_type: 'text/plain',
          size: 2 * KB,
          path: [words.folder, words.drafts],
          updated_at: '2026-11-17T08:45:00Z',
        },
        {
          name: words.video,
          mime_type: 'video/mp4',
          size: 184 * MB,
          path: [words.folder, words.final],
          updated_at: '2026-11-20T09:12:00Z',
        },
        {
          name: words.budget,
          mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          size: 48 * KB,
          updated_at: '2026-11-12T12:00:00Z',
        },
        ...extra,
      ],
    },
    sharedLinks: links,
    ...(options.latencyMs !== undefined ? { latencyMs: options.latencyMs } : {}),
    ...(options.failWith ? { failWith: options.failWith } : {}),
  });
}
