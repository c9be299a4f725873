import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Link } from '@atrium/ui';

export interface DriveLinkProps {
  /** Where the link leads, when the app gives URLs: a real link (open in a new tab works). */
  href?: string | undefined;
  onOpen: () => void;
  children: ReactNode;
  /** Keys on the focused link (F2, Delete). */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  'aria-keyshortcuts'?: string | undefined;
  /** The table's roving focus: the cell's one control (see DataTable). */
  gridWidget?: boolean;
  /** A selected row is tinted: the link takes the high-contrast text to keep 4.5:1. */
  highContrast?: boolean;
  weight?: 'regular' | 'medium';
}

const BUTTON_RESET = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  display: 'inline-block',
  maxWidth: '100%',
  minWidth: 0,
  verticalAlign: 'bottom',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** A plain click follows the app (no reload); a modified or middle click is the browser's. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * An item's name that opens it: a link when the app gives URLs, a button otherwise. Its own
 * direction (`dir="auto"`): an English name reads right in an Arabic page, and the other way.
 */
export function DriveLink({
  href,
  onOpen,
  children,
  onKeyDown,
  gridWidget = false,
  highContrast = false,
  weight = 'medium',
  ...rest
}: DriveLinkProps) {
  const widget = gridWidget ? { 'data-grid-widget': '', tabIndex: -1 } : {};
  return (
    <Link asChild size="2" weight={weight} highContrast={highContrast}>
      {href ? (
        <a
          href={href}
          dir="auto"
          style={BUTTON_RESET}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onOpen();
          }}
          onKeyDown={onKeyDown}
          {...widget}
          {...rest}
        >
          {children}
        </a>
      ) : (
        <button
          type="button"
          dir="auto"
          style={BUTTON_RESET}
          onClick={onOpen}
          onKeyDown={onKeyDown}
          {...widget}
          {...rest}
        >
          {children}
        </button>
      )}
    </Link>
  );
}
