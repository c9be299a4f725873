import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { UiProvider } from '../UiProvider/UiProvider';
import type { Appearance, DigitsPreference, Language } from '../UiProvider/uiOptions';

export interface RenderWithUiOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  appearance?: Appearance;
  digits?: DigitsPreference;
}

/** Renders inside UiProvider (English, light, the language's digits unless told otherwise). */
export function renderWithUi(
  ui: ReactElement,
  { language = 'en', appearance = 'light', digits = 'auto', ...options }: RenderWithUiOptions = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <UiProvider language={language} appearance={appearance} digits={digits}>
      {children}
    </UiProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
