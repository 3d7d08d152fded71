// Passwords: argon2id with OWASP's minimum (19 MiB, 2 iterations, 1 lane), about 25 ms a hash.
import { argon2id, hash, verify } from 'argon2';
import { randomBytes, randomInt } from 'node:crypto';

const OPTIONS = { type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummy: Promise<string> | undefined;

/**
 * Whether `password` matches the `stored` hash. Without one (no such login) a dummy hash is verified all the
 * same, so the answer takes as long for an unknown login as for a wrong password.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummy ??= hash(randomBytes(16).toString('hex'), OPTIONS);
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// No 0/O, 1/l/I: the password arrives by SMS and is typed by hand
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new random password (recovery sends it to the phone or email). */
export function generatePassword(length = 10): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
