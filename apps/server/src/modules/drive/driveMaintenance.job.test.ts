import type { DriveItem } from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { driveItems, jobs } from '../../db/schema/index.ts';
import { call, seedAndSignIn, seedTeam } from '../../test/callers.ts';
import { testDatabases } from '../../test/databases.ts';
import { manualClock, useTestApp } from '../../test/helpers.ts';
import { DRIVE_MAINTENANCE_INTERVAL_MS, DRIVE_MAINTENANCE_KEY } from './driveMaintenance.job.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('the drive maintenance job on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const clock = manualClock(new Date('2026-11-01T08:00:00Z'));
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), { clock });

  it('is scheduled hourly and purges the trash past the retention window', async () => {
    // As each start schedules it (the suite empties the tables before each test).
    await app.jobs.schedule(
      'drive.maintenance',
      new Date(clock.now().getTime() + DRIVE_MAINTENANCE_INTERVAL_MS),
      {},
      DRIVE_MAINTENANCE_KEY,
    );

    const alice = await seedAndSignIn(app, handle, { username: 'alice' });
    await seedTeam(handle, 'Staff', [alice.user.id], ['Drive']);
    const folder = (
      await call(app, 'POST', '/api/drive/folders', {
        token: alice.token,
        payload: { name: 'Old' },
      })
    ).json<DriveItem>();
    await call(app, 'POST', `/api/drive/items/${folder.id}/trash`, { token: alice.token });

    // Within the 30 days: the hourly run keeps it.
    clock.advance(DRIVE_MAINTENANCE_INTERVAL_MS);
    await app.jobs.runDue();
    expect(
      await handle.db.select().from(driveItems).where(eq(driveItems.id, folder.id)),
    ).toHaveLength(1);
    // Past them: the next run deletes it for good, and schedules the one after.
    clock.advance(31 * DAY_MS);
    await app.jobs.runDue();
    expect(
      await handle.db.select().from(driveItems).where(eq(driveItems.id, folder.id)),
    ).toHaveLength(0);
    const [next] = await handle.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, DRIVE_MAINTENANCE_KEY));
    expect(next?.status).toBe('pending');
    expect(next!.runAt.getTime()).toBeGreaterThan(clock.now().getTime());
  });
});
