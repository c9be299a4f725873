/**
 * The published packages tree-shake (ADR 0013): a consumer pays for what it imports. Builds the
 * packages' JavaScript, packs them and builds small consumer pages with Vite (scripts/treeShake.mjs,
 * about 20 s on 2 cores), then checks the budgets and prints the sizes.
 * TREE_SHAKE_KEEP=1 leaves node_modules/.cache/atrium-tree-shake/ (the pages' builds) to look at.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { formatPages, kB, measureAll, modulesOf, workDir } from './treeShake.mjs';

/** Issue 19: our UiProvider + Button may cost at most twice what Radix Themes' Theme + Button cost. */
export const UI_BUTTON_RATIO = 2;

/** Libraries only other components need: a table must not bring them. */
const NOT_IN_A_TABLE = ['recharts', 'react-day-picker', 'react-colorful', 'culori'];

/** Areas of @atrium/features that the sign-in page has no use for. */
const NOT_ON_THE_LOGIN_PAGE = ['users', 'teams', 'audit', 'attendance', 'notifications', 'account'];

let pages;

before(
  async () => {
    pages = await measureAll();
    const { react, themesButton, uiButton } = pages;
    const ours = uiButton.initial.gzip - react.initial.gzip;
    const radix = themesButton.initial.gzip - react.initial.gzip;
    console.log(`tree-shaking, gzip JS of each consumer page:\n${formatPages(pages)}`);
    console.log(
      `@atrium/ui UiProvider + Button: +${kB(ours)} over React alone; Radix Themes' Theme + ` +
        `Button: +${kB(radix)}; ratio ${(ours / radix).toFixed(2)} (budget ${UI_BUTTON_RATIO})`,
    );
  },
  { timeout: 180_000 },
);

after(() => {
  if (process.env.TREE_SHAKE_KEEP !== '1') rmSync(workDir, { recursive: true, force: true });
});

describe('@atrium/ui, packed, in a Vite + React app', () => {
  it(`UiProvider + Button cost at most ${UI_BUTTON_RATIO}× Radix Themes' Theme + Button`, () => {
    const { react, themesButton, uiButton } = pages;
    const ours = uiButton.initial.gzip - react.initial.gzip;
    const radix = themesButton.initial.gzip - react.initial.gzip;
    assert.ok(
      ours <= UI_BUTTON_RATIO * radix,
      `@atrium/ui UiProvider + Button add ${kB(ours)} to React alone; Radix Themes' Theme + Button ` +
        `add ${kB(radix)} (budget ${UI_BUTTON_RATIO}×: ${kB(UI_BUTTON_RATIO * radix)}). ` +
        `Modules of @atrium/ui in the page:\n  ${modulesOf(uiButton.initial.modules, '@atrium/ui').join('\n  ')}`,
    );
  });

  it('DataTable brings no chart, calendar or colour-picker code', () => {
    const { initial, lazy } = pages.uiDataTable;
    assert.deepEqual(
      initial.packages.filter((name) => NOT_IN_A_TABLE.includes(name)),
      [],
      'loaded with the page',
    );
    // culori may come lazily: UiProvider loads the primary-colour generator for a non-default colour
    assert.deepEqual(
      lazy.packages.filter((name) => NOT_IN_A_TABLE.includes(name) && name !== 'culori'),
      [],
      'in its lazy chunks',
    );
    assert.deepEqual(
      [...initial.modules, ...lazy.modules].filter((id) =>
        /^@atrium\/ui\/dist\/components\/(Charts|DatePicker|CalendarView|ColorPicker)\//.test(id),
      ),
      [],
    );
  });
});

describe('@atrium/api, packed', () => {
  it('a constant from @atrium/api/contracts comes without zod or schemas', () => {
    const { initial } = pages.apiConstant;
    assert.ok(!initial.packages.includes('zod'), initial.packages.join(' '));
    assert.deepEqual(
      modulesOf(initial.modules, '@atrium/api').filter((id) => !id.endsWith('.constants.js')),
      [],
    );
  });

  it('createApiClient comes without zod or any contract schema (ADR 0010)', () => {
    const { initial } = pages.apiClient;
    assert.ok(!initial.packages.includes('zod'), initial.packages.join(' '));
    assert.deepEqual(
      modulesOf(initial.modules, '@atrium/api').filter(
        (id) => id.startsWith('dist/contracts/') && !id.endsWith('.constants.js'),
      ),
      [],
    );
  });
});

describe('@atrium/features, packed', () => {
  it('one page brings its own area, not every area', () => {
    const modules = modulesOf(pages.featuresLogin.initial.modules, '@atrium/features');
    assert.ok(modules.includes('dist/auth/LoginPage.js'), modules.join(' '));
    const areas = [...new Set(modules.map((id) => id.split('/')[1]))].sort();
    assert.deepEqual(
      areas.filter((area) => NOT_ON_THE_LOGIN_PAGE.includes(area)),
      [],
      `areas in the sign-in page: ${areas.join(', ')}`,
    );
  });
});
