import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { discoverSignedInRoutes, routes, SIGNED_IN_ROUTE_ID } from './routes.tsx';
import { signedInRoutes } from './signedInRoutes.tsx';
import { wholeRouteTable } from './testing/wholeRouteTable.ts';

/** Every page path of a table, joined with its parents' paths, without the leading '/'. */
function pagePaths(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = [parent, route.path ?? ''].filter(Boolean).join('/');
    const own = route.path !== undefined ? [path] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

/** Addresses a path stands for: each `:param` filled in, each optional segment with and without. */
function addressesOf(path: string): string[] {
  let addresses = [''];
  for (const segment of path.split('/')) {
    const optional = segment.endsWith('?');
    const value = segment.startsWith(':') ? 'x1' : segment.replace(/\?$/, '');
    const filled = addresses.map((start) => `${start}/${value}`);
    addresses = optional ? [...filled, ...addresses] : filled;
  }
  return addresses.map((address) => address || '/');
}

const SIGNED_IN_ADDRESSES = pagePaths(signedInRoutes).flatMap(addressesOf);

/** The arguments React Router passes, with a patch() to watch. */
function discoveryArgs(path: string, signal = new AbortController().signal) {
  return { path, signal, matches: [], fetcherKey: undefined, patch: vi.fn() };
}

describe('the signed-in route table outside the entry', () => {
  it('knows every signed-in page', () => {
    expect(SIGNED_IN_ADDRESSES).toEqual(
      expect.arrayContaining(['/main/home', '/main/user', '/main/user/x1', '/main/audit']),
    );
    expect(SIGNED_IN_ADDRESSES.length).toBeGreaterThan(40);
  });

  it.each(SIGNED_IN_ADDRESSES)(
    '%s matches only the catch-all before the patch, so the router asks for the table',
    (address) => {
      // A public page answering a signed-in address would keep the table from loading for it.
      expect(matchRoutes(routes, address)?.at(-1)?.route.path).toBe('*');
      const whole = matchRoutes(wholeRouteTable(), address) ?? [];
      expect(whole.map((match) => match.route.id ?? match.route.path)).toContain(
        SIGNED_IN_ROUTE_ID,
      );
    },
  );

  it.each(['/login', '/', '/authentication/reset-password', '/not-authorized', '/tutorials'])(
    '%s matches a route without parameters: the router never asks for the table',
    (address) => {
      const matches = matchRoutes(routes, address) ?? [];
      expect(matches.length).toBeGreaterThan(0);
      expect(matches.at(-1)?.params).toEqual({});
    },
  );

  it('patches the table under the signed-in route once, on the first path that needs it', async () => {
    const discover = discoverSignedInRoutes();
    const first = discoveryArgs('/main/user/42');
    await discover(first);
    expect(first.patch).toHaveBeenCalledExactlyOnceWith(SIGNED_IN_ROUTE_ID, signedInRoutes);
    const next = discoveryArgs('/no/such/page');
    await discover(next);
    expect(next.patch).not.toHaveBeenCalled();
  });

  it('loads the table for an unknown path, which may be a signed-in page', async () => {
    const args = discoveryArgs('/no/such/page');
    await discoverSignedInRoutes()(args);
    expect(args.patch).toHaveBeenCalledOnce();
  });

  it.each(['/main/shared/drive/abc', '/drive/abc', '/pages/misc/not-found/404'])(
    'does not load the table for the public page %s',
    async (path) => {
      const args = discoveryArgs(path);
      await discoverSignedInRoutes()(args);
      expect(args.patch).not.toHaveBeenCalled();
    },
  );

  it('patches on the next navigation when a later one interrupted the first', async () => {
    const discover = discoverSignedInRoutes();
    const interrupted = new AbortController();
    interrupted.abort();
    const first = discoveryArgs('/main/home', interrupted.signal);
    await discover(first);
    expect(first.patch).not.toHaveBeenCalled();
    const second = discoveryArgs('/main/home');
    await discover(second);
    expect(second.patch).toHaveBeenCalledOnce();
  });
});
