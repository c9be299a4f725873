import { type ComponentPropsWithoutRef, type CSSProperties } from 'react';

// The style Radix's VisuallyHidden primitive applies (the sr-only pattern).
const visuallyHiddenStyle: CSSProperties = {
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
};

/** Text for assistive technology only. */
export function VisuallyHidden({ style, ...rest }: ComponentPropsWithoutRef<'span'>) {
  return <span {...rest} style={{ ...visuallyHiddenStyle, ...style }} />;
}
