const systemFallback =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/** Font stacks per language; the faces are bundled from @fontsource (no web font requests). */
export const fontStacks = {
  en: `'Inter Variable', ${systemFallback}`,
  ar: `'Cairo', 'Inter Variable', ${systemFallback}`,
} as const;
