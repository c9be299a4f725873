import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SegmentedToggle } from '../SegmentedToggle/SegmentedToggle';
import { CalendarView } from './CalendarView';
import type { CalendarViewKind } from './calendarViewVariants';
import { calendarEvents, calendarLabels, fixedToday } from './storyFixtures';

const meta = {
  title: 'Data display/CalendarView/Features',
  component: CalendarView,
  args: {
    view: 'month',
    date: fixedToday,
    today: fixedToday,
    weekStartsOn: 1,
    events: calendarEvents('en'),
    labels: calendarLabels.en,
    onNavigate: fn(),
    onEventClick: fn(),
    onDateClick: fn(),
  },
} satisfies Meta<typeof CalendarView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {};
export const Week: Story = { args: { view: 'week', startHour: 8, endHour: 18 } };
/** Two rows per day before "+N more". */
export const Overflow: Story = { args: { maxEventsPerDay: 2 } };
export const WeekStartsOnSunday: Story = { args: { weekStartsOn: 0 } };
export const Empty: Story = { args: { events: [] } };
export const Loading: Story = { args: { events: [], loading: true } };
export const RTL: Story = {
  args: {
    weekStartsOn: undefined,
    events: calendarEvents('ar'),
    labels: calendarLabels.ar,
  },
  globals: { locale: 'ar' },
};
export const RTLWeek: Story = {
  args: {
    view: 'week',
    weekStartsOn: undefined,
    startHour: 8,
    endHour: 18,
    events: calendarEvents('ar'),
    labels: calendarLabels.ar,
  },
  globals: { locale: 'ar' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkWeek: Story = {
  args: { view: 'week', startHour: 8, endHour: 18 },
  globals: { theme: 'dark' },
};
export const LongLabels: Story = {
  args: {
    events: [
      {
        id: 'long',
        title:
          'Annual leave for the whole operations and facilities team of the northern region offices',
        start: new Date(2026, 2, 10),
        end: new Date(2026, 2, 12),
        tone: 'success',
      },
      {
        id: 'long-timed',
        title: 'Quarterly planning with every team lead, product owner and the finance department',
        start: new Date(2026, 2, 13, 9),
        end: new Date(2026, 2, 13, 12),
        tone: 'info',
      },
    ],
  },
};
export const LongArabicLabels: Story = {
  args: {
    weekStartsOn: undefined,
    labels: calendarLabels.ar,
    events: [
      {
        id: 'long',
        title: 'إجازة سنوية لكامل فريق العمليات وإدارة المرافق في مكاتب المنطقة الشمالية',
        start: new Date(2026, 2, 10),
        end: new Date(2026, 2, 12),
        tone: 'success',
      },
      {
        id: 'long-timed',
        title: 'التخطيط الربعي مع جميع قادة الفرق ومالكي المنتجات والإدارة المالية',
        start: new Date(2026, 2, 13, 9),
        end: new Date(2026, 2, 13, 12),
        tone: 'info',
      },
    ],
  },
  globals: { locale: 'ar' },
};

function NavigableCalendar() {
  const [view, setView] = useState<CalendarViewKind>('month');
  const [date, setDate] = useState(fixedToday);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <SegmentedToggle
        label="View"
        value={view}
        onValueChange={setView}
        options={[
          { value: 'month' as const, label: 'Month' },
          { value: 'week' as const, label: 'Week' },
        ]}
      />
      <CalendarView
        view={view}
        date={date}
        today={fixedToday}
        weekStartsOn={1}
        startHour={8}
        endHour={18}
        events={calendarEvents('en')}
        labels={calendarLabels.en}
        onNavigate={setDate}
      />
    </div>
  );
}

/** The caller owns `view` and `date`: a view switch and the calendar's own navigation. */
export const Navigation: Story = {
  render: () => <NavigableCalendar />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('grid', { name: 'April 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Week' }));
    await expect(canvas.getByRole('grid', { name: '9 Mar – 15 Mar 2026' })).toBeVisible();
  },
};
