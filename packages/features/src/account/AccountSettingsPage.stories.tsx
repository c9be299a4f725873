import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { defaultPreferences, type Preferences as UiPreferences } from '@atrium/ui';
import { AccountSettingsPage, type AccountSettingsPageProps } from './AccountSettingsPage.tsx';
import { withAccountProviders } from './accountStoryDecorator.tsx';
import { toAccountTab } from './accountTabs.ts';

/** Keeps the tab and the preferences in story state, as the app keeps them in the URL and cookies. */
function StatefulPage(args: AccountSettingsPageProps) {
  const [tab, setTab] = useState(toAccountTab(args.tab));
  const [preferences, setPreferences] = useState<UiPreferences>(args.preferences);
  return (
    <AccountSettingsPage
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        args.onTabChange(next);
      }}
      preferences={preferences}
      onPreferenceChange={(key, value) => {
        setPreferences((old) => ({ ...old, [key]: value }));
        args.onPreferenceChange(key, value);
      }}
    />
  );
}

const meta = {
  title: 'Features/Account/AccountSettingsPage',
  component: AccountSettingsPage,
  args: {
    tab: 'account',
    onTabChange: fn(),
    preferences: { ...defaultPreferences },
    onPreferenceChange: fn(),
  },
  render: (args) => <StatefulPage {...args} />,
  decorators: [withAccountProviders()],
} satisfies Meta<typeof AccountSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const failure = new ApiError({ kind: 'no-response', status: 0, url: '/api/user/sessions' });

export const Account: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const name = page.getByLabelText(/^Full name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Layla Saleh');
    await userEvent.click(page.getByRole('button', { name: 'Save changes' }));
    await expect(await page.findByText('Your profile was saved.')).toBeVisible();
  },
};

export const AccountSaveError: Story = {
  decorators: [
    withAccountProviders({
      failWith: new ApiError({
        kind: 'detail',
        status: 500,
        url: '/api/user/profile',
        detail: 'An error occurred',
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText(/^Job title/), 'Designer');
    await userEvent.click(page.getByRole('button', { name: 'Save changes' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('An error occurred');
  },
};

export const Security: Story = {
  args: { tab: 'security' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('This device')).toBeVisible();
    // devices by name, not by their user-agent strings
    await expect(page.getByText('Chrome on macOS')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out Safari on iOS' })).toBeVisible();
  },
};

export const SecurityLogOutOthers: Story = {
  args: { tab: 'security' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Log out other devices' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out other devices' }));
    await expect(await page.findByText('2 devices were signed out.')).toBeVisible();
    await expect(page.getByText('No other devices')).toBeVisible();
  },
};

export const SecurityEmptySessions: Story = {
  args: { tab: 'security' },
  decorators: [withAccountProviders({}, [])],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No other devices')).toBeVisible();
  },
};

export const SecurityLoading: Story = {
  args: { tab: 'security' },
  decorators: [withAccountProviders({ latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your devices' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const SecurityError: Story = {
  args: { tab: 'security' },
  decorators: [withAccountProviders({ failWith: failure })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your devices could not be loaded'),
    ).toBeVisible();
  },
};

export const Preferences: Story = {
  args: { tab: 'preferences' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('radio', { name: 'Horizontal' }));
    await expect(args.onPreferenceChange).toHaveBeenCalledWith('layout', 'horizontal');
    await expect(page.getByRole('radio', { name: 'Horizontal' })).toBeChecked();
  },
};

export const Notifications: Story = {
  args: { tab: 'notifications' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('group', { name: 'Story assigned' }),
    ).toBeVisible();
  },
};

export const ArabicRTL: Story = {
  name: 'Arabic (RTL)',
  globals: { locale: 'ar' },
  args: { tab: 'security' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('tab', { name: 'الأمان' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await page.findByText('هذا الجهاز')).toBeVisible();
    await expect(page.getByText('Chrome على macOS')).toBeVisible();
  },
};

/** The time zone is chosen from the IANA list, searched by city or offset. */
export const AccountTimeZone: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const zone = page.getByRole('combobox', { name: /^Time zone/ });
    await expect(zone).toHaveValue('\u2066Asia/Dubai (UTC+04:00)\u2069');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'riyadh');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: /Asia\/Riyadh \(UTC\+03:00\)/ }));
    await expect(zone).toHaveValue('\u2066Asia/Riyadh (UTC+03:00)\u2069');
  },
};

export const ArabicTimeZone: Story = {
  name: 'Arabic (RTL) time zone',
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const zone = page.getByRole('combobox', { name: /^المنطقة الزمنية/ });
    await userEvent.clear(zone);
    await userEvent.type(zone, '+05:30');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('option', { name: /Asia\/Kolkata/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Without a photo there is nothing to remove: only the upload is offered. */
export const AccountNoPhoto: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Choose a photo')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  },
};

export const ArabicPreferences: Story = {
  name: 'Arabic (RTL) preferences',
  globals: { locale: 'ar' },
  args: { tab: 'preferences' },
};

/** Digits of numbers and dates: the language's (Western in English) until the person picks. */
export const PreferencesDigits: Story = {
  args: { tab: 'preferences' },
  play: async ({ canvasElement, args }) => {
    const digits = within(within(canvasElement).getByRole('radiogroup', { name: 'Digits' }));
    await expect(digits.getByRole('radio', { name: 'Western (123)' })).toBeChecked();
    await userEvent.click(digits.getByRole('radio', { name: 'Arabic-Indic (١٢٣)' }));
    await expect(args.onPreferenceChange).toHaveBeenCalledWith('digits', 'arab');
    await expect(digits.getByRole('radio', { name: 'Arabic-Indic (١٢٣)' })).toBeChecked();
  },
};

/** In Arabic the Arabic-Indic digits are chosen until the person picks the Western ones. */
export const ArabicPreferencesDigits: Story = {
  name: 'Arabic (RTL) digits',
  globals: { locale: 'ar' },
  args: { tab: 'preferences', preferences: { ...defaultPreferences, language: 'ar' } },
  play: async ({ canvasElement, args }) => {
    const digits = within(within(canvasElement).getByRole('radiogroup', { name: 'الأرقام' }));
    await expect(digits.getByRole('radio', { name: 'عربية هندية (١٢٣)' })).toBeChecked();
    await userEvent.click(digits.getByRole('radio', { name: 'غربية (123)' }));
    await expect(args.onPreferenceChange).toHaveBeenCalledWith('digits', 'latn');
    await expect(digits.getByRole('radio', { name: 'غربية (123)' })).toBeChecked();
  },
};

/** Arabic with Western digits chosen: the devices' dates are written in them. */
export const ArabicWesternDigits: Story = {
  name: 'Arabic (RTL), Western digits',
  globals: { locale: 'ar', digits: 'latn' },
  args: {
    tab: 'security',
    preferences: { ...defaultPreferences, language: 'ar', digits: 'latn' },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('هذا الجهاز')).toBeVisible();
    await expect(page.getAllByText(/آخر نشاط \d{1,2}\D{1,2}\d{1,2}\D{1,2}2026/)).not.toHaveLength(
      0,
    );
    await expect(page.queryAllByText(/[\u0660-\u0669]/)).toHaveLength(0);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const DarkPreferences: Story = {
  globals: { theme: 'dark' },
  args: { tab: 'preferences' },
};

export const DarkSecurity: Story = {
  globals: { theme: 'dark' },
  args: { tab: 'security' },
};
