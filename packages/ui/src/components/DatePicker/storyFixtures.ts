import type { DateRangePickerLabels } from './DateRangePicker';

// Story and test copy: the caller's labels in both languages, and the fixed dates every story shows.
export const pickerLabels = {
  en: {
    openCalendar: 'Choose date',
    clear: 'Clear date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    start: 'Start date',
    end: 'End date',
  },
  ar: {
    openCalendar: 'اختر التاريخ',
    clear: 'امسح التاريخ',
    previousMonth: 'الشهر السابق',
    nextMonth: 'الشهر التالي',
    start: 'تاريخ البدء',
    end: 'تاريخ الانتهاء',
  },
} as const satisfies Record<'en' | 'ar', DateRangePickerLabels>;

/** The day stories and visual tests treat as "now" (never `new Date()` in visible content). */
export const fixedDay = new Date(2026, 2, 15);
export const fixedRange = { from: new Date(2026, 2, 9), to: new Date(2026, 2, 13) };
