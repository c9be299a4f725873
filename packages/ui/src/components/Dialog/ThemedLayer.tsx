import { forwardRef, type ReactNode } from 'react';
import { PortalTheme } from '../../UiProvider/PortalTheme';
import { useUi } from '../../UiProvider/useUi';

/**
 * Portalled content lands in <body>, outside UiProvider's element: re-enter the theme (Radix tokens,
 * appearance, accent) and the direction and language there, as Radix Themes does for its own portals.
 */
export const ThemedLayer = forwardRef<HTMLDivElement, { children?: ReactNode }>(
  function ThemedLayer({ children }, ref) {
    const { dir, language } = useUi();
    return (
      <PortalTheme>
        <div ref={ref} dir={dir} lang={language} data-atrium-layer="">
          {children}
        </div>
      </PortalTheme>
    );
  },
);
ThemedLayer.displayName = 'ThemedLayer';
