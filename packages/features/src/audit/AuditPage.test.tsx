import { useState } from 'react';
import { ApiError } from '@atrium/api';
import { createFakeApi, FAKE_ADMIN, type FakeApiOptions } from '@atrium/api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { AuditPage } from './AuditPage.tsx';
import {
  auditSearchString,
  DEFAULT_AUDIT_VIEW,
  parseAuditSearch,
  type AuditView,
} from './auditQuery.ts';
import { AUDIT_FIXTURES } from './testing/auditFixtures.ts';

const signedIn = { users: [FAKE_ADMIN], signedInAs: FAKE_ADMIN.username };

// FeatureHarness gives every render a fresh SWR cache, so no test sees another's data.
function renderPage(
  options: FakeApiOptions = { ...signedIn, audit: AUDIT_FIXTURES },
  {
    language = 'en',
    initial = DEFAULT_AUDIT_VIEW,
  }: { language?: 'en' | 'ar'; initial?: AuditView } = {},
) {
  const api = createFakeApi(options);
  const listSpy = vi.spyOn(api.audit, 'list');
  const views: AuditView[] = [];
  function Controlled() {
    const [view, setView] = useState(initial);
    return (
      <AuditPage
        view={view}
        onViewChange={(next) => {
          views.push(next);
          setView(next);
        }}
      />
    );
  }
  render(
    <FeatureHarness api={api} language={language}>
      <Controlled />
    </FeatureHarness>,
  );
  return { api, listSpy, views };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AuditPage', () => {
  it('lists the entries with readable actions, actors and targets', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(await screen.findByText('Permissions changed')).toBeInTheDocument();
    expect(screen.getByText('Password reset by e-mail link')).toBeInTheDocument();
    expect(screen.getByText('System')).toBeInTheDocument();
    expect(screen.getAllByText('Team').length).toBeGreaterThan(0);
    expect(screen.getByText('added: Drive, Reports; removed: Timesheet')).toBeInTheDocument();
    // Unknown to this screen: humanised rather than shown as an identifier.
    expect(screen.getByText('Report exported')).toBeInTheDocument();
  });

  it('names the actions in Arabic', async () => {
    renderPage(undefined, { language: 'ar' });
    expect(await screen.findByText('تغيير الصلاحيات')).toBeInTheDocument();
    expect(screen.getByText('النظام')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'سجل التدقيق' })).toBeInTheDocument();
  });

  it('asks the server for the view it is given (filters from the URL)', async () => {
    const initial = parseAuditSearch('?action=authz_change&target_type=team&sort=action&order=asc');
    const { listSpy } = renderPage(undefined, { initial });
    expect(await screen.findByText('Permissions changed')).toBeInTheDocument();
    expect(screen.queryByText('User deactivated')).not.toBeInTheDocument();
    expect(listSpy).toHaveBeenLastCalledWith({
      action: 'authz_change',
      target_type: 'team',
      sort: 'action',
      order: 'asc',
      page: 1,
      size: 10,
    });
  });

  it('sorts on the server from a column header, back to page 1', async () => {
    const user = userEvent.setup();
    const { listSpy, views } = renderPage(undefined, {
      initial: { ...DEFAULT_AUDIT_VIEW, page: 1 },
    });
    await screen.findByText('Permissions changed');
    await user.click(screen.getByRole('button', { name: /^Actor/ }));
    await waitFor(() =>
      expect(listSpy).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'actor', order: 'asc', page: 1 }),
      ),
    );
    expect(auditSearchString(views.at(-1)!)).toBe('?sort=actor&order=asc');
  });

  it('filters by target id on Enter and keeps it in the view', async () => {
    const user = userEvent.setup();
    const { views } = renderPage();
    await screen.findByText('Permissions changed');
    await user.type(
      screen.getByLabelText('Target id'),
      'b7f3c2d1-0e4a-4f5b-8c6d-2a1b3c4d5e6f{Enter}',
    );
    expect(await screen.findByText('User deactivated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Permissions changed')).not.toBeInTheDocument());
    expect(views.at(-1)).toMatchObject({ target_id: 'b7f3c2d1-0e4a-4f5b-8c6d-2a1b3c4d5e6f' });
  });

  it("narrows to a row's actor from its actions menu", async () => {
    const user = userEvent.setup();
    const { views } = renderPage();
    await screen.findByText('Attendance correction requested');
    const row = screen.getByText('Attendance correction requested').closest('[role="row"]');
    await user.click(within(row as HTMLElement).getByRole('button', { name: /^Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show this actor’s changes' }));
    expect(views.at(-1)?.actor_id).toBe('10000000-0000-4000-8000-000000000002');
    await waitFor(() => expect(screen.queryByText('Permissions changed')).not.toBeInTheDocument());
  });

  it('offers to clear filters when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage(undefined, {
      initial: { ...DEFAULT_AUDIT_VIEW, action: 'user_deleted' },
    });
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByText('Permissions changed')).toBeInTheDocument();
  });

  it('says so when nothing was ever recorded', async () => {
    renderPage({ ...signedIn, audit: [] });
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
  });

  it('shows the error state with a retry when the API fails', async () => {
    renderPage({
      ...signedIn,
      failWith: new ApiError({ kind: 'detail', status: 500, url: '/api/audit', detail: 'x' }),
    });
    expect(await screen.findByText('The audit log could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('exports the current filter through the server and downloads it', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:audit');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { api } = renderPage(undefined, {
      initial: { ...DEFAULT_AUDIT_VIEW, target_type: 'team' },
    });
    const exportSpy = vi.spyOn(api.audit, 'exportCsv');
    await screen.findByText('Permissions changed');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exportSpy).toHaveBeenCalledWith({
      target_type: 'team',
      sort: 'created_at',
      order: 'desc',
    });
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('tells a user who may not read the log that the export failed', async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    vi.spyOn(api.audit, 'exportCsv').mockRejectedValue(
      new ApiError({ kind: 'detail', status: 403, url: '/api/audit/export', detail: 'Forbidden' }),
    );
    await screen.findByText('Permissions changed');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The export could not be made. Try again.')).toBeInTheDocument();
  });
});
