/** Shared helpers for scripts/new-*.mjs: argument parsing, name cases, no-overwrite writes. */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export class GeneratorError extends Error {}

/** `node scripts/new-x.mjs <Name> [--root <dir>]` → { name, root } */
export function parseGeneratorArgs(argv, usage) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { root: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) throw new GeneratorError(usage);
  return { name: positionals[0], root: path.resolve(values.root ?? REPO_ROOT) };
}

export const isPascalCase = (name) => /^[A-Z][a-z0-9]*(?:[A-Z][a-z0-9]*)*$/.test(name);
export const isKebabCase = (name) => /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(name);

/** `user-groups` → `userGroups` */
export const camelFromKebab = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
/** `user-groups` → `UserGroups` */
export const pascalFromKebab = (name) => {
  const camel = camelFromKebab(name);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
};
/** `BottomNav` → `bottomNav` */
export const lowerFirst = (name) => name.charAt(0).toLowerCase() + name.slice(1);

/** Format with the repo's Prettier config when Prettier is installed; otherwise keep the text. */
async function formatted(file, content) {
  try {
    const prettier = await import('prettier');
    // the repo's config, also when writing into a --root outside the repo (tests)
    const options = await prettier.resolveConfig(path.join(REPO_ROOT, 'package.json'));
    return await prettier.format(content, { ...options, filepath: file });
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return content;
    throw error;
  }
}

/**
 * Write `files` ({ relative path: content }) into `dir`, Prettier-formatted. Nothing is written if
 * any file already exists, so a generator never clobbers work.
 * @returns {Promise<string[]>} the written paths
 */
export async function writeFiles(dir, files) {
  const targets = Object.keys(files).map((file) => path.join(dir, file));
  const existing = targets.filter((target) => existsSync(target));
  if (existing.length) {
    throw new GeneratorError(
      `Refusing to overwrite existing files:\n${existing.map((f) => `  ${f}`).join('\n')}`,
    );
  }
  const contents = await Promise.all(
    Object.entries(files).map(([file, content]) =>
      formatted(path.join(dir, file), content.replace(/^\n/, '')),
    ),
  );
  targets.forEach((target, index) => {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, contents[index], { flag: 'wx' });
  });
  return targets;
}

/** Run a generator's main function as a CLI with clean error output. */
export async function runCli(main) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof GeneratorError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

export function report(root, written, nextSteps) {
  console.log(`Created ${written.length} files:`);
  for (const file of written) console.log(`  ${path.relative(root, file)}`);
  console.log(`\nNext:\n${nextSteps.map((step) => `  - ${step}`).join('\n')}`);
}
