import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import type { Language } from '../i18n/languages.ts';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { ElevatedIndicator, formatRemaining } from './ElevatedIndicator.tsx';
import { MasterKeyProvider } from './MasterKeyProvider.tsx';
import { createMasterKeyStore } from './masterKeyStore.ts';

const START = new Date('2026-11-24T03:00:00.000Z');

function renderIndicator(language: Language = 'en') {
  const store = createMasterKeyStore({ storage: undefined });
  render(
    <FeatureHarness api={createFakeApi()} language={language}>
      <MasterKeyProvider store={store}>
        <ElevatedIndicator />
      </MasterKeyProvider>
    </FeatureHarness>,
  );
  return store;
}

describe('ElevatedIndicator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is absent without elevation and counts down each second once elevated', () => {
    const store = renderIndicator();
    expect(screen.queryByRole('group', { name: 'Elevated' })).not.toBeInTheDocument();

    act(() => store.set('tok', new Date(START.getTime() + 15 * 60_000)));
    const group = screen.getByRole('group', { name: 'Elevated' });
    expect(group).toHaveTextContent('Elevated · 15:00');

    act(() => vi.advanceTimersByTime(1000));
    expect(group).toHaveTextContent('14:59');
    act(() => vi.advanceTimersByTime(61_000));
    expect(group).toHaveTextContent('13:58');
    expect(screen.getByText('13:58')).toHaveAttribute('dateTime', 'PT13M58S');
  });

  it('disappears when the elevation expires', () => {
    const store = renderIndicator();
    act(() => store.set('tok', new Date(START.getTime() + 3000)));
    expect(screen.getByText('00:03')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('group', { name: 'Elevated' })).not.toBeInTheDocument();
    expect(store.token()).toBeNull();
  });

  it('drops the elevation from its button', () => {
    const store = renderIndicator();
    act(() => store.set('tok', undefined));
    fireEvent.click(screen.getByRole('button', { name: 'End elevated access' }));
    expect(store.token()).toBeNull();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows Arabic-Indic digits in Arabic', () => {
    const store = renderIndicator('ar');
    act(() => store.set('tok', new Date(START.getTime() + 9 * 60_000 + 5000)));
    const group = screen.getByRole('group', { name: 'صلاحيات مرفوعة' });
    expect(group).toHaveTextContent('٠٩:٠٥');
    expect(screen.getByRole('button', { name: 'إنهاء الصلاحيات المرفوعة' })).toBeInTheDocument();
  });
});

describe('formatRemaining', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(formatRemaining(61_001, 'en')).toBe('01:02');
    expect(formatRemaining(-5, 'en')).toBe('00:00');
    expect(formatRemaining(15 * 60_000, 'ar')).toBe('١٥:٠٠');
  });
});
