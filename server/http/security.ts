/** Security headers on every response. Nothing is loaded from outside addresses: everything is 'self'. */
import type { ServerResponse } from 'node:http';

/**
 * The portal's own pages may only be framed by the portal itself; the spec's /myiframe page embeds
 * external http(s) pages, so frame-src allows those (and nothing else may load from outside).
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'", // Radix positions popovers with inline styles
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src http: https:',
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', CSP);
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  // No Cross-Origin-Opener-Policy: opened from a page without one (a new tab, the unified login portal's
  // link), a document with one makes Chromium start another renderer process after the answer, before the
  // page can load anything; the portal cuts its own windows' opener instead (docs/security.md, "Response headers").
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
}
