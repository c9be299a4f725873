import { ERROR_DETAILS, type AuditPage } from '@atrium/api/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { printScoreboard } from '../../security/scoreboard.ts';
import { testDatabases } from '../../test/databases.ts';
import { login, PASSWORD, seedUser, sessionCookie, useTestApp } from '../../test/helpers.ts';

describe.each(testDatabases)('audit log on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => {
    ({ handle, app } = opened);
  });

  async function signInAs(username: string, role: 'super_admin' | 'admin' | 'user') {
    const user = await seedUser(handle, { username, role, fullName: `${username} Example` });
    return { user, token: sessionCookie(await login(app, { username, password: PASSWORD })) };
  }

  function list(query: string, token: string | undefined) {
    return app.inject({
      method: 'GET',
      url: `/api/audit${query}`,
      headers: token ? { cookie: `atrium_session=${token}` } : {},
    });
  }

  function fields(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(400);
    return Object.keys(response.json<{ errors: Record<string, string[]> }>().errors);
  }

  async function seedEntries(actorId: string) {
    await handle.db.insert(auditLog).values([
      {
        actorId,
        action: 'team_created',
        targetType: 'team',
        targetId: 't1',
        createdAt: new Date('2026-01-10T23:59:59Z'),
      },
      {
        actorId,
        action: 'authz_change',
        targetType: 'team',
        targetId: 't1',
        details: { added: ['Drive'] },
        ip: '10.0.0.1',
        createdAt: new Date('2026-01-11T00:00:00Z'),
      },
      { actorId: null, action: 'authz_change', createdAt: new Date('2026-01-12T08:00:00Z') },
    ]);
  }

  it('lists entries newest first with their actor, a page at a time', async () => {
    const { user, token } = await signInAs('root', 'super_admin');
    await seedEntries(user.id);
    const response = await list('?page=1&size=2', token);
    expect(response.statusCode).toBe(200);
    const page = response.json<AuditPage>();
    expect(page).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(page.items).toMatchObject([
      { actor: null, action: 'authz_change', created_at: '2026-01-12T08:00:00.000Z' },
      {
        actor: { id: user.id, username: 'root', full_name: 'root Example' },
        action: 'authz_change',
        target_type: 'team',
        target_id: 't1',
        details: { added: ['Drive'] },
        ip: '10.0.0.1',
      },
    ]);
    const second = (await list('?page=2&size=2', token)).json<AuditPage>();
    expect(second.items.map((item) => item.action)).toEqual(['team_created']);
  });

  it('filters by action, actor and whole UTC days', async () => {
    const { user, token } = await signInAs('root', 'super_admin');
    await seedEntries(user.id);
    const actions = async (query: string) =>
      (await list(query, token)).json<AuditPage>().items.map((item) => item.created_at);
    expect(await actions('?action=authz_change')).toEqual([
      '2026-01-12T08:00:00.000Z',
      '2026-01-11T00:00:00.000Z',
    ]);
    expect(await actions(`?actor_id=${user.id}`)).toHaveLength(2);
    expect(await actions('?from_date=2026-01-11&to_date=2026-01-11')).toEqual([
      '2026-01-11T00:00:00.000Z',
    ]);
    expect(await actions('?to_date=2026-01-10')).toEqual(['2026-01-10T23:59:59.000Z']);
    expect(await actions(`?action=authz_change&actor_id=${user.id}&from_date=2026-01-12`)).toEqual(
      [],
    );
  });

  it('filters by target type and id', async () => {
    const { user, token } = await signInAs('root', 'super_admin');
    await seedEntries(user.id);
    await handle.db.insert(auditLog).values({
      actorId: user.id,
      action: 'user_deactivated',
      targetType: 'user',
      targetId: user.id,
      createdAt: new Date('2026-01-09T10:00:00Z'),
    });
    const actions = async (query: string) =>
      (await list(query, token)).json<AuditPage>().items.map((item) => item.action);
    expect(await actions('?target_type=user')).toEqual(['user_deactivated']);
    expect(await actions('?target_type=team&target_id=t1')).toEqual([
      'authz_change',
      'team_created',
    ]);
    expect(await actions('?target_id=nope')).toEqual([]);
  });

  it('sorts by time, action, actor or target, both ways, on the server', async () => {
    const { user, token } = await signInAs('root', 'super_admin');
    await seedEntries(user.id);
    const order = async (query: string) =>
      (await list(query, token))
        .json<AuditPage>()
        .items.map((item) => `${item.action}@${item.created_at.slice(8, 10)}`);
    expect(await order('?sort=created_at&order=asc')).toEqual([
      'team_created@10',
      'authz_change@11',
      'authz_change@12',
    ]);
    expect(await order('?sort=action&order=desc')).toEqual([
      'team_created@10',
      'authz_change@12',
      'authz_change@11',
    ]);
    // The system's rows (no actor) come last either way.
    expect(await order('?sort=actor&order=asc')).toEqual([
      'team_created@10',
      'authz_change@11',
      'authz_change@12',
    ]);
    expect(await order('?sort=actor&order=desc')).toEqual([
      'authz_change@11',
      'team_created@10',
      'authz_change@12',
    ]);
    expect(await order('?sort=target&order=desc&size=2&page=2')).toEqual(['authz_change@12']);
  });

  it('exports the current filter as CSV, formulas neutralised', async () => {
    const { user, token } = await signInAs('root', 'super_admin');
    await seedEntries(user.id);
    await handle.db.insert(auditLog).values({
      actorId: user.id,
      action: 'team_updated',
      targetType: 'team',
      targetId: '=HYPERLINK("x")',
      details: { name: 'A, "B"' },
      createdAt: new Date('2026-01-13T00:00:00Z'),
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/audit/export?target_type=team&sort=created_at&order=asc',
      headers: { cookie: `atrium_session=${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'created_at,actor_id,actor_username,actor_full_name,action,target_type,target_id,ip,details',
    );
    expect(lines.slice(1)).toEqual([
      `2026-01-10T23:59:59.000Z,${user.id},root,root Example,team_created,team,t1,,`,
      `2026-01-11T00:00:00.000Z,${user.id},root,root Example,authz_change,team,t1,10.0.0.1,"{""added"":[""Drive""]}"`,
      `2026-01-13T00:00:00.000Z,${user.id},root,root Example,team_updated,team,"'=HYPERLINK(""x"")",,"{""name"":""A, \\""B\\""""}"`,
    ]);
  });

  it('refuses a malformed export filter, and paging on the export, as field errors', async () => {
    const { token } = await signInAs('root', 'super_admin');
    const exported = (query: string) =>
      app.inject({
        method: 'GET',
        url: `/api/audit/export${query}`,
        headers: { cookie: `atrium_session=${token}` },
      });
    expect(fields(await exported('?from_date=2026-02-02&to_date=2026-02-01'))).toEqual(['to_date']);
    expect(fields(await exported('?sort=password'))).toEqual(['sort']);
    expect(fields(await exported('?page=2'))).toEqual(['_']);
  });

  it('refuses malformed filters as field errors', async () => {
    const { token } = await signInAs('root', 'super_admin');
    expect(fields(await list('?actor_id=1', token))).toEqual(['actor_id']);
    expect(fields(await list('?from_date=2026-13-01', token))).toEqual(['from_date']);
    expect(fields(await list('?from_date=2026-02-02&to_date=2026-02-01', token))).toEqual([
      'to_date',
    ]);
    expect(fields(await list('?action=DROP%20TABLE', token))).toEqual(['action']);
    expect(fields(await list('?size=1000', token))).toEqual(['size']);
    expect(fields(await list('?user=1', token))).toEqual(['_']);
    expect(fields(await list('?target_type=User%20Table', token))).toEqual(['target_type']);
    expect(fields(await list(`?target_id=${'x'.repeat(101)}`, token))).toEqual(['target_id']);
    expect(fields(await list('?sort=ip', token))).toEqual(['sort']);
    expect(fields(await list('?order=up', token))).toEqual(['order']);
  });

  it('is for super admins only: 401 signed out, 403 for an admin', async () => {
    const { token } = await signInAs('boss', 'admin');
    for (const path of ['/api/audit/export', '/api/audit/export?target_type=user']) {
      const exportSignedOut = await app.inject({ method: 'GET', url: path });
      expect(exportSignedOut.statusCode).toBe(401);
      expect(exportSignedOut.json()).toEqual({ detail: ERROR_DETAILS.invalidToken });
      const exportForbidden = await app.inject({
        method: 'GET',
        url: path,
        headers: { cookie: `atrium_session=${token}` },
      });
      expect(exportForbidden.statusCode).toBe(403);
      expect(exportForbidden.json()).toEqual({ detail: ERROR_DETAILS.forbidden });
    }
    const signedOut = await list('', undefined);
    const forbidden = await list('', token);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ detail: ERROR_DETAILS.invalidToken });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: ERROR_DETAILS.forbidden });
    printScoreboard(`audit module on ${testDatabase.name}`, [
      [
        '401 without `Invalid Token` / 403 with it',
        `${Number(signedOut.json<{ detail: string }>().detail !== ERROR_DETAILS.invalidToken)} / ${Number(forbidden.json<{ detail: string }>().detail === ERROR_DETAILS.invalidToken)}`,
      ],
    ]);
  });
});
