// Passwords: argon2id with OWASP's minimum (19 MiB, 2 iterations, 1 lane). hash-wasm, not the native
// `argon2` package: its prebuilt linux binary crashes on our machines (decision 26).
import { argon2id, argon2Verify } from 'hash-wasm';
import { randomBytes, randomInt } from 'node:crypto';

const OPTIONS = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32, outputType: 'encoded' } as const;

/** The PHC string ($argon2id$v=19$m=19456,t=2,p=1$salt$hash) to store. */
export const hashPassword = (password: string): Promise<string> =>
  argon2id({ ...OPTIONS, password, salt: randomBytes(16) });

let dummy: Promise<string> | undefined;

/**
 * Whether `password` matches the `stored` hash. Without one (no such login) a dummy hash is verified all the
 * same, so the answer takes as long for an unknown login as for a wrong password.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummy ??= hashPassword(randomBytes(16).toString('hex'));
    await argon2Verify({ password, hash: await dummy }).catch(() => false);
    return false;
  }
  try {
    return await argon2Verify({ password, hash: stored });
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
