// PGlite has no lock on its folder: a command-line tool writing while the API holds it open would
// corrupt it. The tools that write (db:reset, db:seed, admin) ask the API's port first.
import { env } from '../env';

/**
 * Whether an API may be holding the database: one answers /health on API_PORT of this machine, or
 * something listens there and is too slow to answer (an API under load: the safe side is to refuse).
 * Only a refused connection, or a listener that is not an API, says no.
 */
export async function apiIsRunning(timeoutMs = 3000): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${env.API_PORT}/health`, { signal: AbortSignal.timeout(timeoutMs) });
    return res.ok;
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    return code !== 'ECONNREFUSED';
  }
}
