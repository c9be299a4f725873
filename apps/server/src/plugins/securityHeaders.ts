import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The SPA's policy. style-src allows 'unsafe-inline' because Radix Themes (and Radix primitives)
 * set inline `style` attributes at run time; scripts stay 'self' only.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { production }: { production: boolean }) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.headers({
        'content-security-policy': CONTENT_SECURITY_POLICY,
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
