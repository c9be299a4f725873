import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  chunksContaining,
  LOGIN_ROUTE_CHUNKS,
  measurePage,
  parseIndexHtml,
  staticImports,
  staffLoadRow,
} from './bench.mjs';

describe('bench helpers', () => {
  it('reads entry scripts, stylesheets and modulepreloads from index.html', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
      <link rel="icon" href="/favicon.svg">`;
    assert.deepEqual(parseIndexHtml(html), {
      scripts: ['/assets/index-a1.js'],
      styles: ['/assets/index-c3.css'],
      preloads: ['/assets/vendor-b2.js'],
    });
  });

  it('finds static imports but not dynamic import()', () => {
    const code =
      'import{a as b}from"./react-x.js";import"./side.js";export{c}from"./c.js";' +
      'const l=()=>import("./login-y.js");const m=__vitePreload(()=>import("./admin-z.js"),[]);';
    assert.deepEqual(staticImports(code), ['./react-x.js', './side.js', './c.js']);
  });

  describe('measurePage', () => {
    let dist;
    before(() => {
      dist = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
      mkdirSync(path.join(dist, 'assets'));
      const files = {
        'index.html':
          '<script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css">',
        'assets/index.js':
          'import{r}from"./react.js";const a=()=>import("./login-1.js");const b=()=>import("./users-2.js");',
        'assets/react.js': 'export const r=1;'.repeat(50),
        'assets/login-1.js': 'import{f}from"./form.js";export default 1;',
        'assets/login-1.css': '.login{color:red}',
        'assets/form.js': 'export const f=2;',
        'assets/signin-2.js': 'import{f}from"./form.js";export const s=4;',
        'assets/error-alerts-3.js': 'export const e=5;',
        'assets/users-2.js': 'import{t}from"./table.js";',
        'assets/table.js': 'export const t=3;',
        'assets/index.css': 'body{margin:0}',
      };
      for (const [file, content] of Object.entries(files))
        writeFileSync(path.join(dist, file), content);
    });
    after(() => rmSync(dist, { recursive: true, force: true }));

    const list = () => [
      'assets/index.js',
      'assets/react.js',
      'assets/login-1.js',
      'assets/login-1.css',
      'assets/signin-2.js',
      'assets/error-alerts-3.js',
      'assets/form.js',
      'assets/users-2.js',
      'assets/table.js',
      'assets/index.css',
    ];

    it('counts the entry graph only, without lazy chunks', () => {
      const result = measurePage(dist);
      assert.deepEqual(
        result.files.map((f) => f.file),
        ['assets/index.js', 'assets/react.js', 'assets/index.css'],
      );
      assert.ok(result.jsGzip > 0 && result.cssGzip > 0);
    });

    it("adds the login route's lazy chunks (the sign-in group too), their imports and CSS, but not other routes or the failure alert", () => {
      const files = measurePage(dist, LOGIN_ROUTE_CHUNKS, list).files.map((f) => f.file);
      assert.deepEqual(files, [
        'assets/form.js',
        'assets/index.js',
        'assets/login-1.js',
        'assets/react.js',
        'assets/signin-2.js',
        'assets/index.css',
        'assets/login-1.css',
      ]);
    });
  });
});

describe('chunksContaining', () => {
  it('names the chunks whose source map lists firebase or Sentry modules', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'atrium-heavy-'));
    try {
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'assets/a.js'), 'x');
      writeFileSync(
        path.join(dist, 'assets/a.js.map'),
        JSON.stringify({ sources: ['../../node_modules/react/index.js'] }),
      );
      writeFileSync(path.join(dist, 'assets/b.js'), 'y');
      writeFileSync(
        path.join(dist, 'assets/b.js.map'),
        JSON.stringify({
          sources: [
            '../../node_modules/@firebase/messaging/dist/index.esm.js',
            '../../node_modules/@sentry/core/build/esm/index.js',
          ],
        }),
      );
      const files = [{ file: 'assets/a.js' }, { file: 'assets/b.js' }];
      assert.deepEqual(chunksContaining(dist, files), [{ file: 'assets/b.js', modules: 2 }]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('staff load row', () => {
  it('prints the rate, p99, errors and memory, and marks a missed goal', () => {
    const staff = {
      staff: 200,
      seconds: 60,
      requestsPerSecond: 160,
      p99: 90,
      errors: 0,
      memoryMb: { start: 230, end: 236, max: 240 },
    };
    assert.equal(
      staffLoadRow(staff),
      '160 req/s, p99 90 ms (goal ≤ 150), errors 0; memory 230 → 236 MB (max 240) over 60 s',
    );
    assert.match(
      staffLoadRow({ ...staff, p99: 151, errors: 2 }),
      /p99 151 ms \(goal ≤ 150\) {2}OVER, errors 2 {2}OVER/,
    );
    assert.equal(staffLoadRow({ skipped: 'no PostgreSQL' }), 'skipped: no PostgreSQL');
  });
});
