import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@atrium/api';
import { createFakeApi } from '@atrium/api/testing';
import { ToastProvider } from '@atrium/ui';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { errorMessage } from '../i18n/errorMessage.ts';
import { createApiErrorFeed } from './apiErrorFeed.ts';
import { ApiErrorToasts, isToastWorthy, toastToneFor } from './apiErrorToasts.tsx';

const GRACE_MS = 20;

function setup(language: 'en' | 'ar' = 'en') {
  const feed = createApiErrorFeed();
  render(
    <FeatureHarness api={createFakeApi()} language={language}>
      <ToastProvider
        dismissLabel="Dismiss"
        regionLabels={{ 'top-end': 'Notifications', 'bottom-end': 'Push notifications' }}
      >
        <ApiErrorToasts feed={feed} inPlaceGraceMs={GRACE_MS} />
      </ToastProvider>
    </FeatureHarness>,
  );
  return feed;
}

const toasts = () => Array.from(document.querySelectorAll<HTMLElement>('li[data-tone]'));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, GRACE_MS * 5)));

describe('ApiErrorToasts (spec section 8)', () => {
  it('shows one warning toast per message of a 4xx errors map', async () => {
    const feed = setup();
    act(() => {
      feed.publish(
        new ApiError({
          kind: 'validation',
          status: 422,
          url: '/api/user',
          fieldErrors: { email: ['Email is taken'], username: ['Username is taken'] },
        }),
      );
    });
    expect(await screen.findByText('Email is taken')).toBeInTheDocument();
    expect(screen.getByText('Username is taken')).toBeInTheDocument();
    expect(toasts().map((toast) => toast.dataset.tone)).toEqual(['warning', 'warning']);
  });

  it('shows the detail of a 5xx as an error toast', async () => {
    const feed = setup();
    act(() => {
      feed.publish(
        new ApiError({ kind: 'detail', status: 500, url: '/api/users', detail: 'Disk full' }),
      );
    });
    expect(await screen.findByText('Disk full')).toBeInTheDocument();
    expect(toasts()[0]?.dataset.tone).toBe('error');
  });

  it('says "No response received from server", in Arabic too', async () => {
    const feed = setup('ar');
    act(() => {
      feed.publish(new ApiError({ kind: 'no-response', status: 0, url: '/api/users' }));
    });
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]?.textContent).toMatch(/[\u0600-\u06FF]/);
  });

  it('stays silent for 504, Invalid Token, a missing master key and /story without response', async () => {
    const feed = setup();
    act(() => {
      feed.publish(
        new ApiError({ kind: 'detail', status: 504, url: '/api/users', detail: 'Gateway' }),
      );
      feed.publish(
        new ApiError({
          kind: 'detail',
          status: 401,
          url: '/api/user/profile',
          detail: 'Invalid Token',
        }),
      );
      feed.publish(
        new ApiError({
          kind: 'detail',
          status: 403,
          url: '/api/user/1/inactive/delete',
          detail: 'Master password required',
        }),
      );
      feed.publish(new ApiError({ kind: 'no-response', status: 0, url: '/api/task/story/1' }));
    });
    await settle();
    expect(toasts()).toHaveLength(0);
  });

  it('does not repeat a failure the page already shows in place', async () => {
    const feed = setup();
    const error = new ApiError({
      kind: 'detail',
      status: 404,
      url: '/api/team/9',
      detail: 'Not found',
    });
    act(() => {
      feed.publish(error);
    });
    // The page renders its error state within the grace period.
    errorMessage((key) => key, error);
    await settle();
    expect(toasts()).toHaveLength(0);
  });
});

describe('the catalogue rules', () => {
  it('tones 4xx as warnings and everything else as errors', () => {
    expect(toastToneFor(new ApiError({ kind: 'detail', status: 409, url: '/' }))).toBe('warning');
    expect(toastToneFor(new ApiError({ kind: 'detail', status: 503, url: '/' }))).toBe('error');
    expect(toastToneFor(new ApiError({ kind: 'no-response', status: 0, url: '/' }))).toBe('error');
  });

  it('toasts a missing answer everywhere except story calls', () => {
    expect(isToastWorthy(new ApiError({ kind: 'no-response', status: 0, url: '/api/users' }))).toBe(
      true,
    );
    expect(
      isToastWorthy(new ApiError({ kind: 'no-response', status: 0, url: '/api/story/3' })),
    ).toBe(false);
  });
});
