// The API's log: pino, one JSON object per line on stdout (LOG_FORMAT=pretty: readable lines, what
// `npm run dev` sets). Secrets never reach it: the keys of domain/log-rules.ts are redacted, request
// lines carry the path without its query, and an error's stack is logged once, where it is answered.
import pino from 'pino';
import pretty from 'pino-pretty';
import { redactPaths } from '../../domain/log-rules';
import { env } from '../env';

const options: pino.LoggerOptions = {
  base: { process: 'api', pid: process.pid },
  redact: { paths: redactPaths(), censor: '[redacted]' },
  // jest: only warnings and errors, so test output stays readable
  level: env.NODE_ENV === 'test' ? 'warn' : 'info',
};

export const log: pino.Logger = env.LOG_FORMAT === 'pretty'
  ? pino(options, pretty({ colorize: true, sync: true, ignore: 'pid,hostname,process' }))
  : pino(options);

/** An error for a log line: message and stack, the stack once (callers log it where they answer it). */
export function errorFields(err: unknown): { err: { message: string; stack?: string; name?: string } } {
  if (err instanceof Error) return { err: { name: err.name, message: err.message, stack: err.stack } };
  return { err: { message: String(err) } };
}
