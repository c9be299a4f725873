import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../testing/createFakeApi.ts';
import { createApiClient } from './createApiClient.ts';
import { subscribeEvents, type EventSourceLike } from './events.ts';
import type { FetchLike } from './http.ts';

/** A stand-in for the browser's EventSource that tests drive by hand. */
class FakeEventSource implements EventSourceLike {
  static last: FakeEventSource | undefined;
  readonly listeners = new Map<string, Array<(event: { data?: unknown }) => void>>();
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: { withCredentials?: boolean },
  ) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  fire(type: string, data?: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

const notification = {
  id: '0c7f1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
  event: 'system',
  title: 'Hello',
  body: '',
  data: {},
  created_at: '2026-03-02T08:00:00.000Z',
  read_at: null,
  archived_at: null,
} as const;

describe('subscribeEvents', () => {
  it('opens /api/events with credentials and hands over parsed events', () => {
    const onEvent = vi.fn();
    const onInvalid = vi.fn();
    const close = subscribeEvents(onEvent, { EventSource: FakeEventSource, onInvalid });
    const source = FakeEventSource.last;
    expect(source?.url).toBe('/api/events');
    expect(source?.init).toEqual({ withCredentials: true });

    source?.fire('notification', JSON.stringify({ type: 'notification', notification }));
    source?.fire(
      'attendance.prompt',
      JSON.stringify({ message: 'Still there?', timestamp: '2026-03-02T12:00:00.000Z' }),
    );
    source?.fire('refetch', JSON.stringify({ resource: 'notifications' }));
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
      { type: 'notification', notification },
      { type: 'attendance.prompt', message: 'Still there?', timestamp: '2026-03-02T12:00:00.000Z' },
      { type: 'refetch', resource: 'notifications' },
    ]);

    source?.fire('notification', 'not json');
    source?.fire('attendance.prompt', JSON.stringify({ message: 1 }));
    source?.fire('notification', JSON.stringify({ notification: { title: 'no id' } }));
    source?.fire('refetch', JSON.stringify({}));
    source?.fire('refetch', JSON.stringify(['notifications']));
    expect(onEvent).toHaveBeenCalledTimes(3);
    expect(onInvalid).toHaveBeenCalledTimes(5);

    close();
    expect(source?.closed).toBe(true);
    source?.fire('refetch', JSON.stringify({ resource: 'all' }));
    expect(onEvent).toHaveBeenCalledTimes(3);
  });

  it('uses the base URL and reports errors until closed', () => {
    const onError = vi.fn();
    const close = subscribeEvents(() => undefined, {
      EventSource: FakeEventSource,
      baseUrl: 'https://atrium.example/api/',
      onError,
    });
    expect(FakeEventSource.last?.url).toBe('https://atrium.example/api/events');
    FakeEventSource.last?.fire('error');
    expect(onError).toHaveBeenCalledTimes(1);
    close();
    FakeEventSource.last?.fire('error');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('says so when there is no EventSource', () => {
    expect(() => subscribeEvents(() => undefined)).toThrow(/EventSource/);
  });
});

describe('notification resource', () => {
  it('calls the spec paths', async () => {
    const calls: Array<{ url: string; method?: string; body?: unknown }> = [];
    const fetch: FetchLike = (url, init) => {
      calls.push({ url, method: init.method, body: init.body });
      const body = url.includes('/notifications?')
        ? { items: [], total: 0, page: 1, size: 10 }
        : { ok: true };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    };
    const api = createApiClient({ fetch });
    await api.notification.registerPushToken({ token: 'abc', type: 'browser' });
    await api.notification.removePushToken('a b');
    await api.notification.list({ status: 'unread', archived: false, size: 20 });
    await api.notification.remove(notification.id);
    expect(calls).toEqual([
      {
        url: '/api/notification/fcmtoken',
        method: 'POST',
        body: JSON.stringify({ token: 'abc', type: 'browser' }),
      },
      { url: '/api/notification/fcmtoken?token=a+b', method: 'DELETE', body: undefined },
      {
        url: '/api/notifications?status=unread&size=20&archived=false',
        method: 'GET',
        body: undefined,
      },
      { url: `/api/notification/${notification.id}`, method: 'DELETE', body: undefined },
    ]);
  });
});

describe('fake notifications', () => {
  it('keep an inbox with the server’s rules and deliver emitted events', async () => {
    const api = createFakeApi({ signedInAs: 'admin', notifications: [notification] });
    const seen = vi.fn();
    const stop = api.notification.subscribe(seen);
    api.emitEvent({
      type: 'notification',
      notification: {
        ...notification,
        id: '1c7f1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
        created_at: '2026-03-02T09:00:00.000Z',
      },
    });
    expect(seen).toHaveBeenCalledTimes(1);
    expect((await api.notification.unreadCount()).count).toBe(2);
    const page = await api.notification.list();
    expect(page.items.map((item) => item.created_at)).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-02T08:00:00.000Z',
    ]);
    await api.notification.archive(notification.id);
    expect((await api.notification.unreadCount()).count).toBe(1);
    await expect(api.notification.markRead('missing')).rejects.toMatchObject({ status: 404 });
    stop();
    api.emitEvent({ type: 'refetch', resource: 'all' });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('answer Invalid Token when signed out', async () => {
    const api = createFakeApi();
    await expect(api.notification.unreadCount()).rejects.toMatchObject({ status: 401 });
  });
});
