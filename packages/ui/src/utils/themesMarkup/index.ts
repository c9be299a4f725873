/**
 * Radix Themes' markup — its class names and data attributes — for the few props our components
 * pass, without its React components (ADR 0009).
 *
 * Why: every Radix Themes component runs its props through a generic prop-definition engine
 * (extract-props, responsive class builders, the margin/padding/layout tables, Slot). That engine
 * is ~5 kB gzip that every page, /login included, paid for a handful of fixed props. Radix Themes
 * stays our base layer: its CSS styles these elements exactly as before. themesMarkup.test.tsx
 * renders each helper next to the Radix Themes component it stands for and requires identical
 * HTML, so a Radix upgrade that changes its markup fails a test instead of drifting silently.
 * One file per component, so a page takes only the markup it renders; the classes come from the
 * component's table (`*.props.ts`, in the shape of Radix's own) through propTable.ts.
 */
export type { ThemesColor } from './types';
export { ThemesButton, type ThemesButtonProps, type ThemesButtonVariant } from './ThemesButton';
export {
  ThemesTextFieldRoot,
  ThemesTextFieldSlot,
  type ThemesTextFieldRootProps,
  type ThemesTextFieldSlotProps,
} from './ThemesTextField';
export { ThemesCalloutIcon, ThemesCalloutRoot, type ThemesCalloutRootProps } from './ThemesCallout';
export { VisuallyHidden } from './VisuallyHidden';
