import {
  clampChroma,
  converter,
  formatHex,
  formatHex8,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parseHex,
  useMode as registerMode,
  wcagContrast,
  type Oklch,
  type Rgb,
} from 'culori/fn';
import type { ResolvedAppearance } from '../UiProvider/uiOptions';

// culori/fn registers nothing by itself: only the spaces used here end up in the bundle. Registered
// on first use, not at import, so bundlers can drop this module (and culori) when it is not called.
let spaces: {
  toOklch: ReturnType<typeof converter<'oklch'>>;
  toRgb: ReturnType<typeof converter<'rgb'>>;
} | null = null;
function colorSpaces() {
  if (!spaces) {
    registerMode(modeRgb);
    registerMode(modeLrgb);
    registerMode(modeOklab);
    registerMode(modeOklch);
    spaces = { toOklch: converter('oklch'), toRgb: converter('rgb') };
  }
  return spaces;
}
const toOklch = (color: Rgb | Oklch) => colorSpaces().toOklch(color);
const toRgb = (color: Rgb | Oklch | undefined) => colorSpaces().toRgb(color as Rgb);

/** WCAG AA for normal text. */
export const AA = 4.5;

/** Radix Themes' page backgrounds (`--color-background`): white, and slate-dark 1 (gray 'slate'). */
export const backgrounds: Record<ResolvedAppearance, string> = {
  light: '#ffffff',
  dark: '#111113',
};

/*
 * The shape of a scale, measured from Radix's blue (OKLCH lightness, chroma relative to step 9):
 * each generated step takes the template's lightness and the input's hue, with the input's chroma
 * scaled like Radix's. Steps 9 and 10 are the input colour itself (adjusted for AA, see below).
 */
const template: Record<ResolvedAppearance, readonly (readonly [number, number])[]> = {
  light: [
    [0.993, 0.018],
    [0.982, 0.048],
    [0.96, 0.104],
    [0.938, 0.181],
    [0.905, 0.266],
    [0.863, 0.353],
    [0.81, 0.459],
    [0.734, 0.629],
    [0.649, 1],
    [0.622, 0.949],
    [0.556, 0.84],
    [0.324, 0.499],
  ],
  dark: [
    [0.194, 0.132],
    [0.213, 0.157],
    [0.274, 0.343],
    [0.32, 0.501],
    [0.367, 0.549],
    [0.416, 0.587],
    [0.474, 0.631],
    [0.541, 0.723],
    [0.649, 1],
    [0.688, 0.877],
    [0.764, 0.651],
    [0.907, 0.264],
  ],
};

/** Everything Radix Themes reads for an accent colour. `solid[0]` is step 1. */
export interface AccentScale {
  solid: string[];
  /** Alpha steps: over `backgrounds[appearance]` they look exactly like `solid`. */
  alpha: string[];
  /** Text on step 9 (and 10): white, or a dark ink for light colours; AA on both. */
  contrast: string;
  surface: string;
  indicator: string;
  track: string;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

function oklchOf(hex: string): Oklch {
  const rgb = parseHex(hex) as Rgb | undefined;
  if (!rgb) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const color = toOklch(rgb);
  return { ...color, h: color.h ?? 0 };
}

function hexOf(color: Oklch): string {
  return formatHex(clampChroma({ ...color, l: clamp01(color.l) }, 'oklch'));
}

/** Moves the lightness by `step` until `passes` (or the end of the range); returns the hex. */
function adjust(color: Oklch, step: number, passes: (hex: string) => boolean): string {
  let candidate = color;
  for (let i = 0; i < 200 && !passes(hexOf(candidate)); i++) {
    candidate = { ...candidate, l: clamp01(candidate.l + step) };
  }
  return hexOf(candidate);
}

/** The most transparent colour that looks like `target` over `background` (Radix's alpha steps). */
export function alphaOver(target: string, background: string): string {
  const t = toRgb(parseHex(target)) as Rgb;
  const b = toRgb(parseHex(background)) as Rgb;
  const channels = ['r', 'g', 'b'] as const;
  const needed = channels.map((c) => {
    if (t[c] === b[c]) return 0;
    return t[c] < b[c] ? (b[c] - t[c]) / b[c] : (t[c] - b[c]) / (1 - b[c]);
  });
  // rounded up to a byte so the composite never falls short of the target
  const alpha = Math.min(1, Math.ceil(Math.max(...needed) * 255) / 255);
  if (alpha === 0) return formatHex8({ mode: 'rgb', r: b.r, g: b.g, b: b.b, alpha: 0 });
  const fg = Object.fromEntries(
    channels.map((c) => [c, clamp01((t[c] - b[c] * (1 - alpha)) / alpha)]),
  ) as Pick<Rgb, 'r' | 'g' | 'b'>;
  return formatHex8({ mode: 'rgb', ...fg, alpha });
}

/**
 * A 12-step accent scale for one appearance, from one `#rrggbb` colour, with the AA guarantees our
 * components rely on: `contrast` text on steps 9 and 10 ≥ 4.5:1, step 11 text on the page background
 * (and on step 2, the tinted surfaces) ≥ 4.5:1, step 12 on the background ≥ 4.5:1.
 * Step 9 stays the given colour unless that rule forces it darker (or lighter).
 */
export function generateAccentScale(hex: string, appearance: ResolvedAppearance): AccentScale {
  const input = oklchOf(hex);
  const background = backgrounds[appearance];
  const shape = template[appearance];
  const solid = shape.map(([l, ratio]) => hexOf({ ...input, l, c: input.c * ratio }));

  // Step 9: white text when the colour is dark enough to get there by darkening a little (a blue
  // brand colour stays blue with white text), otherwise a dark ink (yellow, lime, light cyan).
  const dark = hexOf({ mode: 'oklch', l: 0.24, c: Math.min(input.c * 0.25, 0.04), h: input.h });
  const inputHex = hexOf(input);
  const useWhite = wcagContrast('#ffffff', inputHex) >= 3;
  const contrast = useWhite ? '#ffffff' : dark;
  const readable = (fill: string) => wcagContrast(contrast, fill) >= AA;
  const toward = useWhite ? -0.005 : 0.005;
  solid[8] = adjust(input, toward, readable);
  const nine = oklchOf(solid[8]);
  solid[9] = adjust({ ...nine, l: nine.l + (useWhite ? -0.03 : 0.03) }, toward, readable);

  // Step 11 (accessible text) and 12 (high-contrast text) against the background and step 2.
  const tintedSurface = solid[1] ?? background;
  const textStep = (index: number) => {
    const [l, ratio] = shape[index] ?? [0.5, 1];
    const base: Oklch = { ...input, l, c: input.c * ratio };
    const passes = (fill: string) =>
      wcagContrast(fill, background) >= AA && wcagContrast(fill, tintedSurface) >= AA;
    return adjust(base, appearance === 'light' ? -0.005 : 0.005, passes);
  };
  solid[10] = textStep(10);
  solid[11] = textStep(11);

  const alpha = solid.map((step) => alphaOver(step, background));
  const surfaceBase = oklchOf(solid[appearance === 'light' ? 1 : 2] ?? background);
  const surface = formatHex8({
    ...(toRgb(surfaceBase) as Rgb),
    alpha: appearance === 'light' ? 0.8 : 0.5,
  });
  return { solid, alpha, contrast, surface, indicator: solid[8], track: solid[8] };
}

/** Radix's accent and focus custom properties for a scale: `--accent-1` … `--focus-a12`. */
export function accentCustomProperties(scale: AccentScale): Record<string, string> {
  const properties: Record<string, string> = {
    '--accent-contrast': scale.contrast,
    '--accent-surface': scale.surface,
    '--accent-indicator': scale.indicator,
    '--accent-track': scale.track,
  };
  scale.solid.forEach((value, index) => {
    properties[`--accent-${index + 1}`] = value;
    properties[`--focus-${index + 1}`] = value;
  });
  scale.alpha.forEach((value, index) => {
    properties[`--accent-a${index + 1}`] = value;
    properties[`--focus-a${index + 1}`] = value;
  });
  return properties;
}

const declarations = (properties: Record<string, string>) =>
  Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/**
 * The stylesheet UiProvider injects for a run-time primary colour: the light and dark scales on every
 * Theme element whose accent is `accentKey` (the root and the Themes Radix and our dialogs put around
 * portalled content), in the atrium layer.
 */
export function primaryColorCss(hex: string, accentKey: string): string {
  const selector = `.radix-themes[data-accent-color="${accentKey}"]`;
  const light = declarations(accentCustomProperties(generateAccentScale(hex, 'light')));
  const dark = declarations(accentCustomProperties(generateAccentScale(hex, 'dark')));
  return `@layer atrium{${selector}{${light}}${selector}:where(.dark,.dark-theme){${dark}}}`;
}
