export { AppShell, type AppShellProps, type AppShellLabels } from './AppShell';
export {
  appShellLayouts,
  appShellContentWidths,
  overlayNavBreakpoint,
  type AppShellLayout,
  type AppShellContentWidth,
} from './appShellVariants';
export { useMediaQuery } from './useMediaQuery';
