import type { ReactElement } from 'react';
import { render } from 'vitest-browser-react';
import { commands, page } from 'vitest/browser';
import { UiProvider } from '../UiProvider/UiProvider';
import type { Language, ResolvedAppearance } from '../UiProvider/uiOptions';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Moves the real mouse outside every frame (vitest.config.ts), so nothing is hovered. */
    parkPointer: () => Promise<void>;
  }
}

export interface Scene {
  name: string;
  language: Language;
  appearance: ResolvedAppearance;
}

/** The three scenes every visual test covers: English LTR, Arabic RTL, dark. */
export const scenes: readonly Scene[] = [
  { name: 'ltr', language: 'en', appearance: 'light' },
  { name: 'rtl', language: 'ar', appearance: 'light' },
  { name: 'dark', language: 'en', appearance: 'dark' },
];

/** Renders `ui` in UiProvider at a fixed viewport and returns the locator to screenshot. */
export async function renderScene(
  ui: ReactElement,
  { language, appearance }: Scene,
  {
    width = 480,
    height = 320,
    padding = 16,
  }: { width?: number; height?: number; padding?: number } = {},
) {
  await page.viewport(width, height);
  await commands.parkPointer();
  await render(
    <UiProvider language={language} appearance={appearance}>
      <div data-testid="scene" style={{ padding, display: 'flow-root' }}>
        {ui}
      </div>
    </UiProvider>,
  );
  await document.fonts.ready;
  return page.getByTestId('scene');
}

/** Screenshots are taken with animations stopped (house style). */
export const screenshotOptions = { screenshotOptions: { animations: 'disabled' as const } };
