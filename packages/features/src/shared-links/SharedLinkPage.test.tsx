import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@atrium/api';
import type { FakeApi } from '@atrium/api/testing';
import type { Language } from '../i18n/languages.ts';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { SharedLinkPage } from './SharedLinkPage.tsx';
import {
  createSharedLinkFake,
  PASSWORD,
  sharedWords,
  TOKENS,
  type SharedLinkFakeOptions,
} from './testing/sharedLinkFixtures.ts';

const words = sharedWords();

function renderPage(
  token: string,
  fake: FakeApi = createSharedLinkFake(),
  language: Language = 'en',
) {
  const result = render(
    <FeatureHarness api={fake} language={language}>
      <SharedLinkPage token={token} language={language} onLanguageChange={vi.fn()} />
    </FeatureHarness>,
  );
  return { ...result, fake, user: userEvent.setup() };
}

const setup = (token: string, options: SharedLinkFakeOptions = {}) =>
  renderPage(token, createSharedLinkFake(options));

/** The names in the list, in order. */
async function listedNames() {
  const grid = await screen.findByRole('grid', { name: 'Files and folders' });
  await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy', 'true'));
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[0]?.textContent ?? '');
}

describe('SharedLinkPage', () => {
  it('lists a shared folder with who shared it, until when, sizes and downloads', async () => {
    setup(TOKENS.folder);
    expect(
      await screen.findByRole('heading', { level: 1, name: words.folder }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Shared by Rana Mansour · Available until /)).toBeInTheDocument();
    expect(await listedNames()).toEqual([words.drafts, words.final, words.brief, words.photo]);
    const brief = screen.getByRole('link', { name: `Download ${words.brief}` });
    expect(brief.getAttribute('href')).toMatch(
      /^\/api\/shared\/F{32}\/items\/.+\/content\?disposition=attachment$/,
    );
    expect(screen.getByRole('link', { name: /Download all/ }).getAttribute('href')).toMatch(
      /^\/api\/shared\/F{32}\/zip\?ids=/,
    );
  });

  it('keeps search engines out and the address private while shown', async () => {
    const { unmount } = setup(TOKENS.folder);
    await screen.findByRole('heading', { level: 1, name: words.folder });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'no-referrer',
    );
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('asks for the password, then shows the folder once unlocked', async () => {
    const { user } = setup(TOKENS.locked);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is protected' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter the password Rana Mansour gave you to see the files.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(words.brief)).toBeNull();

    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: words.folder }),
    ).toBeInTheDocument();
    expect(await listedNames()).toEqual([words.drafts, words.final, words.brief, words.photo]);
  });

  it('says when the password is wrong, and when it is missing', async () => {
    const { user } = setup(TOKENS.locked);
    const field = await screen.findByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Enter the password.')).toBeInTheDocument();

    await user.type(field, 'open sesame');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Wrong password. Check it and try again.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This link is protected' }),
    ).toBeInTheDocument();
  });

  it('says to wait after too many wrong passwords', async () => {
    const fake = createSharedLinkFake();
    fake.shared.unlock = () =>
      Promise.reject(
        new ApiError({
          kind: 'detail',
          status: 429,
          url: '/api/shared/x/unlock',
          detail: 'Too many requests',
        }),
      );
    const { user } = renderPage(TOKENS.locked, fake);
    await user.type(await screen.findByLabelText('Password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(
      await screen.findByText('Too many attempts, try again in 15 minutes.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['revoked', TOKENS.revoked],
    ['unknown', TOKENS.unknown],
  ])('shows one "not available" page for a %s link, without saying which', async (_, token) => {
    setup(token);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is not available' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'It may have expired, been revoked or reached its download limit. Ask the person who shared it for a new link.',
      ),
    ).toBeInTheDocument();
  });

  it('opens a subfolder and goes back up with the breadcrumbs', async () => {
    const { user } = setup(TOKENS.folder);
    await user.click(await screen.findByRole('button', { name: words.drafts }));
    expect(
      await screen.findByRole('heading', { level: 1, name: words.drafts }),
    ).toBeInTheDocument();
    expect(await listedNames()).toEqual([words.notes]);
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((crumb) => crumb.textContent),
    ).toEqual([words.folder, words.drafts]);

    await user.click(within(crumbs).getByRole('link', { name: words.folder }));
    expect(
      await screen.findByRole('heading', { level: 1, name: words.folder }),
    ).toBeInTheDocument();
    expect(await listedNames()).toEqual([words.drafts, words.final, words.brief, words.photo]);
    expect(screen.queryByRole('navigation', { name: 'Folder path' })).toBeNull();
  });

  it('sorts on the server by a column', async () => {
    const fake = createSharedLinkFake();
    const list = vi.spyOn(fake.shared, 'list');
    const { user } = renderPage(TOKENS.folder, fake);
    await listedNames();
    await user.click(
      within(screen.getByRole('columnheader', { name: /Size/ })).getByRole('button'),
    );
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(TOKENS.folder, {
        sort: 'size',
        order: 'asc',
        page: 1,
        size: 10,
      }),
    );
  });

  it('previews a file of the folder in the page', async () => {
    const { user } = setup(TOKENS.folder);
    await user.click(await screen.findByRole('button', { name: words.photo }));
    const dialog = await screen.findByRole('dialog', { name: words.photo });
    expect(within(dialog).getByRole('img', { name: words.photo })).toHaveAttribute(
      'src',
      expect.stringMatching(/disposition=inline$/),
    );
    expect(within(dialog).getByRole('link', { name: /Download/ })).toBeInTheDocument();
  });

  it('shows a view-only link without any download', async () => {
    setup(TOKENS.viewOnly);
    await screen.findByRole('heading', { level: 1, name: words.folder });
    expect(await listedNames()).toHaveLength(4);
    expect(
      screen.getByText('You can view these files here, but not download them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('shows one shared file with its preview and Download', async () => {
    setup(TOKENS.file);
    expect(await screen.findByRole('heading', { level: 1, name: words.photo })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: words.photo })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Download ${words.photo}` })).toBeInTheDocument();
  });

  it('shows a material: its title, note, files and Download all', async () => {
    setup(TOKENS.material);
    expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(screen.getByText(/Tell us by Thursday/)).toBeInTheDocument();
    expect(screen.getByText('3 files')).toBeInTheDocument();
    expect(await listedNames()).toEqual([words.video, words.brief, words.photo]);
    expect(screen.getByRole('link', { name: /Download all/ }).getAttribute('href')).toMatch(
      /^\/api\/shared\/M{32}\/zip\?ids=[^,]+,[^,]+,[^,]+$/,
    );
  });

  it('says when the link could not be opened, and tries again', async () => {
    setup(TOKENS.folder, {
      failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/shared/x' }),
    });
    expect(await screen.findByText('The link could not be opened')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    renderPage(TOKENS.folder, createSharedLinkFake({ language: 'ar' }), 'ar');
    const ar = sharedWords('ar');
    expect(await screen.findByRole('heading', { level: 1, name: ar.folder })).toBeInTheDocument();
    expect(screen.getByText(/^شاركها رنا منصور · متاح حتى /)).toBeInTheDocument();
  });
});
