/**
 * How a stored file is served: inline only for types a browser shows without running anything
 * of ours (images but SVG, audio, video, PDF, plain text), as an attachment otherwise, always
 * with `nosniff` and a sandboxing CSP, so user content never runs as our origin (security.md).
 */

const INLINE = [
  /^image\/(png|jpeg|gif|webp|avif|bmp)$/,
  /^audio\//,
  /^video\//,
  /^application\/pdf$/,
  /^text\/plain$/,
];

/** May this type be shown in the browser (a preview) rather than downloaded? */
export function mayShowInline(mimeType: string): boolean {
  return INLINE.some((pattern) => pattern.test(mimeType));
}

/** `Content-Disposition` with the name in both forms (RFC 6266): a plain fallback and UTF-8. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The headers every stored file is served with, besides its type and length. */
export function contentHeaders(
  mimeType: string,
  name: string,
  wanted: 'inline' | 'attachment',
): Record<string, string> {
  const kind = wanted === 'inline' && mayShowInline(mimeType) ? 'inline' : 'attachment';
  return {
    'content-type': mimeType === 'text/plain' ? 'text/plain; charset=utf-8' : mimeType,
    'content-disposition': contentDisposition(kind, name),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; media-src 'self'; sandbox",
    // Needs a session, and a new version changes what the URL answers.
    'cache-control': 'private, no-cache',
  };
}
