import { describe, expect, it } from 'vitest';
import { createFakeApi, FAKE_ADMIN } from './createFakeApi.ts';

const WORKER = { username: 'worker', password: 'correct horse battery' };

describe('createFakeApi attendance', () => {
  it('keeps one open session: start twice answers it, finish closes it, then 409', async () => {
    const api = createFakeApi({ users: [WORKER], signedInAs: 'worker' });
    const first = await api.attendance.setStatus(true);
    const again = await api.attendance.setStatus(true);
    expect(again.session?.id).toBe(first.session?.id);
    expect(first.is_available).toBe(true);
    expect(first.next_prompt_at).not.toBeNull();
    expect((await api.attendance.continueSession()).is_available).toBe(true);
    const finished = await api.attendance.setStatus(false);
    expect(finished).toMatchObject({ is_available: false, session: { end_reason: 'finish' } });
    await expect(api.attendance.setStatus(false)).rejects.toMatchObject({ status: 409 });
    await expect(api.attendance.continueSession()).rejects.toMatchObject({ status: 409 });
    const history = await api.attendance.statusHistory();
    expect(history.items.map((item) => item.is_available)).toEqual([false, true]);
  });

  it('is 401 signed out, 403 for others without the right, and lets a reviewer decide corrections', async () => {
    const signedOut = createFakeApi({ users: [WORKER] });
    await expect(signedOut.attendance.setStatus(true)).rejects.toMatchObject({
      status: 401,
      detail: 'Invalid Token',
    });

    const api = createFakeApi({ users: [WORKER, FAKE_ADMIN], signedInAs: 'worker' });
    const board = await api.attendance.usersStatus();
    const adminId = board.items.find((item) => item.username === 'admin')?.user_id ?? '';
    await expect(api.attendance.sessions({ user_id: adminId })).rejects.toMatchObject({
      status: 403,
    });
    const end = new Date(Date.now() - 60_000);
    const correction = await api.attendance.createCorrection({
      start: new Date(end.getTime() - 3_600_000).toISOString(),
      end: end.toISOString(),
      reason: 'Forgot to start',
    });
    await expect(
      api.attendance.decideCorrection(correction.id, { decision: 'approve' }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      api.attendance.createCorrection({
        start: end.toISOString(),
        end: new Date(end.getTime() - 1).toISOString(),
        reason: 'backwards',
      }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { end: ['The end must be after the start'] },
    });

    await api.user.logout();
    await api.user.login({ username: FAKE_ADMIN.username, password: FAKE_ADMIN.password });
    const approved = await api.attendance.decideCorrection(correction.id, { decision: 'approve' });
    expect(approved.status).toBe('approved');
    expect(approved.session_id).not.toBeNull();

    // The approved hour is now a session: asking for it again overlaps it, as on the server.
    await api.user.logout();
    await api.user.login({ username: WORKER.username, password: WORKER.password });
    await expect(
      api.attendance.createCorrection({
        start: new Date(end.getTime() - 1_800_000).toISOString(),
        end: end.toISOString(),
        reason: 'again',
      }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { start: ['The corrected times overlap another session'] },
    });
  });
});
