// Customer accounts: sign-in, registration by SMS code, recovery, token refresh, the
// customer and its roles (storefront spec §3, §5, §7; checkout-account-admin spec §3, §6).
// Messages are Russian: they reach the forms as violations. Decisions 25, 26
// and 61–64.
//
// The routes (every answer application/ld+json; errors are HydraError, 422 = a body breaking its
// schema with violations, 400 = a business refusal, 429 = a limit with Retry-After):
//   POST /api/auth/signin               SigninRequest          → 200 AuthTokens | 401 wrong login or password (one message, never which) | 400 captcha | 429
//   POST /api/auth/signin-phone         SigninPhoneRequest     → 200 AuthTokens | 401 | 400 captcha | 429
//   POST /api/auth/signup-phone         SignupPhoneRequest     → 200 CodeSent (an SMS code to the phone) | 400 captcha | 429
//   POST /api/auth/signup-phone-code    SignupPhoneCodeRequest → 200 AuthTokens | 400 CodeError (attemptsLeft; 0 = register again)
//   POST /api/auth/recovery             RecoveryRequest        → 200 RecoverySent (the same for an unknown email) | 400 captcha | 429
//   POST /api/auth/recovery-phone       RecoveryPhoneRequest   → 200 RecoverySent (the same for an unknown phone) | 400 captcha | 429
//   POST /api/auth/signin-refresh-token RefreshTokenRequest    → 200 AuthTokens (rotated) | 401 (unknown, expired, revoked or reused: reuse revokes the family)
//   POST /api/auth/signout              RefreshTokenRequest    → 200 AuthResult (revokes the token's family; unknown tokens too answer 200)
//   GET  /api/customers/me                                     → 200 Customer | 401
//   GET  /api/customers/{id}                                   → 200 Customer | 401 | 404 (not yours = not found)
//   POST /api/customers/{id}/phone-confirmation      {}        → 200 CodeSent | 400 already confirmed | 401 | 404 | 429
//   POST /api/customers/{id}/phone-confirmation-code PhoneConfirmationCodeRequest → 200 AuthResult | 400 CodeError | 401 | 404
//   POST /api/customers/{id}/email-confirmation      {}        → 200 RecoverySent (a /?confirmid=…&sessid=… link to the email) | 400 no email or confirmed | 401 | 404 | 429
//   GET  /api/customers/{id}/confirm?sessid=                   → 200 AuthResult (the email is confirmed) | 404 (unknown, used or expired link)
//   GET  /api/customers/{id}/recovery-confirm?sessid=          → 200 AuthResult (a new password went to the phone/email) | 404
//   GET  /api/shops?adminable=1 (Bearer)                       → 200 the admin's shops (site admin: all; customer: none) | 401 without a valid token
//   GET  /api/dev/outbox?phone=… | ?email=…                    → 200 hydra collection of OutboxMessage, newest first | 404 with a real gateway
// Bearer: `Authorization: Bearer <token>`; a bad or expired token answers 401 on every route that reads it.
import { z } from 'zod';
import { HydraError, iri } from './hydra';
import {
  AUTH_MESSAGES, CODE_LENGTH, LOGIN_MAX_LENGTH, LOGIN_MIN_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH, PHONE_DIGITS,
} from './limits';
import { idParam } from './params';

// The messages live in contract/limits.ts (zod-free), where the browser's form rules take them too.
export const REQUIRED_MESSAGE = AUTH_MESSAGES.required;
export const minLengthMessage = AUTH_MESSAGES.minLength;
export const maxLengthMessage = AUTH_MESSAGES.maxLength;
export const PASSWORDS_DIFFER_MESSAGE = AUTH_MESSAGES.passwordsDiffer;
export const SMS_CODE_REQUIRED_MESSAGE = AUTH_MESSAGES.smsCodeRequired;
export const SMS_CODE_INVALID_MESSAGE = AUTH_MESSAGES.smsCodeInvalid;
/** A code of the right shape that is not the one sent (checkout-account-admin spec §8). */
export const SMS_CODE_WRONG_MESSAGE = AUTH_MESSAGES.wrongSmsCode;
export const PHONE_INVALID_MESSAGE = AUTH_MESSAGES.phoneIncomplete;
export const AGREEMENT_MESSAGE = AUTH_MESSAGES.agreement;

const text = (min: number, max: number) => z
  .string({ message: REQUIRED_MESSAGE })
  .trim()
  .min(1, { message: REQUIRED_MESSAGE, abort: true })
  .min(min, minLengthMessage(min))
  .max(max, maxLengthMessage(max));

/**
 * A phone in any common writing (`79001234567`, `+7 (900) 123-45-67`, `8 900 123 45 67`): the API keeps
 * its 11 digits starting with 7. The storefront may send the masked text as typed.
 */
export const phoneField = z
  .string({ message: REQUIRED_MESSAGE })
  .trim()
  .min(1, { message: REQUIRED_MESSAGE, abort: true })
  .min(LOGIN_MIN_LENGTH, { message: minLengthMessage(LOGIN_MIN_LENGTH), abort: true })
  .max(40, { message: PHONE_INVALID_MESSAGE, abort: true })
  .transform((v) => v.replace(/\D/g, '').replace(/^8(?=\d{10}$)/, '7'))
  .refine((v) => /^79\d{9}$/.test(v), PHONE_INVALID_MESSAGE)
  .meta({
    description: 'Phone, any formatting; normalised to 11 digits 79XXXXXXXXX', example: '+7 (900) 000-00-01',
    // the refine above, said of the text as sent: 11 digits, the first 7 or 8, the second 9
    pattern: `^\\D*[78]\\D*9(?:\\D*\\d){${PHONE_DIGITS - 2}}\\D*$`,
  });

/** An email used as the login (sign-in by email, recovery by email); compared case-insensitively. */
export const emailLoginField = text(LOGIN_MIN_LENGTH, LOGIN_MAX_LENGTH)
  .transform((v) => v.toLowerCase())
  .meta({ description: 'Email of the account', example: 'card@example.ru' });

export const passwordField = z
  .string({ message: REQUIRED_MESSAGE })
  .min(1, { message: REQUIRED_MESSAGE, abort: true })
  .min(PASSWORD_MIN_LENGTH, minLengthMessage(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, maxLengthMessage(PASSWORD_MAX_LENGTH));

/** The SMS (or email) code: exactly 6 digits; spaces of the 'xxx xxx' mask are dropped. */
export const smsCodeField = z
  .string({ message: SMS_CODE_REQUIRED_MESSAGE })
  .transform((v) => v.replace(/\s/g, ''))
  .refine((v) => v.length > 0, { message: SMS_CODE_REQUIRED_MESSAGE, abort: true })
  .refine((v) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(v), SMS_CODE_INVALID_MESSAGE)
  .meta({ description: `${CODE_LENGTH} digits; whitespace is ignored ('123 456')`, pattern: `^\\s*(?:\\d\\s*){${CODE_LENGTH}}$` });

/**
 * The captcha's token (Yandex SmartCaptcha). Optional in the schema: with the local captcha adapter
 * it is not needed; with SmartCaptcha configured a missing or rejected one answers 400 with a
 * violation on captchaToken.
 */
export const captchaTokenField = z.string().max(4096).optional();

/** A token as the API hands it out: opaque to clients (a base64url string). */
const opaqueToken = z.string({ message: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE).max(512, 'Некорректный токен.');

// --- requests

/** What a sign-in asks after the login, by email and by phone alike. */
const passwordAndCaptcha = { password: passwordField, captchaToken: captchaTokenField };
/** The code sent by SMS and the token of the request that sent it (sign-up and phone confirmation alike). */
const smsCodeAnswer = { confirmToken: opaqueToken, smsCode: smsCodeField };

export const SigninRequest = z.object({ login: emailLoginField, ...passwordAndCaptcha }).meta({ id: 'SigninRequest' });
export type SigninRequest = z.input<typeof SigninRequest>;

export const SigninPhoneRequest = z.object({ phone: phoneField, ...passwordAndCaptcha }).meta({ id: 'SigninPhoneRequest' });
export type SigninPhoneRequest = z.input<typeof SigninPhoneRequest>;

export const SignupPhoneRequest = z.object({
  phone: phoneField,
  password: passwordField,
  confirmPassword: z.string({ message: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE).max(PASSWORD_MAX_LENGTH),
  name: text(NAME_MIN_LENGTH, NAME_MAX_LENGTH),
  agreement: z.literal(true, { message: AGREEMENT_MESSAGE }),
  captchaToken: captchaTokenField,
}).refine((b) => b.password === b.confirmPassword, {
  path: ['confirmPassword'],
  message: PASSWORDS_DIFFER_MESSAGE,
  // checked even when another field is wrong, so the form shows every fault at once
  when: (p) => {
    const v = p.value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return typeof v?.password === 'string' && typeof v.confirmPassword === 'string';
  },
})
  .meta({ id: 'SignupPhoneRequest' });
export type SignupPhoneRequest = z.input<typeof SignupPhoneRequest>;

export const SignupPhoneCodeRequest = z.object(smsCodeAnswer).meta({ id: 'SignupPhoneCodeRequest' });
export type SignupPhoneCodeRequest = z.input<typeof SignupPhoneCodeRequest>;

export const RecoveryRequest = z.object({ login: emailLoginField, captchaToken: captchaTokenField }).meta({ id: 'RecoveryRequest' });
export type RecoveryRequest = z.input<typeof RecoveryRequest>;

export const RecoveryPhoneRequest = z.object({ phone: phoneField, captchaToken: captchaTokenField }).meta({ id: 'RecoveryPhoneRequest' });
export type RecoveryPhoneRequest = z.input<typeof RecoveryPhoneRequest>;

export const RefreshTokenRequest = z.object({ refreshToken: opaqueToken }).meta({ id: 'RefreshTokenRequest' });
export type RefreshTokenRequest = z.input<typeof RefreshTokenRequest>;

/** Confirms the phone of the signed-in customer with the code sent by POST …/phone-confirmation. */
export const PhoneConfirmationCodeRequest = z.object(smsCodeAnswer).meta({ id: 'PhoneConfirmationCodeRequest' });
export type PhoneConfirmationCodeRequest = z.input<typeof PhoneConfirmationCodeRequest>;

// --- answers

/** A signed-in session: a JWT access token (15 min) and a single-use refresh token (30 days). */
export const AuthTokens = z.object({
  token: z.string().meta({ description: 'Access token (JWT, HS256, 15 minutes): send as Authorization: Bearer' }),
  refreshToken: z.string().meta({ description: 'Single-use refresh token (30 days): POST /api/auth/signin-refresh-token' }),
}).meta({ id: 'AuthTokens' });
export type AuthTokens = z.infer<typeof AuthTokens>;

/** A code was sent: confirm it with confirmToken; a new one may be asked after resendTime seconds. */
export const CodeSent = z.object({
  confirmToken: z.string(),
  resendTime: z.number().int().meta({ description: 'Seconds until a new code may be asked' }),
  attemptsLeft: z.number().int(),
}).meta({ id: 'CodeSent' });
export type CodeSent = z.infer<typeof CodeSent>;

/** A recovery message went out (or would have: the answer is the same for an unknown login). */
export const RecoverySent = z.object({
  resendTime: z.number().int().meta({ description: 'Seconds until recovery may be asked again' }),
}).meta({ id: 'RecoverySent' });
export type RecoverySent = z.infer<typeof RecoverySent>;

/** The outcome of a link or a code, with the Russian text the storefront shows (alert or banner). */
export const AuthResult = z.object({ result: z.boolean(), message: z.string() }).meta({ id: 'AuthResult' });
export type AuthResult = z.infer<typeof AuthResult>;

/**
 * 400 of a wrong code: a violation on smsCode ('Неправильный смс-код') and the attempts left. At
 * attemptsLeft 0 the confirmToken is dead (the description says to register again): the form goes
 * back to its edit step. An unknown or expired confirmToken answers the same with attemptsLeft 0.
 */
export const CodeError = HydraError.extend({ attemptsLeft: z.number().int() }).meta({ id: 'CodeError' });
export type CodeError = z.infer<typeof CodeError>;

export const Customer = z.object({
  '@id': iri,
  '@type': z.literal('Customer'),
  id: z.number().int(),
  login: z.string().meta({ description: 'The sign-in phone (11 digits)' }),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  isPhoneConfirmed: z.boolean(),
  isEmailConfirmed: z.boolean(),
  hasCard: z.boolean(),
  card: z.string().nullable().meta({ description: 'Loyalty card number (13 digits) or null' }),
  isAdmin: z.boolean(),
  isSiteAdmin: z.boolean(),
  adminShops: z.array(z.number().int()).meta({ description: 'Ids of the shops this admin administers (site admin: all)' }),
  deliveryAddresses: z.array(z.unknown()).meta({ description: 'Saved addresses: always [] until the address work lands' }),
  birthday: z.iso.date().nullable().meta({ description: 'ISO date; locked once set' }),
  gender: z.union([z.literal(1), z.literal(2)]).nullable().meta({ description: 'male 1, female 2' }),
  isCardConfirmed: z.boolean(),
  isBlocked: z.boolean(),
}).meta({ id: 'Customer' });
export type Customer = z.infer<typeof Customer>;

/** One message the local outbox adapter kept (GET /api/dev/outbox, development only). */
export const OutboxMessage = z.object({
  '@type': z.literal('OutboxMessage'),
  channel: z.enum(['sms', 'email']),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  text: z.string(),
  code: z.string().nullable().meta({ description: 'The 6-digit code the message carries, if any' }),
  link: z.string().nullable().meta({ description: 'The storefront link the message carries, if any (/?recoveryid=…&sessid=…)' }),
  createdAt: z.iso.datetime(),
}).meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof OutboxMessage>;

// --- paths and queries

export const CustomerParams = z.object({ id: idParam });

export const LinkQuery = z.object({
  sessid: z.string({ message: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE).max(512, 'Некорректная ссылка.'),
});

export const OutboxQuery = z.object({
  phone: phoneField.optional(),
  email: emailLoginField.optional(),
}).refine((q) => (q.phone === undefined) !== (q.email === undefined), {
  message: 'Укажите phone или email (одно из двух).',
  path: ['phone'],
});
