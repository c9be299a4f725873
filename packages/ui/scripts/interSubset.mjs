#!/usr/bin/env node
/**
 * Builds src/fonts/inter-latin-basic-wght-normal.woff2: Inter (variable, the whole weight axis, every
 * layout feature it has) cut down to the characters English interface text is made of — printable
 * ASCII and the usual typographic marks. 31 kB instead of the 48 kB of @fontsource's `latin` file,
 * which also carries the accented letters of Latin-1 and more.
 *
 * Why: the body font is preloaded with every first page (apps/web/routePreloads.ts), so on a phone it
 * downloads alongside the app's own code, sharing the connection; every kilobyte of it delays the
 * first render. base.css declares this file after @fontsource's faces, with the unicode-range below,
 * so the browser takes it for these characters and fetches @fontsource's full `latin` file only
 * when a page shows a character outside it (a name with an accent, say).
 *
 *   node scripts/interSubset.mjs           write the file
 *   node scripts/interSubset.mjs --check   exit 1 when the file is stale (src/fonts/interSubset.test.ts does the same)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const here = path.dirname(fileURLToPath(import.meta.url));
export const packageRoot = path.resolve(here, '..');
export const outputFile = path.join(packageRoot, 'src/fonts/inter-latin-basic-wght-normal.woff2');

const require = createRequire(import.meta.url);
export const sourceFile = path.join(
  path.dirname(require.resolve('@fontsource-variable/inter/package.json')),
  'files/inter-latin-wght-normal.woff2',
);

/**
 * [first, last] code points: printable ASCII, no-break space, © « ® ° · » ×, en and em dashes,
 * curly quotes, bullet, ellipsis, €, ™ and the minus sign. base.css's unicode-range must say the
 * same (src/fonts/interSubset.test.ts checks it).
 */
export const BASIC_LATIN = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xab, 0xab],
  [0xae, 0xae],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  [0xbb, 0xbb],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

const hex = (codePoint) => codePoint.toString(16).toUpperCase();

/** BASIC_LATIN as a CSS unicode-range value: `U+20-7E, U+A0, …`. */
export function unicodeRange(ranges = BASIC_LATIN) {
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/** Every character of the ranges, as the text subset-font keeps the glyphs of. */
export function characters(ranges = BASIC_LATIN) {
  let text = '';
  for (const [first, last] of ranges) {
    for (let codePoint = first; codePoint <= last; codePoint += 1) {
      text += String.fromCodePoint(codePoint);
    }
  }
  return text;
}

/** The subset font's bytes (woff2). The weight axis and the layout features are kept as they are. */
export async function buildInterSubset() {
  return subsetFont(readFileSync(sourceFile), characters(), { targetFormat: 'woff2' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const font = await buildInterSubset();
  if (process.argv.includes('--check')) {
    if (!readFileSync(outputFile).equals(font)) {
      console.error(
        `${path.relative(packageRoot, outputFile)} is stale: run npm run inter-subset -w @atrium/ui`,
      );
      process.exitCode = 1;
    }
  } else {
    writeFileSync(outputFile, font);
    console.log(`${path.relative(packageRoot, outputFile)}: ${font.length} bytes`);
  }
}
