import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { Tooltip } from 'radix-ui';
import * as styles from './Menu.css';

// The collapsed menu's tooltips (Radix Tooltip with Floating UI): loaded when the browser is idle
// after the first paint (Menu.tsx), so the app shell's first JavaScript does without them.

/** Whether a MenuTooltipProvider is above: a tooltip without one would throw. */
const ProviderPresent = createContext(false);

/** Around the collapsed menu: moving between items shows the next tooltip without a delay. */
export function MenuTooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={200}>
      <ProviderPresent.Provider value>{children}</ProviderPresent.Provider>
    </Tooltip.Provider>
  );
}

export interface MenuTooltipProps {
  label: ReactNode;
  side: 'left' | 'right';
  /** The item's link or button; it must forward props and a ref (Radix `asChild`). */
  children: ReactElement;
}

/** The item's title beside its icon, on hover and keyboard focus. */
export function MenuTooltip({ label, side, children }: MenuTooltipProps) {
  // The provider and the items re-render separately when this module arrives.
  if (!useContext(ProviderPresent)) return children;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Content side={side} sideOffset={8} className={styles.tooltip}>
        {label}
      </Tooltip.Content>
    </Tooltip.Root>
  );
}
