import { describe, expect, it } from 'vitest';
import { HOME_PATH, loginRedirectPath, safeRedirectTarget } from './redirects.ts';

describe('safeRedirectTarget', () => {
  it.each([
    ['/main/home', '/main/home'],
    ['/main/user/42?tab=info#top', '/main/user/42?tab=info#top'],
    ['/main/story?q=a%20b', '/main/story?q=a%20b'],
  ])('keeps the same-origin path %s', (to, expected) => {
    expect(safeRedirectTarget(to)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['main/home'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/\tjavascript:alert(1)'],
    ['/\n/evil.example'],
    ['/login'],
    ['/login?to=%2Fmain%2Fhome'],
  ])('sends %s to the home page', (to) => {
    expect(safeRedirectTarget(to)).toBe(HOME_PATH);
  });
});

describe('loginRedirectPath', () => {
  it('keeps the path and search in the to query', () => {
    expect(loginRedirectPath({ pathname: '/main/home', search: '' })).toBe(
      '/login?to=%2Fmain%2Fhome',
    );
    expect(loginRedirectPath({ pathname: '/main/user', search: '?page=2' })).toBe(
      '/login?to=%2Fmain%2Fuser%3Fpage%3D2',
    );
  });

  it('adds nothing for the root or the login page itself', () => {
    expect(loginRedirectPath({ pathname: '/' })).toBe('/login');
    expect(loginRedirectPath({ pathname: '/login' })).toBe('/login');
  });
});
