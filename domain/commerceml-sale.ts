// The orders side of the 1C exchange (type=sale): the CommerceML 2.10 document of orders 1C has
// not received yet, and the status changes 1C sends back. Pure.
import { ORDER_STATUS, ORDER_STATUS_NAMES, isOrderStatus, type OrderStatus } from './order-status';
import { childOf, childrenOf, textOf, type XmlNode } from './commerceml';
import { escapeXml } from './xml';

export type SaleLine = { goodExternalId: string; name: string; quantity: number; price: number; amount: number; unit: string };
export type SaleOrder = {
  id: number;
  /** ISO timestamp of the order */
  date: string;
  amount: number;
  status: number;
  paymentType: string;
  receiving: string;
  warehouseId: string | null;
  customer: { id: number; name: string; phone: string; email: string | null };
  address: string | null;
  slot: string;
  comment: string;
  lines: SaleLine[];
};

const money = (n: number) => n.toFixed(2);
const qty = (n: number) => String(Math.round(n * 1000) / 1000);
const el = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;
const requisite = (name: string, value: string) => `<ЗначениеРеквизита>${el('Наименование', name)}${el('Значение', value)}</ЗначениеРеквизита>`;

/** `<КоммерческаяИнформация>` with one `<Документ>` per order (CommerceML 2.10, «Заказ товара»). */
export function saleDocument(orders: SaleOrder[], now: Date): string {
  const stamp = now.toISOString().slice(0, 19);
  const docs = orders.map((o) => {
    const [date, time] = [o.date.slice(0, 10), o.date.slice(11, 19)];
    const lines = o.lines.map((l) => `<Товар>${el('Ид', l.goodExternalId)}${el('Наименование', l.name)}`
      + `<БазоваяЕдиница>${escapeXml(l.unit)}</БазоваяЕдиница>${el('ЦенаЗаЕдиницу', money(l.price))}${el('Количество', qty(l.quantity))}${el('Сумма', money(l.amount))}`
      + `<ЗначенияРеквизитов>${requisite('ВидНоменклатуры', 'Товар')}${requisite('ТипНоменклатуры', 'Товар')}</ЗначенияРеквизитов></Товар>`).join('');
    const requisites = [
      requisite('Статус заказа', statusLabel(o.status)),
      requisite('Метод оплаты', o.paymentType),
      requisite('Способ получения', o.receiving),
      requisite('Склад', o.warehouseId ?? ''),
      requisite('Адрес доставки', o.address ?? ''),
      requisite('Время доставки', o.slot),
      requisite('Заказ оплачен', 'false'),
      requisite('Отменен', String(o.status === ORDER_STATUS.annulled)),
    ].join('');
    return `<Документ>${el('Ид', o.id)}${el('Номер', o.id)}${el('Дата', date)}${el('Время', time)}`
      + `${el('ХозОперация', 'Заказ товара')}${el('Роль', 'Продавец')}${el('Валюта', 'RUB')}${el('Курс', 1)}${el('Сумма', money(o.amount))}`
      + `<Контрагенты><Контрагент>${el('Ид', `customer-${o.customer.id}`)}${el('Наименование', o.customer.name)}${el('ПолноеНаименование', o.customer.name)}${el('Роль', 'Покупатель')}`
      + `<Контакты><Контакт>${el('Тип', 'Телефон рабочий')}${el('Значение', o.customer.phone)}</Контакт>`
      + (o.customer.email ? `<Контакт>${el('Тип', 'Почта')}${el('Значение', o.customer.email)}</Контакт>` : '')
      + `</Контакты></Контрагент></Контрагенты>`
      + (o.comment ? el('Комментарий', o.comment) : '')
      + `<Товары>${lines}</Товары><ЗначенияРеквизитов>${requisites}</ЗначенияРеквизитов></Документ>`;
  }).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.10" ДатаФормирования="${stamp}">\n${docs}\n</КоммерческаяИнформация>\n`;
}

/** How 1C reads a status: our own name, which 1C's «Статус заказа» carries back. */
export const statusLabel = (status: number): string => (isOrderStatus(status) ? ORDER_STATUS_NAMES[status] : String(status));

export type StatusChange = { orderId: number; to: OrderStatus | 'annul' } | { orderId: number | null; problem: string };

/**
 * One `<Документ>` of 1C's file: the order by its Номер (or Ид), the status it names by our name or
 * number in «Статус заказа» (or «Статус заказа ИД»), or «Отменен» = true for an annulment.
 */
export function statusChangeOf(doc: XmlNode): StatusChange | null {
  const raw = textOf(doc, 'Номер') ?? textOf(doc, 'Ид');
  const orderId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (orderId === null) return { orderId: null, problem: `документ «${raw ?? ''}» не заказ сайта` };
  let to: OrderStatus | 'annul' | null = null;
  for (const r of childrenOf(childOf(doc, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита')) {
    const name = textOf(r, 'Наименование')?.toLowerCase();
    const value = textOf(r, 'Значение') ?? '';
    if (name === 'отменен' && value.toLowerCase() === 'true') to = 'annul';
    else if ((name === 'статус заказа' || name === 'статус заказа ид') && to === null) {
      const byName = (Object.entries(ORDER_STATUS_NAMES) as [string, string][]).find(([, n]) => n.toLowerCase() === value.toLowerCase());
      const n = byName ? Number(byName[0]) : /^\d+$/.test(value) ? Number(value) : NaN;
      if (isOrderStatus(n)) to = n;
      else return { orderId, problem: `заказ ${orderId}: статус «${value}» неизвестен` };
    }
  }
  return to === null ? null : { orderId, to };
}
