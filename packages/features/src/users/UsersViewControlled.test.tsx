import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { MasterKeyProvider } from '../masterKey/index.ts';
import { createUsersFake, PEOPLE } from './testing/usersFixtures.ts';
import { UsersPage } from './UsersPage.tsx';
import { DEFAULT_USERS_VIEW, type UsersView } from './usersView.ts';

/** The page as the app uses it: the view comes from the URL and every change goes back there. */
async function renderControlled(initial: UsersView) {
  const fake = await createUsersFake({
    people: [...PEOPLE, { username: 'omar2', full_name: 'Omar Saeed', inactive: true }],
  });
  const onViewChange = vi.fn();
  const list = vi.spyOn(fake.api.user, 'list');
  const page = (view: UsersView) => (
    <FeatureHarness api={fake.api} session={fake.session}>
      <MasterKeyProvider store={fake.masterKey}>
        <UsersPage view={view} onViewChange={onViewChange} onOpenUser={vi.fn()} />
      </MasterKeyProvider>
    </FeatureHarness>
  );
  const result = render(page(initial));
  return {
    ...fake,
    list,
    onViewChange,
    user: userEvent.setup(),
    show: (view: UsersView) => result.rerender(page(view)),
  };
}

describe('users page with its view kept by the app (the URL)', { timeout: 30_000 }, () => {
  it('shows the view it is given: tab, search, filter and order', async () => {
    const { list } = await renderControlled({
      ...DEFAULT_USERS_VIEW,
      username: 'sa',
      role: 'user',
      sort: 'email',
      order: 'desc',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('sa');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('User');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        expect.objectContaining({ username: 'sa', role: 'user', sort: 'email', order: 'desc' }),
      ),
    );
  });

  it('reports a search once typing pauses, from page 1, and keeps a space being typed', async () => {
    const { user, onViewChange, show } = await renderControlled({ ...DEFAULT_USERS_VIEW, page: 2 });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'omar ');
    await waitFor(() =>
      expect(onViewChange).toHaveBeenLastCalledWith({
        ...DEFAULT_USERS_VIEW,
        page: 1,
        username: 'omar',
      }),
    );
    expect(onViewChange).toHaveBeenCalledTimes(1);
    // The app stores it and gives it back: the trailing space the person typed stays.
    show({ ...DEFAULT_USERS_VIEW, username: 'omar' });
    expect(box).toHaveValue('omar ');
  });

  it('takes a view changed from outside (Back) into the search box', async () => {
    const { show, onViewChange } = await renderControlled({ ...DEFAULT_USERS_VIEW, username: 'x' });
    show({ ...DEFAULT_USERS_VIEW, username: 'sara' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('sara');
    show(DEFAULT_USERS_VIEW);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    // Nothing is sent back: the page only follows the new view.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(onViewChange).not.toHaveBeenCalled();
  });

  it('switches list through the view, keeping the search but not the active-only filters', async () => {
    const { user, onViewChange } = await renderControlled({
      ...DEFAULT_USERS_VIEW,
      username: 'om',
      status: 'online',
    });
    await user.click(screen.getByRole('tab', { name: 'Inactive users' }));
    expect(onViewChange).toHaveBeenLastCalledWith({
      tab: 'inactive',
      page: 1,
      size: DEFAULT_USERS_VIEW.size,
      username: 'om',
    });
  });

  it('pages through the view', async () => {
    const { user, onViewChange } = await renderControlled({ ...DEFAULT_USERS_VIEW, size: 5 });
    await user.click(await screen.findByRole('button', { name: /next page/i }));
    expect(onViewChange).toHaveBeenLastCalledWith({ ...DEFAULT_USERS_VIEW, size: 5, page: 2 });
  });
});
