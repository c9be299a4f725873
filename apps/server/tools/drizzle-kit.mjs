// Runs drizzle-kit with `drizzle-orm` resolved from this workspace.
// npm nests drizzle-orm under apps/server/node_modules while drizzle-kit is hoisted to the root,
// so drizzle-kit cannot see it from its own folder ("Please install latest version of
// drizzle-orm", toolchain.md §6 P4). NODE_PATH covers its require()s, the hook its import()s.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(path.join(serverDir, 'package.json'));
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const hook = new URL('./resolve-drizzle-orm.mjs', import.meta.url).href;

const result = spawnSync(process.execPath, ['--import', hook, bin, ...process.argv.slice(2)], {
  cwd: serverDir,
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: path.join(serverDir, 'node_modules') },
});
process.exit(result.status ?? 1);
