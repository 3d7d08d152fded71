// What a new password must be (issue 35): at least NEW_PASSWORD_MIN_LENGTH characters and not one of
// the passwords every guessing list starts with. Checked where a password is chosen (registration,
// and any later change or new admin), never at sign-in: the demo accounts and older passwords still
// sign in. Pure and zod-free: the registration form runs it too, with the same words.
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH } from '../contract/limits';

export const NEW_PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  required: AUTH_MESSAGES.required,
  tooShort: `Пароль должен быть не короче ${NEW_PASSWORD_MIN_LENGTH} символов.`,
  // the contract's own words for the cap, which the API checks before this rule
  tooLong: AUTH_MESSAGES.maxLength(PASSWORD_MAX_LENGTH),
  common: 'Этот пароль слишком распространён: его подберут первым. Придумайте другой.',
} as const;

/**
 * The passwords guessed first (the heads of the public leaked-password lists, with the Russian
 * keyboard's own), of 8 characters or more: shorter ones fail the length already. Compared in
 * lower case.
 */
const COMMON = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '11111111', '111111111', '00000000', '88888888', '87654321',
  '11223344', '12341234', '12121212', '123123123', '147258369', '123qweasd', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx',
  'password', 'password1', 'password123', 'passw0rd', 'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty12', 'qwe12345',
  'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'iloveyou', 'sunshine', 'princess', 'football', 'baseball', 'superman',
  'trustno1', 'welcome1', 'abcd1234', 'abc12345', 'aa123456', 'a1234567', 'letmein1', 'q1w2e3r4', 'q1w2e3r4t5',
  'йцукенгш', 'йцукенгшщз', 'пароль123', 'qazwsxedc', 'zaq12wsx', 'marina123', 'natasha1', 'samsung1', 'dragon12',
  'master12', 'monkey12', 'shadow12', 'michael1', 'computer', 'internet', 'starwars', 'whatever',
]);

/** Why `password` may not be chosen as a new password, or null when it may. */
export function newPasswordProblem(password: string | undefined): string | null {
  const p = password ?? '';
  if (p.trim() === '') return PASSWORD_MESSAGES.required;
  if (p.length < NEW_PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (p.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (COMMON.has(p.toLowerCase())) return PASSWORD_MESSAGES.common;
  return null;
}
