import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderWithUi } from '../../test/render';
import { ToastProvider, useToast, type ToastApi } from './ToastProvider';
import type { ToastProviderProps } from './ToastProvider';

let api: ToastApi;
function keep(value: ToastApi) {
  api = value;
}
function Capture() {
  const value = useToast();
  useEffect(() => keep(value), [value]);
  return null;
}

function setup(props: Partial<ToastProviderProps> = {}, language: 'en' | 'ar' = 'en') {
  return renderWithUi(
    <ToastProvider dismissLabel="Dismiss" regionLabels={labels} {...props}>
      <Capture />
    </ToastProvider>,
    { language },
  );
}

const labels = { 'top-end': 'Notifications', 'bottom-end': 'Push notifications' };
const region = (position: string) =>
  document.querySelector<HTMLElement>(`ol[data-position="${position}"]`)!;

describe('ToastProvider before its lazy toast layer has loaded', () => {
  it('renders the app at once and shows a toast asked for before the layer arrived', async () => {
    setup();
    expect(screen.queryByText('Saved')).toBeNull();
    act(() => {
      api.toast({ title: 'Saved', tone: 'success' });
    });
    const toast = (await screen.findByText('Saved')).closest('li')!;
    expect(region('top-end')).toContainElement(toast);
    expect(toast).toHaveAttribute('data-tone', 'success');
  });
});

describe('ToastProvider and useToast', () => {
  beforeAll(async () => {
    // the regions are loaded lazily (see ToastProvider); wait once, then every render below is synchronous
    const { unmount } = setup();
    await waitFor(() => expect(region('top-end')).not.toBeNull());
    unmount();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast with title, description and tone in the top-end region by default', () => {
    setup();
    act(() => {
      api.toast({ title: 'Saved', description: 'Your profile was updated.', tone: 'success' });
    });
    const list = region('top-end');
    const toast = within(list).getByText('Saved').closest('li')!;
    expect(toast).toHaveAttribute('data-tone', 'success');
    expect(toast).toHaveTextContent('Your profile was updated.');
    expect(within(region('bottom-end')).queryByRole('listitem')).toBeNull();
  });

  it('puts toasts asked for bottom-end in the bottom region', () => {
    setup();
    act(() => {
      api.toast({ title: 'New Notification', position: 'bottom-end' });
    });
    expect(within(region('bottom-end')).getByText('New Notification')).toBeInTheDocument();
    expect(within(region('top-end')).queryByText('New Notification')).toBeNull();
  });

  it('closes after 5000 ms by default, or after its own duration', () => {
    vi.useFakeTimers();
    setup();
    act(() => {
      api.toast({ title: 'Default' });
      api.toast({ title: 'Short', duration: 1000 });
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Short')).toBeNull();
    expect(screen.getByText('Default')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByText('Default')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Default')).toBeNull();
  });

  it('pauses while the pointer is over the toasts', () => {
    vi.useFakeTimers();
    setup();
    act(() => {
      api.toast({ title: 'Hover me' });
    });
    const list = region('top-end');
    act(() => {
      fireEvent.pointerMove(list.parentElement!);
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    act(() => {
      fireEvent.pointerLeave(list.parentElement!);
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Hover me')).toBeNull();
  });

  it('keeps at most 20 toasts, dropping the oldest', () => {
    setup();
    act(() => {
      for (let n = 1; n <= 22; n += 1) api.toast({ title: `Toast ${n}` });
    });
    expect(within(region('top-end')).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByText('Toast 1')).toBeNull();
    expect(screen.queryByText('Toast 2')).toBeNull();
    expect(screen.getByText('Toast 3')).toBeInTheDocument();
    expect(screen.getByText('Toast 22')).toBeInTheDocument();
  });

  it('honours a smaller max', () => {
    setup({ max: 2 });
    act(() => {
      api.toast({ title: 'A' });
      api.toast({ title: 'B', position: 'bottom-end' });
      api.toast({ title: 'C' });
    });
    expect(screen.queryByText('A')).toBeNull();
    expect(screen.getByText('B')).toBeInTheDocument();
    expect(screen.getByText('C')).toBeInTheDocument();
  });

  it('dismisses with the labelled close button and with dismiss(id)', () => {
    setup();
    let id = '';
    act(() => {
      api.toast({ title: 'First' });
      id = api.toast({ title: 'Second' });
    });
    fireEvent.click(
      within(screen.getByText('First').closest('li')!).getByRole('button', { name: 'Dismiss' }),
    );
    expect(screen.queryByText('First')).toBeNull();
    act(() => api.dismiss(id));
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('names the regions and announces toasts in a live region (errors assertively)', async () => {
    setup();
    act(() => {
      api.toast({ title: 'Failed', description: 'Try again', tone: 'error' });
      api.toast({ title: 'Fine', tone: 'info' });
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Push notifications' })).toBeInTheDocument();
    const failed = await screen.findByText(/Notifications Failed/, { selector: '[role="status"]' });
    expect(failed).toHaveAttribute('aria-live', 'assertive');
    expect(failed).toHaveTextContent('Try again');
    const fine = await screen.findByText(/Notifications Fine/, { selector: '[role="status"]' });
    expect(fine).toHaveAttribute('aria-live', 'polite');
  });

  it('swipes towards the inline end: right in English, left in Arabic', () => {
    const { unmount } = setup();
    act(() => {
      api.toast({ title: 'Saved' });
    });
    expect(screen.getByText('Saved').closest('li')).toHaveAttribute(
      'data-swipe-direction',
      'right',
    );
    unmount();
    setup({}, 'ar');
    act(() => {
      api.toast({ title: 'تم الحفظ' });
    });
    const toast = screen.getByText('تم الحفظ').closest('li')!;
    expect(toast).toHaveAttribute('data-swipe-direction', 'left');
    expect(toast.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('sets displayName, and useToast needs the provider', () => {
    expect(ToastProvider.displayName).toBe('ToastProvider');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow('useToast must be used inside <ToastProvider>');
    spy.mockRestore();
  });
});
