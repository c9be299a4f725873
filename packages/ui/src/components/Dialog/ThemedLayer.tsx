import { forwardRef, type ReactNode } from 'react';
import { Theme } from '@radix-ui/themes';
import { useUi } from '../../UiProvider/useUi';

/**
 * Portalled content lands in <body>, outside UiProvider's element: re-enter the theme (Radix tokens,
 * appearance, accent) and the direction and language there, as Radix Themes does for its own portals.
 */
export const ThemedLayer = forwardRef<HTMLDivElement, { children?: ReactNode }>(
  function ThemedLayer({ children }, ref) {
    const { dir, language } = useUi();
    return (
      <Theme asChild>
        <div ref={ref} dir={dir} lang={language} data-atrium-layer="">
          {children}
        </div>
      </Theme>
    );
  },
);
ThemedLayer.displayName = 'ThemedLayer';
