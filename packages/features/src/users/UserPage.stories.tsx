import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { PEOPLE_AR } from './testing/usersFixtures.ts';
import { useSeededUsers, withUsersFake } from './testing/usersStoryDecorator.tsx';
import { UserPage, type UserPageProps } from './UserPage.tsx';

/** UserPage for one of the seeded people (their id is only known once the fake is seeded). */
function SeededUserPage({
  username,
  ...props
}: Omit<UserPageProps, 'userId'> & { username: string }) {
  const { users } = useSeededUsers();
  return (
    <UserPage
      userId={users.get(username)?.id ?? '00000000-0000-4000-8000-999999999999'}
      {...props}
    />
  );
}

const meta = {
  title: 'Features/Users/UserPage',
  component: SeededUserPage,
  parameters: { layout: 'fullscreen' },
  args: { username: 'huda', onBack: fn() },
  decorators: [withUsersFake()],
} satisfies Meta<typeof SeededUserPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1 })).toHaveTextContent('Huda Saleh');
    await expect(await page.findByText('Finished working')).toBeVisible();
    await expect(await page.findByText('No projects yet')).toBeVisible();
  },
};

/** A user who never started or finished working: no history yet, not "choose wider dates". */
export const Empty: Story = {
  args: { username: 'karim' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No status history yet')).toBeVisible();
    await expect(page.queryByText('Choose a wider date range.')).toBeNull();
  },
};

export const EmptyArabicRTL: Story = {
  name: 'Empty, Arabic (RTL)',
  globals: { locale: 'ar' },
  decorators: [withUsersFake({ people: PEOPLE_AR })],
  args: { username: 'karim' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا يوجد سجل للحالة بعد')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withUsersFake({ latencyMs: Infinity })],
};

export const Error: Story = {
  decorators: [
    withUsersFake({
      failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/user/x/info' }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The user could not be loaded'),
    ).toBeVisible();
  },
};

/** A deleted user: one clear state, without an error alert beside it. */
export const NotFound: Story = {
  args: { username: 'nobody' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('User not found')).toBeVisible();
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

export const NotFoundArabicRTL: Story = {
  name: 'Not found, Arabic (RTL)',
  globals: { locale: 'ar' },
  args: { username: 'nobody' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('المستخدم غير موجود')).toBeVisible();
  },
};

export const NotFoundDark: Story = {
  globals: { theme: 'dark' },
  args: { username: 'nobody' },
};

export const InactiveUser: Story = {
  args: { username: 'maya' },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  decorators: [withUsersFake({ people: PEOPLE_AR })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1 })).toHaveTextContent('هدى صالح');
    await expect(await page.findByText('أنهى العمل')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Finished working');
  },
};
