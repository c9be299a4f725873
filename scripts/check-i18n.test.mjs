import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkI18n, flatten } from './check-i18n.mjs';

const script = fileURLToPath(new URL('./check-i18n.mjs', import.meta.url));
let root;

function locales(rel, files) {
  const dir = path.join(root, rel, 'locales');
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(
      path.join(dir, name),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  }
}

const run = () => spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'atrium-i18n-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('check-i18n', () => {
  it('flattens nested keys', () => {
    assert.deepEqual(
      [...flatten({ a: { b: 'x', c: { d: 'y' } }, e: 'z' }).keys()],
      ['a.b', 'a.c.d', 'e'],
    );
  });

  it('passes when en and ar have the same nested keys', () => {
    locales('packages/features/src/auth', {
      'en.json': { login: { title: 'Sign in', submit: 'Sign in' }, ok: 'OK' },
      'ar.json': { login: { title: 'تسجيل الدخول', submit: 'دخول' }, ok: 'OK' },
    });
    const { results, failed } = checkI18n(root);
    assert.equal(results.length, 1);
    assert.equal(failed, false);
    assert.deepEqual(results[0].warnings, []); // "OK" is only 2 letters
    const cli = run();
    assert.equal(cli.status, 0, cli.stdout);
    assert.match(cli.stdout, /1 locale folder\(s\) checked, 0 with errors/);
  });

  it('fails listing the keys missing in ar and in en, per file', () => {
    locales('packages/features/src/users', {
      'en.json': { title: 'Users', table: { name: 'Name', email: 'Email' } },
      'ar.json': { title: 'المستخدمون', table: { name: 'الاسم' }, extra: 'زيادة' },
    });
    locales('apps/web/src', { 'en.json': { a: 'Alpha' }, 'ar.json': { a: 'ألفا' } });
    const { results, failed } = checkI18n(root);
    assert.equal(failed, true);
    const users = results.find((r) => r.dir.includes('users'));
    assert.deepEqual(users.errors, [
      'missing in ar.json: table.email',
      'missing in en.json (only in ar.json): extra',
    ]);
    const cli = run();
    assert.equal(cli.status, 1);
    assert.match(cli.stdout, /packages\/features\/src\/users\/locales\//);
    assert.match(cli.stdout, /missing in ar\.json: table\.email/);
    assert.doesNotMatch(cli.stdout, /apps\/web/);
  });

  it('fails when ar.json is missing, empty values, or invalid JSON', () => {
    locales('packages/a', { 'en.json': { x: 'Hello' } });
    locales('packages/b', { 'en.json': { x: 'Hello', y: 'World' }, 'ar.json': { x: '', y: '  ' } });
    locales('packages/c', { 'en.json': { x: 'Hello' }, 'ar.json': '{ nope' });
    const { results } = checkI18n(root);
    const byName = (name) => results.find((r) => r.dir.includes(`packages/${name}/`)).errors;
    assert.deepEqual(byName('a'), ['ar.json is missing']);
    assert.deepEqual(byName('b'), ['empty in ar.json: x, y']);
    assert.match(byName('c')[0], /ar\.json is not valid JSON/);
    assert.equal(run().status, 1);
  });

  it('warns (without failing) when Arabic equals English for longer strings', () => {
    locales('packages/ui/src', {
      'en.json': { save: 'Save changes', id: 'ID', count: '{{count}}' },
      'ar.json': { save: 'Save changes', id: 'ID', count: '{{count}}' },
    });
    const { results, failed } = checkI18n(root);
    assert.equal(failed, false);
    assert.deepEqual(results[0].warnings, [
      'identical to English in ar.json: save ("Save changes")',
    ]);
    const cli = run();
    assert.equal(cli.status, 0);
    assert.match(cli.stdout, /warning: identical to English/);
  });

  it('compares plural keys by base (Arabic has six forms)', () => {
    locales('packages/features/src/x', {
      'en.json': { items_one: '{{count}} item', items_other: '{{count}} items' },
      'ar.json': {
        items_zero: 'لا عناصر',
        items_one: 'عنصر واحد',
        items_two: 'عنصران',
        items_few: '{{count}} عناصر',
        items_many: '{{count}} عنصرًا',
        items_other: '{{count}} عنصر',
      },
    });
    assert.equal(checkI18n(root).failed, false);
  });

  it('skips node_modules and dist', () => {
    locales('packages/ui/node_modules/dep', { 'en.json': { a: 'Alpha' } });
    locales('packages/ui/dist', { 'en.json': { a: 'Alpha' } });
    assert.deepEqual(checkI18n(root).results, []);
  });
});
