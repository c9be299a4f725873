import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@atrium/api';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { MasterKeyProvider } from '../masterKey/index.ts';
import { createUsersFake } from './testing/usersFixtures.ts';
import { UsersPage } from './UsersPage.tsx';
import type { UsersTab } from './usersView.ts';

async function renderUsers(defaultTab: UsersTab = 'active') {
  const fake = await createUsersFake();
  const createObjectURL = vi.fn((_: Blob) => 'blob:users');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  render(
    <FeatureHarness api={fake.api} session={fake.session} language="en">
      <MasterKeyProvider store={fake.masterKey}>
        <UsersPage onOpenUser={vi.fn()} defaultTab={defaultTab} />
      </MasterKeyProvider>
    </FeatureHarness>,
  );
  return { ...fake, click, createObjectURL, user: userEvent.setup() };
}

async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => vi.restoreAllMocks());

describe('UsersPage export', { timeout: 30_000 }, () => {
  it('exports the current filters and order as CSV through the server', async () => {
    const { user, api, click, createObjectURL } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    const exportSpy = vi.spyOn(api.user, 'exportUsers');
    await chooseOption(user, 'Role', 'Admin');
    await chooseOption(user, 'Team', 'Design');
    const listSpy = vi.spyOn(api.user, 'list');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hu');
    // Role and team already leave only Huda: wait for the (debounced) search to reach the list.
    await waitFor(() =>
      expect(listSpy).toHaveBeenCalledWith(expect.objectContaining({ username: 'hu' })),
    );
    await screen.findByText('Showing 1 to 1 of 1 entries');
    const emailHeader = screen.getByRole('columnheader', { name: /Email/ });
    await user.click(emailHeader.querySelector('button')!);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export as CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exportSpy).toHaveBeenCalledWith({
      format: 'csv',
      role: 'admin',
      team_id: expect.any(String),
      username: 'hu',
      sort: 'email',
      order: 'asc',
    });
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    // Only Huda, an admin in Design whose name holds "hu", with a BOM for spreadsheets.
    const file = createObjectURL.mock.calls[0]![0];
    expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // text() drops the BOM as it decodes.
    expect((await file.text()).split('\r\n').slice(1, -1)).toEqual([
      expect.stringMatching(/^huda,Huda Saleh,huda@atrium\.test,/),
    ]);
  });

  it('exports the inactive list as Excel', async () => {
    const { user, api, click } = await renderUsers('inactive');
    await screen.findByText('Maya Farah');
    const exportSpy = vi.spyOn(api.user, 'exportUsers');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export as Excel (.xlsx)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exportSpy).toHaveBeenCalledWith({ format: 'xlsx', inactive: true });
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^inactive-users-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('says when the export failed', async () => {
    const { user, api } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    vi.spyOn(api.user, 'exportUsers').mockRejectedValue(
      new ApiError({ kind: 'detail', status: 403, url: '/api/users/export', detail: 'Forbidden' }),
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export as CSV' }));
    expect(await screen.findByText('The export could not be made. Try again.')).toBeInTheDocument();
  });
});
