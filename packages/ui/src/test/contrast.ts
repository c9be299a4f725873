/** An sRGB colour with channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * Reads a computed CSS colour: `rgb()`/`rgba()`, or `color(srgb|display-p3 …)` (Radix's P3
 * tokens; treated as sRGB, close enough for a contrast threshold).
 */
export function parseCssColor(value: string): Rgba {
  const rgb = /^rgba?\(([^)]+)\)$/.exec(value.trim());
  if (rgb?.[1]) {
    const [r = 0, g = 0, b = 0, a = 1] = rgb[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { r, g, b, a };
  }
  const color = /^color\((?:srgb|display-p3)\s+([^)]+)\)$/.exec(value.trim());
  if (color?.[1]) {
    const [r = 0, g = 0, b = 0, a = 1] = color[1]
      .split(/[\s/]+/)
      .filter(Boolean)
      .map(Number);
    return { r: r * 255, g: g * 255, b: b * 255, a };
  }
  throw new Error(`Unsupported colour: ${value}`);
}

/** `top` painted over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio (1–21) of two colours; a translucent first colour is blended over the second. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const fg = foreground.a < 1 ? over(foreground, background) : foreground;
  const [light, dark] = [luminance(fg), luminance(background)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The first opaque background behind an element (white when none is set). */
export function backgroundBehind(element: Element): Rgba {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const color = parseCssColor(getComputedStyle(node).backgroundColor);
    if (color.a === 1) return color;
  }
  return { r: 255, g: 255, b: 255, a: 1 };
}
