import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { DevicePushCard, type DevicePushStatus } from './DevicePushCard.tsx';

function renderCard(
  status: DevicePushStatus,
  answer: DevicePushStatus = 'granted',
  language: 'en' | 'ar' = 'en',
) {
  const onEnable = vi.fn(async () => answer);
  render(
    <FeatureHarness api={createFakeApi()} language={language}>
      <DevicePushCard status={status} onEnable={onEnable} />
    </FeatureHarness>,
  );
  return { onEnable };
}

describe('DevicePushCard', () => {
  it('asks only on a click, then shows what the browser answered', async () => {
    const { onEnable } = renderCard('default', 'denied');
    expect(onEnable).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on push notifications' }));
    expect(onEnable).toHaveBeenCalledOnce();
    expect(await screen.findByText('Blocked')).toBeInTheDocument();
    expect(screen.getByText('Notifications are blocked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).toBeNull();
  });

  it('offers nothing to click when push is on, unsupported or not set up', () => {
    for (const status of ['granted', 'unsupported', 'unconfigured'] as const) {
      const { unmount } = render(
        <FeatureHarness api={createFakeApi()}>
          <DevicePushCard status={status} onEnable={vi.fn()} />
        </FeatureHarness>,
      );
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
  });

  it('speaks Arabic', () => {
    renderCard('default', 'granted', 'ar');
    expect(screen.getByRole('button', { name: 'تفعيل الإشعارات الفورية' })).toBeInTheDocument();
  });
});
