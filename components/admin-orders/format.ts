// How the back office writes an order's facts: dates in Moscow's dd.mm.yyyy, the partner sources
// by name, the payment type in words.
import { PAYMENT_LABELS } from '@/domain/checkout';
import { PAYMENT_TYPE } from '@/domain/shop-terms';

const dateTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
});

/** '2026-11-25T09:05:00Z' → '25.11.2026, 12:05' */
export const orderDateText = (iso: string) => dateTime.format(new Date(iso));
/** '2026-11-26' → '26.11.2026' */
export const dayText = (isoDay: string) => isoDay.split('-').reverse().join('.');

export const SOURCE_NAMES: Readonly<Record<string, string>> = {
  site: 'Сайт',
  aggregator: 'Маркетплейс продуктов',
  partner: 'Сервис доставки еды',
};

export const paymentTypeText = (cashType: number) =>
  PAYMENT_LABELS[cashType] ?? (cashType === PAYMENT_TYPE.aggregator || cashType === PAYMENT_TYPE.partner ? 'Оплата партнёру' : `Тип ${cashType}`);

export const isOnline = (cashType: number) => cashType === PAYMENT_TYPE.online;
