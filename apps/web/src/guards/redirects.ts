/** Where signed-in users land by default (spec section 2). */
export const HOME_PATH = '/main/home';
export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/not-authorized';
/** Where a person goes while an administrator's request for a new password stands. */
export const CHOOSE_PASSWORD_PATH = '/authentication/choose-password';

/** Probe origin: any relative target must resolve to it, or it leaves the app. */
const PROBE_ORIGIN = 'http://atrium.invalid';

/**
 * The `to` target after login, only when it is a same-origin relative path starting with a
 * single '/': '//evil.com', '/\evil.com', 'https://…' and 'javascript:' are open redirects.
 */
export function safeRedirectTarget(to: string | null | undefined): string {
  if (!to || !to.startsWith('/') || to.startsWith('//')) return HOME_PATH;
  // Browsers read '\' as '/', and control characters (which URL parsing drops) can hide either.
  if (to.includes('\\') || hasControlCharacter(to)) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(to, PROBE_ORIGIN);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== PROBE_ORIGIN) return HOME_PATH;
  // Going back to the login page after login would loop.
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/authentication/choose-password?to=<path+search>`: back there once the password is changed. */
export function choosePasswordPath(location: { pathname: string; search?: string }): string {
  const target = `${location.pathname}${location.search ?? ''}`;
  if (target === '/' || target === HOME_PATH) return CHOOSE_PASSWORD_PATH;
  return `${CHOOSE_PASSWORD_PATH}?to=${encodeURIComponent(target)}`;
}

/** `/login?to=<path+search>` for a signed-out user who asked for an authenticated page. */
export function loginRedirectPath(location: { pathname: string; search?: string }): string {
  const target = `${location.pathname}${location.search ?? ''}`;
  if (target === '/' || target === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?to=${encodeURIComponent(target)}`;
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}
