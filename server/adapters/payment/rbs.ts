// The real gateway: RBS two-stage acquiring (the REST API of Sberbank's and other banks' RBS
// gateways, e.g. https://securepayments.sberbank.ru/payment/rest/). registerPreAuth.do holds the
// amount once the shopper pays on the bank's page (formUrl); deposit.do charges it, reverse.do
// releases it, refund.do returns money after a deposit, getOrderStatusExtended.do reads the state.
// Every call is a form POST with the shop's userName and password (or token); the bank answers JSON
// with errorCode "0" (or none) on success. A refusal becomes PaymentError 'refused', a timeout, an
// HTTP error or an answer that is not the bank's JSON becomes 'unavailable': never an uncaught error.
import { clock } from '../../lib/clock';
import { callbackEvent } from './checksum';
import { PaymentError } from './errors';
import type { GatewayStatus, PaymentGateway } from './types';

export type RbsOptions = {
  /** the REST API's base, ending in /rest/ (a missing final slash is added) */
  apiUrl: string;
  userName?: string;
  password?: string;
  /** an API token instead of userName and password */
  token?: string;
  /** the key the bank signs its callbacks with */
  callbackSecret: string;
  /** the storefront's public address (SITE_URL): the bank's page sends the shopper back there */
  siteUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** the sandbox bank, whose page is on the storefront itself: return paths stay paths (the shopper's own address) */
  keepPaths?: boolean;
};

const TIMEOUT_MS = 15_000;

type RbsAnswer = {
  errorCode?: string | number;
  errorMessage?: string;
  orderId?: string;
  formUrl?: string;
  orderStatus?: number;
  amount?: number;
  paymentAmountInfo?: { approvedAmount?: number; depositedAmount?: number; refundedAmount?: number };
};

const kopecksOf = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);

export function rbsGateway(options: RbsOptions): PaymentGateway {
  const base = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const absolute = (url: string) => (options.keepPaths ? url : new URL(url, options.siteUrl ?? 'http://localhost:3000').toString());
  const doFetch = options.fetch ?? fetch;
  const credentials: Record<string, string> = options.token
    ? { token: options.token }
    : { userName: options.userName ?? '', password: options.password ?? '' };

  /** One call of the bank's API: its JSON when errorCode is 0 or absent, else a PaymentError. */
  async function call(method: string, params: Record<string, string>): Promise<RbsAnswer> {
    const signal = AbortSignal.timeout(timeoutMs);
    let res: Response;
    try {
      res = await doFetch(new URL(method, base), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({ ...credentials, ...params }),
        signal,
      });
    } catch {
      throw new PaymentError('unavailable', signal.aborted
        ? `Платёжный шлюз не ответил за ${(timeoutMs / 1000).toLocaleString('ru-RU')} с (${method}).`
        : `Платёжный шлюз недоступен (${method}).`);
    }
    let answer: unknown;
    try {
      answer = await res.json();
    } catch {
      answer = null;
    }
    if (!res.ok || typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
      throw new PaymentError('unavailable', res.ok
        ? `Платёжный шлюз ответил не в своём формате (${method}).`
        : `Платёжный шлюз ответил ошибкой HTTP ${res.status} (${method}).`);
    }
    const code = String((answer as RbsAnswer).errorCode ?? '0');
    if (code !== '0') {
      const { errorMessage } = answer as RbsAnswer;
      const message = typeof errorMessage === 'string' ? errorMessage.slice(0, 300) : 'без описания';
      throw new PaymentError('refused', `Платёжный шлюз отказал (${method}, код ${code.slice(0, 10)}): ${message}`, code.slice(0, 10));
    }
    return answer as RbsAnswer;
  }

  const amountParam = (amount: number) => {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new PaymentError('bad-amount', 'Сумма должна быть целым положительным числом копеек.');
    return String(amount);
  };

  return {
    kind: 'rbs',

    async register(_db, request) {
      const seconds = Math.max(60, Math.ceil((request.expiresAt.getTime() - clock.now().getTime()) / 1000));
      const answer = await call('registerPreAuth.do', {
        orderNumber: String(request.orderId),
        amount: amountParam(request.amount),
        // the bank's page is on its own host: it needs the shop's absolute address to come back to
        returnUrl: absolute(request.returnUrl),
        failUrl: absolute(request.failUrl),
        description: request.description.slice(0, 99),
        // the bank's page stays open as long as the order waits for payment
        sessionTimeoutSecs: String(seconds),
      });
      if (typeof answer.orderId !== 'string' || typeof answer.formUrl !== 'string' || !/^(https?:\/\/|\/(?!\/))/.test(answer.formUrl)) {
        throw new PaymentError('unavailable', 'Платёжный шлюз не вернул номер заказа и адрес страницы оплаты (registerPreAuth.do).');
      }
      // a path is the sandbox bank's page on the storefront itself (the shopper stays on their own address)
      return { gatewayOrderId: answer.orderId, formUrl: answer.formUrl };
    },

    async deposit(_db, gatewayOrderId, amount) {
      await call('deposit.do', { orderId: gatewayOrderId, amount: amountParam(amount) });
    },

    async reverse(_db, gatewayOrderId) {
      await call('reverse.do', { orderId: gatewayOrderId });
    },

    async refund(_db, gatewayOrderId, amount) {
      await call('refund.do', { orderId: gatewayOrderId, amount: amountParam(amount) });
    },

    async status(_db, gatewayOrderId) {
      const answer = await call('getOrderStatusExtended.do', { orderId: gatewayOrderId });
      const status = answer.orderStatus;
      if (typeof status !== 'number' || !Number.isInteger(status) || status < 0 || status > 6) {
        throw new PaymentError('unavailable', 'Платёжный шлюз вернул неизвестный статус заказа (getOrderStatusExtended.do).');
      }
      const info = typeof answer.paymentAmountInfo === 'object' && answer.paymentAmountInfo !== null ? answer.paymentAmountInfo : {};
      return {
        status: status as GatewayStatus, amount: kopecksOf(answer.amount),
        approvedAmount: kopecksOf(info.approvedAmount), depositedAmount: kopecksOf(info.depositedAmount), refundedAmount: kopecksOf(info.refundedAmount),
      };
    },

    verifyCallback: (params) => callbackEvent(params, options.callbackSecret),
  };
}
