import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CalendarView } from './CalendarView';
import { calendarViews } from './calendarViewVariants';
import { calendarEvents, calendarLabels, fixedToday } from './storyFixtures';

const meta = {
  title: 'Data display/CalendarView',
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
  argTypes: {
    view: { control: 'inline-radio', options: calendarViews },
    weekStartsOn: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6] },
    date: { control: 'date' },
  },
} satisfies Meta<typeof CalendarView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Annual leave — Sara/ }));
    await expect(args.onEventClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'leave' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(new Date(2026, 3, 12, 10, 30));
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { maxEventsPerDay: 3, startHour: 7, endHour: 19, loading: false },
};
