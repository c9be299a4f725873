// @atrium/ui's own dependencies that Vite would otherwise discover (and re-bundle for) mid-run.
export const uiDependencies = [
  '@ariakit/react',
  '@tanstack/react-virtual',
  '@vanilla-extract/recipes/createRuntimeFn',
  'culori/fn',
  'date-fns',
  'react-colorful',
  'react-day-picker',
  'react-day-picker/locale',
  'recharts',
];
