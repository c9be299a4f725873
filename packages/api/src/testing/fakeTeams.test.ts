import { describe, expect, it } from 'vitest';
import { ERROR_DETAILS } from '../contracts/common.ts';
import { MASTER_PASSWORD_NOT_SET } from '../contracts/permission.ts';
import { createFakeApi, FAKE_ADMIN } from './createFakeApi.ts';

const MASTER = 'granite lantern orchard';
const users = [
  FAKE_ADMIN,
  { username: 'lead', password: 'pw-lead-123', permissions: ['Teams Management'] },
  { username: 'plain', password: 'pw-plain-123' },
];

describe('createFakeApi: teams, permissions, master key, settings, audit', () => {
  it('manages teams with the server rules: Team ability, unique names, unknown ids 404', async () => {
    const api = createFakeApi({ users, signedInAs: 'lead' });
    const design = await api.team.create({ name: ' Design ' });
    expect(design).toMatchObject({ name: 'Design', member_count: 0, members: [] });
    await expect(api.team.create({ name: 'DESIGN' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { name: ['A team with this name already exists'] },
    });
    await api.team.create({ name: 'Ops' });
    expect(await api.team.list({ page: 1, size: 2, name: 'des' })).toMatchObject({
      total: 1,
      items: [{ name: 'Design' }],
    });
    await expect(api.team.get('00000000-0000-4000-8000-999999999999')).rejects.toMatchObject({
      status: 404,
    });
    await api.user.logout();
    await api.user.login({ username: 'plain', password: 'pw-plain-123' });
    await expect(api.team.list()).rejects.toMatchObject({
      status: 403,
      detail: ERROR_DETAILS.forbidden,
    });
  });

  it('needs the master key before changing permissions or members', async () => {
    const api = createFakeApi({ users, signedInAs: 'lead', masterPassword: MASTER });
    const team = await api.team.create({ name: 'Design' });
    await expect(api.permission.updateTeamPermissions(team.id, ['Drive'])).rejects.toMatchObject({
      status: 403,
      detail: ERROR_DETAILS.masterPasswordRequired,
    });
    await expect(api.permission.masterKey('wrong')).rejects.toMatchObject({
      status: 400,
      detail: ERROR_DETAILS.invalidMasterPassword,
    });
    expect((await api.permission.masterKey(MASTER)).masterkey_token).toBeTruthy();
    expect(await api.permission.updateTeamPermissions(team.id, ['Drive', 'Brands'])).toEqual({
      team_id: team.id,
      permissions: ['Brands', 'Drive'],
    });
    await expect(api.permission.updateTeamPermissions(team.id, ['Root'])).rejects.toMatchObject({
      fieldErrors: { 'permissions.0': ['Unknown permission "Root"'] },
    });
    expect((await api.permission.services()).items).toHaveLength(19);
  });

  it('keeps settings, the master password and the audit log for super admins', async () => {
    const api = createFakeApi({ users, signedInAs: 'admin' });
    expect(await api.settings.masterPasswordState()).toEqual({ hasMasterPassword: false });
    await expect(api.permission.masterKey(MASTER)).rejects.toMatchObject({
      status: 409,
      detail: MASTER_PASSWORD_NOT_SET,
    });
    await api.settings.setMasterPassword({ password: MASTER });
    expect(await api.settings.masterPasswordState()).toEqual({ hasMasterPassword: true });
    await expect(api.settings.setMasterPassword({ password: 'another one' })).rejects.toMatchObject(
      { status: 403, detail: ERROR_DETAILS.masterPasswordRequired },
    );
    await api.permission.masterKey(MASTER);
    // Like the server, a rotation needs the current password too.
    await expect(api.settings.setMasterPassword({ password: 'another one' })).rejects.toMatchObject(
      { status: 400, fieldErrors: { current_password: ['This field is required'] } },
    );
    expect((await api.settings.update({ autoCheckoutHour: null })).autoCheckoutHour).toBeNull();
    await expect(api.settings.update({ autoCheckoutHour: 24 })).rejects.toMatchObject({
      status: 400,
    });
    expect((await api.audit.list()).items.map((entry) => entry.action)).toEqual([
      'settings_changed',
      'master_password_set',
    ]);
    await api.user.logout();
    await api.user.login({ username: 'lead', password: 'pw-lead-123' });
    await expect(api.settings.get()).rejects.toMatchObject({ status: 403 });
    await expect(api.audit.list()).rejects.toMatchObject({ status: 403 });
  });
});
