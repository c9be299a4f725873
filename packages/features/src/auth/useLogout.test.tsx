import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@atrium/api';
import { createFakeApi, FAKE_ADMIN } from '@atrium/api/testing';
import { createSessionStore } from '../app/sessionStore.ts';
import { CLIENT_SESSION_KEYS } from '../app/clientSession.ts';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { useLogout } from './useLogout.ts';

function seedEverySpecKey() {
  for (const key of CLIENT_SESSION_KEYS) window.localStorage.setItem(key, 'x');
}

describe('useLogout', () => {
  it.each([
    ['the server answers', createFakeApi({ signedInAs: 'admin' })],
    [
      'the server call fails',
      createFakeApi({
        failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/user/logout' }),
      }),
    ],
  ])('clears every spec key and then calls onDone when %s', async (_, api) => {
    const session = createSessionStore();
    session.signIn(await createFakeApi().user.login(FAKE_ADMIN));
    seedEverySpecKey();
    window.localStorage.setItem('unrelated', 'kept');
    const onDone = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FeatureHarness api={api} session={session}>
        {children}
      </FeatureHarness>
    );

    const { result } = renderHook(() => useLogout({ onDone }), { wrapper });
    await act(() => result.current.logout());

    expect(api.calls).toContain('user.logout');
    for (const key of CLIENT_SESSION_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
    expect(session.getSnapshot()).toEqual({ user: null, signOutReason: 'user' });
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
