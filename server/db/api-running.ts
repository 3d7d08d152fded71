// PGlite has no lock on its folder: a command-line tool writing while the API holds it open would
// corrupt it. The tools that write (db:reset, db:seed, admin) ask the API's port first.
import { env } from '../env';

/** Whether an API answers /health on API_PORT of this machine. */
export async function apiIsRunning(): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${env.API_PORT}/health`, { signal: AbortSignal.timeout(500) });
    return res.ok;
  } catch {
    return false;
  }
}
