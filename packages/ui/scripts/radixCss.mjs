#!/usr/bin/env node
/**
 * Builds src/styles/radix.generated.css: the subset of Radix Themes' compiled CSS that @atrium/ui uses,
 * chosen in src/styles/radixParts.json. The full stylesheet is ~86 kB gzip; the app's /login budget is
 * 35 kB for everything.
 *
 *   node scripts/radixCss.mjs           write the file
 *   node scripts/radixCss.mjs --check   exit 1 when the file is stale (src/styles/radixCss.test.ts does the same)
 *
 * How the subset is taken from Radix's own files (no hand-copied CSS):
 *   - tokens: tokens/base.css (space, radius, typography, shadows, the accent/gray mappings) and
 *     tokens/colors/<name>.css for each listed colour.
 *   - components: for each listed part, the component classes (`.rt-Button`, `.rt-BaseButton` …) named in
 *     Radix's source `src/components/<part>.css` and its imports; from the compiled components.css we keep
 *     each selector whose component classes are all among them, plus the rules that name no component
 *     (reset, Theme root) and the keyframes the kept rules use.
 *   - utilities: the prop classes (`.rt-r-gap-3`, `.rt-r-fd-column` …) of each listed group from Radix's
 *     source `src/styles/utilities/<group>.css` (`layout` is Radix's own bundle of the layout groups);
 *     their responsive variants (`md:rt-r-gap-3`) only for the `responsiveUtilities` groups.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';

const here = path.dirname(fileURLToPath(import.meta.url));
export const packageRoot = path.resolve(here, '..');
export const manifestFile = path.join(packageRoot, 'src/styles/radixParts.json');
export const outputFile = path.join(packageRoot, 'src/styles/radix.generated.css');

const require = createRequire(import.meta.url);
const radixRoot = path.dirname(require.resolve('@radix-ui/themes/package.json'));
const radixFile = (...parts) => path.join(radixRoot, ...parts);
const read = (file) => readFileSync(file, 'utf8');

const componentClass = /\.(rt-[A-Z][A-Za-z]*)/g;
const utilityClass = /\.(?:-)?(rt-(?:r-)?[a-z][a-z0-9-]*)/g;

const pascal = (file) =>
  path
    .basename(file, '.css')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * Classes a source CSS file (and the local files it @imports) styles. For components only the
 * classes named after the file count (`link.css` owns `rt-Link`, not the `rt-Code` it restyles
 * inside a link), so listing `link` does not pull in all of Code.
 */
function classesIn(file, pattern, owned, seen = new Set()) {
  const classes = new Set();
  if (seen.has(file)) return classes;
  seen.add(file);
  const source = read(file);
  for (const match of source.matchAll(/@import\s+['"](\.[^'"]+)['"]/g)) {
    const imported = path.resolve(path.dirname(file), match[1]);
    for (const name of classesIn(imported, pattern, owned, seen)) classes.add(name);
  }
  const prefix = `rt-${pascal(file)}`;
  for (const match of source.matchAll(pattern)) {
    if (!owned || match[1].startsWith(prefix)) classes.add(match[1]);
  }
  return classes;
}

function sourceFile(kind, part) {
  const file =
    kind === 'component'
      ? radixFile('src/components', `${part}.css`)
      : radixFile('src/styles/utilities', `${part}.css`);
  try {
    read(file);
  } catch {
    throw new Error(
      `radixParts.json: no Radix Themes ${kind} "${part}" (${path.relative(radixRoot, file)})`,
    );
  }
  return file;
}

/** `.md\:rt-r-gap-3` → `rt-r-gap-3`; `.-rt-r-m-2` → `rt-r-m-2`. */
const utilityName = (raw) => raw.replace(/^(?:xs|sm|md|lg|xl)\\:/, '').replace(/^-/, '');

function keepSelectors(rule, keep) {
  const kept = rule.selectors.filter(keep);
  if (kept.length === 0) return false;
  if (kept.length !== rule.selectors.length) rule.selectors = kept;
  return true;
}

function filterComponents(css, allowed) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    const keep = (selector) =>
      [...selector.matchAll(componentClass)].every((match) => allowed.has(match[1]));
    if (!keepSelectors(rule, keep)) rule.remove();
  });
  // keyframes only when a kept declaration names them
  const used = new Set();
  root.walkDecls(/^animation(-name)?$/, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) used.add(word);
  });
  root.walkAtRules(/keyframes$/, (atRule) => {
    if (!used.has(atRule.params)) atRule.remove();
  });
  return prune(root);
}

/** `.md\:-rt-r-mt-2` → `-rt-r-mt-2`: the class as written, sign kept, breakpoint dropped. */
const signedUtilityName = (raw) => raw.replace(/^(?:xs|sm|md|lg|xl)\\:/, '');

function filterUtilities(css, allowed, responsive, leftOut = []) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const inBreakpoint = rule.parent?.type === 'atrule' && rule.parent.name === 'media';
    const pool = inBreakpoint ? responsive : allowed;
    const keep = (selector) => {
      const raws = [...selector.matchAll(/\.((?:(?:xs|sm|md|lg|xl)\\:)?-?rt-[A-Za-z0-9-]+)/g)].map(
        (match) => match[1],
      );
      return (
        raws.length > 0 &&
        raws.every((raw) => pool.has(utilityName(raw))) &&
        !raws.some((raw) => leftOut.some((prefix) => signedUtilityName(raw).startsWith(prefix)))
      );
    };
    if (!keepSelectors(rule, keep)) rule.remove();
  });
  return prune(root);
}

/** Drops at-rules left empty. */
function prune(root) {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
  root.walkComments((comment) => comment.remove());
  return root
    .toString()
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** tokens/base.css without the accent and gray mappings (`[data-accent-color='ruby']`) of unlisted palettes. */
function filterTokens(css, colors) {
  const allowed = new Set([...colors, 'gray']);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const keep = (selector) =>
      [...selector.matchAll(/\[data-(?:accent|gray)-color=['"]?([a-z]+)['"]?\]/g)].every((match) =>
        allowed.has(match[1]),
      );
    if (!keepSelectors(rule, keep)) rule.remove();
  });
  return prune(root);
}

/** The generated stylesheet's text for a manifest. */
export function buildRadixCss(manifest = JSON.parse(read(manifestFile))) {
  const components = new Set();
  for (const part of manifest.components)
    for (const name of classesIn(sourceFile('component', part), componentClass, true))
      components.add(name);
  const utilities = new Set();
  for (const group of manifest.utilities)
    for (const name of classesIn(sourceFile('utility', group), utilityClass, false))
      utilities.add(name);
  const responsive = new Set();
  for (const group of manifest.responsiveUtilities)
    for (const name of classesIn(sourceFile('utility', group), utilityClass, false))
      responsive.add(name);

  const version = JSON.parse(read(radixFile('package.json'))).version;
  const sections = [
    `/* Generated by packages/ui/scripts/radixCss.mjs from @radix-ui/themes ${version} and src/styles/radixParts.json. Do not edit. */`,
    `/* tokens/base.css, mappings for: ${manifest.colors.join(', ')}, gray */`,
    filterTokens(read(radixFile('tokens/base.css')), manifest.colors),
    ...manifest.colors.flatMap((color) => [
      `/* tokens/colors/${color}.css */`,
      prune(postcss.parse(read(radixFile('tokens/colors', `${color}.css`)))),
    ]),
    `/* components.css: ${manifest.components.join(', ')} */`,
    filterComponents(read(radixFile('components.css')), components),
    `/* utilities.css: ${manifest.utilities.join(', ')}; responsive: ${manifest.responsiveUtilities.join(', ')} */`,
    filterUtilities(
      read(radixFile('utilities.css')),
      utilities,
      responsive,
      manifest.leftOutUtilityClasses ?? [],
    ),
  ];
  return `${sections.join('\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const css = buildRadixCss();
  if (process.argv.includes('--check')) {
    const current = read(outputFile);
    if (current !== css) {
      console.error(
        `${path.relative(process.cwd(), outputFile)} is stale: run npm run radix-css -w @atrium/ui`,
      );
      process.exit(1);
    }
    console.log('radix.generated.css is up to date');
  } else {
    writeFileSync(outputFile, css);
    console.log(
      `wrote ${path.relative(process.cwd(), outputFile)} (${(css.length / 1000).toFixed(1)} kB)`,
    );
  }
}
