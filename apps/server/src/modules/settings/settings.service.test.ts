import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { testDatabases } from '../../test/databases.ts';
import { manualClock, seedUser, useTestApp } from '../../test/helpers.ts';
import { auditLog } from '../../db/schema/index.ts';
import { createSettingsService, SETTINGS_DEFAULTS } from './settings.service.ts';

describe.each(testDatabases)('settings service ($name)', (testDatabase) => {
  let handle: DatabaseHandle;
  useTestApp(testDatabase, (opened) => {
    ({ handle } = opened);
  });
  const clock = manualClock(new Date('2026-03-01T08:00:00Z'));
  const service = () => createSettingsService({ db: handle.db, clock });

  it('answers the defaults when nothing is stored', async () => {
    expect(await service().getAll()).toEqual(SETTINGS_DEFAULTS);
    expect(await service().get('autoCheckoutHour')).toBe(22);
    expect(await service().hasMasterPassword()).toBe(false);
  });

  it('stores a change with an audit row, and null turns auto check-out off', async () => {
    const admin = await seedUser(handle, { username: 'root', role: 'super_admin' });
    const updated = await service().update(
      { autoCheckoutHour: null, attendancePromptIntervalMinutes: 30 },
      { id: admin.id },
    );
    expect(updated).toEqual({
      ...SETTINGS_DEFAULTS,
      autoCheckoutHour: null,
      attendancePromptIntervalMinutes: 30,
    });
    expect(await service().get('autoCheckoutHour')).toBeNull();
    expect(await service().get('attendancePromptIntervalMinutes')).toBe(30);
    await service().set('sessionIdleMinutes', 45, { id: admin.id });
    expect(await service().get('sessionIdleMinutes')).toBe(45);
    const audit = await handle.db.select().from(auditLog);
    expect(audit.map((row) => row.action)).toEqual(['settings_changed', 'settings_changed']);
    expect(audit[0]?.details).toMatchObject({
      changes: { autoCheckoutHour: { from: 22, to: null } },
    });
  });

  it('refuses out-of-range values and stores nothing', async () => {
    const admin = await seedUser(handle, { username: 'root', role: 'super_admin' });
    await expect(service().update({ autoCheckoutHour: 24 }, { id: admin.id })).rejects.toThrow();
    await expect(service().update({ sessionIdleMinutes: 1.5 }, { id: admin.id })).rejects.toThrow();
    expect(await service().getAll()).toEqual(SETTINGS_DEFAULTS);
  });

  it('keeps the master password as an argon2id hash and verifies it', async () => {
    const admin = await seedUser(handle, { username: 'root', role: 'super_admin' });
    await service().storeMasterPassword('vault door seventeen', { id: admin.id });
    expect(await service().hasMasterPassword()).toBe(true);
    expect(await service().masterPasswordHash()).toMatch(/^\$argon2id\$/);
    expect(await service().verifyMasterPassword('vault door seventeen')).toBe(true);
    expect(await service().verifyMasterPassword('vault door eighteen')).toBe(false);
  });
});
