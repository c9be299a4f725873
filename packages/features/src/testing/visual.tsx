// Visual baselines of feature pages (the root `visual` project, real Chromium): the three scenes
// of @atrium/ui's visual tests, a page rendered as the app would (FeatureHarness + toasts) at a
// fixed viewport, a pinned clock and no pointer, focus or animation in the screenshot.
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import type { ApiClient } from '@atrium/api';
import { ToastProvider } from '@atrium/ui';
import { createSessionStore, type SessionStore } from '../app/sessionStore.ts';
import type { Language } from '../i18n/languages.ts';
import { FeatureHarness } from './FeatureHarness.tsx';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Moves the real mouse outside every frame (vitest.config.ts), so nothing is hovered. */
    parkPointer: () => Promise<void>;
  }
}

export interface PageScene {
  name: 'ltr' | 'rtl' | 'dark';
  language: Language;
  appearance: 'light' | 'dark';
}

/** English LTR, Arabic RTL and dark: the scenes every visual baseline covers. */
export const pageScenes: readonly PageScene[] = [
  { name: 'ltr', language: 'en', appearance: 'light' },
  { name: 'rtl', language: 'ar', appearance: 'light' },
  { name: 'dark', language: 'en', appearance: 'dark' },
];

/**
 * The feature package's unit run (jsdom) matches `*.test.tsx` too; the visual tests skip
 * themselves there (`describe.skipIf(notInBrowser)`) and load the browser modules lazily.
 */
export const notInBrowser = typeof navigator === 'undefined' || /jsdom/i.test(navigator.userAgent);

/** Sunday 22 November 2026, 11:00 local: the fixtures' day (attendance, notifications). */
export const VISUAL_NOW = new Date(2026, 10, 22, 11, 0);

/**
 * Pins `Date` (only: timers stay real, so the fake API and SWR still answer) to VISUAL_NOW, for
 * what the fake API stamps (created_at, change logs) and pages without a `now` prop.
 * Call in beforeEach; `vi.useRealTimers()` in afterEach.
 */
export function pinClock(now: Date = VISUAL_NOW): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}

export interface PageSceneOptions {
  api: ApiClient;
  /** At most 1280 × 720 (the runner's window); default 1280 × 720. */
  /** Default: signed out, in memory (nothing read from or left in localStorage). */
  session?: SessionStore;
  width?: number;
  height?: number;
  /** Around the page, inside the theme: for pages that the app's layout would pad. */
  padding?: number;
}

/** Renders a page in the app's providers for `scene`; returns the screen and the scene locator. */
export async function renderPageScene(
  ui: ReactElement,
  scene: PageScene,
  { api, session, width = 1280, height = 720, padding = 0 }: PageSceneOptions,
) {
  const [{ page, commands }, { render, cleanup }] = await Promise.all([
    import('vitest/browser'),
    import('vitest-browser-react'),
  ]);
  // Imported lazily, vitest-browser-react cannot register its own cleanup: unmount the last scene.
  await cleanup();
  await page.viewport(width, height);
  await commands.parkPointer();
  // The scene wraps the providers: the toast regions beside the page would make its selector
  // ambiguous for the screenshot. It is the first screen of the page, cut at the viewport: the
  // runner's window is 1280 × 720, a larger frame would be scaled down and cropped.
  const screen = await render(
    <div data-testid="scene" style={{ display: 'flow-root', height, overflow: 'hidden' }}>
      <FeatureHarness
        api={api}
        language={scene.language}
        theme={scene.appearance}
        session={session ?? createSessionStore({ storage: undefined })}
      >
        <ToastProvider
          dismissLabel="Dismiss"
          regionLabels={{ 'top-end': 'Notifications', 'bottom-end': 'Push notifications' }}
        >
          {padding ? <div style={{ padding }}>{ui}</div> : ui}
        </ToastProvider>
      </FeatureHarness>
    </div>,
  );
  return { screen, scene: page.getByTestId('scene') };
}

/**
 * After the page's data is on screen: nothing still loading (no `aria-busy` skeleton or spinner
 * anywhere), fonts loaded, nothing focused (no focus ring, no caret).
 */
export async function settle(): Promise<void> {
  await expect
    .poll(() => document.querySelectorAll('[aria-busy="true"]').length, { timeout: 5000 })
    .toBe(0);
  await document.fonts.ready;
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
}

/** Screenshots are taken with animations stopped (house style). */
export const screenshotOptions = { screenshotOptions: { animations: 'disabled' as const } };
