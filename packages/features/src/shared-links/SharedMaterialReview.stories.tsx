import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FakeSharedLink } from '@atrium/api/testing';
import { PHONE_VIEWPORT } from '../drive/testing/driveStories.tsx';
import { isLanguage } from '../i18n/languages.ts';
import { SharedLinkPage } from './SharedLinkPage.tsx';
import { sharedWords } from './testing/sharedLinkFixtures.ts';
import {
  seedSharedLinks,
  sharedFakeOf,
  STORY_URLS,
  withSharedLinkProviders,
} from './testing/sharedLinkStories.tsx';

/** A story's material, waiting for the client's review; and one already approved. */
const OPEN = 'A'.repeat(32);
const APPROVED = 'B'.repeat(32);

function reviewLinks(language: 'en' | 'ar'): FakeSharedLink[] {
  const words = sharedWords(language);
  const material = {
    kind: 'material' as const,
    title: words.title,
    note: words.note,
    files: [words.video, words.brief],
  };
  return [
    { ...material, token: OPEN, review: { open: true, decision: null, decided_at: null } },
    {
      ...material,
      token: APPROVED,
      review: { open: false, decision: 'approved', decided_at: '2026-11-26T14:30:00Z' },
    },
  ];
}

function seed() {
  return async (context: { globals: Record<string, unknown> }) => {
    const language = context.globals.locale === 'ar' ? 'ar' : 'en';
    return seedSharedLinks({ links: reviewLinks(language) })(context);
  };
}

/**
 * "Approve / Request changes" on a story's material page (signed out): the reviewer's name, a
 * comment that a request for changes needs, and what was decided once it is.
 */
const meta = {
  title: 'Features/SharedLinks/MaterialReview',
  component: SharedLinkPage,
  parameters: { layout: 'fullscreen' },
  loaders: [seed()],
  decorators: [withSharedLinkProviders],
  args: { token: OPEN, language: 'en', onLanguageChange: fn() },
  render: (args, context) => {
    const language = String(context.globals.locale ?? 'en');
    return (
      <SharedLinkPage
        token={args.token}
        language={isLanguage(language) ? language : 'en'}
        onLanguageChange={fn()}
        urls={STORY_URLS}
      />
    );
  },
} satisfies Meta<typeof SharedLinkPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The review form under the files. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = await page.findByRole('form', { name: 'Your review' });
    await expect(within(form).getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Request changes' })).toBeVisible();
  },
};

/** Asking for changes needs a name and a comment; then the page says changes were requested. */
export const RequestChanges: Story = {
  play: async ({ canvasElement, context }) => {
    const page = within(canvasElement);
    const form = await page.findByRole('form', { name: 'Your review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Request changes' }));
    await expect(await within(form).findByText('Enter your name.')).toBeVisible();
    await expect(within(form).getByText('Say what should change.')).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: /Your name/ }), 'Nora Haddad');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Comment/ }),
      'The logo is too small.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Request changes' }));
    await expect(await page.findByText('Changes requested')).toBeVisible();
    await waitFor(() => expect(sharedFakeOf(context).calls).toContain('shared.review'));
  },
};

/** Approving needs only the name. */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = await page.findByRole('form', { name: 'Your review' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Your name/ }), 'Nora Haddad');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    await expect(await page.findByText('Approved')).toBeVisible();
  },
};

/** Already decided this round: the page says so instead of the buttons. */
export const AlreadyApproved: Story = {
  args: { token: APPROVED },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Approved')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = await page.findByRole('form', { name: 'مراجعتك' });
    await expect(within(form).getByRole('button', { name: 'اعتماد' })).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'طلب تعديلات' })).toBeVisible();
  },
};

export const ArabicDecided: Story = {
  globals: { locale: 'ar' },
  args: { token: APPROVED },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('تم الاعتماد')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const Phone: Story = { parameters: PHONE_VIEWPORT, play: Default.play };

export const PhoneArabicDark: Story = {
  globals: { locale: 'ar', theme: 'dark' },
  parameters: PHONE_VIEWPORT,
  play: ArabicRtl.play,
};
