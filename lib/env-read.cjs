// The storefront's variables that Next reads before any TypeScript is compiled (next.config.mjs, the
// page cache handler, the security headers), checked in plain CommonJS that those files can load.
// lib/env.ts checks the same variables with these rules and fails with the same message, so a bad
// value stops the storefront naming the variable, whichever file reads it first. No process.env
// access here by name: the callers read `process.env.X` literally (the only form Next inlines).
'use strict';
/* global URL */

/** '' counts as unset: `FOO= npm start` should mean the default, not a bad value. */
const blank = (value) => (value === '' ? undefined : value);

/** The error listing bad variables, one `NAME: problem` per line. */
const envError = (lines) => new Error(`Неверные переменные окружения витрины:\n${lines.map((l) => `  ${l}`).join('\n')}`);

const isFolderInside = (v) => v.split('/').every((s) => /^[\w.-]+$/.test(s) && s !== '.' && s !== '..');

/** Each rule: a set value → null when fine, else what is wrong (in Russian, as the API's are). */
const rules = {
  /** size bound of the page cache written at run time, in MB (default 200) */
  PAGE_CACHE_MAX_MB: (v) => (/^[1-9]\d{0,6}$/.test(v) ? null : 'PAGE_CACHE_MAX_MB должен быть целым положительным числом мегабайт'),
  /** Next's build folder, inside the project (default .next; tests and benchmarks use their own) */
  NEXT_DIST_DIR: (v) => (isFolderInside(v) ? null : 'NEXT_DIST_DIR должен быть папкой внутри проекта, например .next-e2e'),
  /** the Redis the storefronts share their page cache through (lib/cache/shared-cache.cjs); unset, each keeps its own */
  REDIS_URL: (v) => (/^rediss?:\/\/[^\s]{1,500}$/.test(v) ? null : 'REDIS_URL должен быть адресом вида redis://host:port'),
};

/** `NAME: problem` for each set value that breaks its rule (values: NAME → raw value). */
function problems(values) {
  const lines = [];
  for (const [name, raw] of Object.entries(values)) {
    const value = blank(raw);
    const problem = value === undefined ? null : rules[name](value);
    if (problem) lines.push(`${name}: ${problem}`);
  }
  return lines;
}

/** The checked value of one of these variables (undefined when unset); a bad value throws envError. */
function checked(name, raw) {
  const lines = problems({ [name]: raw });
  if (lines.length) throw envError(lines);
  return blank(raw);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * What a production REDIS_URL lacks (deploy/systemd/README.md), in Russian, or [] when nothing: a
 * password (Redis AUTH), and TLS (rediss://) when Redis is on another host. Pure: the start-up
 * refusal of production mode lists these with the other missing settings.
 */
function redisUrlProblems(raw) {
  const value = blank(raw);
  if (value === undefined) return [];
  let url;
  try {
    url = new URL(value);
  } catch {
    return ['REDIS_URL: не адрес вида redis://:пароль@host:port'];
  }
  const out = [];
  if (!url.password) out.push('REDIS_URL без пароля в production: задайте requirepass в Redis и пароль в адресе (redis://:пароль@host:port)');
  if (url.protocol !== 'rediss:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    out.push('REDIS_URL к другому хосту без TLS в production: rediss://…');
  }
  return out;
}

module.exports = { blank, envError, problems, checked, redisUrlProblems };
