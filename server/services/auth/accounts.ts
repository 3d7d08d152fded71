// The account flows: sign-in, registration by SMS code, recovery by link, confirmations.
// Answers never say whether a phone or email is registered: unknown logins cost the same argon2 work,
// recovery answers alike, registration of a known phone answers alike (the phone's owner gets an SMS).
import { and, eq } from 'drizzle-orm';
import {
  CODE_RESEND_SECONDS, type AuthResult, type AuthTokens, type CodeSent, type RecoverySent,
} from '../../../contract';
import type { Unreachable } from '../../adapters/captcha';
import type { Message } from '../../adapters/messages';
import type { Services } from '../../context';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { env } from '../../env';
import { HttpError, notFound } from '../../lib/http';
import { ACCOUNT_WINDOW_SECONDS, accountSignInDelay } from '../../../domain/sign-in-delay';
import { clear, forget, take, takeSpaced, type Rule } from '../../lib/rate-limit';
import { findByEmail, findByPhone, type CustomerRow } from '../customers';
import { consumeCode, consumeLink, createCode, createLink, takeMessageSlot } from './codes';
import { generatePassword, hashPassword, verifyPassword } from './passwords';
import { issueTokens, revokeAllOf } from './tokens';

export type Ctx = { db: Db; services: Services; ip: string };

/**
 * Failed sign-ins: five per login from one address and twenty per address in 15 minutes, then 429
 * for that address until the oldest ages out. Per login *and* address, so strangers failing on a
 * login never lock its owner out (decision 61).
 */
const LOGIN_FAILURES: Rule[] = [{ limit: 5, windowSeconds: 15 * 60 }];
const IP_FAILURES: Rule[] = [{ limit: 20, windowSeconds: 15 * 60 }];

export const CAPTCHA_MESSAGE = 'Подтвердите, что вы не робот.';
const SIGNUP_AGAIN = 'Код больше не действует: попытки закончились или время вышло. Зарегистрируйтесь заново.';
const CODE_AGAIN = 'Код больше не действует: попытки закончились или время вышло. Запросите новый код.';
const LINK_INVALID = 'Ссылка недействительна или устарела.';

/** `unreachable`: what this form does while Yandex cannot be asked (decision 143). */
async function checkCaptcha(ctx: Ctx, token: string | undefined, unreachable: Unreachable = 'refuse'): Promise<void> {
  if (await ctx.services.captcha.verify(token, ctx.ip, unreachable)) return;
  throw new HttpError(400, 'Bad Request', CAPTCHA_MESSAGE, [{ propertyPath: 'captchaToken', message: CAPTCHA_MESSAGE }]);
}

async function send(ctx: Ctx, message: Message): Promise<void> {
  try {
    await ctx.services.messages.send(ctx.db, message);
  } catch (err) {
    console.error(`[messages] ${message.channel}: ${(err as Error).message}`);
    throw new HttpError(503, 'Service Unavailable', 'Не удалось отправить сообщение. Повторите попытку позже.');
  }
}

const siteLink = (path: string) => `${env.SITE_URL.replace(/\/$/, '')}${path}`;

/** Sign-in by email (`kind` email) or phone: a new session, or one 401 whichever part was wrong. */
export async function signIn(ctx: Ctx, kind: 'email' | 'phone', login: string, password: string, captchaToken?: string): Promise<AuthTokens> {
  // sign-in lets a request through while Yandex is away: its own limits stand, and customers keep signing in
  await checkCaptcha(ctx, captchaToken, 'pass');
  const loginKey = `${kind}:${login}@${ctx.ip}`;
  // every attempt counts as a failure before the password is checked, in one locked step: guesses
  // sent at once cannot all pass the check before any of them is counted
  // and across addresses, per account: past a few failures each attempt waits longer after the
  // last one (domain/sign-in-delay.ts), which slows a botnet without locking the owner out
  const account = await takeSpaced(ctx.db, 'signin-fail-account', `${kind}:${login}`, ACCOUNT_WINDOW_SECONDS, accountSignInDelay,
    (s) => `Слишком много неудачных попыток войти в этот аккаунт. Повторите через ${s} с.`);
  let counted: number[];
  try {
    counted = [...account, ...await take(ctx.db, [
      { bucket: 'signin-fail-login', key: loginKey, rules: LOGIN_FAILURES },
      { bucket: 'signin-fail-ip', key: ctx.ip, rules: IP_FAILURES },
    ], (s) => `Слишком много неудачных попыток входа. Повторите через ${Math.ceil(s / 60)} мин.`)];
  } catch (err) {
    await forget(ctx.db, account); // refused here, it was not tried
    throw err;
  }
  const customer = kind === 'email' ? await findByEmail(ctx.db, login) : await findByPhone(ctx.db, login);
  if (!(await verifyPassword(customer?.passwordHash ?? null, password)) || !customer) {
    throw new HttpError(401, 'Unauthorized', kind === 'email' ? 'Неверный email или пароль.' : 'Неверный номер телефона или пароль.');
  }
  // it was no failure; and a success forgives this login's earlier failures from this address
  await forget(ctx.db, counted);
  await clear(ctx.db, 'signin-fail-login', loginKey);
  // a blocked staff account does not sign in (decision 177); said only to whoever knows its password
  if (customer.staffBlocked) throw new HttpError(403, 'Forbidden', 'Учётная запись заблокирована. Обратитесь к администратору сайта.');
  await ctx.db.update(customers).set({ lastSignInAt: new Date() }).where(eq(customers.id, customer.id));
  return issueTokens(ctx.db, ctx.services.jwtKey(), customer.id);
}

/** Registration, step one: an SMS code to the phone. A registered phone gets a notice instead of a code. */
export async function signUpPhone(
  ctx: Ctx, input: { phone: string; password: string; name: string; captchaToken?: string },
): Promise<CodeSent> {
  await checkCaptcha(ctx, input.captchaToken);
  await takeMessageSlot(ctx.db, input.phone, ctx.ip);
  // hashed either way: the time taken must not tell a registered phone from a new one
  const passwordHash = await hashPassword(input.password);
  const existing = await findByPhone(ctx.db, input.phone);
  if (existing) {
    const sent = await createCode(ctx.db, 'signup', { phone: input.phone }, false);
    await send(ctx, {
      channel: 'sms', to: input.phone, link: '/',
      text: `Этот номер уже зарегистрирован в магазине. Войдите или восстановите пароль: ${siteLink('/')}`,
    });
    return { confirmToken: sent.confirmToken, resendTime: sent.resendTime, attemptsLeft: sent.attemptsLeft };
  }
  const sent = await createCode(ctx.db, 'signup', { phone: input.phone, payload: { name: input.name, passwordHash } });
  await send(ctx, { channel: 'sms', to: input.phone, code: sent.code, text: `Код для регистрации: ${sent.code}. Никому его не сообщайте.` });
  return { confirmToken: sent.confirmToken, resendTime: sent.resendTime, attemptsLeft: sent.attemptsLeft };
}

/** Registration, step two: the right code creates the customer (phone confirmed) and signs it in. */
export async function signUpPhoneCode(ctx: Ctx, confirmToken: string, smsCode: string): Promise<AuthTokens> {
  const row = await consumeCode(ctx.db, 'signup', confirmToken, smsCode, SIGNUP_AGAIN);
  const payload = row.payload as { name: string; passwordHash: string };
  const [created] = await ctx.db.insert(customers)
    .values({ phone: row.phone!, name: payload.name, passwordHash: payload.passwordHash, isPhoneConfirmed: true })
    .onConflictDoNothing({ target: customers.phone })
    .returning({ id: customers.id });
  if (!created) {
    // registered by someone else between the code and now; only the phone's owner can see this
    throw new HttpError(400, 'Bad Request', 'Этот номер уже зарегистрирован. Войдите или восстановите пароль.', undefined, undefined, { attemptsLeft: 0 });
  }
  return issueTokens(ctx.db, ctx.services.jwtKey(), created.id);
}

/**
 * Sends once the answer is on its way: an answer that waited for the gateway (or failed with it) only
 * when there is someone to send to would tell registered targets from unknown ones.
 */
function sendAfterAnswer(ctx: Ctx, message: Message): void {
  // on the next turn of the event loop: begun now, an in-process database (PGlite) would write the
  // message on this thread before the answer leaves
  setImmediate(() => {
    ctx.services.messages.send(ctx.db, message)
      .catch((err) => console.error(`[messages] ${message.channel}: ${(err as Error).message}`));
  });
}

/** Recovery: a link to the phone or email of the account, if there is one; the answer is the same either way. */
export async function recover(ctx: Ctx, channel: 'sms' | 'email', target: string, captchaToken?: string): Promise<RecoverySent> {
  await checkCaptcha(ctx, captchaToken);
  await takeMessageSlot(ctx.db, target, ctx.ip);
  const customer = channel === 'sms' ? await findByPhone(ctx.db, target) : await findByEmail(ctx.db, target);
  // the same work for an unknown target: a link row bound to no customer, which no one can follow
  const sessid = await createLink(ctx.db, 'recovery', {
    customerId: customer?.id ?? null, ...(channel === 'sms' ? { phone: target } : { email: target }),
  });
  if (customer) {
    const link = `/?recoveryid=${customer.id}&sessid=${sessid}`;
    sendAfterAnswer(ctx, {
      channel, to: target, link,
      text: `Восстановление пароля: ${siteLink(link)} (ссылка действует 10 минут). Если вы не просили, ничего не делайте.`,
    });
  }
  return { resendTime: CODE_RESEND_SECONDS };
}

/**
 * The recovery link: a new password goes to the channel the link came by (never in the answer: a
 * link opened by a mail scanner still leaves the owner able to sign in), every session ends, and that
 * channel counts as confirmed.
 */
export async function confirmRecovery(ctx: Ctx, customerId: number, sessid: string): Promise<AuthResult> {
  const row = await consumeLink(ctx.db, ['recovery'], customerId, sessid);
  if (!row) throw notFound(LINK_INVALID);
  const password = generatePassword();
  const bySms = row.phone !== null;
  const [updated] = await ctx.db.update(customers).set({
    passwordHash: await hashPassword(password),
    ...(bySms ? { isPhoneConfirmed: true } : { isEmailConfirmed: true }),
  }).where(and(eq(customers.id, customerId), bySms ? eq(customers.phone, row.phone!) : eq(customers.email, row.email!)))
    .returning({ id: customers.id });
  // the phone or email changed since the link went out: it proves nothing any more
  if (!updated) throw notFound(LINK_INVALID);
  await revokeAllOf(ctx.db, customerId);
  await send(ctx, { channel: bySms ? 'sms' : 'email', to: (bySms ? row.phone : row.email)!, text: `Ваш новый пароль: ${password}` });
  return { result: true, message: bySms ? 'Новый пароль отправлен в смс.' : 'Новый пароль отправлен на электронную почту.' };
}

/** Asks for a link confirming the customer's email. */
export async function requestEmailConfirmation(ctx: Ctx, customer: CustomerRow): Promise<RecoverySent> {
  if (!customer.email) throw new HttpError(400, 'Bad Request', 'Электронная почта не указана.');
  if (customer.isEmailConfirmed) throw new HttpError(400, 'Bad Request', 'Электронная почта уже подтверждена.');
  await takeMessageSlot(ctx.db, customer.email, ctx.ip);
  const sessid = await createLink(ctx.db, 'email-confirm', { customerId: customer.id, email: customer.email });
  const link = `/?confirmid=${customer.id}&sessid=${sessid}`;
  await send(ctx, { channel: 'email', to: customer.email, link, text: `Подтвердите адрес электронной почты: ${siteLink(link)} (ссылка действует 10 минут).` });
  return { resendTime: CODE_RESEND_SECONDS };
}

/** The confirmation link (`/?confirmid=…&sessid=…`): confirms the email it was sent to. */
export async function confirmLink(ctx: Ctx, customerId: number, sessid: string): Promise<AuthResult> {
  const row = await consumeLink(ctx.db, ['email-confirm'], customerId, sessid);
  if (!row) throw notFound(LINK_INVALID);
  const [updated] = await ctx.db.update(customers).set({ isEmailConfirmed: true })
    .where(and(eq(customers.id, customerId), eq(customers.email, row.email!))).returning({ id: customers.id });
  if (!updated) throw notFound(LINK_INVALID);
  return { result: true, message: 'Электронная почта подтверждена.' };
}

/** Phone confirmation of a signed-in customer, step one: an SMS code. */
export async function requestPhoneConfirmation(ctx: Ctx, customer: CustomerRow): Promise<CodeSent> {
  if (customer.isPhoneConfirmed) throw new HttpError(400, 'Bad Request', 'Телефон уже подтверждён.');
  await takeMessageSlot(ctx.db, customer.phone, ctx.ip);
  const sent = await createCode(ctx.db, 'phone-confirm', { customerId: customer.id, phone: customer.phone });
  await send(ctx, { channel: 'sms', to: customer.phone, code: sent.code, text: `Код подтверждения телефона: ${sent.code}. Никому его не сообщайте.` });
  return { confirmToken: sent.confirmToken, resendTime: sent.resendTime, attemptsLeft: sent.attemptsLeft };
}

/** Step two: the right code marks the phone confirmed. */
export async function confirmPhone(ctx: Ctx, customer: CustomerRow, confirmToken: string, smsCode: string): Promise<AuthResult> {
  const row = await consumeCode(ctx.db, 'phone-confirm', confirmToken, smsCode, CODE_AGAIN);
  const [updated] = row.customerId === customer.id
    ? await ctx.db.update(customers).set({ isPhoneConfirmed: true })
      .where(and(eq(customers.id, customer.id), eq(customers.phone, row.phone!))).returning({ id: customers.id })
    : [];
  if (!updated) throw new HttpError(400, 'Bad Request', CODE_AGAIN, undefined, undefined, { attemptsLeft: 0 });
  return { result: true, message: 'Телефон подтверждён.' };
}
