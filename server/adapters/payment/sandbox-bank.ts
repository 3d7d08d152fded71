// The sandbox bank's RBS face (decision 0152): the REST methods of RBS two-stage acquiring
// (registerPreAuth.do / register.do, deposit.do, reverse.do, refund.do, getOrderStatusExtended.do)
// answered in RBS's own JSON over the sandbox's state (sandbox.ts: table sandbox_payments, each
// change in a transaction of its own, never the caller's). The shop reaches it through the real RBS
// adapter (rbs.ts) over HTTP, so demo and tests exercise the same code a real bank does. Faults are
// injected per operation and count: a delay past the caller's timeout (the bank acts late), an
// answer lost after the bank acted, a 5xx before it acts, a refusal, and a crash: the bank acts and
// then the process it shares with the API dies (SIGKILL), so the shop's first transaction (the
// pending operation) is committed, the bank has acted, and the second one never ran: on disk, a
// crash between the bank's answer and the commit.
import { BANK_FAULTS, BANK_OPERATIONS } from '../../../contract/payments';
import { clock } from '../../lib/clock';
import { PaymentError } from './errors';
import type { SandboxGateway } from './sandbox';

export type BankOperation = (typeof BANK_OPERATIONS)[number];
export type BankFault = (typeof BANK_FAULTS)[number];
export type FaultRequest = { operation: BankOperation; fault: BankFault; times: number; delayMs?: number };

/** An answer of the bank: its HTTP status and body (a JSON object, or a cut one for a lost answer). */
export type BankAnswer = { status: number; body: string };

const METHODS: Record<string, BankOperation> = {
  'register.do': 'register', 'registerPreAuth.do': 'register', 'deposit.do': 'deposit', 'reverse.do': 'reverse',
  'refund.do': 'refund', 'getOrderStatusExtended.do': 'status',
};

/** The default delay of a 'delay' fault: past any timeout a test gives the adapter. */
const DEFAULT_DELAY_MS = 1_500;

// RBS's error codes for what the sandbox refuses (its documentation's table of errorCode values).
const REFUSAL_CODES: Record<PaymentError['kind'], string> = {
  'not-found': '6', 'wrong-state': '7', 'bad-amount': '4', refused: '5', unavailable: '5',
};

const json = (status: number, body: Record<string, unknown>): BankAnswer => ({ status, body: JSON.stringify(body) });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type SandboxBank = ReturnType<typeof sandboxBank>;

export function sandboxBank(sandbox: SandboxGateway) {
  const faults: FaultRequest[] = [];

  /** The next fault armed for `operation`, counted down. */
  function takeFault(operation: BankOperation): FaultRequest | null {
    const i = faults.findIndex((f) => f.operation === operation);
    if (i < 0) return null;
    const fault = faults[i];
    if (--fault.times <= 0) faults.splice(i, 1);
    return fault;
  }

  async function act(db: Parameters<SandboxGateway['register']>[0], operation: BankOperation, params: Record<string, string>) {
    const amount = Number(params.amount);
    switch (operation) {
      case 'register': {
        const seconds = Number(params.sessionTimeoutSecs) || 1200;
        const registered = await sandbox.register(db, {
          orderId: Number(params.orderNumber), amount, description: params.description ?? '',
          returnUrl: params.returnUrl ?? '/', failUrl: params.failUrl ?? params.returnUrl ?? '/',
          expiresAt: new Date(clock.now().getTime() + seconds * 1000),
        });
        return { errorCode: '0', orderId: registered.gatewayOrderId, formUrl: registered.formUrl };
      }
      case 'deposit': await sandbox.deposit(db, params.orderId ?? '', amount); return { errorCode: '0', errorMessage: 'Успешно' };
      case 'reverse': await sandbox.reverse(db, params.orderId ?? ''); return { errorCode: '0', errorMessage: 'Успешно' };
      case 'refund': await sandbox.refund(db, params.orderId ?? '', amount); return { errorCode: '0', errorMessage: 'Успешно' };
      default: return { errorCode: '0', ...(await statusExtended(db, params.orderId ?? '')) };
    }
  }

  /** getOrderStatusExtended.do's own shape (amounts in kopecks). */
  async function statusExtended(db: Parameters<SandboxGateway['status']>[0], id: string) {
    const found = await sandbox.find(db, id);
    if (!found) throw new PaymentError('not-found', 'Заказ не найден.');
    const s = await sandbox.status(db, id);
    return {
      orderNumber: String(found.payment.orderId), orderStatus: s.status, amount: s.amount, currency: '643',
      paymentAmountInfo: {
        paymentState: ['CREATED', 'APPROVED', 'DEPOSITED', 'REVERSED', 'REFUNDED', 'CREATED', 'DECLINED'][s.status],
        approvedAmount: s.approvedAmount, depositedAmount: s.depositedAmount, refundedAmount: s.refundedAmount,
      },
    };
  }

  return {
    sandbox,

    /** One REST call (`method` as in the address: 'deposit.do'), with its form parameters. */
    async call(db: Parameters<SandboxGateway['register']>[0], method: string, params: Record<string, string>): Promise<BankAnswer> {
      const operation = METHODS[method];
      if (!operation) return json(404, { errorCode: '5', errorMessage: `Неизвестный метод ${method.slice(0, 60)}` });
      if (!params.token && !(params.userName && params.password)) return json(200, { errorCode: '5', errorMessage: 'Доступ запрещён' });
      const fault = takeFault(operation);
      if (fault?.fault === 'server-error') return { status: 502, body: '<html>Bad Gateway</html>' };
      if (fault?.fault === 'refusal') return json(200, { errorCode: '5', errorMessage: 'Операция отклонена банком (тестовый отказ)' });
      if (fault?.fault === 'delay') await sleep(fault.delayMs ?? DEFAULT_DELAY_MS);
      let body: Record<string, unknown>;
      try {
        body = await act(db, operation, params);
      } catch (err) {
        if (!(err instanceof PaymentError)) throw err;
        body = { errorCode: REFUSAL_CODES[err.kind], errorMessage: err.message };
      }
      // the bank acted; the process dies before its answer is read, let alone applied
      if (fault?.fault === 'crash') process.kill(process.pid, 'SIGKILL');
      // the bank acted; the answer is cut on its way back
      if (fault?.fault === 'lost-answer') return { status: 200, body: JSON.stringify(body).slice(0, 5) };
      return json(200, body);
    },

    /** Whether the callback the bank is about to send is lost on the way (a 'callback' fault). */
    loseCallback: () => takeFault('callback') !== null,

    addFault(request: FaultRequest) {
      faults.push({ ...request });
    },
    clearFaults() {
      faults.length = 0;
    },
    statusExtended,
  };
}
