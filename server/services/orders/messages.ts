// The Russian texts order creation refuses with. The checkout button rules' messages (spec §4) are
// domain/checkout.ts CHECKOUT_MESSAGES themselves: the API answers the same sentence the disabled
// button shows, so a shopper reads one message either way.
import { CHECKOUT_MESSAGES as C } from '../../../domain/checkout';
import { formatMoney } from '../../../domain/money';

export const ORDER_MESSAGES = {
  phoneNotConfirmed: C.phoneNotConfirmed,
  pickupOnly: C.pickupOnly,
  deliveryUnavailable: C.deliveryUnavailable,
  pickupUnavailable: 'Этот магазин не выдаёт заказы самовывозом.',
  minAmount: C.minAmount,
  shopClosed: C.shopClosed,
  paymentUnavailable: 'Платёжный сервис недоступен. Попробуйте позже или выберите другой способ оплаты.',
} as const;

/** Why an order was cancelled when its online payment failed, was refused or expired (spec §4, non-manual reasons). */
export const ONLINE_PAYMENT_ERROR = 'Ошибка онлайн-оплаты';
/** The cancel comment of an order whose payment time ran out (readers show it before the sweep writes it). */
export const OVERDUE_COMMENT = 'Истекло время оплаты.';

/** Money in order messages, always with kopecks: '1 234,50 ₽', '1 500,00 ₽'. */
export const money = (n: number) => formatMoney(n, { kopecks: true });
