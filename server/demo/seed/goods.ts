// Goods of the demo catalogue, built from the leaf templates in catalog.ts. Each good draws from its
// own random stream (keyed by its id), so a good is the same whatever else the seed contains.
import { searchColumns } from '../../../domain/search-text';
import type { ExtraPropertyValue } from '../../../contract';
import { BRANDS, brandId } from './brands';
import { EXTRA_PROPERTIES, leaves, type Attr, type Item, type Leaf, type Nutrition } from './catalog';
import { capitalize, ean13, grams, kcal, shelfPrice } from './format';
import { hashString } from '../art/hash';
import { Random } from './random';

export type SeedGood = {
  id: number;
  name: string;
  brandId: number | null;
  brandName: string | null;
  categoryId: number;
  topCategoryId: number;
  barcode: string;
  description: string | null;
  infoIngredients: string | null;
  infoCalories: string | null;
  infoProteins: string | null;
  infoFats: string | null;
  infoCarbohydrates: string | null;
  country: string;
  package: string;
  extraProperties: ExtraPropertyValue[];
  measureId: number;
  grossWeight: number;
  unitWeight: number;
  imageCount: number;
  isPickup: boolean;
  searchText: string;
  searchKey: string;
  /** shelf price in the default shop, before any discount (not a column: articles derive from it) */
  basePrice: number;
  /** percent off when the good takes part in promotions, else 0 (not a column) */
  promoPercent: number;
};

/** Good ids are 8 digits and encode the leaf, so they never move when other leaves grow. */
export const goodId = (categoryId: number, n: number) => 10_000_000 + categoryId * 50_000 + n;

const BARCODE_PREFIX: Record<string, string> = {
  Россия: '460', Беларусь: '481', Италия: '800', Турция: '869', Австрия: '900', Венгрия: '599', Грузия: '486',
  Чехия: '859', Испания: '840', Польша: '590', Финляндия: '640', Казахстан: '487', Индия: '890', 'Шри-Ланка': '479',
  Бразилия: '789', Египет: '622', Эквадор: '786', Марокко: '611', Сербия: '860', Узбекистан: '478',
  Азербайджан: '476', Чили: '780', Вьетнам: '893', Китай: '690', Армения: '485', 'Фарерские острова': '570',
};

const PRODUCT_LINES = [
  '«Классика»', '«Премиум»', '«Золотая серия»', '«Для всей семьи»', '«Традиции»', '«Вкус детства»', '«Бабушкин рецепт»',
  '«Экстра»', '«Лайт»', '«Комфорт»', '«Гурман»', '«Делюкс»', '«Семейный выбор»', '«Праздник»', '«Сезон»', '«Урожай»',
  '«Родные края»', '«Вкусный день»', '«Мастер»', '«Шеф»', '«Отличник»', '«Хозяюшка»', '«Богатырь»', '«Солнышко»',
  '«Natura»', '«Organic»', '«Bio»', '«Kids»', '«Fit»', '«Selection»', '«Gold»', '«Original»', '«Family»', '«Fresh»',
  '«Home»', '«Daily»', '«Chef»', '«Delicate»', '«Smart»', '«Nordic»',
];

const PROMO_PERCENTS: readonly (readonly [number, number])[] = [
  [5, 6], [10, 14], [15, 14], [20, 14], [25, 10], [30, 8], [35, 4], [40, 4], [50, 2],
];

/** How many goods each leaf gets: proportional to its share, at least a few each. */
export function leafCounts(total: number): Map<number, number> {
  const all = leaves();
  const shares = all.map(({ leaf }) => leaf.share ?? 1);
  const sum = shares.reduce((a, b) => a + b, 0);
  const floor = Math.min(3, Math.floor(total / all.length));
  const counts = shares.map((s) => Math.max(floor, Math.floor((total * s) / sum)));
  let left = total - counts.reduce((a, b) => a + b, 0);
  // hand the remainder out by share (largest first); the tree order breaks ties
  const order = all.map((_, i) => i).sort((a, b) => shares[b] - shares[a] || a - b);
  for (let i = 0; left > 0; i = (i + 1) % order.length, left--) counts[order[i]]++;
  for (let i = order.length - 1; left < 0; i = (i - 1 + order.length) % order.length) {
    if (counts[order[i]] > floor) { counts[order[i]]--; left++; }
  }
  return new Map(all.map(({ leaf }, i) => [leaf.id, counts[i]]));
}

/**
 * What the rest of the seed needs of a good once its row is written: the shops' articles and the
 * discounts, sets and blocks picked from the goods. A million of these fit in memory where a million
 * whole goods (names, descriptions, search keys) would not.
 */
export type GoodSummary = Pick<SeedGood, 'id' | 'categoryId' | 'topCategoryId' | 'brandName' | 'imageCount' | 'measureId' | 'basePrice' | 'promoPercent'>;

export const summarize = (g: SeedGood): GoodSummary => ({
  id: g.id, categoryId: g.categoryId, topCategoryId: g.topCategoryId, brandName: g.brandName, imageCount: g.imageCount,
  measureId: g.measureId, basePrice: g.basePrice, promoPercent: g.promoPercent,
});

/** The goods one at a time, leaf by leaf in the tree's order (the order their ids were always drawn in). */
export function* generateGoods(total: number): Generator<SeedGood> {
  const counts = leafCounts(total);
  for (const { leaf, top } of leaves()) {
    const seen = new Set<string>();
    const count = counts.get(leaf.id) ?? 0;
    for (let k = 1; k <= count; k++) {
      const id = goodId(leaf.id, k);
      const rng = new Random(`good:${id}`);
      let good = makeGood(rng, leaf, top.id, id, k, null);
      // Re-roll a repeated name; once a leaf's plain combinations run out (large benchmark
      // catalogues), product lines ('«Вкус детства»') widen the space. A rare repeat may remain.
      for (let attempt = 0; seen.has(good.name) && attempt < 10; attempt++) {
        good = makeGood(rng, leaf, top.id, id, k, attempt < 3 ? null : rng.pick(PRODUCT_LINES));
      }
      seen.add(good.name);
      yield good;
    }
  }
}

function pickWeighted(rng: Random, items: readonly Item[]): Item {
  return rng.weighted(items.map((item) => [item, item.weight ?? 1] as const));
}

/** Attribute options that are proper names (Российский, Оливье) read before the brand. */
const isProperName = (text: string) => /^[A-ZА-ЯЁ]/.test(text);

function chooseAttrs(rng: Random, attrs: readonly Attr[]) {
  const chosen: { text: string; prop?: number }[] = [];
  for (const attr of attrs) {
    if (attr.skip && rng.chance(attr.skip)) continue;
    chosen.push({ text: rng.pick(attr.options), prop: attr.prop });
  }
  return chosen;
}

function nutritionOf(rng: Random, range: Nutrition | null | undefined) {
  // non-food, or (now and then) a label the supplier never sent
  if (!range || rng.chance(0.05)) return { infoCalories: null, infoProteins: null, infoFats: null, infoCarbohydrates: null };
  const at = (r: readonly [number, number]) => (r[0] === r[1] ? r[0] : rng.float(r[0], r[1]));
  return {
    infoCalories: kcal(at(range.kcal)),
    infoProteins: grams(at(range.p)),
    infoFats: grams(at(range.f)),
    infoCarbohydrates: grams(at(range.c)),
  };
}

function makeGood(rng: Random, leaf: Leaf, topCategoryId: number, id: number, k: number, line: string | null): SeedGood {
  const item = pickWeighted(rng, leaf.items);
  const brandList = item.brands ?? leaf.brands;
  const brandName = leaf.own && (k - 1) % leaf.own.every === 0
    ? leaf.own.brand
    : brandList.length > 0 ? rng.pick(brandList) : null;
  const brand = brandName === null ? undefined : BRANDS[(brandId.get(brandName) ?? 0) - 1];
  if (brandName !== null && !brand) throw new Error(`Unknown brand in catalog: ${brandName}`);

  const attrs = chooseAttrs(rng, item.attrs ?? leaf.attrs ?? []);
  const [sizeLabel, kg, measure = 0] = rng.pick(item.sizes ?? leaf.sizes);
  const before = attrs.filter((a) => isProperName(a.text)).map((a) => a.text);
  const after = attrs.filter((a) => !isProperName(a.text)).map((a) => a.text);
  let name = [item.kind, ...before, brandName, line, ...after].filter(Boolean).join(' ');
  if (sizeLabel) name += sizeLabel.startsWith(',') ? sizeLabel : ` ${sizeLabel}`;

  const extra = new Map<number, string>();
  for (const a of attrs) if (a.prop && !extra.has(a.prop)) extra.set(a.prop, capitalize(a.text));
  for (const a of leaf.props ?? []) if (a.prop && !extra.has(a.prop)) extra.set(a.prop, rng.pick(a.options));
  const extraProperties = [...extra.entries()]
    .sort(([a], [b]) => a - b)
    .map(([pid, value]) => ({ id: pid, name: EXTRA_PROPERTIES[pid as keyof typeof EXTRA_PROPERTIES], value }));

  const country = brand?.country ?? rng.weighted(leaf.countries ?? [['Россия', 1]]);
  const byWeight = measure === 1 || measure === 6;
  const packages = item.packages ?? leaf.packages;
  const pkg = byWeight && packages.includes('Без упаковки') ? 'Без упаковки' : rng.pick(packages);

  const perKg = rng.float(...(item.price ?? leaf.price));
  // brands are consistently cheaper or dearer; bigger packs cost less per kilogram
  const brandFactor = brandName ? 0.85 + (hashString(brandName) % 40) / 100 : 1;
  const raw = measure === 1 ? perKg : measure === 6 ? perKg / 10 : perKg * Math.pow(kg, 0.85);
  const basePrice = shelfPrice(raw * brandFactor, rng.chance(0.4));

  const prefix = byWeight ? '200' : (BARCODE_PREFIX[country] ?? '460');
  const barcode = ean13(prefix + String((id * 7919) % 1_000_000_000).padStart(9, '0'));

  const ingredients = item.ingredients ?? leaf.ingredients ?? [];
  // ratings come from the demo reviews (./reviews.ts); these draws stay so that every later value of
  // the sequence (prices, pictures, pickup flags) is what it was
  if (rng.chance(0.4)) { rng.next(); rng.float(3.2, 5); }
  const about = rng.sample(leaf.about, 2).join(' ');
  const unitWeight = byWeight ? (measure === 1 ? 1 : 0.1) : kg;
  const grossWeight = byWeight ? unitWeight : Math.round((kg * 1.04 + 0.01) * 1000) / 1000;

  return {
    id,
    name,
    brandId: brandName ? (brandId.get(brandName) ?? null) : null,
    brandName,
    categoryId: leaf.id,
    topCategoryId,
    barcode,
    description: rng.chance(0.05) ? null : about,
    infoIngredients: ingredients.length > 0 && !rng.chance(0.05) ? capitalize(rng.pick(ingredients)) + '.' : null,
    ...nutritionOf(rng, item.nutrition === undefined ? leaf.nutrition : item.nutrition),
    country,
    package: pkg,
    extraProperties,
    measureId: measure,
    grossWeight,
    unitWeight,
    imageCount: rng.weighted([[1, 55], [2, 25], [3, 17], [0, 3]]),
    isPickup: item.pickup ?? (leaf.pickup ? rng.chance(leaf.pickup) : false),
    ...searchColumns(name, brandName),
    basePrice,
    promoPercent: rng.chance(0.3) ? rng.weighted(PROMO_PERCENTS) : 0,
  };
}
