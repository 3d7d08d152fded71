// The profile page's changes (checkout-account-admin spec §4 "Profile blocks", §5 "Profile", §8):
// personal data, and a new phone or email confirmed by a 6-digit code sent to it. The codes are the
// one-time codes of the auth flows (server/services/auth/codes.ts: 3 attempts, 10 minutes, the same
// per-target and per-address sending limits). A phone or email another customer has gets a notice
// instead of a code, as registration does, so the answer never tells a taken one from a free one.
// The phone and the email are logins: a change is asked with the current password (a borrowed
// session alone cannot move the login and then recover the account for good), the old phone or
// email is told, and the customer's other sessions end (issue 35).
import { and, eq } from 'drizzle-orm';
import type { AuthResult, CodeSent } from '../../../contract';
import { PROFILE_MESSAGES } from '../../../domain/profile';
import { customers, oneTimeCodes } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http';
import { forget, take, type Rule } from '../../lib/rate-limit';
import type { Ctx } from '../auth/accounts';
import { consumeCode, createCode, takeMessageSlot, type Purpose } from '../auth/codes';
import { verifyPassword } from '../auth/passwords';
import { revokeAllOf, sha256 } from '../auth/tokens';
import { findByEmail, findByPhone, findCustomer, type CustomerRow } from '../customers';

const CODE_GONE = 'Код больше не действует: попытки закончились или время вышло. Запросите новый код.';

/** Name, birthday and gender; a stored birthday cannot change (the form locks it). */
export async function updateProfile(ctx: Ctx, customer: CustomerRow, p: { name: string; birthday: string | null; gender: 1 | 2 | null }): Promise<CustomerRow> {
  if (customer.birthday && p.birthday && p.birthday !== customer.birthday) {
    throw new HttpError(400, 'Bad Request', PROFILE_MESSAGES.birthdayLocked, [{ propertyPath: 'birthday', message: PROFILE_MESSAGES.birthdayLocked }]);
  }
  await ctx.db.update(customers).set({ name: p.name, birthday: customer.birthday ?? p.birthday, gender: p.gender })
    .where(eq(customers.id, customer.id));
  return (await findCustomer(ctx.db, customer.id))!;
}

async function send(ctx: Ctx, message: Parameters<Ctx['services']['messages']['send']>[1]): Promise<void> {
  try {
    await ctx.services.messages.send(ctx.db, message);
  } catch (err) {
    console.error(`[messages] ${message.channel}: ${(err as Error).message}`);
    throw new HttpError(503, 'Service Unavailable', 'Не удалось отправить сообщение. Повторите попытку позже.');
  }
}

/** Wrong passwords before a change of login: five per customer in 15 minutes, then 429. */
const PASSWORD_FAILURES: Rule[] = [{ limit: 5, windowSeconds: 15 * 60 }];

/** 400 on `password` unless it is the customer's; counted before it is checked, as sign-in does. */
async function provePassword(ctx: Ctx, customer: CustomerRow, password: string): Promise<void> {
  const counted = await take(ctx.db, [{ bucket: 'reauth-fail-customer', key: String(customer.id), rules: PASSWORD_FAILURES }],
    (s) => `Слишком много неверных паролей. Повторите через ${Math.ceil(s / 60)} мин.`);
  if (!(await verifyPassword(customer.passwordHash, password))) {
    throw new HttpError(400, 'Bad Request', PROFILE_MESSAGES.passwordWrong, [{ propertyPath: 'password', message: PROFILE_MESSAGES.passwordWrong }]);
  }
  await forget(ctx.db, counted);
}

const sent = (s: { confirmToken: string; resendTime: number; attemptsLeft: number }): CodeSent =>
  ({ confirmToken: s.confirmToken, resendTime: s.resendTime, attemptsLeft: s.attemptsLeft });

/** Step one of a new phone: an SMS code to it (`phone`: 11 digits). */
export async function requestPhoneChange(ctx: Ctx, customer: CustomerRow, phone: string, password: string): Promise<CodeSent> {
  if (phone === customer.phone && customer.isPhoneConfirmed) throw new HttpError(400, 'Bad Request', 'Этот номер уже указан и подтверждён.');
  await provePassword(ctx, customer, password);
  await takeMessageSlot(ctx.db, phone, ctx.ip);
  const owner = await findByPhone(ctx.db, phone);
  if (owner && owner.id !== customer.id) {
    const s = await createCode(ctx.db, 'phone-change', { customerId: customer.id, phone }, false);
    await send(ctx, { channel: 'sms', to: phone, text: 'Кто-то пытается указать этот номер в другом профиле магазина. Если это вы, войдите с этим номером.' });
    return sent(s);
  }
  const s = await createCode(ctx.db, 'phone-change', { customerId: customer.id, phone });
  await send(ctx, { channel: 'sms', to: phone, code: s.code, text: `Код подтверждения номера: ${s.code}. Никому его не сообщайте.` });
  return sent(s);
}

/** Step one of a new email: a code to it (`email`: lower case). */
export async function requestEmailChange(ctx: Ctx, customer: CustomerRow, email: string, password: string): Promise<CodeSent> {
  if (email === customer.email && customer.isEmailConfirmed) throw new HttpError(400, 'Bad Request', 'Этот адрес уже указан и подтверждён.');
  await provePassword(ctx, customer, password);
  await takeMessageSlot(ctx.db, email, ctx.ip);
  const owner = await findByEmail(ctx.db, email);
  if (owner && owner.id !== customer.id) {
    const s = await createCode(ctx.db, 'email-change', { customerId: customer.id, email }, false);
    await send(ctx, { channel: 'email', to: email, text: 'Кто-то пытается указать этот адрес в другом профиле магазина. Если это вы, войдите с этим адресом.' });
    return sent(s);
  }
  const s = await createCode(ctx.db, 'email-change', { customerId: customer.id, email });
  await send(ctx, { channel: 'email', to: email, code: s.code, text: `Код подтверждения адреса электронной почты: ${s.code}.` });
  return sent(s);
}

/**
 * The customer's live code of `purpose` named by `confirmToken`, or 404: an unknown, used, expired
 * or spent token (the form goes back to its edit step, spec §4), or another customer's.
 */
async function liveCode(ctx: Ctx, customer: CustomerRow, purpose: Purpose, confirmToken: string) {
  const [row] = await ctx.db.select().from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.tokenHash, sha256(confirmToken)), eq(oneTimeCodes.purpose, purpose)));
  if (!row || row.customerId !== customer.id || row.usedAt || row.expiresAt <= new Date() || row.attemptsLeft <= 0) {
    throw notFound(CODE_GONE);
  }
}

/** consumeCode with this form's message for a wrong code ('code' is the field). */
async function consume(ctx: Ctx, customer: CustomerRow, purpose: Purpose, confirmToken: string, code: string, wrong: string) {
  await liveCode(ctx, customer, purpose, confirmToken);
  try {
    return await consumeCode(ctx.db, purpose, confirmToken, code, CODE_GONE);
  } catch (err) {
    if (!(err instanceof HttpError) || err.status !== 400) throw err;
    const attemptsLeft = Number(err.extra?.attemptsLeft ?? 0);
    const message = attemptsLeft > 0 ? wrong : CODE_GONE;
    throw new HttpError(400, 'Bad Request', attemptsLeft > 0 ? `${wrong}. Осталось попыток: ${attemptsLeft}.` : CODE_GONE,
      [{ propertyPath: 'code', message }], undefined, { attemptsLeft });
  }
}

const taken = (what: string) => new HttpError(400, 'Bad Request', `${what} уже указан в другом профиле.`, undefined, undefined, { attemptsLeft: 0 });

/** The update, or `taken` when another customer took the phone or email between the check and now (the unique index). */
async function claim(update: () => Promise<unknown>, what: string): Promise<void> {
  try {
    await update();
  } catch (err) {
    const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw taken(what);
    throw err;
  }
}

/** The old phone or email is told of the change; its failure does not undo the change (already made). */
async function tellOld(ctx: Ctx, message: Parameters<Ctx['services']['messages']['send']>[1]): Promise<void> {
  await ctx.services.messages.send(ctx.db, message).catch((err: Error) => console.error(`[messages] ${message.channel}: ${err.message}`));
}

/** Step two: the right code makes the phone the customer's (and its sign-in login), confirmed; the customer's other sessions end. */
export async function confirmPhoneChange(ctx: Ctx, customer: CustomerRow, sid: string, confirmToken: string, code: string): Promise<AuthResult> {
  const row = await consume(ctx, customer, 'phone-change', confirmToken, code, PROFILE_MESSAGES.smsCodeWrong);
  const owner = await findByPhone(ctx.db, row.phone!);
  if (owner && owner.id !== customer.id) throw taken('Этот номер');
  await claim(() => ctx.db.update(customers).set({ phone: row.phone!, isPhoneConfirmed: true }).where(eq(customers.id, customer.id)), 'Этот номер');
  if (row.phone !== customer.phone) {
    await revokeAllOf(ctx.db, customer.id, sid);
    await tellOld(ctx, { channel: 'sms', to: customer.phone, text: 'Номер телефона вашего профиля в магазине изменён. Если это были не вы, обратитесь в поддержку.' });
  }
  return { result: true, message: 'Номер телефона подтверждён.' };
}

/** Step two: the right code makes the email the customer's, confirmed. */
export async function confirmEmailChange(ctx: Ctx, customer: CustomerRow, sid: string, confirmToken: string, code: string): Promise<AuthResult> {
  const row = await consume(ctx, customer, 'email-change', confirmToken, code, PROFILE_MESSAGES.emailCodeWrong);
  const owner = await findByEmail(ctx.db, row.email!);
  if (owner && owner.id !== customer.id) throw taken('Этот адрес');
  await claim(() => ctx.db.update(customers).set({ email: row.email!, isEmailConfirmed: true }).where(eq(customers.id, customer.id)), 'Этот адрес');
  if (row.email !== customer.email) {
    await revokeAllOf(ctx.db, customer.id, sid);
    if (customer.email) {
      await tellOld(ctx, { channel: 'email', to: customer.email, text: `Адрес электронной почты вашего профиля в магазине изменён на ${row.email}. Если это были не вы, обратитесь в поддержку.` });
    }
  }
  return { result: true, message: 'Адрес электронной почты подтверждён.' };
}
