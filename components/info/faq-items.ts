// The questions of the FAQ page (spec §1: how to order, substitutions during picking) and the everyday
// ones shoppers ask, answered with the chosen shop's own terms: delivery tariffs, minimum order,
// pickup, payment types.
import { deliveryTariffs, freeDeliveryThreshold, PAYMENT_TYPE, type DeliveryTariff } from '@/domain/shop-terms';
import type { Shop } from '@/contract';
import { formatMoney } from '@/lib/format';

/** A paragraph, or a list of lines. */
export type AnswerBlock = string | { list: string[]; ordered?: boolean };

export type FaqItem = {
  /** the fragment of its #anchor */
  id: string;
  question: string;
  answer: AnswerBlock[];
  link?: { href: string; label: string };
};

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

/** The FAQ for a shop; without one (an unknown shop) the general answers only. */
export function faqItems(shop: Shop | null): FaqItem[] {
  const items: FaqItem[] = [
    {
      id: 'kak-zakazat',
      question: 'Как сделать заказ?',
      answer: [{
        ordered: true,
        list: [
          'Наполните корзину: добавьте товары из каталога, акций или через поиск.',
          'Войдите в личный кабинет или зарегистрируйтесь — без входа оформить заказ нельзя.',
          'Укажите адрес доставки или выберите магазин для самовывоза.',
          'Выберите день и время доставки, способ оплаты и что делать, если какого-то товара не окажется.',
          'Нажмите «Заказать» (или «Перейти к оплате», если платите онлайн) и дождитесь звонка оператора.',
        ],
      }],
      link: { href: '/rules', label: 'Правила предзаказа' },
    },
    {
      id: 'zamena',
      question: 'Что будет, если товара не окажется в наличии?',
      answer: [
        'При оформлении заказа выберите, как поступить: заменить похожим товаром, удалить из заказа или уточнить по телефону.',
        'Хотите выбрать замену сами — выберите «Уточнить по телефону»: во время сборки заказа вам позвонит специалист и предложит варианты. Пожелания можно оставить и в комментарии к заказу.',
      ],
    },
  ];
  if (shop) {
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
  }
  items.push(
    {
      id: 'cena-po-karte',
      question: 'Что такое цена «По карте»?',
      answer: [
        'Это цена для владельцев карты покупателя: она ниже обычной и показана рядом с ней в карточке товара.',
        'Добавьте карту в профиль личного кабинета — при оформлении заказа цены по карте применятся сами.',
      ],
    },
    {
      id: 'vesovye-tovary',
      question: 'Почему сумма заказа может измениться?',
      answer: [
        'Цена весовых товаров указана за килограмм или за 100 г. Точный вес становится известен при сборке, поэтому итоговая сумма может немного отличаться от суммы в корзине.',
      ],
    },
    {
      id: 'keshbek',
      question: 'Что такое товары с кешбэком?',
      answer: ['За покупку товаров из подборок с кешбэком часть их стоимости возвращается баллами на карту покупателя.'],
      link: { href: '/cashbackgoods', label: 'Товары с кешбэком' },
    },
  );
  return items;
}

/** An answer as one line of text (structured data, descriptions). */
export function answerText(item: FaqItem): string {
  return item.answer.map((b) => (typeof b === 'string' ? b : b.list.join(' '))).join(' ');
}
