import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/** Who may read GET /api/metrics (env.ts: ATRIUM_METRICS_TOKEN, ATRIUM_METRICS_ALLOW). */
export interface MetricsAccessSettings {
  /** A scraper sends it as `Authorization: Bearer <token>`. */
  token: string | undefined;
  /** Addresses and CIDR ranges (`10.0.0.0/8`, `::1`) a scrape may come from. */
  allow: readonly string[];
}

/**
 * - `disabled`: neither a token nor an allow-list is configured, so nobody may read the metrics
 *   and the endpoint answers 404 as if it did not exist (it tells a prober nothing);
 * - `address`: the caller's address is not on the allow-list (403);
 * - `token`: the bearer token is missing or wrong (401).
 * With both settings a scrape needs both.
 */
export type MetricsRefusal = 'disabled' | 'address' | 'token';

/** Parses one allow-list entry; undefined when it is neither an address nor a CIDR range. */
export function parseAllowEntry(
  entry: string,
): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText, extra] = entry.trim().split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return undefined;
  const bits = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!/^\d+$/.test(prefixText ?? String(bits)) || prefix > bits) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** `::ffff:10.1.2.3` (an IPv4 client of a dual-stack socket) is 10.1.2.3. */
function plainAddress(ip: string): string {
  return ip.toLowerCase().startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/** The bearer token of an Authorization header, if it has one. */
function bearerOf(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
}

/** Decides each scrape: `check` answers undefined when it may read the metrics. */
export function createMetricsAccess({ token, allow }: MetricsAccessSettings) {
  const allowed = new BlockList();
  for (const entry of allow) {
    const parsed = parseAllowEntry(entry);
    if (!parsed) throw new Error(`"${entry}" is not an IP address or CIDR range`);
    allowed.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  // Compared as hashes: equal lengths for timingSafeEqual, and no timing clue about the token.
  const tokenHash = token === undefined ? undefined : sha256(token);

  return {
    check(request: { ip: string; authorization: string | undefined }): MetricsRefusal | undefined {
      if (!tokenHash && allow.length === 0) return 'disabled';
      if (allow.length > 0) {
        const ip = plainAddress(request.ip);
        const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
        if (isIP(ip) === 0 || !allowed.check(ip, family)) return 'address';
      }
      if (tokenHash) {
        const presented = bearerOf(request.authorization);
        if (presented === undefined || !timingSafeEqual(sha256(presented), tokenHash))
          return 'token';
      }
      return undefined;
    },
  };
}
