import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { checkI18n } from './check-i18n.mjs';
import { REPO_ROOT } from './generators/lib.mjs';

const scriptsDir = path.dirname(fileURLToPath(import.meta.url));
let root;

const run = (script, ...args) =>
  spawnSync(process.execPath, [path.join(scriptsDir, script), ...args, '--root', root], {
    encoding: 'utf8',
  });

before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'atrium-gen-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

/** Lint and format-check generated files as if they sat at the same place in the repo. */
async function assertLintAndFormatClean(dir, files) {
  const eslint = new ESLint({ cwd: REPO_ROOT });
  const relDir = path.relative(root, dir);
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const repoPath = path.join(REPO_ROOT, relDir, file);
    if (/\.(tsx?|mjs)$/.test(file)) {
      const [result] = await eslint.lintText(text, { filePath: repoPath });
      const messages = result.messages.map((m) => `${file}:${m.line} ${m.ruleId}: ${m.message}`);
      assert.deepEqual(messages, [], `lint errors in generated ${file}`);
    }
    const options = await prettier.resolveConfig(repoPath);
    const formatted = await prettier.format(text, { ...options, filepath: repoPath });
    assert.equal(text, formatted, `generated ${file} is not Prettier-formatted`);
  }
}

describe('new-component', () => {
  const files = [
    'BottomNav.tsx',
    'BottomNav.css.ts',
    'bottomNavVariants.ts',
    'BottomNav.stories.tsx',
    'BottomNav.features.stories.tsx',
    'BottomNav.test.tsx',
    'BottomNav.mdx',
    'index.ts',
  ];
  const dir = () => path.join(root, 'packages/ui/src/components/BottomNav');

  it('writes the house-style file set and prints the index.ts line', async () => {
    const result = run('new-component.mjs', 'BottomNav');
    assert.equal(result.status, 0, result.stderr);
    for (const file of files) assert.ok(existsSync(path.join(dir(), file)), file);
    assert.match(
      result.stdout,
      /export \{ BottomNav, bottomNavVariants, type BottomNavProps, type BottomNavVariant \} from '\.\/components\/BottomNav\/index\.ts';/,
    );
    const component = readFileSync(path.join(dir(), 'BottomNav.tsx'), 'utf8');
    assert.match(component, /forwardRef<HTMLDivElement, BottomNavProps>/);
    assert.match(component, /BottomNav\.displayName = 'BottomNav';/);
    assert.match(
      readFileSync(path.join(dir(), 'BottomNav.css.ts'), 'utf8'),
      /from '@vanilla-extract\/recipes'/,
    );
    assert.match(
      readFileSync(path.join(dir(), 'bottomNavVariants.ts'), 'utf8'),
      /export const bottomNavVariants = \[.*\] as const;/,
    );
    await assertLintAndFormatClean(dir(), files);
  });

  it('writes a docs page attached to the stories, with every section, that Storybook compiles', async () => {
    const mdx = readFileSync(path.join(dir(), 'BottomNav.mdx'), 'utf8');
    assert.match(mdx, /^import \* as BottomNavStories from '\.\/BottomNav\.stories';$/m);
    assert.match(mdx, /^<Meta of=\{BottomNavStories\} \/>$/m);
    assert.match(mdx, /^<Primary \/>$/m);
    assert.match(mdx, /^<ArgTypes of=\{BottomNavStories\} \/>$/m);
    const headings = [...mdx.matchAll(/^#{1,2} (.+)$/gm)].map((match) => match[1]);
    assert.deepEqual(headings, ['BottomNav', 'Props', 'Usage', 'Do', "Don't"]);
    assert.match(mdx, /\*\*Arabic \(RTL\):\*\*/);
    assert.match(mdx, /\*\*Accessibility:\*\*/);
    // The stories must not also ask for an autodocs page: two docs entries for one component conflict.
    assert.doesNotMatch(
      readFileSync(path.join(dir(), 'BottomNav.stories.tsx'), 'utf8'),
      /autodocs/,
    );
    const { default: mdxLoader } = await import('@storybook/addon-docs/mdx-loader');
    const compiled = await new Promise((resolve, reject) => {
      mdxLoader.call(
        {
          async: () => (error, code) => (error ? reject(error) : resolve(code)),
          getOptions: () => ({}),
          resourcePath: path.join(dir(), 'BottomNav.mdx'),
        },
        mdx,
      );
    });
    assert.match(compiled, /BottomNavStories/);
  });

  it('refuses to overwrite and leaves the existing file alone', () => {
    writeFileSync(path.join(dir(), 'BottomNav.tsx'), '// mine\n');
    const result = run('new-component.mjs', 'BottomNav');
    assert.equal(result.status, 1);
    assert.match(result.stderr, /Refusing to overwrite/);
    assert.equal(readFileSync(path.join(dir(), 'BottomNav.tsx'), 'utf8'), '// mine\n');
  });

  it('rejects names that are not PascalCase', () => {
    for (const name of ['bottomNav', 'bottom-nav', 'Bottom_Nav', '9Lives']) {
      const result = run('new-component.mjs', name);
      assert.equal(result.status, 1, name);
      assert.match(result.stderr, /not PascalCase/);
    }
    assert.equal(run('new-component.mjs').status, 1);
  });
});

describe('new-feature', () => {
  const files = [
    'index.ts',
    'leaveRequestsKeys.ts',
    'useLeaveRequests.ts',
    'LeaveRequestsPage.tsx',
    'LeaveRequestsPage.stories.tsx',
    'LeaveRequestsPage.test.tsx',
    'locales/en.json',
    'locales/ar.json',
  ];

  it('writes users/ with the house-style names', () => {
    const result = run('new-feature.mjs', 'users');
    assert.equal(result.status, 0, result.stderr);
    const dir = path.join(root, 'packages/features/src/users');
    for (const file of [
      'index.ts',
      'usersKeys.ts',
      'useUsers.ts',
      'UsersPage.tsx',
      'UsersPage.stories.tsx',
      'UsersPage.test.tsx',
      'locales/en.json',
      'locales/ar.json',
    ]) {
      assert.ok(existsSync(path.join(dir, file)), file);
    }
    assert.match(
      readFileSync(path.join(dir, 'useUsers.ts'), 'utf8'),
      /useSWR\(usersKeys\.list\(query\)/,
    );
    assert.match(result.stdout, /from '\.\/users\/index\.ts';/);
  });

  it('handles kebab-case names, passes lint, format and i18n parity', async () => {
    const result = run('new-feature.mjs', 'leave-requests');
    assert.equal(result.status, 0, result.stderr);
    const dir = path.join(root, 'packages/features/src/leave-requests');
    for (const file of files) assert.ok(existsSync(path.join(dir, file)), file);
    await assertLintAndFormatClean(dir, files);
    const { failed, results } = checkI18n(root);
    assert.equal(failed, false);
    // the title is left for a human to translate: a warning, not an error
    assert.match(results.find((r) => r.dir.includes('leave-requests')).warnings[0], /title/);
  });

  it('refuses to overwrite and rejects bad names', () => {
    assert.match(run('new-feature.mjs', 'users').stderr, /Refusing to overwrite/);
    for (const name of ['Users', 'user_groups', 'users-', '-users']) {
      assert.equal(run('new-feature.mjs', name).status, 1, name);
    }
  });
});

describe('new-server-module', () => {
  const files = ['teams.routes.ts', 'teams.service.ts', 'teams.repo.ts', 'teams.test.ts'];

  it('writes routes, service, repo and test', async () => {
    const result = run('new-server-module.mjs', 'teams');
    assert.equal(result.status, 0, result.stderr);
    const dir = path.join(root, 'apps/server/src/modules/teams');
    for (const file of files) assert.ok(existsSync(path.join(dir, file)), file);
    assert.match(
      readFileSync(path.join(dir, 'teams.service.ts'), 'utf8'),
      /export function createTeamsService\(\{ teamsRepo \}/,
    );
    await assertLintAndFormatClean(dir, files);
  });

  it('refuses to overwrite and rejects bad names', () => {
    assert.match(run('new-server-module.mjs', 'teams').stderr, /Refusing to overwrite/);
    assert.equal(run('new-server-module.mjs', 'Teams').status, 1);
  });
});
