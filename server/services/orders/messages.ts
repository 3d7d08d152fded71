// The Russian texts order creation refuses with. The checkout button rules' messages (spec §4) are
// the storefront's own words (domain/checkout.ts CHECKOUT_MESSAGES of the checkout task): the API
// answers the same sentence the disabled button shows, so a shopper reads one message either way.
import { ORDER_STATUS_NAMES } from '../../../contract';

export const ORDER_MESSAGES = {
  phoneNotConfirmed: 'Подтвердите номер телефона в личном кабинете, чтобы оформить заказ.',
  pickupOnly: 'В корзине есть товары, которые можно получить только самовывозом. Удалите их или выберите самовывоз.',
  deliveryUnavailable: 'Извините, доставка временно недоступна :(',
  pickupUnavailable: 'Этот магазин не выдаёт заказы самовывозом.',
  minAmount: (n: number) => `Минимальная сумма заказа без учета доставки и сборки - ${n} руб.`,
  shopClosed: 'Магазин временно не принимает заказы.',
  paymentUnavailable: 'Платёжный сервис недоступен. Попробуйте позже или выберите другой способ оплаты.',
} as const;

/** Why an order was cancelled when its online payment failed, was refused or expired (spec §4, non-manual reasons). */
export const ONLINE_PAYMENT_ERROR = 'Ошибка онлайн-оплаты';

export const statusName = (status: number) => ORDER_STATUS_NAMES[status] ?? String(status);

const rub = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 1 234,50 ₽ */
export const money = (n: number) => `${rub.format(n)} ₽`;
