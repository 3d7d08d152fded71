// Security headers of every storefront response, set in next.config.mjs (plain ESM with
// JSDoc types: Node loads the config without compiling it). The CSP here is the base policy: every
// directive strict, script-src 'self' 'unsafe-inline' because Next's inline bootstrap scripts differ
// per page. Cached pages also carry a second policy with the sha256 of each of their inline scripts
// (lib/cache/page-cache-handler.cjs); a browser enforces both, so on them only 'self' scripts and
// those exact inline scripts run.
/* global process */
import sources from './cache/csp-sources.cjs';
import envRead from './env-read.cjs';

/** @typedef {{ key: string, value: string }} Header */

/** @returns {string} */
export function contentSecurityPolicy() {
  // outside hosts only in the directives that need them (lib/cache/csp-sources.cjs says which and why)
  const list = (/** @type {string[]} */ xs) => xs.map((x) => ` ${x}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${list(sources.SCRIPT_SOURCES)}`,
    `style-src 'self' 'unsafe-inline'${list(sources.YANDEX_MAPS_STYLE_SOURCES)}`,
    `img-src 'self' data: blob:${list(sources.YANDEX_MAPS_SOURCES)}`,
    "font-src 'self' data:",
    `connect-src 'self'${list(sources.YANDEX_MAPS_SOURCES)}`,
    `frame-src${list([...sources.YANDEX_MAPS_FRAME_SOURCES, ...sources.SMARTCAPTCHA_SOURCES])}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ].join('; ');
}

/** @type {Header} */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };

/**
 * Headers of every response; HSTS too when the public site is https (SITE_URL).
 * @param {string} [siteUrl]
 * @returns {Header[]}
 */
export function securityHeaders(siteUrl = envRead.blank(process.env.SITE_URL) ?? envRead.blank(process.env.NEXT_PUBLIC_SITE_URL) ?? '') {
  /** @type {Header[]} */
  const list = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self), interest-cohort=()' },
  ];
  if (siteUrl.startsWith('https:')) list.push(HSTS);
  return list;
}
