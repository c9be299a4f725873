import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeProfile } from '@atrium/api/testing';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { isLanguage } from '../i18n/languages.ts';
import { ChoosePasswordPage } from './ChoosePasswordPage.tsx';

const TEMPORARY = 'temporary passphrase 1';
const FRESH = { username: 'fresh', password: TEMPORARY, full_name: 'Fresh Start' };
const providers = (latencyMs?: number) =>
  withFeatureProviders(
    { users: [FRESH], signedInAs: 'fresh', ...(latencyMs === undefined ? {} : { latencyMs }) },
    {
      signedInProfile: fakeProfile({
        username: 'fresh',
        full_name: 'Fresh Start',
        must_change_password: true,
      }),
    },
  );

/** After signing in with a password an administrator set: a new one before anything else. */
const meta = {
  title: 'Features/Auth/ChoosePasswordPage',
  component: ChoosePasswordPage,
  parameters: { layout: 'fullscreen' },
  args: {
    language: 'en',
    theme: 'light',
    onLanguageChange: fn(),
    onThemeChange: fn(),
    onDone: fn(),
    onSignedOut: fn(),
  },
  render: (args, { globals }) => (
    <ChoosePasswordPage
      {...args}
      language={isLanguage(globals.locale) ? globals.locale : 'en'}
      theme={globals.theme === 'dark' ? 'dark' : 'light'}
    />
  ),
  decorators: [providers()],
} satisfies Meta<typeof ChoosePasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, current = TEMPORARY) {
  const page = within(canvasElement);
  await userEvent.type(page.getByLabelText(/^Current password/), current);
  await userEvent.type(page.getByLabelText(/^New password/), 'my own passphrase 22');
  await userEvent.type(page.getByLabelText(/^Confirm new password/), 'my own passphrase 22');
  await userEvent.click(page.getByRole('button', { name: 'Save new password' }));
  return page;
}

/** Changed: the page hands over to the app (on to where the person was going). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    await expect(args.onDone).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  decorators: [providers(Infinity)],
  play: async ({ canvasElement }) => {
    const page = await submit(canvasElement);
    await expect(await page.findByRole('button', { name: 'Saving…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The password just used to sign in, mistyped: said on the field. */
export const Error: Story = {
  play: async ({ canvasElement, args }) => {
    const page = await submit(canvasElement, 'not the one');
    await expect(await page.findByText('The current password is wrong')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'اختر كلمة مرور جديدة' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
