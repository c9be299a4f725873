import { describe, expect, it } from 'vitest';
import { wcagContrast } from 'culori';
import {
  AA,
  accentCustomProperties,
  alphaOver,
  backgrounds,
  generateAccentScale,
  primaryColorCss,
} from './primaryScale';

const samples = {
  'spec primary': '#2c8be9',
  'light yellow': '#ffe66d',
  'pure yellow': '#ffff00',
  orange: '#ff9800',
  magenta: '#e91e63',
  green: '#28c76f',
  'very dark navy': '#0b1d3a',
  gray: '#808080',
  white: '#ffffff',
} as const;

const composite = (alphaHex: string, background: string) => {
  const [r, g, b, a] = [1, 3, 5, 7].map((i) => parseInt(alphaHex.slice(i, i + 2), 16));
  const bg = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  const alpha = a! / 255;
  return [r, g, b].map((c, i) => Math.round(c! * alpha + bg[i]! * (1 - alpha)));
};
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe.each(['light', 'dark'] as const)('generateAccentScale (%s)', (appearance) => {
  const background = backgrounds[appearance];

  it.each(Object.entries(samples))('%s %s meets WCAG AA where text sits', (_, hex) => {
    const scale = generateAccentScale(hex, appearance);
    expect(scale.solid).toHaveLength(12);
    expect(scale.alpha).toHaveLength(12);
    for (const step of scale.solid) expect(step).toMatch(/^#[0-9a-f]{6}$/);
    // text on solid fills (buttons): contrast colour on steps 9 and 10
    expect(wcagContrast(scale.contrast, scale.solid[8]!)).toBeGreaterThanOrEqual(AA);
    expect(wcagContrast(scale.contrast, scale.solid[9]!)).toBeGreaterThanOrEqual(AA);
    // accent text (links, soft buttons): step 11 on the page and on step 2; step 12 on the page
    expect(wcagContrast(scale.solid[10]!, background)).toBeGreaterThanOrEqual(AA);
    expect(wcagContrast(scale.solid[10]!, scale.solid[1]!)).toBeGreaterThanOrEqual(AA);
    expect(wcagContrast(scale.solid[11]!, background)).toBeGreaterThanOrEqual(AA);
  });

  it('keeps the given colour as step 9 when it already passes', () => {
    expect(generateAccentScale('#0b5cad', appearance).solid[8]).toBe('#0b5cad');
  });

  it('alpha steps look like the solid steps over the page background', () => {
    const scale = generateAccentScale('#2c8be9', appearance);
    scale.alpha.forEach((alpha, index) => {
      const actual = composite(alpha, background);
      channels(scale.solid[index]!).forEach((expected, c) =>
        expect(Math.abs(actual[c]! - expected)).toBeLessThanOrEqual(2),
      );
    });
  });

  it('runs from the background to the text colour in lightness', () => {
    const luminance = (hex: string) => wcagContrast(hex, background);
    const { solid } = generateAccentScale('#2c8be9', appearance);
    // contrast with the page grows from step 1 to 8 and 11 to 12
    for (let i = 1; i < 8; i++)
      expect(luminance(solid[i]!)).toBeGreaterThanOrEqual(luminance(solid[i - 1]!));
    expect(luminance(solid[11]!)).toBeGreaterThan(luminance(solid[10]!));
  });
});

describe('the spec primary #2c8be9', () => {
  it('is darkened just enough for white text in light mode and keeps its hue', () => {
    const scale = generateAccentScale('#2c8be9', 'light');
    expect(scale.contrast).toBe('#ffffff');
    const contrast = wcagContrast('#ffffff', scale.solid[8]!);
    expect(contrast).toBeGreaterThanOrEqual(AA);
    expect(contrast).toBeLessThan(5);
  });

  it('a light yellow gets dark text instead of white', () => {
    const scale = generateAccentScale('#ffe66d', 'light');
    expect(scale.contrast).not.toBe('#ffffff');
    expect(scale.solid[8]).toBe('#ffe66d');
  });

  it('rejects anything but #rrggbb', () => {
    expect(() => generateAccentScale('blue', 'light')).toThrow(RangeError);
  });
});

describe('alphaOver', () => {
  it('is fully transparent for the background itself and opaque for black on white', () => {
    expect(alphaOver('#ffffff', '#ffffff')).toMatch(/00$/);
    expect(alphaOver('#000000', '#ffffff')).toBe('#000000ff');
  });
});

describe('accentCustomProperties', () => {
  it('names every Radix accent and focus variable', () => {
    const properties = accentCustomProperties(generateAccentScale('#2c8be9', 'light'));
    const names = Object.keys(properties);
    for (let step = 1; step <= 12; step++) {
      for (const prefix of ['--accent-', '--accent-a', '--focus-', '--focus-a'])
        expect(names).toContain(`${prefix}${step}`);
    }
    for (const name of [
      '--accent-contrast',
      '--accent-surface',
      '--accent-indicator',
      '--accent-track',
    ])
      expect(names).toContain(name);
    expect(names).toHaveLength(52);
  });
});

describe('primaryColorCss', () => {
  it('defines light and dark scales for one accent key in the atrium layer', () => {
    const css = primaryColorCss('#e91e63', 'atrium-e91e63');
    expect(css.startsWith('@layer atrium{.radix-themes[data-accent-color="atrium-e91e63"]{')).toBe(
      true,
    );
    expect(css.match(/--accent-9:/g)).toHaveLength(2);
    expect(css).toContain(`--accent-9:${generateAccentScale('#e91e63', 'dark').solid[8]}`);
  });
});
