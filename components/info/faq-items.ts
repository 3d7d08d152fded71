// The questions of the FAQ page: the ones the back office edits (/admin-order/pages; how to order,
// substitutions, card prices…, their answers as sanitised HTML) and, after the first two of them,
// the ones answered with the chosen shop's own terms, written here from its settings: delivery
// tariffs, minimum order, pickup, payment types (decision 193).
import { deliveryTariffs, freeDeliveryThreshold, PAYMENT_TYPE, type DeliveryTariff } from '@/domain/shop-terms';
import type { Shop } from '@/contract';
import { formatMoney } from '@/lib/format';

/** A paragraph, or a list of lines. */
export type AnswerBlock = string | { list: string[]; ordered?: boolean };

export type FaqItem = {
  /** the fragment of its #anchor */
  id: string;
  question: string;
  /** the shop's terms: written here */
  answer?: AnswerBlock[];
  /** an edited answer: HTML, sanitised by the API */
  html?: string;
};

/** An edited question as the API serves it (contract/info-pages.ts). */
export type EditedFaqItem = { anchor: string; question: string; answer: string };

/** The shop's terms follow this many edited questions (how to order and substitutions, as the page always had them). */
const TERMS_AFTER = 2;

const PAYMENT_LABELS: Record<number, string> = {
  [PAYMENT_TYPE.online]: 'банковской картой онлайн',
  [PAYMENT_TYPE.cardOnReceipt]: 'картой при получении',
  [PAYMENT_TYPE.cash]: 'наличными',
};

/** ['a', 'b', 'c'] → 'a, b или c' */
function orList(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} или ${items[items.length - 1]}` : (items[0] ?? '');
}

function payments(types: number[]): string {
  return orList(types.map((t) => PAYMENT_LABELS[t]).filter(Boolean));
}

function tariffLine({ from, to, price }: DeliveryTariff): string {
  const cost = price === 0 ? 'бесплатно' : formatMoney(price);
  if (from === 0 && to !== null) return `заказ до ${formatMoney(to)} — ${cost}`;
  if (to !== null) return `от ${formatMoney(from)} до ${formatMoney(to)} — ${cost}`;
  return `от ${formatMoney(from)} — ${cost}`;
}

function deliveryAnswer(shop: Shop): AnswerBlock[] {
  const tariffs = deliveryTariffs(shop);
  if (tariffs.length === 0) {
    return [`Магазин «${shop.name}» не доставляет заказы — их можно забрать самовывозом. Доставку можно заказать из другого магазина.`];
  }
  const answer: AnswerBlock[] = [];
  const free = freeDeliveryThreshold(shop);
  if (free !== null && free > 0) answer.push(`Бесплатная доставка — при заказе от ${formatMoney(free)}.`);
  if (tariffs.length === 1) {
    answer.push(tariffs[0].price === 0
      ? `Доставка из магазина «${shop.name}» бесплатна при любой сумме заказа.`
      : `Доставка из магазина «${shop.name}» стоит ${formatMoney(tariffs[0].price)} при любой сумме заказа.`);
  } else {
    answer.push(`Стоимость доставки из магазина «${shop.name}» зависит от суммы заказа:`, { list: tariffs.map(tariffLine) });
  }
  if (shop.maxFreeWeight > 0 && shop.overKyloPrice > 0) {
    answer.push(`Заказ тяжелее ${shop.maxFreeWeight} кг: за каждый килограмм сверх этого веса — ${formatMoney(shop.overKyloPrice)}.`);
  }
  answer.push('В отдалённые районы к тарифу может добавиться доплата за зону: точную стоимость вы увидите при оформлении заказа.');
  return answer;
}

/** The FAQ for a shop: the edited questions, the shop's terms among them; without a shop (unknown) the edited ones only. */
export function faqItems(shop: Shop | null, edited: EditedFaqItem[]): FaqItem[] {
  const items: FaqItem[] = edited.map((q) => ({ id: q.anchor, question: q.question, html: q.answer }));
  if (shop) items.splice(Math.min(TERMS_AFTER, items.length), 0, ...termItems(shop));
  return items;
}

function termItems(shop: Shop): FaqItem[] {
  const items: FaqItem[] = [];
  items.push({ id: 'dostavka', question: 'Сколько стоит доставка?', answer: deliveryAnswer(shop) });
  items.push({
    id: 'minimalnyj-zakaz',
    question: 'Есть ли минимальная сумма заказа?',
    answer: [shop.minOrderAmount > 0
      ? `Да: в магазине «${shop.name}» минимальная сумма заказа — ${formatMoney(shop.minOrderAmount)}.`
      : `Нет, в магазине «${shop.name}» минимальной суммы заказа нет.`],
  });
  items.push({
    id: 'samovyvoz',
    question: 'Можно ли забрать заказ самому?',
    answer: [shop.pickupEnabled
      ? `Да. Выберите самовывоз и магазин «${shop.name}» (${shop.address}), затем удобный день и время. Заказ соберут заранее — останется только забрать его.`
      : `Магазин «${shop.name}» не выдаёт заказы самовывозом: выберите доставку или другой магазин.`],
  });
  const ways: string[] = [];
  if (shop.deliveryEnabled && shop.paidSettings.deliveryPaidTypes.length > 0) ways.push(`при доставке — ${payments(shop.paidSettings.deliveryPaidTypes)}`);
  if (shop.pickupEnabled && shop.paidSettings.pickupPaidTypes.length > 0) ways.push(`при самовывозе — ${payments(shop.paidSettings.pickupPaidTypes)}`);
  if (ways.length > 0) {
    items.push({
      id: 'oplata',
      question: 'Как можно оплатить заказ?',
      answer: [
        `В магазине «${shop.name}» заказ можно оплатить:`,
        { list: ways.map((w, i) => `${w}${i < ways.length - 1 ? ';' : '.'}`) },
        'Способ оплаты выбирается при оформлении заказа.',
      ],
    });
  }
  return items;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** An answer as one line of text (structured data, descriptions). */
export function answerText(item: FaqItem): string {
  if (item.html !== undefined) {
    return item.html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e]).replace(/\s+/g, ' ').trim();
  }
  return (item.answer ?? []).map((b) => (typeof b === 'string' ? b : b.list.join(' '))).join(' ');
}
