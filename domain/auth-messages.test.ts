// The auth forms (domain/auth-forms.ts, in the browser) and the API's schemas (contract/auth.ts) take
// their messages from one table (contract/limits.ts AUTH_MESSAGES): over one table of inputs, both
// must give the same verdict and, when they refuse, the same message.
import { SigninPhoneRequest, SigninRequest, SignupPhoneCodeRequest, SignupPhoneRequest } from '../contract/auth';
import { AUTH_MESSAGES as M } from '../contract/limits';
import { validateLogin, validateRegistration, validateSmsCode } from './auth-forms';
import { newPasswordProblem, PASSWORD_MESSAGES } from './passwords';

type Case = [field: string, value: unknown, message: string | undefined];

/** The API's message for `field` (the first violation naming it), or undefined when it takes the field. */
function apiMessage(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, body: object, field: string) {
  const result = schema.safeParse(body);
  return result.success ? undefined : result.error!.issues.find((i) => i.path[0] === field)?.message;
}

const PHONE = '+7 (912) 345-67-89';
const phones: Case[] = [
  ['phone', PHONE, undefined],
  ['phone', '8 912 345 67 89', undefined],
  ['phone', '79123456789', undefined],
  ['phone', '', M.required],
  ['phone', '+7 (912) 34', M.phoneIncomplete],
  ['phone', '+7 (812) 345-67-89', M.phoneIncomplete],
];
const passwords: Case[] = [
  ['password', 'ab', undefined],
  ['password', '', M.required],
  ['password', 'a', M.minLength(2)],
  ['password', 'x'.repeat(129), M.maxLength(128)],
];

// a password being chosen meets domain/passwords.ts: 8 characters, not a common one (the sign-in
// cases above stay: older passwords still sign in)
const newPasswords: Case[] = [
  ['password', 'v3rno-dlinnyj', undefined],
  ['password', '', M.required],
  ['password', 'secret1', PASSWORD_MESSAGES.tooShort],
  ['password', 'qwerty123', PASSWORD_MESSAGES.common],
  ['password', 'x'.repeat(129), PASSWORD_MESSAGES.tooLong],
];

describe('auth messages: one table, the same verdict and message on both sides', () => {
  it.each([...phones, ...passwords])('sign-in by phone: %s = %j', (field, value, message) => {
    const values = { loginType: 'phone' as const, phone: PHONE, email: '', password: 'demo12345', [field]: value };
    expect(validateLogin(values)[field as 'phone']).toBe(message);
    expect(apiMessage(SigninPhoneRequest, { phone: values.phone, password: values.password }, field)).toBe(message);
  });

  it.each<Case>([
    ['email', 'card@example.ru', undefined],
    ['email', '  ', M.required],
    ['email', 'a', M.minLength(2)],
    ['email', `${'x'.repeat(250)}@x.ru`, M.maxLength(254)],
  ])('sign-in by email: %s = %j', (field, value, message) => {
    expect(validateLogin({ loginType: 'email', phone: '', email: value as string, password: 'demo12345' }).email).toBe(message);
    expect(apiMessage(SigninRequest, { login: value, password: 'demo12345' }, 'login')).toBe(message);
  });

  it.each<Case>([
    ...phones, ...newPasswords,
    ['name', 'Иван Петров', undefined],
    ['name', '', M.required],
    ['name', 'И', M.minLength(2)],
    ['name', 'я'.repeat(101), M.maxLength(100)],
    ['agreement', false, M.agreement],
    ['confirmPassword', 'другой', M.passwordsDiffer],
  ])('registration: %s = %j', (field, value, message) => {
    const values = { phone: PHONE, password: 'v3rno-dlinnyj', confirmPassword: 'v3rno-dlinnyj', name: 'Иван Петров', agreement: true, [field]: value };
    // a changed password changes the confirmation too, or the pair would differ
    if (field === 'password') values.confirmPassword = value as string;
    expect(validateRegistration(values)[field as 'phone']).toBe(message);
    // the API checks the contract, then (for a password being chosen) the same newPasswordProblem
    const api = apiMessage(SignupPhoneRequest, values, field) ?? (field === 'password' ? newPasswordProblem(value as string) ?? undefined : undefined);
    expect(api).toBe(message);
  });

  it.each<Case>([
    ['smsCode', '123456', undefined],
    ['smsCode', '123 456', undefined],
    ['smsCode', '', M.smsCodeRequired],
    ['smsCode', '12345', M.smsCodeInvalid],
    ['smsCode', '1234567', M.smsCodeInvalid],
  ])('the code: %s = %j', (field, value, message) => {
    expect(validateSmsCode({ smsCode: value as string }).smsCode).toBe(message);
    expect(apiMessage(SignupPhoneCodeRequest, { confirmToken: 'token', smsCode: value }, field)).toBe(message);
  });
});
