// The validation rules of the auth popup's forms (storefront spec §5, §9), as pure functions: the
// browser bundle may not carry zod (its eval probe breaks the CSP), so the forms run these through a
// react-hook-form resolver. The messages are the table the API's contract/auth.ts answers with too
// (contract/limits.ts, zod-free).
import {
  AUTH_MESSAGES, CODE_LENGTH, LOGIN_MAX_LENGTH, LOGIN_MIN_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH, PHONE_DIGITS,
} from '../contract/limits';
import { newPasswordProblem } from './passwords';

/** Field name → message; a field without a message is valid. */
export type FieldErrors<F> = Partial<Record<keyof F & string, string>>;

export const MESSAGES = AUTH_MESSAGES;

// The bounds are the API's (contract/limits.ts, zod-free): the form refuses what the API would.
export { CODE_ATTEMPTS, CODE_LENGTH, PHONE_DIGITS } from '../contract/limits';

export type LoginType = 'phone' | 'email';

/** What the phone field holds: '+7 (912) 345-67-89' (or anything typed), reduced to '79123456789'. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  // '8 912…' and '912…' are how people also write the same number
  if (digits.length === PHONE_DIGITS && digits.startsWith('8')) return `7${digits.slice(1)}`;
  if (digits.length === PHONE_DIGITS - 1 && digits.startsWith('9')) return `7${digits}`;
  return digits;
}

/** '79123456789' → '+7 (912) 345-67-89'; anything else as it is. */
export function formatPhone(digits: string): string {
  const d = phoneDigits(digits);
  if (d.length !== PHONE_DIGITS) return digits;
  return `+7 (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9, 11)}`;
}

/** The SMS code field ('123 456', the mask's space) reduced to its digits. */
export const codeDigits = (value: string): string => value.replace(/\D/g, '');

/** Required, at least `min` characters (after trimming), at most `max`. */
function text(value: string | undefined, min: number, max: number): string | undefined {
  const v = (value ?? '').trim();
  if (v === '') return MESSAGES.required;
  if (v.length < min) return MESSAGES.minLength(min);
  if (v.length > max) return MESSAGES.maxLength(max);
  return undefined;
}

/** A phone field: required, min 2 as the spec says, and a whole mobile number (79XXXXXXXXX), the only kind the API takes. */
function phone(value: string | undefined): string | undefined {
  const digits = phoneDigits(value ?? '');
  if (digits === '' || digits === '7') return MESSAGES.required;
  if (digits.length < LOGIN_MIN_LENGTH) return MESSAGES.minLength(LOGIN_MIN_LENGTH);
  if (digits.length !== PHONE_DIGITS || !digits.startsWith('79')) return MESSAGES.phoneIncomplete;
  return undefined;
}

const compact = <F>(errors: Record<string, string | undefined>): FieldErrors<F> =>
  Object.fromEntries(Object.entries(errors).filter(([, m]) => m !== undefined)) as FieldErrors<F>;

export type LoginValues = { loginType: LoginType; phone: string; email: string; password: string };

/** Sign-in: the phone (or email) and the password, each required and at least 2 characters. */
export function validateLogin(v: LoginValues): FieldErrors<LoginValues> {
  return compact({
    phone: v.loginType === 'phone' ? phone(v.phone) : undefined,
    email: v.loginType === 'email' ? text(v.email, LOGIN_MIN_LENGTH, LOGIN_MAX_LENGTH) : undefined,
    password: text(v.password, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH),
  });
}

export type RestoreValues = { loginType: LoginType; phone: string; email: string };

/** Password recovery: the phone or the email, required, at least 2 characters. */
export function validateRestore(v: RestoreValues): FieldErrors<RestoreValues> {
  return compact({
    phone: v.loginType === 'phone' ? phone(v.phone) : undefined,
    email: v.loginType === 'email' ? text(v.email, LOGIN_MIN_LENGTH, LOGIN_MAX_LENGTH) : undefined,
  });
}

export type RegistrationValues = {
  phone: string;
  password: string;
  confirmPassword: string;
  name: string;
  agreement: boolean;
};

/**
 * Registration's edit step. The confirmation must equal the password, unless the password is shown
 * in clear: then the shopper sees what they typed and the confirmation is not asked for.
 */
export function validateRegistration(v: RegistrationValues, { passwordShown = false } = {}): FieldErrors<RegistrationValues> {
  return compact({
    phone: phone(v.phone),
    password: newPasswordProblem(v.password) ?? undefined,
    confirmPassword: !passwordShown && v.confirmPassword !== v.password ? MESSAGES.passwordsDiffer : undefined,
    name: text(v.name, NAME_MIN_LENGTH, NAME_MAX_LENGTH),
    agreement: v.agreement ? undefined : MESSAGES.agreement,
  });
}

export type SmsCodeValues = { smsCode: string };

/** The confirm step: the code is required and exactly 6 digits. */
export function validateSmsCode(v: SmsCodeValues): FieldErrors<SmsCodeValues> {
  const digits = codeDigits(v.smsCode ?? '');
  if (digits === '') return { smsCode: MESSAGES.smsCodeRequired };
  if (digits.length !== CODE_LENGTH) return { smsCode: MESSAGES.smsCodeInvalid };
  return {};
}

/** The register button works only with the agreement ticked, resend allowed and attempts left (spec §5). */
export function canRegister({ agreement, resendIn, attemptsLeft }: { agreement: boolean; resendIn: number; attemptsLeft: number }): boolean {
  return agreement && resendIn <= 0 && attemptsLeft > 0;
}

/** Seconds as the resend timer shows them: minutes:seconds ('1:05', '0:09'). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Whole seconds until `until` (epoch ms), never below 0. */
export const secondsLeft = (until: number, now: number): number => Math.max(0, Math.ceil((until - now) / 1000));

/**
 * When the resend timer ends, from the server's resendTime in seconds; recovery adds 1 s (spec §9),
 * so the button never unlocks before the API would take the next request.
 */
export function resendUntil(resendTime: number, now: number, { recovery = false } = {}): number {
  const seconds = Number.isFinite(resendTime) && resendTime > 0 ? resendTime : 0;
  return now + (seconds + (recovery ? 1 : 0)) * 1000;
}

/** A wrong code costs one attempt; at 0 the form goes back to the edit step (spec §4). */
export function afterWrongCode(attemptsLeft: number): { attemptsLeft: number; backToEdit: boolean } {
  const left = Math.max(0, attemptsLeft - 1);
  return { attemptsLeft: left, backToEdit: left === 0 };
}

/** The phone reminder is dismissed for 7 days (spec §9). */
export const PHONE_REMINDER_PAUSE_MS = 7 * 24 * 60 * 60 * 1000;

/** Shown to a signed-in customer whose phone is unconfirmed, unless dismissed within the last 7 days (spec §4). */
export function showPhoneReminder(customer: { isPhoneConfirmed: boolean } | null, dismissedAt: number | null, now: number): boolean {
  if (!customer || customer.isPhoneConfirmed) return false;
  return dismissedAt === null || !Number.isFinite(dismissedAt) || now - dismissedAt >= PHONE_REMINDER_PAUSE_MS || dismissedAt > now;
}

/** Server violations ({propertyPath, message}) by field, for the fields this form has; the rest go to the banner. */
export function violationsByField<F extends string>(
  violations: readonly { propertyPath: string; message: string }[],
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): { fields: Partial<Record<F, string>>; rest: string[] } {
  const out: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const v of violations) {
    const field = (fields as readonly string[]).includes(v.propertyPath) ? (v.propertyPath as F) : aliases[v.propertyPath];
    if (field && out[field] === undefined) out[field] = v.message;
    else if (!field) rest.push(v.message);
  }
  return { fields: out, rest };
}
