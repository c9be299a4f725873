import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { CalendarPage } from './CalendarPage.tsx';
import {
  PHONE_VIEWPORT,
  seedWorkdays,
  withWorkdaysProviders,
  workdaysFakeOf,
} from './testing/workdaysStories.tsx';

/** One calendar: its week, holidays, and the teams and people that follow it. */
const meta = {
  title: 'Features/Workdays/CalendarPage',
  component: CalendarPage,
  loaders: [seedWorkdays()],
  decorators: [withWorkdaysProviders],
  parameters: { layout: 'fullscreen' },
  args: {
    calendarId: '',
    listHref: '/main/calendar',
    onOpenList: () => undefined,
    now: new Date('2026-09-22T10:00:00Z'),
  },
  render: function Render(args, context) {
    const name = (context.parameters.calendarName as string | undefined) ?? 'Riyadh office';
    const fake = workdaysFakeOf(context);
    return <CalendarPage {...args} calendarId={args.calendarId || fake.calendar(name).id} />;
  },
} satisfies Meta<typeof CalendarPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Riyadh office' })).toBeVisible();
    await waitFor(() => expect(screen.getByText('32 h')).toBeVisible());
  },
};

/** A split-shift week in Berlin. */
export const SplitShifts: Story = {
  parameters: { calendarName: 'Berlin studio' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Berlin studio' })).toBeVisible();
  },
};

/** Night shifts ending the next day. */
export const NightShifts: Story = {
  parameters: { calendarName: 'Night desk' },
  play: async () => {
    await expect((await screen.findAllByText('next day')).length).toBeGreaterThan(0);
  },
};

export const Holidays: Story = {
  args: { view: { tab: 'holidays', year: 2026 } },
  play: async () => {
    const grid = await screen.findByRole('grid', { name: 'Holidays in 2026' });
    await waitFor(() => expect(within(grid).getByText('Founding Day')).toBeVisible());
  },
};

export const TeamsAndPeople: Story = {
  args: { view: { tab: 'people' } },
  parameters: { calendarName: 'Night desk' },
  play: async () => {
    const people = await screen.findByRole('list', { name: 'People with their own calendar' });
    await expect(within(people).getByText('Omar Haddad')).toBeVisible();
  },
};

/** Without the Teams permission the team picker is not offered. */
export const WithoutTeamsPermission: Story = {
  args: { view: { tab: 'people' } },
  loaders: [seedWorkdays({ withoutTeams: true })],
  play: async () => {
    await expect(
      await screen.findByText('Choosing teams needs the Teams permission.'),
    ).toBeVisible();
  },
};

export const Loading: Story = { loaders: [seedWorkdays({ latencyMs: Infinity })] };

export const NotFound: Story = {
  args: { calendarId: '00000000-0000-4000-8000-999999999999' },
  play: async () => {
    await expect(await screen.findByText('Calendar not found')).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedWorkdays({ language: 'ar' })],
  parameters: { calendarName: 'مكتب الرياض' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'مكتب الرياض' })).toBeVisible();
  },
};

export const ArabicHolidays: Story = {
  globals: { locale: 'ar' },
  loaders: [seedWorkdays({ language: 'ar' })],
  parameters: { calendarName: 'مكتب الرياض' },
  args: { view: { tab: 'holidays', year: 2026 } },
  play: async () => {
    const grid = await screen.findByRole('grid', { name: 'العطلات في ٢٠٢٦' });
    await waitFor(() => expect(within(grid).getByText('يوم التأسيس')).toBeVisible());
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Week.play };

export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: Week.play,
};

export const PhoneHolidays: Story = {
  parameters: PHONE_VIEWPORT,
  args: { view: { tab: 'holidays', year: 2026 } },
  play: async () => {
    await waitFor(() => expect(screen.getByText('Founding Day')).toBeVisible());
  },
};
