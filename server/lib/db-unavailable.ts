// A database that is away (restarting, failing over, refusing connections) is the service being
// unavailable for a moment, not a bug: the API answers 503 with Retry-After, and the pool reconnects
// on its own once the server is back (no restart of the API).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN',
  // PostgreSQL: connection exceptions (class 08) and the server shutting down or starting (57P01–57P03)
  '08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03',
]);
const CONNECTION_MESSAGES = /Connection terminated|terminating connection|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/** True when `err`, or an error it wraps (drizzle wraps the driver's in `cause`), says the database is away. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (e instanceof Error && CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_S = 5;
