// Online payment (design.md §5), shaped like RBS two-stage acquiring (register with hold → deposit,
// or reverse; refund after deposit; status; a signed callback). The local default is a sandbox
// gateway with its own payment page; the real one is configured by environment variables.
// The orders side (server/services/orders/payment-events.ts) applies what the gateway reports.
import type { Db } from '../../db/client';

/** RBS order statuses (checkout-account-admin spec §4 "Payment statuses" 0–6). */
export type GatewayStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type RegisterRequest = {
  /** our order id, sent as the gateway's orderNumber */
  orderId: number;
  /** kopecks */
  amount: number;
  /**
   * where the payment page sends the shopper after paying / after refusing: a path on the storefront
   * ('/basket?order=5'), so the shopper comes back to the address they came from; a gateway whose
   * page is somewhere else (the bank's) makes it absolute with the configured site address
   */
  returnUrl: string;
  failUrl: string;
  /** the hold expires (and the order is cancelled) at this moment */
  expiresAt: Date;
  description: string;
};

export type Registered = { gatewayOrderId: string; formUrl: string };

/** What a verified callback (or a status check) tells about one payment. */
export type PaymentEvent = {
  gatewayOrderId: string;
  orderId: number;
  /** 'approved' = amount held, 'deposited', 'reversed', 'refunded', 'declined' (refused, failed or expired) */
  operation: 'approved' | 'deposited' | 'reversed' | 'refunded' | 'declined';
  status: GatewayStatus;
};

/**
 * What the bank says about one payment (getOrderStatusExtended.do): its status and, in kopecks, the
 * registered amount and its paymentAmountInfo's held (approved), charged (deposited) and refunded sums.
 */
export type PaymentState = {
  status: GatewayStatus;
  amount: number;
  approvedAmount: number;
  depositedAmount: number;
  refundedAmount: number;
};

export type PaymentGateway = {
  kind: 'sandbox' | 'rbs';
  register: (db: Db, request: RegisterRequest) => Promise<Registered>;
  /** charge the held amount (kopecks; at most the held amount) */
  deposit: (db: Db, gatewayOrderId: string, amount: number) => Promise<void>;
  /** release the hold */
  reverse: (db: Db, gatewayOrderId: string) => Promise<void>;
  refund: (db: Db, gatewayOrderId: string, amount: number) => Promise<void>;
  status: (db: Db, gatewayOrderId: string) => Promise<PaymentState>;
  /** the callback's query parameters → the event, or null when the checksum does not verify */
  verifyCallback: (params: Record<string, string>) => PaymentEvent | null;
};
