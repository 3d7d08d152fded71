// The storefront's log: pino, one JSON object per line (LOG_FORMAT=pretty: readable, `npm run dev`),
// the same redaction as the API's (domain/log-rules.ts). Server code only. One logger per process,
// on globalThis: Next loads this file from several bundles.
import pino from 'pino';
import { redactPaths } from '@/domain/log-rules';
import { env } from '@/lib/env';

const KEY = Symbol.for('shop.storefront.log');

function create(): pino.Logger {
  const options: pino.LoggerOptions = {
    base: { process: 'storefront', pid: process.pid },
    redact: { paths: redactPaths(), censor: '[redacted]' },
  };
  if (!env.prettyLog()) return pino(options);
  // required only when asked for: pino-pretty is a development dependency
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pretty = require('pino-pretty') as (o: object) => pino.DestinationStream;
  return pino(options, pretty({ colorize: true, sync: true, ignore: 'pid,hostname,process' }));
}

export function logger(): pino.Logger {
  const g = globalThis as { [KEY]?: pino.Logger };
  g[KEY] ??= create();
  return g[KEY];
}

/** An error for a log line: name, message and stack. */
export function errorFields(err: unknown): { err: { message: string; stack?: string; name?: string } } {
  if (err instanceof Error) return { err: { name: err.name, message: err.message, stack: err.stack } };
  return { err: { message: String(err) } };
}
