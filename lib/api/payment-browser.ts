// The sandbox payment page's calls (app/payment-sandbox/[id]), through this site's /api proxy: the
// payment as the sandbox gateway keeps it, and its two buttons. Each answers the payment as it now is.
import { apiClient } from './client';
import type { SandboxPayment } from '@/contract';

const { get, send } = apiClient(() => '/');

export type SandboxPaymentView = Omit<SandboxPayment, '@id' | '@type'>;

const plain = ({ '@id': _id, '@type': _type, ...rest }: SandboxPayment): SandboxPaymentView => rest;
const path = (id: string) => `api/payments/sandbox/${encodeURIComponent(id)}`;

export const sandboxPayment = (id: string) => get<SandboxPayment>(path(id)).then(plain);
/** 'Оплатить': the amount is held (or, past the expiry, the payment is declined). */
export const paySandbox = (id: string) => send<SandboxPayment>('post', `${path(id)}/pay`).then(plain);
/** 'Отказаться'. */
export const declineSandbox = (id: string) => send<SandboxPayment>('post', `${path(id)}/decline`).then(plain);
