import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { MasterKeyProvider } from '../masterKey/index.ts';
import type { Language } from '../i18n/languages.ts';
import { createUsersFake, PEOPLE } from './testing/usersFixtures.ts';
import { UsersPage } from './UsersPage.tsx';
import type { UsersTab } from './usersView.ts';

async function renderUsers(defaultTab: UsersTab = 'active', language: Language = 'en') {
  const fake = await createUsersFake({
    people: [
      ...PEOPLE,
      { username: 'omar2', full_name: 'Omar Saeed', inactive: true },
      { username: 'zaid', full_name: 'Zaid Karam', inactive: true },
    ],
  });
  render(
    <FeatureHarness api={fake.api} session={fake.session} language={language}>
      <MasterKeyProvider store={fake.masterKey}>
        <UsersPage onOpenUser={vi.fn()} defaultTab={defaultTab} />
      </MasterKeyProvider>
    </FeatureHarness>,
  );
  return { ...fake, user: userEvent.setup() };
}

function firstCells(name: string) {
  return (
    within(screen.getByRole('grid', { name }))
      .queryAllByRole('row')
      .slice(1)
      // The first cell with text: managers' rows start with the selection checkbox.
      .map(
        (row) =>
          within(row)
            .queryAllByRole('gridcell')
            .find((cell) => cell.textContent)?.textContent ?? '',
      )
  );
}

describe('users lists: sort, last sign-in, inactive search', { timeout: 30_000 }, () => {
  it('sorts on the server when a header is pressed: ascending, descending, then the default', async () => {
    const { user, api } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    const list = vi.spyOn(api.user, 'list');
    const grid = screen.getByRole('grid', { name: 'Active users' });
    const nameHeader = within(grid).getByRole('columnheader', { name: /Name/ });

    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'name', order: 'asc' }),
      ),
    );
    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'name', order: 'desc' }),
      ),
    );
    await waitFor(() => expect(firstCells('Active users')[0]).toContain('Yousef Aziz'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(firstCells('Active users')[0]).toContain('Atrium Admin'));
    expect(list.mock.lastCall?.[0]).not.toHaveProperty('sort');
  });

  it('shows the last sign-in column, "Never" for people who never signed in', async () => {
    await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    const grid = screen.getByRole('grid', { name: 'Active users' });
    expect(within(grid).getByRole('columnheader', { name: /Last sign-in/ })).toBeInTheDocument();
    expect(within(grid).getAllByText('Never').length).toBeGreaterThan(0);
  });

  it('searches the inactive list by name or username, from page 1', async () => {
    const { user, api } = await renderUsers('inactive');
    const grid = await screen.findByRole('grid', { name: 'Inactive users' });
    await within(grid).findByText('Maya Farah');
    const listInactive = vi.spyOn(api.user, 'listInactive');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'omar');
    await waitFor(() =>
      expect(firstCells('Inactive users')).toEqual([expect.stringContaining('Omar Saeed')]),
    );
    expect(listInactive).toHaveBeenLastCalledWith(
      expect.objectContaining({ username: 'omar', page: 1 }),
    );

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByText('No users match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(firstCells('Inactive users')).toHaveLength(3));
  });

  it('searches the inactive list in Arabic too', async () => {
    const { user } = await renderUsers('inactive', 'ar');
    const grid = await screen.findByRole('grid', { name: 'المستخدمون غير النشطين' });
    await within(grid).findByText('Maya Farah');
    await user.type(screen.getByRole('searchbox', { name: 'بحث' }), 'zaid');
    await waitFor(() =>
      expect(firstCells('المستخدمون غير النشطين')).toEqual([expect.stringContaining('Zaid Karam')]),
    );
  });
});
