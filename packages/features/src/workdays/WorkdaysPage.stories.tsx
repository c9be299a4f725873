import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@atrium/api';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT, seedWorkdays, withWorkdaysProviders } from './testing/workdaysStories.tsx';
import { WorkdaysPage } from './WorkdaysPage.tsx';

/** Workdays: the working calendars, their zone, weekly hours, working days and who uses them. */
const meta = {
  title: 'Features/Workdays/WorkdaysPage',
  component: WorkdaysPage,
  loaders: [seedWorkdays()],
  decorators: [withWorkdaysProviders],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WorkdaysPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('grid', { name: 'Calendars' });

export const Default: Story = {
  play: async () => {
    const grid = await table();
    await waitFor(() => expect(within(grid).getByText('Riyadh office')).toBeVisible());
    await expect(within(grid).getByText('Default')).toBeVisible();
    await expect(within(grid).getByText('Europe/Berlin')).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [seedWorkdays({ calendars: [] })],
  play: async () => {
    await expect(await screen.findByText('No calendars yet')).toBeVisible();
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
    await expect(await screen.findByText('The calendars could not be loaded')).toBeVisible();
  },
};

/** The new calendar dialog with a Sunday–Thursday week and a split shift on Sunday. */
export const NewCalendar: Story = {
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'New calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'New calendar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sun–Thu, 09:00–17:00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a range on Sunday' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('44 h a week.');
  },
};

/** The server refuses the name and one range: each message beside its field. */
export const ValidationErrors: Story = {
  play: async () => {
    const grid = await table();
    await within(grid).findByText('Riyadh office');
    await userEvent.click(await screen.findByRole('button', { name: 'New calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'New calendar' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Riyadh office');
    const monday = within(dialog).getByRole('group', { name: 'Monday, range 1' });
    const hours = within(monday).getAllByRole('spinbutton', { name: 'Hour' });
    await userEvent.clear(hours[1]!);
    await userEvent.type(hours[1]!, '10');
    await userEvent.clear(hours[0]!);
    await userEvent.type(hours[0]!, '22');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create calendar' }));
    await expect(
      await within(dialog).findByText('This range overlaps another range of the week.'),
    ).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedWorkdays({ language: 'ar' })],
  play: async () => {
    const grid = await screen.findByRole('grid', { name: 'التقويمات' });
    await waitFor(() => expect(within(grid).getByText('مكتب الرياض')).toBeVisible());
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

/** Cards on a 390 px phone. */
export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async () => {
    await waitFor(() => expect(screen.getByText('Riyadh office')).toBeVisible());
    await expect(screen.getByText('Night desk')).toBeVisible();
  },
};

/** The lines editor as cards on a phone. */
export const PhoneEditor: Story = {
  parameters: PHONE_VIEWPORT,
  play: async () => {
    await waitFor(() => expect(screen.getByText('Riyadh office')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'New calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'New calendar' });
    await waitFor(() =>
      expect(within(dialog).getByRole('list', { name: 'Weekdays' })).toBeVisible(),
    );
    // Nothing wider than the phone: no sideways scrolling inside the dialog.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
