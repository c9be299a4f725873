#!/usr/bin/env node
/**
 * i18n key parity: every `locales/en.json` under packages/ and apps/ needs an `ar.json` beside it
 * with exactly the same nested keys, and no empty Arabic text. An Arabic text identical to the
 * English one (longer than 3 letters) is probably untranslated: a warning, not a failure.
 *
 * Plural keys are compared by their base: i18next uses `_one`/`_other` in English and
 * `_zero`/`_one`/`_two`/`_few`/`_many`/`_other` in Arabic, so `count_one` ≡ `count_few`.
 *
 * Usage: node scripts/check-i18n.mjs [--root <dir>]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SEARCH_DIRS = ['packages', 'apps'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '.turbo']);
const PLURAL_SUFFIX = /_(?:ordinal_)?(?:zero|one|two|few|many|other)$/;

/** Every `locales/en.json` (and orphan `locales/ar.json`) below root/packages and root/apps. */
export function findLocaleDirs(root) {
  const found = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isDirectory() || SKIP_DIRS.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (
        entry.name === 'locales' &&
        (existsSync(path.join(full, 'en.json')) || existsSync(path.join(full, 'ar.json')))
      ) {
        found.push(full);
      }
      walk(full);
    }
  };
  for (const sub of SEARCH_DIRS) walk(path.join(root, sub));
  return found.sort();
}

/** Leaves of a nested JSON object as `a.b.c` → value. */
export function flatten(value, prefix = '', out = new Map()) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const normalizeKey = (key) => key.replace(PLURAL_SUFFIX, '_<plural>');
const letters = (text) => (text.replace(/\{\{[^}]*\}\}/g, '').match(/\p{L}/gu) ?? []).length;

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Compare one locales/ directory.
 * @returns {{ dir: string, errors: string[], warnings: string[] }}
 */
export function checkLocaleDir(dir) {
  const errors = [];
  const warnings = [];
  const enFile = path.join(dir, 'en.json');
  const arFile = path.join(dir, 'ar.json');
  if (!existsSync(enFile)) return { dir, errors: ['ar.json has no en.json beside it'], warnings };
  if (!existsSync(arFile)) return { dir, errors: ['ar.json is missing'], warnings };

  let en;
  let ar;
  try {
    en = flatten(readJson(enFile));
  } catch (error) {
    return { dir, errors: [`en.json is not valid JSON: ${error.message}`], warnings };
  }
  try {
    ar = flatten(readJson(arFile));
  } catch (error) {
    return { dir, errors: [`ar.json is not valid JSON: ${error.message}`], warnings };
  }

  const enKeys = new Set([...en.keys()].map(normalizeKey));
  const arKeys = new Set([...ar.keys()].map(normalizeKey));
  const missingInAr = [...enKeys].filter((key) => !arKeys.has(key));
  const missingInEn = [...arKeys].filter((key) => !enKeys.has(key));
  if (missingInAr.length) errors.push(`missing in ar.json: ${missingInAr.join(', ')}`);
  if (missingInEn.length)
    errors.push(`missing in en.json (only in ar.json): ${missingInEn.join(', ')}`);

  const empty = [];
  const identical = [];
  for (const [key, value] of ar) {
    if (typeof value !== 'string') {
      errors.push(`ar.json: ${key} is not a string`);
      continue;
    }
    if (value.trim() === '') {
      empty.push(key);
      continue;
    }
    if (en.get(key) === value && letters(value) > 3) identical.push(`${key} ("${value}")`);
  }
  for (const [key, value] of en) {
    if (typeof value !== 'string') errors.push(`en.json: ${key} is not a string`);
  }
  if (empty.length) errors.push(`empty in ar.json: ${empty.join(', ')}`);
  if (identical.length) warnings.push(`identical to English in ar.json: ${identical.join(', ')}`);
  return { dir, errors, warnings };
}

/** @returns {{ results: ReturnType<typeof checkLocaleDir>[], failed: boolean }} */
export function checkI18n(root) {
  const results = findLocaleDirs(root).map(checkLocaleDir);
  return { results, failed: results.some((result) => result.errors.length > 0) };
}

function main(argv) {
  const rootIndex = argv.indexOf('--root');
  const root = path.resolve(
    rootIndex >= 0
      ? argv[rootIndex + 1]
      : path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
  );
  const { results, failed } = checkI18n(root);
  for (const { dir, errors, warnings } of results) {
    if (!errors.length && !warnings.length) continue;
    const rel = path.relative(root, dir) || dir;
    console.log(`${errors.length ? '✖' : '⚠'} ${rel}/`);
    for (const line of errors) console.log(`    error: ${line}`);
    for (const line of warnings) console.log(`    warning: ${line}`);
  }
  const errorCount = results.filter((result) => result.errors.length).length;
  console.log(
    `i18n: ${results.length} locale folder(s) checked, ${errorCount} with errors` +
      (failed ? ' — every en.json needs an ar.json with the same keys and no empty text.' : ''),
  );
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
