// POST /api/auth/* (storefront spec §7): sign-in, registration by SMS code, recovery, refresh, sign-out.
// The shapes and statuses are listed in contract/auth.ts; the flows live in services/auth/accounts.ts.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  AuthResult, AuthTokens, CodeError, CodeSent, HydraError, RecoveryPhoneRequest, RecoveryRequest, RecoverySent,
  RefreshTokenRequest, SigninPhoneRequest, SigninRequest, SignupPhoneCodeRequest, SignupPhoneRequest,
} from '../../contract';
import { newPasswordProblem } from '../../domain/passwords';
import type { AppEnv } from '../context';
import { clientIp } from '../lib/client-ip';
import { createRouter, errors, jsonLd } from '../lib/openapi';
import { recover, signIn, signUpPhone, signUpPhoneCode, type Ctx } from '../services/auth/accounts';
import { refresh, revokeFamilyOf } from '../services/auth/tokens';

export const ctxOf = (c: Context<AppEnv>): Ctx => ({ db: c.var.db, services: c.var.services, ip: clientIp(c) });

const body = <T extends z.ZodType>(schema: T) =>
  ({ body: { content: { 'application/json': { schema } }, required: true } }) as const;

const e400 = jsonLd(HydraError, 'Not JSON, or a rejected captcha (violation on captchaToken)');
const e401 = jsonLd(HydraError, 'Wrong login or password: one message, never which of the two');
const e429 = jsonLd(HydraError, 'A limit was reached: Retry-After says when to ask again');

/** Registration chooses a password: domain/passwords.ts's rule (8 characters, not a common one), in the form's words. */
const SignupBody = SignupPhoneRequest.superRefine((b, ctx) => {
  const problem = newPasswordProblem(b.password);
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
});

const route = <R extends Parameters<typeof createRoute>[0]>(r: R) => createRoute(r);

const signin = route({
  method: 'post', path: '/api/auth/signin', description: 'Sign-in by email and password',
  request: body(SigninRequest),
  responses: { 200: jsonLd(AuthTokens, 'A new session'), 400: e400, 401: e401, 403: jsonLd(HydraError, 'A blocked staff account (the right password)'), 422: errors[422], 429: e429 },
});
const signinPhone = route({
  method: 'post', path: '/api/auth/signin-phone', description: 'Sign-in by phone and password',
  request: body(SigninPhoneRequest),
  responses: { 200: jsonLd(AuthTokens, 'A new session'), 400: e400, 401: e401, 403: jsonLd(HydraError, 'A blocked staff account (the right password)'), 422: errors[422], 429: e429 },
});
const signupPhone = route({
  method: 'post', path: '/api/auth/signup-phone',
  description: 'Registration, step one: an SMS code goes to the phone (a registered phone gets a notice instead; the answer is the same)',
  request: body(SignupBody),
  responses: { 200: jsonLd(CodeSent, 'The code was sent'), 400: e400, 422: errors[422], 429: e429, 503: jsonLd(HydraError, 'The SMS could not be sent') },
});
const signupPhoneCode = route({
  method: 'post', path: '/api/auth/signup-phone-code',
  description: 'Registration, step two: the right code creates the customer with a confirmed phone and signs it in',
  request: body(SignupPhoneCodeRequest),
  responses: {
    200: jsonLd(AuthTokens, 'The new customer is signed in'),
    400: jsonLd(CodeError, 'A wrong code (attemptsLeft > 0) or a dead confirmToken (attemptsLeft 0: register again)'),
    422: errors[422],
  },
});
const recovery = route({
  method: 'post', path: '/api/auth/recovery', description: 'Password recovery by email: a link to the address, if it has an account',
  request: body(RecoveryRequest),
  responses: { 200: jsonLd(RecoverySent, 'The same answer whether or not the email has an account'), 400: e400, 422: errors[422], 429: e429, 503: jsonLd(HydraError, 'The email could not be sent') },
});
const recoveryPhone = route({
  method: 'post', path: '/api/auth/recovery-phone', description: 'Password recovery by phone: a link by SMS, if the phone has an account',
  request: body(RecoveryPhoneRequest),
  responses: { 200: jsonLd(RecoverySent, 'The same answer whether or not the phone has an account'), 400: e400, 422: errors[422], 429: e429, 503: jsonLd(HydraError, 'The SMS could not be sent') },
});
const refreshRoute = route({
  method: 'post', path: '/api/auth/signin-refresh-token', description: 'A new token pair for a refresh token, which is used up',
  request: body(RefreshTokenRequest),
  responses: {
    200: jsonLd(AuthTokens, 'The next pair of the session'),
    400: e400,
    401: jsonLd(HydraError, 'Unknown, expired, revoked or reused refresh token (reuse revokes the whole session)'),
    422: errors[422],
  },
});
const signout = route({
  method: 'post', path: '/api/auth/signout', description: "Ends the refresh token's session (its family is revoked)",
  request: body(RefreshTokenRequest),
  responses: { 200: jsonLd(AuthResult, 'Signed out (also for an unknown token)'), 400: e400, 422: errors[422] },
});

export const authRoutes = createRouter()
  .openapi(signin, async (c) => {
    const b = c.req.valid('json');
    return c.json(await signIn(ctxOf(c), 'email', b.login, b.password, b.captchaToken), 200);
  })
  .openapi(signinPhone, async (c) => {
    const b = c.req.valid('json');
    return c.json(await signIn(ctxOf(c), 'phone', b.phone, b.password, b.captchaToken), 200);
  })
  .openapi(signupPhone, async (c) => c.json(await signUpPhone(ctxOf(c), c.req.valid('json')), 200))
  .openapi(signupPhoneCode, async (c) => {
    const b = c.req.valid('json');
    return c.json(await signUpPhoneCode(ctxOf(c), b.confirmToken, b.smsCode), 200);
  })
  .openapi(recovery, async (c) => {
    const b = c.req.valid('json');
    return c.json(await recover(ctxOf(c), 'email', b.login, b.captchaToken), 200);
  })
  .openapi(recoveryPhone, async (c) => {
    const b = c.req.valid('json');
    return c.json(await recover(ctxOf(c), 'sms', b.phone, b.captchaToken), 200);
  })
  .openapi(refreshRoute, async (c) => c.json(await refresh(c.var.db, c.var.services.jwtKey(), c.req.valid('json').refreshToken), 200))
  .openapi(signout, async (c) => {
    await revokeFamilyOf(c.var.db, c.req.valid('json').refreshToken);
    return c.json({ result: true, message: 'Вы вышли из аккаунта.' }, 200);
  });
