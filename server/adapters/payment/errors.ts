// What a gateway call can fail with. Callers (the orders side, the payment routes) turn these into a
// 409 (the payment is not in a state that allows it), a 422 (a bad amount) or a 502 (the bank failed
// or did not answer): never a 500.

export type PaymentErrorKind =
  /** the payment is unknown to the gateway */
  | 'not-found'
  /** the operation does not fit the payment's status (deposit of an unheld payment, refund before deposit) */
  | 'wrong-state'
  /** the amount is not positive, not whole kopecks, or above what is held / deposited */
  | 'bad-amount'
  /** the bank refused the request (its errorCode and errorMessage are in the message) */
  | 'refused'
  /** the bank did not answer, answered in time with garbage, or with an HTTP error */
  | 'unavailable';

export class PaymentError extends Error {
  constructor(readonly kind: PaymentErrorKind, message: string, readonly gatewayCode?: string) {
    super(message);
    this.name = 'PaymentError';
  }
}
