import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { PHONE_VIEWPORT } from '../drive/testing/driveStories.tsx';
import { isLanguage } from '../i18n/languages.ts';
import { SharedLinkPage } from './SharedLinkPage.tsx';
import { DEFAULT_SHARED_LINK_VIEW } from './sharedLinkView.ts';
import { PASSWORD, sharedWords, TOKENS } from './testing/sharedLinkFixtures.ts';
import {
  seedSharedLinks,
  sharedFakeOf,
  STORY_URLS,
  withSharedLinkProviders,
} from './testing/sharedLinkStories.tsx';

/** The page as the app has it: the view (folder, page) changes as the visitor moves. */
function SharedLinkPageStory({ token, language }: { token: string; language: string }) {
  const [view, setView] = useState(DEFAULT_SHARED_LINK_VIEW);
  return (
    <SharedLinkPage
      token={token}
      language={isLanguage(language) ? language : 'en'}
      onLanguageChange={fn()}
      view={view}
      onViewChange={setView}
      urls={STORY_URLS}
    />
  );
}

/**
 * A share link's public page, signed out in the blank layout: a shared folder, one file or a
 * material; the password first when the link has one; one page for every link that does not open.
 */
const meta = {
  title: 'Features/SharedLinks/SharedLinkPage',
  component: SharedLinkPage,
  parameters: { layout: 'fullscreen' },
  loaders: [seedSharedLinks()],
  decorators: [withSharedLinkProviders],
  // The token is the story's; the language follows the toolbar's locale.
  args: { token: TOKENS.folder, language: 'en', onLanguageChange: fn() },
  render: (args, context) => (
    <SharedLinkPageStory token={args.token} language={String(context.globals.locale ?? 'en')} />
  ),
} satisfies Meta<typeof SharedLinkPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const words = sharedWords('en');
const arabic = sharedWords('ar');

/** A shared folder: who shared it and until when, its folders and files, Download all. */
export const Folder: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: words.folder })).toBeVisible();
    await expect(await page.findByRole('button', { name: words.drafts })).toBeVisible();
    await expect(page.getByText(/^Shared by Rana Mansour · Available until/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Download all/ })).toBeVisible();
    await expect(page.getByRole('link', { name: `Download ${words.brief}` })).toBeVisible();
  },
};

/** Inside a folder of the shared one: breadcrumbs lead back up. */
export const Subfolder: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: words.drafts }));
    await expect(await page.findByRole('heading', { level: 1, name: words.drafts })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Folder path' });
    await expect(within(crumbs).getByRole('link', { name: words.folder })).toBeVisible();
    await expect(await page.findByRole('button', { name: words.notes })).toBeVisible();
  },
};

/** A file of the folder, previewed in the page. */
export const FilePreview: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: words.photo }));
    const dialog = await screen.findByRole('dialog', { name: words.photo });
    // Visible once the dialog has opened and the image has its size.
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: words.photo })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('link', { name: /Download/ })).toBeVisible();
  },
};

/** A folder with many files, paged on the server. */
export const ManyFiles: Story = {
  loaders: [seedSharedLinks({ moreFiles: 24 })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Showing 1 to 10 of 28 entries')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Page 2' }));
    await expect(await page.findByText('Showing 11 to 20 of 28 entries')).toBeVisible();
  },
};

/** A link to one file: the preview, what it is, and Download. */
export const SingleFile: Story = {
  args: { token: TOKENS.file },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: words.photo })).toBeVisible();
    await expect(page.getByRole('img', { name: words.photo })).toBeVisible();
    await expect(page.getByRole('link', { name: `Download ${words.photo}` })).toBeVisible();
  },
};

/** A material: the title, the sharer's note, the chosen files and Download all. */
export const Material: Story = {
  args: { token: TOKENS.material },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByText(/Tell us by Thursday/)).toBeVisible();
    await expect(page.getByText('3 files')).toBeVisible();
    await expect(page.getByRole('link', { name: /Download all/ })).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [seedSharedLinks({ latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Opening the link…')).toBeVisible();
  },
};

/** A link with a password: only the sharer's name shows until it is given. */
export const Locked: Story = {
  args: { token: TOKENS.locked },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'This link is protected' }),
    ).toBeVisible();
    await expect(page.queryByText(words.brief)).toBeNull();
  },
};

/** The right password opens the folder. */
export const Unlocked: Story = {
  args: { token: TOKENS.locked },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText('Password'), PASSWORD);
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    await expect(await page.findByRole('heading', { level: 1, name: words.folder })).toBeVisible();
  },
};

export const WrongPassword: Story = {
  args: { token: TOKENS.locked },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText('Password'), 'open sesame');
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    await expect(await page.findByText('Wrong password. Check it and try again.')).toBeVisible();
  },
};

/** The server waits longer after each wrong password: the button stays busy meanwhile. */
export const CheckingPassword: Story = {
  args: { token: TOKENS.locked },
  play: async ({ canvasElement, loaded }) => {
    sharedFakeOf({ loaded }).shared.unlock = () => new Promise(() => undefined);
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText('Password'), 'guess');
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    await expect(
      await page.findByRole('button', { name: /Checking the password/ }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** Ten wrong passwords: the server refuses for a while. */
export const TooManyAttempts: Story = {
  args: { token: TOKENS.locked },
  play: async ({ canvasElement, loaded }) => {
    sharedFakeOf({ loaded }).shared.unlock = () =>
      Promise.reject(
        new ApiError({
          kind: 'detail',
          status: 429,
          url: '/api/shared/x/unlock',
          detail: 'Too many requests',
        }),
      );
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText('Password'), 'guess');
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    await expect(
      await page.findByText('Too many attempts, try again in 15 minutes.'),
    ).toBeVisible();
  },
};

/** View only: previews, no downloads, and it says so. */
export const ViewOnly: Story = {
  args: { token: TOKENS.viewOnly },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: words.brief })).toBeVisible();
    await expect(
      page.getByText('You can view these files here, but not download them.'),
    ).toBeVisible();
    await expect(page.queryByRole('link', { name: /Download/ })).toBeNull();
  },
};

export const EmptyFolder: Story = {
  args: { token: TOKENS.empty },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This folder is empty')).toBeVisible();
  },
};

/** Unknown, revoked, expired or used up: one answer, which does not say which. */
export const NotAvailable: Story = {
  args: { token: TOKENS.revoked },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'This link is not available',
      }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  loaders: [
    seedSharedLinks({
      failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/shared/x' }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('The link could not be opened')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: arabic.folder })).toBeVisible();
    await expect(await page.findByRole('button', { name: arabic.drafts })).toBeVisible();
    await expect(page.getByText(/^شاركها رنا منصور/)).toBeVisible();
  },
};

export const ArabicMaterial: Story = {
  args: { token: TOKENS.material },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: arabic.title })).toBeVisible();
    await expect(page.getByText(/^\S+ ملفات$/)).toBeVisible();
  },
};

export const ArabicLocked: Story = {
  args: { token: TOKENS.locked },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'هذا الرابط محمي بكلمة مرور',
      }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: words.drafts }),
    ).toBeVisible();
  },
};

export const DarkMaterial: Story = {
  args: { token: TOKENS.material },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: words.title }),
    ).toBeVisible();
  },
};

/** A 390 px phone: the list is cards and nothing is wider than the screen. */
export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('list', { name: 'Files and folders' })).toBeVisible();
    await expect(page.queryByRole('grid')).toBeNull();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};

export const PhoneMaterial: Story = {
  args: { token: TOKENS.material },
  parameters: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Files and folders' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PhoneArabic: Story = {
  parameters: PHONE_VIEWPORT,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'الملفات والمجلدات' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PhoneLocked: Story = {
  args: { token: TOKENS.locked },
  parameters: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Password')).toBeVisible();
  },
};
