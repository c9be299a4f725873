import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { AttendanceDialog, type AttendanceDialogProps } from './AttendanceDialog';

function props(overrides: Partial<AttendanceDialogProps> = {}): AttendanceDialogProps {
  return {
    open: true,
    title: 'Confirm attendance',
    message: 'Are you still working?',
    continueLabel: 'Continue Session',
    endLabel: 'End Session',
    countdownLabel: 'Time left',
    onContinue: vi.fn(),
    onEnd: vi.fn(),
    onTimeout: vi.fn(),
    ...overrides,
  };
}

describeConformance(AttendanceDialog, {
  name: 'AttendanceDialog',
  props: props(),
  refType: HTMLDivElement,
});

describe('AttendanceDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const bar = () => screen.getByRole('progressbar', { name: 'Time left' });
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('shows title, message and a full 5-minute countdown bar', () => {
    renderWithUi(<AttendanceDialog {...props()} />);
    expect(screen.getByRole('dialog', { name: 'Confirm attendance' })).toHaveAccessibleDescription(
      'Are you still working?',
    );
    expect(bar()).toHaveAttribute('aria-valuemax', '300000');
    expect(bar()).toHaveAttribute('aria-valuenow', '300000');
    expect(bar()).toHaveAttribute('aria-valuetext', '5:00');
  });

  it('counts down every 100 ms from the injected clock', () => {
    let clock = 1_000_000;
    renderWithUi(<AttendanceDialog {...props({ now: () => clock })} />);
    clock += 100;
    advance(100);
    expect(bar()).toHaveAttribute('aria-valuenow', '299900');
    clock += 61_000;
    advance(100);
    expect(bar()).toHaveAttribute('aria-valuenow', '238900');
    expect(bar()).toHaveAttribute('aria-valuetext', '3:59');
  });

  it('refreshes at 100 ms, not more often', () => {
    let clock = 0;
    renderWithUi(<AttendanceDialog {...props({ now: () => clock })} />);
    clock = 99;
    advance(99);
    expect(bar()).toHaveAttribute('aria-valuenow', '300000');
    clock = 100;
    advance(1);
    expect(bar()).toHaveAttribute('aria-valuenow', '299900');
  });

  it('calls onTimeout exactly once at zero and stops its timer', () => {
    const onTimeout = vi.fn();
    renderWithUi(<AttendanceDialog {...props({ onTimeout })} />);
    advance(299_900);
    expect(onTimeout).not.toHaveBeenCalled();
    advance(100);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    expect(bar()).toHaveAttribute('aria-valuetext', '0:00');
    advance(10_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts from the push timestamp when given', () => {
    const onTimeout = vi.fn();
    vi.setSystemTime(10_000_000);
    renderWithUi(<AttendanceDialog {...props({ onTimeout, startedAt: 10_000_000 - 299_000 })} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '1000');
    advance(1000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('Continue Session stops the timer and calls onContinue only', () => {
    const p = props();
    renderWithUi(<AttendanceDialog {...p} />);
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Continue Session' }));
    expect(p.onContinue).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    advance(400_000);
    expect(p.onTimeout).not.toHaveBeenCalled();
    expect(p.onEnd).not.toHaveBeenCalled();
  });

  it('End Session stops the timer and calls onEnd only', () => {
    const p = props();
    renderWithUi(<AttendanceDialog {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'End Session' }));
    expect(p.onEnd).toHaveBeenCalledTimes(1);
    advance(400_000);
    expect(p.onTimeout).not.toHaveBeenCalled();
    expect(p.onContinue).not.toHaveBeenCalled();
  });

  it('is persistent: Escape does not close it', () => {
    const p = props();
    renderWithUi(<AttendanceDialog {...p} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(p.onEnd).not.toHaveBeenCalled();
  });

  it('stops its timer when closed or unmounted, and restarts full on reopen', () => {
    // Radix schedules its own timeouts while closing; the countdown is the only interval, so watch those.
    const started = vi.spyOn(globalThis, 'setInterval');
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    const active = () => {
      const ids = started.mock.results.map((result) => result.value as unknown);
      const gone = new Set(cleared.mock.calls.map(([id]) => id as unknown));
      return ids.filter((id) => !gone.has(id)).length;
    };
    const p = props();
    const { rerender, unmount } = renderWithUi(<AttendanceDialog {...p} />);
    expect(active()).toBe(1);
    advance(5000);
    rerender(<AttendanceDialog {...p} open={false} />);
    expect(active()).toBe(0);
    rerender(<AttendanceDialog {...p} open />);
    expect(active()).toBe(1);
    expect(bar()).toHaveAttribute('aria-valuenow', '300000');
    unmount();
    expect(active()).toBe(0);
    advance(400_000);
    expect(p.onTimeout).not.toHaveBeenCalled();
  });

  it('shows Arabic digits and mirrors in Arabic', () => {
    renderWithUi(
      <AttendanceDialog
        {...props({
          title: 'تأكيد الحضور',
          message: 'هل ما زلت تعمل؟',
          continueLabel: 'متابعة الجلسة',
          endLabel: 'إنهاء الجلسة',
          countdownLabel: 'الوقت المتبقي',
        })}
      />,
      { language: 'ar' },
    );
    const progress = screen.getByRole('progressbar', { name: 'الوقت المتبقي' });
    // m:ss in Arabic-Indic digits, the Arabic default
    expect(progress).toHaveAttribute('aria-valuetext', '٥:٠٠');
    expect(progress.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('counts down in the digits the person chose', () => {
    renderWithUi(<AttendanceDialog {...props()} />, { language: 'ar', digits: 'latn' });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '5:00');
  });

  it('uses a caller-provided text for the remaining time', () => {
    renderWithUi(
      <AttendanceDialog {...props({ formatRemaining: (ms) => `${ms / 1000} seconds left` })} />,
    );
    expect(bar()).toHaveAttribute('aria-valuetext', '300 seconds left');
  });
});
