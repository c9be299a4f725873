import type { Language } from '../../UiProvider/uiOptions';
import type { ChartDatum, ChartSeries } from './chartTypes';
import type { DonutChartSegment } from './DonutChart';

/** Demo data for stories and tests: one working week of a team, in both languages. */
export interface ChartCopy {
  categoryLabel: string;
  loadingLabel: string;
  emptyLabel: string;
  days: readonly string[];
  hours: { label: string; series: ChartSeries[] };
  attendance: { label: string; series: ChartSeries[] };
  trend: { label: string; series: ChartSeries[] };
  status: {
    label: string;
    segmentLabel: string;
    valueLabel: string;
    totalLabel: string;
    segments: DonutChartSegment[];
  };
}

export const chartCopy: Record<Language, ChartCopy> = {
  en: {
    categoryLabel: 'Day',
    loadingLabel: 'Loading chart',
    emptyLabel: 'No attendance recorded this week',
    days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu'],
    hours: {
      label: 'Hours worked per day this week: planned and actual',
      series: [
        { key: 'planned', label: 'Planned' },
        { key: 'actual', label: 'Actual' },
      ],
    },
    attendance: {
      label: 'Attendance per day this week: on time, late and absent',
      series: [
        { key: 'onTime', label: 'On time', tone: 'green' },
        { key: 'late', label: 'Late', tone: 'amber' },
        { key: 'absent', label: 'Absent', tone: 'red' },
      ],
    },
    trend: {
      label: 'Overtime hours per day this week',
      series: [{ key: 'overtime', label: 'Overtime' }],
    },
    status: {
      label: 'Employees by status today: 42 in total',
      segmentLabel: 'Status',
      valueLabel: 'Employees',
      totalLabel: 'Employees',
      segments: [
        { key: 'present', label: 'Present', value: 30, tone: 'green' },
        { key: 'late', label: 'Late', value: 6, tone: 'amber' },
        { key: 'leave', label: 'On leave', value: 4, tone: 'accent' },
        { key: 'absent', label: 'Absent', value: 2, tone: 'red' },
      ],
    },
  },
  ar: {
    categoryLabel: 'اليوم',
    loadingLabel: 'جارٍ تحميل الرسم البياني',
    emptyLabel: 'لم يُسجَّل حضور هذا الأسبوع',
    days: ['الأحد', 'الإثنين', 'الثلاثاء', 'الأربعاء', 'الخميس'],
    hours: {
      label: 'ساعات العمل في كل يوم هذا الأسبوع: المخطط لها والفعلية',
      series: [
        { key: 'planned', label: 'المخطط لها' },
        { key: 'actual', label: 'الفعلية' },
      ],
    },
    attendance: {
      label: 'الحضور في كل يوم هذا الأسبوع: في الموعد ومتأخر وغائب',
      series: [
        { key: 'onTime', label: 'في الموعد', tone: 'green' },
        { key: 'late', label: 'متأخر', tone: 'amber' },
        { key: 'absent', label: 'غائب', tone: 'red' },
      ],
    },
    trend: {
      label: 'ساعات العمل الإضافي في كل يوم هذا الأسبوع',
      series: [{ key: 'overtime', label: 'العمل الإضافي' }],
    },
    status: {
      label: 'الموظفون حسب الحالة اليوم: ٤٢ موظفًا',
      segmentLabel: 'الحالة',
      valueLabel: 'الموظفون',
      totalLabel: 'موظفًا',
      segments: [
        { key: 'present', label: 'حاضر', value: 30, tone: 'green' },
        { key: 'late', label: 'متأخر', value: 6, tone: 'amber' },
        { key: 'leave', label: 'في إجازة', value: 4, tone: 'accent' },
        { key: 'absent', label: 'غائب', value: 2, tone: 'red' },
      ],
    },
  },
};

const planned = [40, 40, 40, 40, 32];
const actual = [38, 42, 40, 36, 30];
const onTime = [36, 38, 35, 37, 33];
const late = [4, 2, 5, 3, 6];
const absent = [2, 2, 2, 2, 3];
const overtime = [1.5, 3, 2, 4.5, 0.5];

/** One datum per day, with every field the demo series use. */
export function weekData(language: Language): ChartDatum[] {
  return chartCopy[language].days.map((day, i) => ({
    day,
    planned: planned[i],
    actual: actual[i],
    onTime: onTime[i],
    late: late[i],
    absent: absent[i],
    overtime: overtime[i],
  }));
}
