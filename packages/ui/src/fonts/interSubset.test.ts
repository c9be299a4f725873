// @vitest-environment node
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BASIC_LATIN,
  buildInterSubset,
  characters,
  outputFile,
  sourceFile,
  unicodeRange,
  // @ts-expect-error — a plain .mjs build script without type declarations
} from '../../scripts/interSubset.mjs';

const baseCss = readFileSync(fileURLToPath(new URL('../styles/base.css', import.meta.url)), 'utf8');

describe('inter-latin-basic-wght-normal.woff2', () => {
  it('is what the script cuts from the installed @fontsource file (run `npm run inter-subset -w @atrium/ui`)', async () => {
    const built = (await (buildInterSubset as () => Promise<Buffer>)()) as Buffer;
    expect(readFileSync(outputFile as string).equals(built)).toBe(true);
  });

  it('is declared in base.css for exactly the characters it holds, after the @fontsource faces', () => {
    const face = /@font-face\s*{[^}]*inter-latin-basic-wght-normal\.woff2[^}]*}/.exec(baseCss)?.[0];
    expect(face).toBeDefined();
    expect(face).toContain("font-family: 'Inter Variable'");
    expect(face).toContain('font-weight: 100 900');
    // Prettier wraps the long value over lines.
    expect(face!.replace(/\s+/g, ' ')).toContain(
      `unicode-range: ${(unicodeRange as () => string)()};`,
    );
    // The later of two faces whose ranges overlap is checked first (CSS Fonts 4, §4.5).
    expect(baseCss.indexOf(face!)).toBeGreaterThan(
      baseCss.indexOf("@import '@fontsource-variable/inter/wght.css'"),
    );
  });

  it('covers printable ASCII and the common typographic marks, and is a third smaller than @fontsource’s latin file', () => {
    const text = (characters as () => string)();
    for (const character of ['A', 'z', '0', '@', '~', '’', '“', '—', '…', '€', '×'])
      expect(text).toContain(character);
    expect(text).not.toContain('é');
    expect(text.length).toBe(
      (BASIC_LATIN as [number, number][]).reduce((sum, [first, last]) => sum + last - first + 1, 0),
    );
    expect(statSync(outputFile as string).size).toBeLessThan(
      statSync(sourceFile as string).size * 0.67,
    );
  });

  it('writes the ranges as CSS unicode-range syntax', () => {
    expect(
      (unicodeRange as (ranges: [number, number][]) => string)([
        [0x20, 0x7e],
        [0xa0, 0xa0],
        [0x2013, 0x2014],
      ]),
    ).toBe('U+20-7E, U+A0, U+2013-2014');
  });
});
