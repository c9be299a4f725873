import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, FAKE_ADMIN } from '@atrium/api/testing';
import { createSessionStore } from '../app/sessionStore.ts';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { useProfile } from './useProfile.ts';

/** Signed in with the profile the fake server answers, as after a first load. */
async function signedInHarness() {
  const api = createFakeApi({ signedInAs: 'admin' });
  const session = createSessionStore();
  session.signIn(await api.user.profile());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FeatureHarness api={api} session={session}>
      {children}
    </FeatureHarness>
  );
  return { api, session, wrapper };
}

describe('useProfile', () => {
  it('refreshes the profile on load and reports loading to a caller that reads it', async () => {
    const { api, wrapper } = await signedInHarness();
    const seen: boolean[] = [];
    const { result } = renderHook(
      () => {
        const profile = useProfile();
        seen.push(profile.isLoading);
        return profile;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(api.calls.filter((call) => call === 'user.profile')).toHaveLength(2);
    expect(seen[0]).toBe(true);
    expect(result.current.error).toBeUndefined();
    expect(result.current.profile?.username).toBe(FAKE_ADMIN.username);
  });

  it('does not re-render a caller that only refreshes (the layout) when the same profile arrives', async () => {
    const { api, wrapper } = await signedInHarness();
    let renders = 0;
    renderHook(
      () => {
        useProfile();
        renders += 1;
      },
      { wrapper },
    );
    const afterFirstRender = renders;
    await waitFor(() =>
      expect(api.calls.filter((call) => call === 'user.profile')).toHaveLength(2),
    );
    // Let the answer arrive and SWR settle.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toBe(afterFirstRender);
  });
});
