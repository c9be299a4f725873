import type { Notification, NotificationEvent } from '@atrium/api';

/** "Now" of every story and test, so relative times and screenshots never drift. */
export const FIXTURE_NOW = new Date('2026-11-22T09:30:00Z');

const minutesAgo = (minutes: number) =>
  new Date(FIXTURE_NOW.getTime() - minutes * 60_000).toISOString();

export function fixtureNotification(
  index: number,
  overrides: Partial<Notification> = {},
): Notification {
  return {
    id: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    event: 'system',
    title: `Notification ${index}`,
    body: '',
    data: {},
    created_at: minutesAgo(index * 90),
    read_at: null,
    archived_at: null,
    ...overrides,
  };
}

const read = minutesAgo(1);

/** A realistic inbox: three unread, two read, one archived (English). */
export function sampleInbox(): Notification[] {
  const rows: Array<[NotificationEvent, string, string, Partial<Notification>]> = [
    [
      'story.assigned',
      'New story assigned: Ramadan campaign teaser',
      'Layla Haddad assigned you the story “Ramadan campaign teaser”, due Thursday.',
      { data: { link: '/stories/42' }, created_at: minutesAgo(5) },
    ],
    [
      'correction.reviewed',
      'Your attendance correction was approved',
      'The check-out on 19 November is now 17:30.',
      { data: { link: '/attendance/corrections' }, created_at: minutesAgo(150) },
    ],
    [
      'announcement.published',
      'Office closed on Sunday',
      'The office is closed for maintenance on Sunday 29 November.',
      { created_at: minutesAgo(60 * 26) },
    ],
    [
      'team.member_added',
      'You joined the Design team',
      'Omar Khalil added you to Design.',
      { read_at: read, created_at: minutesAgo(60 * 24 * 3) },
    ],
    [
      'drive.shared',
      'Brand guidelines 2027 shared with you',
      'Open the folder to see the new logo files.',
      { read_at: read, data: { link: '/drive/folders/7' }, created_at: minutesAgo(60 * 24 * 9) },
    ],
    [
      'system',
      'Scheduled maintenance finished',
      'Atrium was updated to the latest version.',
      { read_at: read, archived_at: read, created_at: minutesAgo(60 * 24 * 40) },
    ],
  ];
  return rows.map(([event, title, body, rest], index) =>
    fixtureNotification(index + 1, { event, title, body, ...rest }),
  );
}

/** The same inbox in Arabic. */
export function sampleInboxArabic(): Notification[] {
  const texts: Array<[string, string]> = [
    [
      'قصة جديدة مسندة إليك: إعلان حملة رمضان',
      'أسندت إليك ليلى حداد قصة «إعلان حملة رمضان»، وموعد تسليمها الخميس.',
    ],
    ['تمت الموافقة على تصحيح الحضور', 'أصبح وقت الانصراف يوم ١٩ نوفمبر ‏١٧:٣٠.'],
    ['المكتب مغلق يوم الأحد', 'المكتب مغلق للصيانة يوم الأحد ٢٩ نوفمبر.'],
    ['انضممت إلى فريق التصميم', 'أضافك عمر خليل إلى فريق التصميم.'],
    ['تمت مشاركة دليل الهوية ٢٠٢٧ معك', 'افتح المجلد لترى ملفات الشعار الجديدة.'],
    ['انتهت الصيانة المجدولة', 'تم تحديث أتريوم إلى أحدث إصدار.'],
  ];
  return sampleInbox().map((item, index) => {
    const [title, body] = texts[index] ?? [item.title, item.body];
    return { ...item, title, body };
  });
}

/** `count` unread system notifications, newest first. */
export function manyNotifications(count: number): Notification[] {
  return Array.from({ length: count }, (_, index) =>
    fixtureNotification(index + 1, { title: `Notice ${index + 1}` }),
  );
}
