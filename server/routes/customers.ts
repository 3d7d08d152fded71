// GET /api/customers/me and /{id}, the confirmation and recovery links, and the phone and email
// confirmation of a signed-in customer. Who may read what: lib/permissions.ts.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AuthResult, CodeError, CodeSent, Customer, CustomerParams, HydraError, LinkQuery, PhoneConfirmationCodeRequest, RecoverySent,
} from '../../contract';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { requireCustomer, requireSelf } from '../lib/permissions';
import {
  confirmLink, confirmPhone, confirmRecovery, requestEmailConfirmation, requestPhoneConfirmation,
} from '../services/auth/accounts';
import { toCustomer } from '../services/customers';
import { ctxOf } from './auth';

const e401 = jsonLd(HydraError, 'No access token, or a bad or expired one');
const e404 = jsonLd(HydraError, 'No such customer, or not the signed-in one (they answer alike)');
const e429 = jsonLd(HydraError, 'A limit was reached: Retry-After says when to ask again');
const linkGone = jsonLd(HydraError, 'An unknown, used or expired link');
const bearer = [{ Bearer: [] }];
const emptyBody = { body: { content: { 'application/json': { schema: z.object({}) } }, required: false } } as const;

const me = createRoute({
  method: 'get', path: '/api/customers/me', security: bearer, description: 'The signed-in customer',
  responses: { 200: jsonLd(Customer, 'The customer of the access token'), 401: e401 },
});
const one = createRoute({
  method: 'get', path: '/api/customers/{id}', security: bearer, description: 'A customer: only the signed-in one itself',
  request: { params: CustomerParams },
  responses: { 200: jsonLd(Customer, 'The customer'), 400: errors[400], 401: e401, 404: e404 },
});
const confirm = createRoute({
  method: 'get', path: '/api/customers/{id}/confirm',
  description: 'The link of /?confirmid={id}&sessid=…: confirms the email it was sent to (single use, 10 minutes)',
  request: { params: CustomerParams, query: LinkQuery },
  responses: { 200: jsonLd(AuthResult, 'Confirmed: message is what the storefront shows'), 400: errors[400], 404: linkGone },
});
const recoveryConfirm = createRoute({
  method: 'get', path: '/api/customers/{id}/recovery-confirm',
  description: 'The link of /?recoveryid={id}&sessid=…: a new password goes to the phone or email the link came by; every session ends (single use, 10 minutes)',
  request: { params: CustomerParams, query: LinkQuery },
  responses: { 200: jsonLd(AuthResult, 'Done: message says where the new password went'), 400: errors[400], 404: linkGone, 503: jsonLd(HydraError, 'The message could not be sent') },
});
/** POST …/phone-confirmation and …/email-confirmation: the signed-in customer asks for a code or a link confirming a contact. */
const askConfirmation = <S extends typeof CodeSent | typeof RecoverySent>(
  contact: 'phone' | 'email', description: string, sent: [S, string], refused: string, unsent: string,
) => createRoute({
  method: 'post', path: `/api/customers/{id}/${contact}-confirmation`, security: bearer, description,
  request: { params: CustomerParams, ...emptyBody },
  responses: {
    200: jsonLd(sent[0], sent[1]), 400: jsonLd(HydraError, refused),
    401: e401, 404: e404, 429: e429, 503: jsonLd(HydraError, unsent),
  },
});
const phoneConfirmation = askConfirmation('phone', "An SMS code confirming the signed-in customer's phone (the phone-reminder modal)",
  [CodeSent, 'The code was sent'], 'The phone is confirmed already', 'The SMS could not be sent');
const phoneConfirmationCode = createRoute({
  method: 'post', path: '/api/customers/{id}/phone-confirmation-code', security: bearer,
  description: 'The code of POST …/phone-confirmation: the right one confirms the phone',
  request: { params: CustomerParams, body: { content: { 'application/json': { schema: PhoneConfirmationCodeRequest } }, required: true } },
  responses: {
    200: jsonLd(AuthResult, 'The phone is confirmed'),
    400: jsonLd(CodeError, 'A wrong code (attemptsLeft > 0) or a dead confirmToken (attemptsLeft 0: ask a new code)'),
    401: e401, 404: e404, 422: errors[422],
  },
});
const emailConfirmation = askConfirmation('email', "A link confirming the signed-in customer's email (/?confirmid={id}&sessid=…)",
  [RecoverySent, 'The link was sent'], 'No email, or confirmed already', 'The email could not be sent');

export const customerRoutes = createRouter();
// /me before /{id}: "me" is not an id
openapi(customerRoutes, me, async (c) => c.json(await toCustomer(c.var.db, await requireCustomer(c)), 200));
openapi(customerRoutes, one, async (c) => c.json(await toCustomer(c.var.db, await requireSelf(c, c.req.valid('param').id)), 200));
openapi(customerRoutes, confirm, async (c) =>
  c.json(await confirmLink(ctxOf(c), c.req.valid('param').id, c.req.valid('query').sessid), 200));
openapi(customerRoutes, recoveryConfirm, async (c) =>
  c.json(await confirmRecovery(ctxOf(c), c.req.valid('param').id, c.req.valid('query').sessid), 200));
openapi(customerRoutes, phoneConfirmation, async (c) =>
  c.json(await requestPhoneConfirmation(ctxOf(c), await requireSelf(c, c.req.valid('param').id)), 200));
openapi(customerRoutes, phoneConfirmationCode, async (c) => {
  const customer = await requireSelf(c, c.req.valid('param').id);
  const b = c.req.valid('json');
  return c.json(await confirmPhone(ctxOf(c), customer, b.confirmToken, b.smsCode), 200);
});
openapi(customerRoutes, emailConfirmation, async (c) =>
  c.json(await requestEmailConfirmation(ctxOf(c), await requireSelf(c, c.req.valid('param').id)), 200));
