// Everything around the goods: discounts, own-production good sets, news, home page blocks and
// cashback groups. Members are picked from the generated goods, so every size of seed has them.
import { OWN_BRAND } from './brands';
import type { GoodSummary } from './goods';
import { Random } from './random';
import { safeHtml } from '../../../domain/safe-html';

type Pick = (g: GoodSummary) => boolean;
const promo: Pick = (g) => g.promoPercent > 0;
const inTop = (...ids: number[]): Pick => (g) => ids.includes(g.topCategoryId);
const inLeaf = (...ids: number[]): Pick => (g) => ids.includes(g.categoryId);
const own: Pick = (g) => g.brandName === OWN_BRAND || g.brandName === 'Фермерская ложка';
const all = (...picks: Pick[]): Pick => (g) => picks.every((p) => p(g));

/** At most `limit` goods matching `pick`, spread evenly over the matches (deterministic). */
function choose(goods: GoodSummary[], pick: Pick, limit: number, key: string): number[] {
  const matches = goods.filter(pick);
  return new Random(key).sample(matches, limit).map((g) => g.id).sort((a, b) => a - b);
}

export const DISCOUNTS = [
  { id: 8001, name: 'Скидки недели', description: 'Каждую неделю — новые товары со скидкой до 50% по карте покупателя.', pick: promo, limit: 600 },
  { id: 8002, name: 'Выгодно на выходных', description: 'Молочные продукты, мясо и свежая выпечка по специальной цене с пятницы по воскресенье.', pick: all(promo, inTop(1, 3, 4, 6)), limit: 300 },
  { id: 8003, name: 'Сезон овощей и фруктов', description: 'Свежий урожай от фермеров Черноземья по сниженным ценам.', pick: all(promo, inTop(2, 10)), limit: 200 },
  { id: 8004, name: 'Сладкая жизнь', description: 'Шоколад, конфеты и печенье к чаю со скидкой.', pick: all(promo, inTop(9)), limit: 200 },
  { id: 8005, name: 'Всё для дома', description: 'Бытовая химия и детские товары: запасайтесь выгодно.', pick: all(promo, inTop(11, 12, 13)), limit: 200 },
];

export function discountRows(goods: GoodSummary[]) {
  const discounts = DISCOUNTS.map((d, i) => [d.id, d.name, d.description, `/media/discounts/${d.id}.svg`, i + 1]);
  const members = DISCOUNTS.flatMap((d) => choose(goods, d.pick, d.limit, `discount:${d.id}`).map((id) => [d.id, id]));
  return { discounts, members };
}

type SetDef = { id: number; title: string; pick?: Pick; children?: SetDef[] };

export const GOOD_SETS: SetDef[] = [
  { id: 1, title: 'Кулинария', children: [
    { id: 11, title: 'Салаты', pick: inLeaf(1501) },
    { id: 12, title: 'Горячие блюда', pick: inLeaf(1502) },
    { id: 13, title: 'Супы', pick: inLeaf(1503) },
  ] },
  { id: 2, title: 'Выпечка', children: [
    { id: 21, title: 'Пироги и пирожки', pick: all(own, inLeaf(603)) },
    { id: 22, title: 'Хлеб', pick: all(own, inLeaf(601, 602)) },
    { id: 23, title: 'Торты и пирожные', pick: all(own, inLeaf(905)) },
  ] },
  { id: 3, title: 'Полуфабрикаты', children: [
    { id: 31, title: 'Пельмени и вареники', pick: all(own, inLeaf(1001)) },
    { id: 32, title: 'Фарш и мясо для жарки', pick: all(own, inLeaf(301, 302, 304)) },
  ] },
  { id: 4, title: 'Фермерские продукты', children: [
    { id: 41, title: 'Молочное', pick: all(own, inTop(1)) },
    { id: 42, title: 'Птица', pick: all(own, inLeaf(303)) },
    { id: 43, title: 'Зелень', pick: all(own, inLeaf(203)) },
  ] },
];

export function goodSetRows(goods: GoodSummary[]) {
  const sets: unknown[][] = [];
  const members: unknown[][] = [];
  GOOD_SETS.forEach((top, i) => {
    sets.push([top.id, top.title, `/media/good-sets/${top.id}.svg`, `/media/good-sets/${top.id}.svg`, null, 'good-spoon', true, i + 1]);
    const childPicks = (top.children ?? []).map((c) => c.pick!);
    // the top set shows a few favourites from all of its sub-sets
    choose(goods, (g) => childPicks.some((p) => p(g)), 12, `set:${top.id}`)
      .forEach((id, pos) => members.push([top.id, id, pos + 1]));
    (top.children ?? []).forEach((child, j) => {
      sets.push([child.id, child.title, `/media/good-sets/${child.id}.svg`, `/media/good-sets/${child.id}.svg`, top.id, 'good-spoon', false, j + 1]);
      choose(goods, child.pick!, 300, `set:${child.id}`).forEach((id, pos) => members.push([child.id, id, pos + 1]));
    });
  });
  return { sets, members };
}

const NEWS = [
  { slug: 'otkrytie-magazina-na-lenina', type: 1, shopId: 1, date: '2025-05-20T09:00:00+03:00', title: 'Открыли обновлённый магазин на Ленина',
    body: '<p>Магазин на улице Ленина, 12 снова работает — после ремонта в нём стало просторнее.</p><p>Появились <b>отдел кулинарии</b> с горячими блюдами и пекарня, где хлеб и пироги пекут каждые два часа. В первую неделю — подарок каждому покупателю при заказе от 1500 ₽.</p>' },
  { slug: 'skidki-nedeli-na-molochnye-produkty', type: 2, shopId: null, date: '2025-05-15T09:00:00+03:00', title: 'Скидки недели: молочные продукты до −30%',
    body: '<p>Молоко, кефир, творог и сыры от фермерских хозяйств Курской и Брянской областей — со скидкой до 30% по карте покупателя.</p><ul><li>Акция действует до воскресенья.</li><li>Количество товара ограничено.</li></ul>' },
  { slug: 'novaya-vypechka-horoshey-lozhki', type: 1, shopId: null, date: '2025-05-05T09:00:00+03:00', title: 'Новая выпечка «Хорошей ложки»',
    body: '<p>Наши пекари добавили в ассортимент пироги с вишней, круассаны с миндалём и цельнозерновой хлеб на закваске.</p><p>Попробуйте — вся выпечка готовится в магазине из муки местных мельниц.</p>' },
  { slug: 'dostavka-v-bryanske', type: 1, shopId: 5, date: '2025-04-28T09:00:00+03:00', title: 'Запустили доставку по всему Брянску',
    body: '<p>Теперь заказы из магазина на проспекте Ленина доставляем во все районы Брянска.</p><p>Бесплатная доставка — при заказе от 4000 ₽.</p>' },
  { slug: 'keshbek-na-ovoshchi-i-frukty', type: 2, shopId: null, date: '2025-04-20T09:00:00+03:00', title: 'Кешбэк 7% на овощи и фрукты',
    body: '<p>Весь апрель возвращаем баллами 7% от стоимости овощей и фруктов. Баллы начисляются на карту покупателя и списываются при следующих покупках.</p>' },
  { slug: 'grafik-raboty-v-prazdniki', type: 1, shopId: null, date: '2025-04-10T09:00:00+03:00', title: 'Как работаем в майские праздники',
    body: '<p>1 и 9 мая все магазины открыты с 9:00 до 21:00. Доставка работает в обычном режиме, но интервалы на вечер заканчиваются быстрее — оформляйте заказ заранее.</p>' },
  { slug: 'sezon-shashlykov', type: 2, shopId: null, date: '2025-04-01T09:00:00+03:00', title: 'Сезон шашлыков открыт',
    body: '<p>Маринованная свинина и курица от «Фермерской ложки», овощи для гриля, соусы и уголь — всё для пикника в одном заказе.</p><p>Скидка 15% на шашлык из свинины по карте покупателя.</p>' },
  { slug: 'karta-pokupatelya', type: 1, shopId: null, date: '2025-03-15T09:00:00+03:00', title: 'Карта покупателя: цены ниже каждый день',
    body: '<p>С картой покупателя вы видите цену «По карте» на тысячи товаров и копите баллы с каждой покупки.</p><p>Оформить карту можно в личном кабинете или на кассе любого магазина.</p>' },
];

export function newsRows() {
  // HTML is sanitised when written (domain/safe-html.ts), as any writer of news must
  return NEWS.map((n, i) => [i + 1, n.slug, n.type, n.title, safeHtml(n.body), `/media/news/${n.slug}.svg`, n.shopId, n.date]);
}

export function pageBlockRows(goods: GoodSummary[]) {
  const banners = [
    { name: 'skidki-nedeli', title: 'Скидки недели — до −50% по карте', linkUrl: '/catalog?discount=8001' },
    { name: 'kulinariya', title: 'Кулинария «Хорошей ложки»: готовим каждый день', linkUrl: '/good-sets/1' },
    { name: 'ovoshchi-frukty', title: 'Сезон овощей и фруктов', linkUrl: '/catalog?discount=8003' },
    { name: 'dostavka', title: 'Бесплатная доставка от 3000 ₽', linkUrl: '/news/otkrytie-magazina-na-lenina' },
  ].map((b, i) => ({ image: { src: `/media/banners/${i + 1}.svg` }, name: b.name, title: b.title, linkUrl: b.linkUrl, isTargetBlank: false }));
  // 'Новинки': the newest good of a dozen different leaves
  const firstOfLeaf = new Map<number, number>();
  for (const g of goods) if (!firstOfLeaf.has(g.categoryId) && g.imageCount > 0) firstOfLeaf.set(g.categoryId, g.id);
  const goodIds = new Random('block:new').sample([...firstOfLeaf.values()], 12);
  return [
    [1, null, 'main', 'site', 1, null, true, 1, { bannerBlock: { autoplayDelay: 5000, banners } }],
    [2, null, 'main', 'site', 2, 'Скидки недели', false, 2, {}],
    [3, null, 'main', 'site', 3, 'Собственное производство', false, 3, { goodSetBlock: { goodSetId: 1 } }],
    [4, null, 'main', 'site', 4, 'Новости', false, 4, {}],
    [5, null, 'main', 'site', 5, 'Новинки', false, 5, { goodsBlock: { goodIds } }],
  ];
}

const CASHBACK = [
  { id: 1, name: 'Кешбэк 10% на молочные продукты', pick: inTop(1) },
  { id: 2, name: 'Кешбэк 7% на овощи и фрукты', pick: inTop(2) },
  { id: 3, name: 'Кешбэк 15% на собственное производство', pick: own },
  { id: 4, name: 'Кешбэк 5% на бытовую химию', pick: inTop(11) },
];

export function cashbackRows(goods: GoodSummary[]) {
  const groups = CASHBACK.map((c, i) => [c.id, c.name, `/media/cashback/${c.id}.svg`, null, i + 1]);
  const members = CASHBACK.flatMap((c) => choose(goods, c.pick, 8, `cashback:${c.id}`).map((id, pos) => [c.id, id, pos + 1]));
  return { groups, members };
}
