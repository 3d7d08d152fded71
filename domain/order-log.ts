// «История изменений» in words (issue 42): each change of an order's log written as a sentence with
// the goods' names, quantities and roubles, where the card had shown the stored data (`status: 0 → 1`,
// `goods.20100041: {"price":139.99,…}`). The log keeps its data as the services wrote it
// (server/services/orders/admin/*.ts: status, goods.<id>, markingCode.<id>, card, type, address,
// deliveryCost, amount, shop); this module is the one place that reads it to a person. Pure.
import { formatMoney } from './money';
import { statusName } from './order-status';

/** What the reader knows of a good by its id: its name and unit (the order's own lines carry them). */
export type LogGood = { name: string; unit: string };

type LineState = { quantity?: number; price?: number; amount?: number; isDeleted?: boolean } | null;

const num = (n: number) => String(n).replace('.', ',');
const money = (v: unknown) => (typeof v === 'number' ? formatMoney(v) : '—');
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function addressText(v: unknown): string | null {
  if (!v || typeof v !== 'object') return null;
  const a = v as Record<string, unknown>;
  const parts = [a.city, a.street, a.house ? `д. ${String(a.house)}` : null, a.flat ? `кв. ${String(a.flat)}` : null].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

function lineSentence(good: LogGood, before: LineState, after: LineState): string {
  const name = `«${good.name}»`;
  const amount = (l: NonNullable<LineState>) => `${num(l.quantity ?? 0)} ${good.unit}${isNumber(l.amount) ? ` на ${formatMoney(l.amount)}` : ''}`;
  if (!after) return `Удалён товар ${name}.`;
  if (!before) {
    return `Добавлен товар ${name}: ${num(after.quantity ?? 0)} ${good.unit}${isNumber(after.price) ? ` по ${formatMoney(after.price)}` : ''}${isNumber(after.amount) ? ` на ${formatMoney(after.amount)}` : ''}.`;
  }
  if (after.isDeleted && !before.isDeleted) return `Удалён товар ${name} (было ${amount(before)}).`;
  if (before.isDeleted && !after.isDeleted) return `Возвращён товар ${name}: ${amount(after)}.`;
  const parts: string[] = [];
  if (before.quantity !== after.quantity) parts.push(`количество ${num(before.quantity ?? 0)} → ${num(after.quantity ?? 0)} ${good.unit}`);
  if (before.price !== after.price) parts.push(`цена ${money(before.price)} → ${money(after.price)}`);
  if (before.amount !== after.amount) parts.push(`сумма ${money(before.amount)} → ${money(after.amount)}`);
  return parts.length ? `${name}: ${parts.join(', ')}.` : `${name}: без изменений.`;
}

const TYPE_NAMES: Record<string, string> = { delivery: 'доставка', pickup: 'самовывоз' };

/**
 * One change as a sentence. `goods` names the goods by id; a good the reader does not know is
 * «товар с кодом …», never JSON.
 */
export function logChangeSentence(field: string, before: unknown, after: unknown, goods: ReadonlyMap<number, LogGood>): string {
  const [kind, idText] = field.split('.');
  const id = Number(idText);
  const good = goods.get(id) ?? { name: `товар с кодом ${idText}`, unit: 'шт' };
  switch (kind) {
    case 'status':
      return `Статус изменён: «${statusName(Number(before))}» → «${statusName(Number(after))}».`;
    case 'goods':
      return lineSentence(good, before as LineState, after as LineState);
    case 'markingCode': {
      const codes = Array.isArray(after) ? after.map(String) : [];
      return codes.length ? `Коды маркировки «${good.name}»: ${codes.join(', ')}.` : `Коды маркировки «${good.name}» сняты.`;
    }
    case 'card':
      return after ? `Карта лояльности: ${String(after)}.` : 'Карта лояльности снята с заказа.';
    case 'type':
      return `Способ получения: ${TYPE_NAMES[String(before)] ?? String(before)} → ${TYPE_NAMES[String(after)] ?? String(after)}.`;
    case 'address': {
      const text = addressText(after);
      return text ? `Адрес доставки: ${text}.` : 'Адрес доставки снят.';
    }
    case 'deliveryCost':
      return `Доставка: ${money(before)} → ${money(after)}.`;
    case 'amount':
      return `Сумма заказа: ${money(before)} → ${money(after)}.`;
    case 'shop':
      return 'Заказ передан в другой магазин.';
    default:
      return 'Изменены данные заказа.';
  }
}

/** Every change of one log entry as sentences, in the order they were written. */
export const logSentences = (changes: Record<string, readonly [unknown, unknown]> | null, goods: ReadonlyMap<number, LogGood>): string[] =>
  Object.entries(changes ?? {}).map(([field, [before, after]]) => logChangeSentence(field, before, after, goods));
