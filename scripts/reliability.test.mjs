import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RELIABILITY_FILES, reliabilityRun, SHORT_FILES } from './reliability.mjs';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');

test('every suite the reliability run names exists', () => {
  for (const file of RELIABILITY_FILES) assert.ok(existsSync(path.join(serverDir, file)), file);
  for (const file of SHORT_FILES) assert.ok(RELIABILITY_FILES.includes(file), file);
});

test('the short form runs the kill check only, with fewer kills unless told', () => {
  const short = reliabilityRun({ short: true, env: {}, postgres: false });
  assert.deepEqual(short.args, ['vitest', 'run', ...SHORT_FILES]);
  assert.equal(short.env.RELIABILITY_KILLS, '1');
  assert.equal(short.env.ATRIUM_RELIABILITY, '1');
  const told = reliabilityRun({ short: true, env: { RELIABILITY_KILLS: '7' }, postgres: false });
  assert.equal(told.env.RELIABILITY_KILLS, '7');
});

test('PostgreSQL: the given admin URL, else the local one when it answers, else none', () => {
  const given = { PG_TEST_URL: 'postgres://admin@db:5432/postgres' };
  assert.equal(
    reliabilityRun({ short: false, env: given, postgres: true }).env.PG_TEST_URL,
    given.PG_TEST_URL,
  );
  assert.equal(
    reliabilityRun({ short: false, env: {}, postgres: true }).env.PG_TEST_URL,
    'postgres://postgres@127.0.0.1:5432/postgres',
  );
  assert.equal(
    reliabilityRun({ short: false, env: {}, postgres: false }).env.PG_TEST_URL,
    undefined,
  );
});
