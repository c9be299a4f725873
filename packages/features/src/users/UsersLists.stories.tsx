import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { PEOPLE_AR } from './testing/usersFixtures.ts';
import { withUsersFake } from './testing/usersStoryDecorator.tsx';
import { UsersPage } from './UsersPage.tsx';

/** The users lists' sortable columns, last sign-in and the inactive list's search. */
const meta = {
  title: 'Features/Users/UsersLists',
  component: UsersPage,
  parameters: { layout: 'fullscreen' },
  args: { onOpenUser: fn() },
  decorators: [withUsersFake()],
} satisfies Meta<typeof UsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted by name, descending, on the server; the header says so to assistive technology. */
export const SortedByNameDescending: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText('Showing 1 to 7 of 7 entries');
    const header = page.getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(header).getByRole('button'));
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await expect(page.getByRole('columnheader', { name: /Last sign-in/ })).toBeVisible();
  },
};

export const InactiveSearch: Story = {
  args: { defaultTab: 'inactive' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const grid = await page.findByRole('grid', { name: 'Inactive users' });
    await within(grid).findByText('Maya Farah');
    await userEvent.type(page.getByRole('searchbox', { name: 'Search' }), 'maya');
    await expect(await within(grid).findByText('Maya Farah')).toBeVisible();
  },
};

export const InactiveSearchEmpty: Story = {
  args: { defaultTab: 'inactive' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('grid', { name: 'Inactive users' });
    await userEvent.type(page.getByRole('searchbox', { name: 'Search' }), 'nobody');
    await expect(await page.findByText('No users match these filters')).toBeVisible();
  },
};

export const InactiveLoading: Story = {
  args: { defaultTab: 'inactive' },
  decorators: [withUsersFake({ latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Inactive users' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

export const InactiveError: Story = {
  args: { defaultTab: 'inactive' },
  decorators: [
    withUsersFake({
      failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/users/inactive' }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The users could not be loaded'),
    ).toBeVisible();
  },
};

export const InactiveSearchArabicRTL: Story = {
  args: { defaultTab: 'inactive' },
  globals: { locale: 'ar' },
  decorators: [withUsersFake({ people: PEOPLE_AR })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const grid = await page.findByRole('grid', { name: 'المستخدمون غير النشطين' });
    await within(grid).findByText('مايا فرح');
    await userEvent.type(page.getByRole('searchbox', { name: 'بحث' }), 'مايا');
    await expect(await within(grid).findByText('مايا فرح')).toBeVisible();
  },
};

export const SortedDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText('Showing 1 to 7 of 7 entries');
    await userEvent.click(
      within(page.getByRole('columnheader', { name: /Role/ })).getByRole('button'),
    );
  },
};

export const InactivePhone: Story = {
  args: { defaultTab: 'inactive' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Maya Farah')).toBeVisible();
  },
};

/** Selected rows keep their links readable (axe checks the contrast on the tint). */
export const SelectedRows: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Select Omar Haddad' }));
    await userEvent.click(page.getByRole('checkbox', { name: 'Select Lina Nasser' }));
    await expect(page.getByRole('region', { name: 'Selected users' })).toBeVisible();
  },
};

export const SelectedRowsDark: Story = {
  ...SelectedRows,
  globals: { theme: 'dark' },
};
