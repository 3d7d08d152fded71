// The access tokens' HS256 key: JWT_SECRET, or else one generated on the first start into a file
// beside the PGlite folder (`.data/jwt-secret`) and read on every later start, so `npm start` works on
// a fresh machine and sessions survive a restart. Several API processes must share JWT_SECRET instead.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../env';

export const secretFile = () => path.join(path.dirname(path.resolve(env.DATA_DIR)), 'jwt-secret');

/** The key as bytes: from JWT_SECRET, else from (or newly into) `file`. */
export function loadJwtSecret(file = secretFile(), configured = env.JWT_SECRET): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': of two processes starting at once, one writes and the other reads what it wrote
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (text.length < 32) throw new Error(`${file}: the generated JWT secret is too short; delete the file to generate a new one`);
  return new TextEncoder().encode(text);
}
