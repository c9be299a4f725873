import { ERROR_DETAILS, type ProjectPage } from '@atrium/api/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { call as callApi, seedAndSignIn, seedTeam, type Caller } from '../../test/callers.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/helpers.ts';

describe.each(testDatabases)('the projects list on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  /** Alice leads Alpha and Gamma, Bob leads Beta and is in Alpha; Dave has no Project area. */
  let alice: Caller;
  let bob: Caller;
  let dave: Caller;

  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  const call = (url: string, who: Caller | undefined) =>
    callApi(app, 'GET', `/api${url}`, { token: who?.token });
  function ok<T>(response: LightMyRequestResponse): T {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }
  const keys = async (url: string, who: Caller) =>
    ok<ProjectPage>(await call(url, who)).items.map((project) => project.key);

  beforeEach(async () => {
    alice = await seedAndSignIn(app, handle, { username: 'alice', fullName: 'Alice Lead' });
    bob = await seedAndSignIn(app, handle, { username: 'bob', fullName: 'Bob Lead' });
    dave = await seedAndSignIn(app, handle, { username: 'dave', fullName: 'Dave Nobody' });
    await seedTeam(handle, 'Work', [alice.user.id, bob.user.id], ['Task Management']);
    const create = async (who: Caller, body: Record<string, unknown>) => {
      const response = await callApi(app, 'POST', '/api/projects', {
        token: who.token,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await create(alice, {
      name: 'alpha',
      key: 'ALPHA',
      member_ids: [bob.user.id],
      target_date: '2026-12-20',
    });
    await create(bob, { name: 'Beta', key: 'BETA', target_date: '2026-12-01' });
    await create(alice, { name: 'Gamma', key: 'GAMMA', member_ids: [bob.user.id] });
  });

  it('filters by lead, within what the caller may see', async () => {
    expect(await keys(`/projects?lead_id=${alice.user.id}`, bob)).toEqual(['ALPHA', 'GAMMA']);
    expect(await keys(`/projects?lead_id=${bob.user.id}`, bob)).toEqual(['BETA']);
    // Alice is not in Beta: Bob's projects she cannot see stay hidden.
    expect(await keys(`/projects?lead_id=${bob.user.id}`, alice)).toEqual([]);
  });

  it('refuses a lead that is not an id, a signed-out caller and one without the Project area', async () => {
    const bad = await call('/projects?lead_id=alice', alice);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors)).toContain(
      'lead_id',
    );
    expect((await call(`/projects?lead_id=${alice.user.id}`, undefined)).json()).toEqual({
      detail: ERROR_DETAILS.invalidToken,
    });
    expect((await call(`/projects?lead_id=${alice.user.id}`, dave)).statusCode).toBe(403);
  });

  it('sorts by name without case, and by date with the empty ones last either way', async () => {
    expect(await keys('/projects?sort=name', bob)).toEqual(['ALPHA', 'BETA', 'GAMMA']);
    expect(await keys('/projects?sort=name&order=desc', bob)).toEqual(['GAMMA', 'BETA', 'ALPHA']);
    expect(await keys('/projects?sort=target_date', bob)).toEqual(['BETA', 'ALPHA', 'GAMMA']);
    expect(await keys('/projects?sort=target_date&order=desc', bob)).toEqual([
      'ALPHA',
      'BETA',
      'GAMMA',
    ]);
  });
});
