// Story and test fixtures of a story's attachments (not exported): Rana leads WEB, whose "Press
// kit" is in review, with files in her drive's Projects/WEB folder.
import type { ApiError, StoryDetail } from '@atrium/api';
import { createFakeApi, type FakeApi, type FakeApiOptions } from '@atrium/api/testing';
import { createSessionStore, type SessionStore } from '../../app/sessionStore.ts';

const PASSWORD = 'correct horse battery';

const PEOPLE = {
  en: [
    { username: 'rana', full_name: 'Rana Mansour' },
    { username: 'huda', full_name: 'Huda Saleh' },
  ],
  ar: [
    { username: 'rana', full_name: 'رنا منصور' },
    { username: 'huda', full_name: 'هدى صالح' },
  ],
};
const FILES = {
  en: ['Press kit brief.pdf', 'Launch film final cut.mp4', 'Quotes for the press.docx'],
  ar: ['موجز الملف الصحفي.pdf', 'فيلم الإطلاق النسخة النهائية.mp4', 'اقتباسات للصحافة.docx'],
};
const TYPES = ['application/pdf', 'video/mp4', 'application/msword'];

export interface AttachmentsFakeOptions {
  language?: 'en' | 'ar';
  /** Files attached to the story at the start (default all three). */
  attached?: number;
  /** The first attached file is then put in the trash. */
  trashFirst?: boolean;
  /** The story is in progress rather than in review (nothing to share as material). */
  started?: boolean;
  /** Sign in as Huda, a member who did not attach the files. */
  asMember?: boolean;
  latencyMs?: number;
  failWith?: ApiError;
}

export interface AttachmentsFake {
  api: FakeApi;
  session: SessionStore;
  storyId: string;
  /** The story as the signed-in person reads it (fetched before any latency or failure). */
  story: StoryDetail;
}

export async function createAttachmentsFake(
  options: AttachmentsFakeOptions = {},
): Promise<AttachmentsFake> {
  const language = options.language ?? 'en';
  const names = FILES[language];
  const fakeOptions: FakeApiOptions = {
    users: PEOPLE[language].map((person, index) => ({
      ...person,
      password: PASSWORD,
      role: index === 0 ? ('admin' as const) : ('user' as const),
      permissions: ['Task Management', 'Drive'],
      language,
    })),
    signedInAs: 'rana',
    drive: {
      folders: [['Projects', 'WEB']],
      files: names.map((name, index) => ({
        name,
        mime_type: TYPES[index] ?? 'application/octet-stream',
        size: [482_000, 96_500_000, 31_200][index] ?? 1000,
        path: ['Projects', 'WEB'],
      })),
    },
    projects: [
      {
        key: 'WEB',
        name: language === 'ar' ? 'إعادة إطلاق الموقع' : 'Website relaunch',
        members: ['huda'],
        stories: [
          {
            title: language === 'ar' ? 'الملف الصحفي' : 'Press kit',
            group: options.started ? 'started' : 'review',
            assignees: ['huda'],
          },
        ],
      },
    ],
  };
  const api = createFakeApi(fakeOptions);
  const story = (await api.stories.list({})).items[0];
  if (!story) throw new Error('No story in the attachments fixture');
  const ids: string[] = [];
  for (const name of names.slice(0, options.attached ?? names.length)) {
    const found = (await api.drive.list({ q: name })).items.find((item) => item.name === name);
    if (found) ids.push(found.id);
  }
  if (ids.length > 0) await api.stories.attach(story.id, ids);
  if (options.trashFirst && ids[0]) await api.drive.trash(ids[0]);
  if (options.asMember) await api.user.login({ username: 'huda', password: PASSWORD });
  const session = createSessionStore({ storage: undefined });
  session.signIn(await api.user.profile());
  const detail = await api.stories.get(story.id);
  api.calls.length = 0;
  // createFakeApi reads these on every call, so they apply from here on.
  if (options.latencyMs !== undefined) fakeOptions.latencyMs = options.latencyMs;
  if (options.failWith) fakeOptions.failWith = options.failWith;
  return { api, session, storyId: story.id, story: detail };
}
