import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { PEOPLE_AR } from './testing/usersFixtures.ts';
import { withUsersFake } from './testing/usersStoryDecorator.tsx';
import { UsersPage } from './UsersPage.tsx';

const meta = {
  title: 'Features/Users/UsersPage',
  component: UsersPage,
  parameters: { layout: 'fullscreen' },
  args: { onOpenUser: fn() },
  decorators: [withUsersFake()],
} satisfies Meta<typeof UsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Showing 1 to 7 of 7 entries')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Huda Saleh' }));
    await expect(args.onOpenUser).toHaveBeenCalled();
  },
};

/** Nobody matches the search: the empty state offers to clear the filters. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText('Showing 1 to 7 of 7 entries');
    await userEvent.type(page.getByRole('searchbox', { name: 'Search' }), 'nobody-here');
    await expect(await page.findByText('No users match these filters')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withUsersFake({ latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Active users' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  decorators: [
    withUsersFake({
      failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/users' }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('The users could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Inactive: Story = {
  args: { defaultTab: 'inactive' },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Inactive users' });
    await expect(await within(grid).findByText('Maya Farah')).toBeVisible();
  },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  decorators: [withUsersFake({ people: PEOPLE_AR })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('عرض ١ إلى ٧ من أصل ٧ مدخلات')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('المستخدمون');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Showing 1 to 7 of 7 entries');
  },
};

/** The create dialog after a submit with a username the server already has. */
export const CreateWithFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText('Showing 1 to 7 of 7 entries');
    await userEvent.click(page.getByRole('button', { name: 'New user' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'New user' });
    const form = within(dialog);
    await userEvent.type(form.getByLabelText(/^Username/), 'huda');
    await userEvent.type(form.getByLabelText(/^Full name/), 'Huda Again');
    await userEvent.type(form.getByLabelText(/^Password/), 'a long enough secret');
    await userEvent.click(form.getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(form.getByLabelText(/^Username/)).toHaveAccessibleDescription(
        'A user with this username already exists',
      ),
    );
  },
};

/** The offboarding summary before the admin confirms. */
export const DeactivateSummary: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText('Showing 1 to 7 of 7 entries');
    await userEvent.click(page.getByRole('button', { name: 'Actions for Omar Haddad' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Deactivate' }));
    await expect(
      await body.findByRole('dialog', { name: 'Deactivate Omar Haddad?' }),
    ).toHaveTextContent('They are signed out of every device.');
  },
};
