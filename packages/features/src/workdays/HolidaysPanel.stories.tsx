import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@atrium/api';
import { Container } from '@atrium/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HolidaysPanel } from './HolidaysPanel.tsx';
import {
  PHONE_VIEWPORT,
  seedWorkdays,
  withWorkdaysProviders,
  workdaysFakeOf,
} from './testing/workdaysStories.tsx';

/** A calendar's holidays by year: one-off and yearly, half days; add, import and download. */
const meta = {
  title: 'Features/Workdays/HolidaysPanel',
  component: HolidaysPanel,
  loaders: [seedWorkdays()],
  decorators: [withWorkdaysProviders],
  args: { calendarId: '', year: 2026 },
  render: function Render(args, context) {
    const name = (context.parameters.calendarName as string | undefined) ?? 'Riyadh office';
    const fake = workdaysFakeOf(context);
    return (
      <Container size="4" p="4">
        <HolidaysPanel {...args} calendarId={fake.calendar(name).id} />
      </Container>
    );
  },
} satisfies Meta<typeof HolidaysPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = () => screen.findByRole('grid', { name: 'Holidays in 2026' });

export const Default: Story = {
  play: async () => {
    const list = await grid();
    await waitFor(() => expect(within(list).getByText('National Day')).toBeVisible());
    await expect(within(list).getByText('Half day')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { calendarName: 'Berlin studio' },
  play: async () => {
    await expect(await screen.findByText('No holidays this year')).toBeVisible();
  },
};

export const Loading: Story = { loaders: [seedWorkdays({ latencyMs: Infinity })] };

export const Error: Story = {
  loaders: [
    seedWorkdays({
      failWith: new ApiError({ kind: 'detail', status: 500, url: '/api/calendar/calendars' }),
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('The holidays could not be loaded')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async () => {
    await within(await grid()).findByText('National Day');
    await expect(screen.queryByRole('button', { name: 'Add holiday' })).toBeNull();
  },
};

/** The holiday form refusing an empty name and date. */
export const AddValidation: Story = {
  play: async () => {
    await within(await grid()).findByText('National Day');
    await userEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    const dialog = await screen.findByRole('dialog', { name: 'New holiday' });
    await userEvent.click(within(dialog).getByRole('switch', { name: /Repeats every year/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    await expect((await within(dialog).findAllByText('This field is required')).length).toBe(2);
  },
};

export const ImportDialog: Story = {
  play: async () => {
    await within(await grid()).findByText('National Day');
    await userEvent.click(screen.getByRole('button', { name: 'Import .ics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import holidays' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await expect(await within(dialog).findByText('Choose an .ics file first.')).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedWorkdays({ language: 'ar' })],
  parameters: { calendarName: 'مكتب الرياض' },
  play: async () => {
    const list = await screen.findByRole('grid', { name: 'العطلات في ٢٠٢٦' });
    await waitFor(() => expect(within(list).getByText('اليوم الوطني')).toBeVisible());
  },
};

/** The server refusing a rule, shown on its field in Arabic. */
export const ArabicServerError: Story = {
  globals: { locale: 'ar' },
  loaders: [seedWorkdays({ language: 'ar' })],
  parameters: { calendarName: 'مكتب الرياض' },
  play: async () => {
    const list = await screen.findByRole('grid', { name: 'العطلات في ٢٠٢٦' });
    await within(list).findByText('اليوم الوطني');
    await userEvent.click(screen.getByRole('button', { name: 'إضافة عطلة' }));
    const dialog = await screen.findByRole('dialog', { name: 'عطلة جديدة' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /الاسم/ }), 'يوم العلم');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /التاريخ/ }), '2026-03-11');
    await userEvent.click(within(dialog).getByRole('switch', { name: /تتكرر كل سنة/ }));
    const rule = within(dialog).getByRole('textbox', { name: /القاعدة السنوية/ });
    await userEvent.clear(rule);
    await userEvent.type(rule, 'FREQ=WEEKLY');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إضافة عطلة' }));
    await expect(
      await within(dialog).findByText('أدخل قاعدة سنوية مثل FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25.'),
    ).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async () => {
    await waitFor(() => expect(screen.getByText('National Day')).toBeVisible());
  },
};
