import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRelativeTime } from './formatRelativeTime.ts';
import { notificationLink } from './notificationLink.ts';
import { playNotificationSound } from './playNotificationSound.ts';

const now = new Date('2026-11-22T09:30:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it('uses the largest whole unit, in English and Arabic', () => {
    expect(formatRelativeTime(ago(10), now, 'en')).toBe('now');
    expect(formatRelativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), now, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(9 * 86400), now, 'en')).toBe('last week');
    expect(formatRelativeTime(ago(400 * 86400), now, 'en')).toBe('last year');
    expect(formatRelativeTime(ago(3 * 3600), now, 'ar')).toBe('قبل ٣ ساعات');
    expect(formatRelativeTime(ago(26 * 3600), now, 'ar')).toBe('أمس');
  });
});

describe('notificationLink', () => {
  it('takes an in-app path from data.link, path or url', () => {
    expect(notificationLink({ data: { link: '/stories/42' } })).toBe('/stories/42');
    expect(notificationLink({ data: { path: '/drive/7' } })).toBe('/drive/7');
    expect(notificationLink({ data: { url: '/teams' } })).toBe('/teams');
    expect(notificationLink({ data: {} })).toBeNull();
  });

  it('never leads off the app', () => {
    for (const link of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      42,
    ]) {
      expect(notificationLink({ data: { link } })).toBeNull();
    }
  });
});

describe('playNotificationSound', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('does nothing where there is no audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(() => playNotificationSound()).not.toThrow();
  });

  it('swallows an autoplay refusal', async () => {
    const resume = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    vi.stubGlobal(
      'AudioContext',
      class {
        resume = resume;
      },
    );
    expect(() => playNotificationSound()).not.toThrow();
    await Promise.resolve();
    expect(resume).toHaveBeenCalled();
  });
});
