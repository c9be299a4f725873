// Reading what failed out of whatever a startup step threw: Node's system errors, pg's
// DatabaseError, drizzle's wrapper around both, AggregateError (IPv4 + IPv6 attempts) and
// PGlite's file-system errors, which are plain objects ({name: 'ErrnoError', errno}) and printed
// as "[object Object]".

/** PGlite runs in WebAssembly: its errno numbers are WASI's, not the host's. */
const WASI_ERRNO_CODES: Record<number, string> = {
  2: 'EACCES',
  20: 'EEXIST',
  22: 'EFBIG',
  29: 'EIO',
  33: 'EMFILE',
  41: 'ENFILE',
  44: 'ENOENT',
  48: 'ENOMEM',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

const MAX_CHAIN = 10;
const MAX_TEXT = 300;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The error and everything it wraps (`cause`, AggregateError's `errors`), outermost first. */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && chain.length < MAX_CHAIN) {
    const next = queue.shift();
    if (next === undefined || chain.includes(next)) continue;
    chain.push(next);
    if (!isObject(next)) continue;
    if ('cause' in next) queue.push(next.cause);
    if (Array.isArray(next.errors)) queue.push(...(next.errors as unknown[]));
  }
  return chain;
}

/** `ENOSPC`, `ECONNREFUSED`, a SQLSTATE such as `3D000`, or undefined. */
export function codeOf(error: unknown): string | undefined {
  if (!isObject(error)) return undefined;
  if (typeof error.code === 'string' && error.code !== '') return error.code;
  if (error.name === 'ErrnoError' && typeof error.errno === 'number') {
    return WASI_ERRNO_CODES[error.errno] ?? `errno ${error.errno}`;
  }
  return undefined;
}

/** The first error in the chain with one of these codes. */
export function findCode(
  chain: readonly unknown[],
  codes: readonly string[],
): { error: unknown; code: string } | undefined {
  for (const error of chain) {
    const code = codeOf(error);
    if (code !== undefined && codes.includes(code)) return { error, code };
  }
  return undefined;
}

/** The first error in the chain whose message matches. */
export function findMessage(chain: readonly unknown[], pattern: RegExp): unknown {
  return chain.find((error) => pattern.test(messageOf(error)));
}

export function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_TEXT ? `${flat.slice(0, MAX_TEXT - 1)}…` : flat;
}

/** A readable message for anything thrown: never "[object Object]", always one line. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return oneLine(error.message || error.name);
  if (typeof error === 'string') return oneLine(error);
  if (isObject(error)) {
    if (typeof error.message === 'string' && error.message !== '') return oneLine(error.message);
    const code = codeOf(error);
    if (code !== undefined) return `${String(error.name ?? 'error')} ${code}`;
    try {
      return oneLine(JSON.stringify(error));
    } catch {
      return 'an unreadable error object';
    }
  }
  return oneLine(String(error));
}

/** The file or directory a system error names, if it does. */
export function pathOf(error: unknown): string | undefined {
  return isObject(error) && typeof error.path === 'string' ? error.path : undefined;
}

export function syscallOf(error: unknown): string | undefined {
  return isObject(error) && typeof error.syscall === 'string' ? error.syscall : undefined;
}
