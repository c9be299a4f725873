import { describe, expect, it } from 'vitest';
import { createApiClient } from '../createApiClient.ts';

function recordingFetch(body: unknown, status = 200) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { calls, fetch };
}

const SESSION = {
  id: '00000000-0000-4000-8000-000000000001',
  user_id: '00000000-0000-4000-8000-000000000002',
  started_at: '2026-03-02T06:00:00.000Z',
  ended_at: null,
  end_reason: null,
  needs_review: false,
  last_confirmed_at: '2026-03-02T06:00:00.000Z',
  prompt_sent_at: null,
  time_zone: 'UTC',
  minutes: 0,
};

describe('attendance resource', () => {
  it('Start Working posts is_available to /user/status', async () => {
    const { calls, fetch } = recordingFetch({
      is_available: true,
      session: SESSION,
      next_prompt_at: '2026-03-02T07:00:00.000Z',
    });
    const api = createApiClient({ fetch });
    const state = await api.attendance.setStatus(true);
    expect(state.session?.id).toBe(SESSION.id);
    expect(calls[0]?.url).toBe('/api/user/status');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"is_available":true}');
  });

  it('Continue Session is PUT /user/attendance; a 409 becomes an ApiError with the detail', async () => {
    const { calls, fetch } = recordingFetch({ detail: 'You have no open attendance session' }, 409);
    const api = createApiClient({ fetch });
    await expect(api.attendance.continueSession()).rejects.toMatchObject({
      status: 409,
      detail: 'You have no open attendance session',
    });
    expect(calls[0]?.url).toBe('/api/user/attendance');
    expect(calls[0]?.init.method).toBe('PUT');
  });

  it('lists send their filters as the query and decide fills the id', async () => {
    const page = { items: [], total: 0, page: 2, size: 5 };
    const { calls, fetch } = recordingFetch(page);
    const api = createApiClient({ fetch });
    await api.attendance.statusHistory({ page: 2, size: 5, from_date: '2026-03-01' });
    expect(calls[0]?.url).toBe('/api/user/status?page=2&size=5&from_date=2026-03-01');
    await api.attendance.usersStatus({ team_id: 'abc' });
    expect(calls[1]?.url).toBe('/api/user/status/users?team_id=abc');
    const decided = recordingFetch({ detail: 'Not found' }, 404);
    await expect(
      createApiClient({ fetch: decided.fetch }).attendance.decideCorrection('a/b', {
        decision: 'reject',
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(decided.calls[0]?.url).toBe('/api/attendance/correction/a%2Fb');
  });
});
