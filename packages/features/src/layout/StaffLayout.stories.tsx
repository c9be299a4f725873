import { Box, Heading, Text } from '@atrium/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Profile } from '@atrium/api';
import { fakeProfile } from '@atrium/api/testing';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { StaffLayout } from './StaffLayout.tsx';

function profileOf(role: Profile['role'], permissions: string[], fullName: string): Profile {
  return fakeProfile({
    full_name: fullName,
    email: 'layla@example.com',
    role,
    is_available: true,
    permissions,
  });
}

const manager = profileOf(
  'admin',
  ['Users Management', 'Teams Management', 'Drive'],
  'Layla Haddad',
);

function SamplePage() {
  return (
    <Box p="5">
      <Heading as="h1" size="7" mb="3">
        Home
      </Heading>
      <Text as="p" color="gray">
        The page renders here, inside the layout.
      </Text>
    </Box>
  );
}

const meta = {
  title: 'Features/Layout/StaffLayout',
  component: StaffLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    currentPath: '/main/home',
    onNavigate: fn(),
    onPreferenceChange: fn(),
    onSignOut: fn(),
    preferences: {
      layout: 'vertical',
      navCollapsed: false,
      navbarBlur: true,
      contentWidth: 'boxed',
      bottomNav: 'curved',
      language: 'en',
      theme: 'light',
    },
    children: <SamplePage />,
  },
  decorators: [withFeatureProviders({}, { signedInProfile: manager })],
} satisfies Meta<typeof StaffLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: /Users Management/ })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: /Brands/ })).toBeNull();
    await userEvent.click(within(nav).getByRole('link', { name: /Teams/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/main/team');
  },
};

export const SuperAdmin: Story = {
  decorators: [
    withFeatureProviders({}, { signedInProfile: profileOf('super_admin', [], 'Atrium Admin') }),
  ],
};

export const PlainMember: Story = {
  decorators: [withFeatureProviders({}, { signedInProfile: profileOf('user', [], 'Omar Saleh') })],
};

export const Horizontal: Story = {
  args: {
    preferences: { ...meta.args.preferences, layout: 'horizontal' },
  },
};

export const Collapsed: Story = {
  args: {
    preferences: { ...meta.args.preferences, navCollapsed: true },
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { preferences: { ...meta.args.preferences, language: 'ar' } },
  decorators: [
    withFeatureProviders(
      {},
      {
        signedInProfile: profileOf('admin', ['Users Management', 'Drive'], 'ليلى حداد'),
      },
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(within(nav).getByRole('link', { name: /إدارة المستخدمين/ })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { preferences: { ...meta.args.preferences, theme: 'dark' } },
};

/** A phone: the drawer behind the hamburger button and the bottom navigation. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
