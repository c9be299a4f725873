import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The SPA's policy. style-src allows 'unsafe-inline' because Radix Themes (and Radix primitives)
 * set inline `style` attributes at run time; scripts stay 'self' only.
 */
export function contentSecurityPolicy(connectSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    // Sentry's session replay compresses in a blob worker.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The Firebase endpoints the browser calls to obtain a web push token. */
export const FIREBASE_CONNECT_SOURCES = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
] as const;

/**
 * Where the web app may connect besides its own origin: the Sentry ingest of VITE_SENTRY_DSN and
 * Firebase when VITE_FIREBASE_* is configured (the same deployment settings the app is built
 * with), plus any CSP_CONNECT_SRC origins.
 */
export function connectSourcesFor({
  sentryDsn,
  firebasePush,
  extra = [],
}: {
  sentryDsn?: string | undefined;
  firebasePush?: boolean;
  extra?: readonly string[];
}): string[] {
  const sources = new Set<string>(extra);
  if (sentryDsn) {
    try {
      sources.add(new URL(sentryDsn).origin);
    } catch {
      // An unreadable DSN reports nowhere; the env check already warned about it.
    }
  }
  if (firebasePush) for (const source of FIREBASE_CONNECT_SOURCES) sources.add(source);
  return [...sources];
}

export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    {
      production,
      connectSources = [],
    }: { production: boolean; connectSources?: readonly string[] | undefined },
  ) => {
    const policy = contentSecurityPolicy(connectSources);
    app.addHook('onRequest', async (request, reply) => {
      reply.headers({
        'content-security-policy': policy,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        'x-frame-options': 'DENY',
      });
      if (production)
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'atrium-security-headers' },
);

export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
