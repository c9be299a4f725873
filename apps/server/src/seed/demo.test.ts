import { count, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import {
  attendanceCorrections,
  attendanceSessions,
  teamMembers,
  teamPermissions,
  users,
} from '../db/schema/index.ts';
import { testDatabases } from '../test/databases.ts';
import { login, seededHash, sessionCookie, useTestApp, PASSWORD } from '../test/helpers.ts';
import { seedDemo } from './demo.ts';

const NOW = new Date('2026-11-22T10:30:00Z');

async function countOf(handle: DatabaseHandle, table: PgTable) {
  const [row] = await handle.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

describe.each(testDatabases)('npm run seed:demo on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  it('creates six teams, thirty people in them, two weeks of attendance and people working now', async () => {
    const result = await seedDemo(handle.db, { now: NOW, passwordHash: await seededHash() });
    expect(result).toMatchObject({ created: true, users: 30, teams: 6 });
    expect(await countOf(handle, users)).toBe(30);
    expect(await countOf(handle, teamMembers)).toBe(30);
    expect(await countOf(handle, teamPermissions)).toBeGreaterThan(20);
    // Ten working days in two weeks, minus a few days off, for thirty people.
    expect(result.attendanceSessions).toBeGreaterThan(220);
    const open = await handle.db
      .select({ value: count() })
      .from(attendanceSessions)
      .where(isNull(attendanceSessions.endedAt));
    expect(open[0]?.value).toBe(10);
    const available = await handle.db
      .select({ value: count() })
      .from(users)
      .where(eq(users.isAvailable, true));
    expect(available[0]?.value).toBe(10);
    expect(await countOf(handle, attendanceCorrections)).toBeGreaterThan(0);

    const names = (await handle.db.select({ name: users.fullName }).from(users)).map(
      (row) => row.name,
    );
    expect(names.some((name) => /[\u0600-\u06ff]/.test(name))).toBe(true);
    expect(names.some((name) => /^[A-Za-z]/.test(name))).toBe(true);
  });

  it('a demo account can sign in, and a second run changes nothing', async () => {
    const first = await seedDemo(handle.db, { now: NOW, passwordHash: await seededHash() });
    const response = await login(app, { username: first.usernames[1], password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)).toBeTruthy();

    const second = await seedDemo(handle.db, { now: NOW, passwordHash: await seededHash() });
    expect(second.created).toBe(false);
    expect(await countOf(handle, users)).toBe(30);
  });
});
