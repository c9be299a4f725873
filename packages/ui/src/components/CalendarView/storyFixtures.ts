import type { CalendarViewLabels } from './CalendarView';
import type { CalendarEvent } from './layout';

// Story and test data: fixed dates around Thursday 12 March 2026 (never `new Date()` in visible content).
export const fixedToday = new Date(2026, 2, 12, 10, 30);

const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute);
const days = (from: number, to: number) => ({ start: at(from, 0), end: at(to + 1, 0) });

export const calendarLabels = {
  en: {
    previous: 'Previous',
    next: 'Next',
    today: 'Today',
    more: (_count: number, formatted: string) => `+${formatted} more`,
    allDay: 'All day',
    time: 'Time',
    loading: 'Loading events',
  },
  ar: {
    previous: 'السابق',
    next: 'التالي',
    today: 'اليوم',
    more: (_count: number, formatted: string) => `+${formatted} أخرى`,
    allDay: 'طوال اليوم',
    time: 'الوقت',
    loading: 'جارٍ تحميل الأحداث',
  },
} satisfies Record<'en' | 'ar', CalendarViewLabels>;

const titles = {
  en: {
    leave: 'Annual leave — Sara',
    sick: 'Sick leave — Omar',
    trip: 'Client visit in Riyadh',
    holiday: 'Public holiday',
    standup: 'Stand-up',
    shift: 'Morning shift',
    review: 'Design review',
    late: 'Late shift',
    training: 'Safety training',
    oneOnOne: '1:1 with Lina',
  },
  ar: {
    leave: 'إجازة سنوية — سارة',
    sick: 'إجازة مرضية — عمر',
    trip: 'زيارة عميل في الرياض',
    holiday: 'عطلة رسمية',
    standup: 'الاجتماع اليومي',
    shift: 'الوردية الصباحية',
    review: 'مراجعة التصميم',
    late: 'الوردية المسائية',
    training: 'تدريب السلامة',
    oneOnOne: 'لقاء فردي مع لينا',
  },
};

export function calendarEvents(language: 'en' | 'ar'): CalendarEvent[] {
  const t = titles[language];
  return [
    { id: 'leave', title: t.leave, ...days(9, 13), tone: 'success' },
    { id: 'sick', title: t.sick, ...days(11, 12), tone: 'danger' },
    { id: 'trip', title: t.trip, ...days(14, 17), tone: 'info' },
    { id: 'holiday', title: t.holiday, ...days(20, 20), tone: 'warning' },
    { id: 'standup', title: t.standup, start: at(12, 9), end: at(12, 9, 30), tone: 'accent' },
    { id: 'shift', title: t.shift, start: at(10, 8), end: at(10, 12), tone: 'neutral' },
    { id: 'review', title: t.review, start: at(12, 9, 15), end: at(12, 11), tone: 'info' },
    { id: 'late', title: t.late, start: at(13, 14), end: at(13, 18), tone: 'neutral' },
    { id: 'training', title: t.training, start: at(11, 13), end: at(11, 15, 30), tone: 'warning' },
    { id: 'one-on-one', title: t.oneOnOne, start: at(12, 15), end: at(12, 16), tone: 'accent' },
  ];
}
