import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '@atrium/api';
import { createFakeApi, type FakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import {
  ELEVATION_MARGIN_MS,
  MasterKeyProvider,
  useElevatedAction,
  useMasterKey,
} from './MasterKeyProvider.tsx';
import { isMasterKeyCancelled } from './masterKeyErrors.ts';
import { createMasterKeyStore, type MasterKeyStore } from './masterKeyStore.ts';

const MASTER = 'open sesame';

async function apiWithTeam(): Promise<{ api: FakeApi; teamId: string }> {
  const api = createFakeApi({ signedInAs: 'admin', masterPassword: MASTER });
  const team = await api.team.create({ name: 'Design' });
  return { api, teamId: team.id };
}

function Probe({
  run,
}: {
  run: (withMasterKey: ReturnType<typeof useMasterKey>) => Promise<unknown>;
}) {
  const masterKey = useMasterKey();
  const [result, setResult] = useState('');
  return (
    <div>
      <p>{masterKey.isElevated ? 'elevated' : 'not elevated'}</p>
      <output>{result}</output>
      <button
        type="button"
        onClick={() => {
          run(masterKey).then(
            (value) => setResult(`ok:${JSON.stringify(value)}`),
            (error: unknown) =>
              setResult(isMasterKeyCancelled(error) ? 'cancelled' : `failed:${String(error)}`),
          );
        }}
      >
        Run
      </button>
      <button type="button" onClick={masterKey.clear}>
        Drop
      </button>
    </div>
  );
}

function renderProbe(
  api: FakeApi,
  run: Parameters<typeof Probe>[0]['run'],
  store?: MasterKeyStore,
) {
  render(
    <FeatureHarness api={api}>
      <MasterKeyProvider {...(store ? { store } : {})}>
        <Probe run={run} />
      </MasterKeyProvider>
    </FeatureHarness>,
  );
  return userEvent.setup();
}

describe('useMasterKey().withMasterKey', () => {
  it('asks for the master password before sending, stores the token, then runs once', async () => {
    const { api, teamId } = await apiWithTeam();
    const store = createMasterKeyStore({ storage: undefined });
    const user = renderProbe(
      api,
      ({ withMasterKey }) =>
        withMasterKey(() => api.permission.updateTeamPermissions(teamId, ['Drive'])),
      store,
    );
    await user.click(screen.getByRole('button', { name: 'Run' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enter the master password' });
    // Asked first: nothing was sent for the server to refuse.
    expect(api.calls).not.toContain('permission.updateTeamPermissions');
    await user.type(within(dialog).getByLabelText(/^Master password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Invalid master password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Master password/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.clear(within(dialog).getByLabelText(/^Master password/));
    await user.type(within(dialog).getByLabelText(/^Master password/), MASTER);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(/^ok:/)).toHaveTextContent('"permissions":["Drive"]');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('elevated')).toBeInTheDocument();
    expect(store.token()).toMatch(/^fake-master-key-/);
    expect(api.calls.filter((call) => call === 'permission.updateTeamPermissions')).toHaveLength(1);
  });

  it('rejects with a recognisable error when the dialog is cancelled', async () => {
    const { api, teamId } = await apiWithTeam();
    const user = renderProbe(api, ({ withMasterKey }) =>
      withMasterKey(() => api.team.setMembers(teamId, [])),
    );
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('cancelled')).toBeInTheDocument();
    expect(api.calls.filter((call) => call === 'team.setMembers')).toHaveLength(0);
    expect(screen.getByText('not elevated')).toBeInTheDocument();
  });

  it('passes other failures through without asking again', async () => {
    const { api } = await apiWithTeam();
    const store = createMasterKeyStore({ storage: undefined });
    store.set('already', undefined);
    const user = renderProbe(
      api,
      ({ withMasterKey }) =>
        withMasterKey(() => api.team.get('00000000-0000-4000-8000-999999999999')),
      store,
    );
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText(/^failed:/)).toHaveTextContent('Not found');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs straight through when already elevated, and asks one dialog for parallel actions', async () => {
    const { api, teamId } = await apiWithTeam();
    const user = renderProbe(api, ({ withMasterKey }) =>
      Promise.all([
        withMasterKey(() => api.permission.updateTeamPermissions(teamId, ['Drive'])),
        withMasterKey(() => api.team.setMembers(teamId, [])),
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    await user.type(screen.getByLabelText(/^Master password/), MASTER);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/^ok:/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call === 'permission.masterKey')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call === 'team.setMembers')).toHaveLength(2),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('requestElevation resolves true without a dialog while elevated, and clear drops it', async () => {
    const { api } = await apiWithTeam();
    const store = createMasterKeyStore({ storage: undefined });
    store.set('already', undefined);
    const results: boolean[] = [];
    const user = renderProbe(
      api,
      async ({ requestElevation }) => {
        results.push(await requestElevation());
        return results;
      },
      store,
    );
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('ok:[true]')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Drop' }));
    expect(screen.getByText('not elevated')).toBeInTheDocument();
    expect(store.token()).toBeNull();
  });

  it('shows the lockout message on 429 and the not-set message on 409', async () => {
    const { api } = await apiWithTeam();
    const locked = new ApiError({
      kind: 'detail',
      status: 429,
      url: '/api/user/permission/master-key',
      detail: 'Too many requests',
    });
    api.permission.masterKey = vi.fn().mockRejectedValueOnce(locked);
    const user = renderProbe(api, ({ requestElevation }) => requestElevation());
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await user.type(await screen.findByLabelText(/^Master password/), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong master passwords. Checks are paused for up to 15 minutes',
    );

    const noPassword = createFakeApi({ signedInAs: 'admin' });
    await act(async () => {
      await noPassword.permission.masterKey('x').catch((error: unknown) => {
        api.permission.masterKey = vi.fn().mockRejectedValueOnce(error);
      });
    });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No master password has been set yet',
    );
  });
});

describe('useElevatedAction', () => {
  function ElevatedProbe({ action }: { action: () => Promise<unknown> }) {
    const run = useElevatedAction();
    const [result, setResult] = useState('');
    return (
      <div>
        <output>{result}</output>
        <button
          type="button"
          onClick={() => {
            run({ label: 'Save the members of Design', action }).then(
              () => setResult('ok'),
              (error: unknown) =>
                setResult(isMasterKeyCancelled(error) ? 'cancelled' : `failed:${String(error)}`),
            );
          }}
        >
          Run
        </button>
      </div>
    );
  }

  function renderElevated(api: FakeApi, action: () => Promise<unknown>, store: MasterKeyStore) {
    render(
      <FeatureHarness api={api}>
        <MasterKeyProvider store={store}>
          <ElevatedProbe action={action} />
        </MasterKeyProvider>
      </FeatureHarness>,
    );
    return userEvent.setup();
  }

  const setMembersCalls = (api: FakeApi) =>
    api.calls.filter((call) => call === 'team.setMembers').length;

  it('asks first, in a dialog that names the action, and sends nothing before', async () => {
    const { api, teamId } = await apiWithTeam();
    const store = createMasterKeyStore({ storage: undefined });
    const user = renderElevated(api, () => api.team.setMembers(teamId, []), store);
    await user.click(screen.getByRole('button', { name: 'Run' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enter the master password' });
    expect(dialog).toHaveAccessibleDescription(
      'Save the members of Design. Confirm it with the master password; you stay elevated for 15 minutes.',
    );
    expect(within(dialog).queryByText(/changes who can do what/)).not.toBeInTheDocument();
    expect(setMembersCalls(api)).toBe(0);

    await user.type(within(dialog).getByLabelText(/^Master password/), MASTER);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('ok')).toBeInTheDocument();
    expect(setMembersCalls(api)).toBe(1);
    expect(store.token()).not.toBeNull();
  });

  it('asks again once and retries when the elevation ended between asking and sending', async () => {
    const { api, teamId } = await apiWithTeam();
    const store = createMasterKeyStore({ storage: undefined });
    // The client believes it is elevated; the server no longer does (expired or rotated).
    store.set('stale-token', undefined);
    const user = renderElevated(api, () => api.team.setMembers(teamId, []), store);
    await user.click(screen.getByRole('button', { name: 'Run' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(/^Save the members of Design\./);
    expect(setMembersCalls(api)).toBe(1);
    expect(store.token()).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Master password/), MASTER);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('ok')).toBeInTheDocument();
    expect(setMembersCalls(api)).toBe(2);
  });

  it('treats an elevation about to end as gone, and sends nothing when cancelled', async () => {
    const { api, teamId } = await apiWithTeam();
    const store = createMasterKeyStore({ storage: undefined });
    await api.permission.masterKey(MASTER);
    store.set('ending', new Date(Date.now() + ELEVATION_MARGIN_MS / 2));
    const user = renderElevated(api, () => api.team.setMembers(teamId, []), store);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('cancelled')).toBeInTheDocument();
    expect(setMembersCalls(api)).toBe(0);
  });

  it('runs straight through while elevated', async () => {
    const { api, teamId } = await apiWithTeam();
    const store = createMasterKeyStore({ storage: undefined });
    await api.permission.masterKey(MASTER);
    store.set('fresh', undefined);
    const user = renderElevated(api, () => api.team.setMembers(teamId, []), store);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('ok')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(setMembersCalls(api)).toBe(1);
  });
});

describe('the API client wired to the store', () => {
  it('sends the stored token as master-key-token, and an empty header once cleared or expired', async () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2026-11-24T03:00:00Z'));
      const store = createMasterKeyStore({ storage: undefined });
      const fetch = vi.fn(async () => new Response(JSON.stringify({ items: [] })));
      const client = createApiClient({ fetch, getMasterKeyToken: () => store.token() });
      const header = () => {
        const init = fetch.mock.calls.at(-1) as unknown as [string, RequestInit];
        return (init[1].headers as Record<string, string>)['master-key-token'];
      };

      store.set('tok-9', '2026-11-24T03:15:00Z');
      await client.permission.services();
      expect(header()).toBe('tok-9');

      vi.setSystemTime(new Date('2026-11-24T03:15:00Z'));
      await client.permission.services();
      expect(header()).toBe('');

      store.set('tok-10', undefined);
      store.clear();
      await client.permission.services();
      expect(header()).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
