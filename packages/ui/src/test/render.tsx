import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { UiProvider } from '../UiProvider/UiProvider';
import type { Appearance, Language } from '../UiProvider/uiOptions';

export interface RenderWithUiOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  appearance?: Appearance;
}

/** Renders inside UiProvider (English, light unless told otherwise). */
export function renderWithUi(
  ui: ReactElement,
  { language = 'en', appearance = 'light', ...options }: RenderWithUiOptions = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <UiProvider language={language} appearance={appearance}>
      {children}
    </UiProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
