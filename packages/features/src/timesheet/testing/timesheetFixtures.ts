// Test and story fixtures of the timesheet area (not exported): Sam fills in a week on a
// Sunday–Thursday calendar in Riyadh; Mia manages people and approves it.
import type { ApiError } from '@atrium/api';
import {
  createFakeApi,
  type FakeApi,
  type FakeApiOptions,
  type FakeTimesheetSeed,
} from '@atrium/api/testing';
import { createSessionStore, type SessionStore } from '../../app/sessionStore.ts';

const PASSWORD = 'correct horse battery';

/** A Wednesday; its week starts on Sunday 22 November 2026. */
export const WEEK_DATE = '2026-11-25';
export const WEEK_START = '2026-11-22';

export const STORY_ID = '00000000-0000-4000-8000-00000000a012';
export const OTHER_STORY_ID = '00000000-0000-4000-8000-00000000a014';
export const PROJECT_ID = '00000000-0000-4000-8000-00000000b001';

const TEXTS = {
  en: {
    sam: 'Sam Staff',
    mia: 'Mia Manager',
    script: 'Script the intro',
    voice: 'Record the voice-over',
    project: 'Documentary',
    meetings: 'Meetings',
    note: 'First draft',
    holiday: 'Founding Day',
    comment: 'Monday is missing the edit',
  },
  ar: {
    sam: 'سامي الموظف',
    mia: 'مي المديرة',
    script: 'كتابة المقدّمة',
    voice: 'تسجيل التعليق الصوتي',
    project: 'الفيلم الوثائقي',
    meetings: 'اجتماعات',
    note: 'المسودة الأولى',
    holiday: 'يوم التأسيس',
    comment: 'ينقص يوم الاثنين المونتاج',
  },
} as const;

export interface TimesheetFakeOptions {
  language?: 'en' | 'ar';
  /** Who is signed in: Sam (default) or Mia, the approver. */
  signedInAs?: 'sam' | 'mia';
  /** No hours or rows at all. */
  empty?: boolean;
  /** Sam's week's state. */
  status?: 'open' | 'submitted' | 'approved' | 'rejected';
  /** A Finish Working draft on Wednesday. */
  draft?: boolean;
  /** Sam's timer runs (on the script). */
  running?: boolean;
  latencyMs?: number;
  failWith?: ApiError;
}

export interface TimesheetFake {
  api: FakeApi;
  session: SessionStore;
}

export function timesheetSeed(options: TimesheetFakeOptions = {}): FakeTimesheetSeed {
  const text = TEXTS[options.language ?? 'en'];
  const status = options.status ?? 'open';
  return {
    stories: [
      {
        id: STORY_ID,
        key: 'DOC-12',
        title: text.script,
        state_group: 'started',
        project_id: PROJECT_ID,
      },
      {
        id: OTHER_STORY_ID,
        key: 'DOC-14',
        title: text.voice,
        state_group: 'unstarted',
        project_id: PROJECT_ID,
      },
    ],
    projects: [{ id: PROJECT_ID, key: 'DOC', name: text.project }],
    holidays: [{ date: '2026-11-26', half_day: false, name: text.holiday }],
    entries: options.empty
      ? []
      : [
          {
            username: 'sam',
            date: '2026-11-22',
            story_id: STORY_ID,
            minutes: 180,
            note: text.note,
          },
          { username: 'sam', date: '2026-11-23', story_id: STORY_ID, minutes: 240 },
          { username: 'sam', date: '2026-11-23', activity: text.meetings, minutes: 60 },
          {
            username: 'sam',
            date: '2026-11-24',
            story_id: OTHER_STORY_ID,
            minutes: 300,
            timed: true,
          },
          { username: 'sam', date: '2026-11-25', project_id: PROJECT_ID, minutes: 120 },
        ],
    attended: [
      { username: 'sam', date: '2026-11-22', minutes: 480 },
      { username: 'sam', date: '2026-11-23', minutes: 470 },
      { username: 'sam', date: '2026-11-24', minutes: 455 },
      { username: 'sam', date: '2026-11-25', minutes: 300 },
    ],
    weeks:
      status === 'open'
        ? []
        : [
            {
              username: 'sam',
              week_start: WEEK_START,
              status,
              ...(status === 'rejected' ? { comment: text.comment } : {}),
            },
          ],
    drafts: options.draft
      ? [
          {
            username: 'sam',
            date: '2026-11-25',
            session_minutes: 360,
            lines: [
              { story_id: STORY_ID, minutes: 120 },
              { story_id: OTHER_STORY_ID, minutes: 120 },
            ],
          },
        ]
      : [],
    ...(options.running ? { running: { username: 'sam', minutes: 42, story_id: STORY_ID } } : {}),
  };
}

export async function createTimesheetFake(
  options: TimesheetFakeOptions = {},
): Promise<TimesheetFake> {
  const language = options.language ?? 'en';
  const text = TEXTS[language];
  const fakeOptions: FakeApiOptions = {
    users: [
      {
        username: 'sam',
        password: PASSWORD,
        full_name: text.sam,
        permissions: ['Timesheet', 'Task Management'],
        language,
      },
      {
        username: 'mia',
        password: PASSWORD,
        full_name: text.mia,
        permissions: ['Timesheet', 'Users Management'],
        language,
      },
    ],
    signedInAs: options.signedInAs ?? 'sam',
    timesheet: timesheetSeed(options),
  };
  const api = createFakeApi(fakeOptions);
  const session = createSessionStore({ storage: undefined });
  session.signIn(await api.user.profile());
  api.calls.length = 0;
  // createFakeApi reads these on every call, so they apply from here on.
  if (options.latencyMs !== undefined) fakeOptions.latencyMs = options.latencyMs;
  if (options.failWith) fakeOptions.failWith = options.failWith;
  return { api, session };
}
