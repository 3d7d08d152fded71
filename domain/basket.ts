// Basket quantities and amounts (storefront spec §3 "Basket line", §4 "Basket", §5, §9). Pure: the
// browser store and, later, the API's order checks use the same rules.
import type { Basket, Good } from '../contract';
import { MAX_GOOD_ID, parsePositiveId } from './ids';
import { displayQuantity, MEASURE, orderableQuantity, quantityLabel } from './measure';
import { roundMoney } from './money';

/** What the basket and the add-to-basket button need of a good (kept small: it is sent to the browser). */
export type GoodSummary = Pick<Good, 'id' | 'name' | 'image' | 'hasImage' | 'measure' | 'article' | 'isPickup'> & {
  catalog: { id: number; parentId: number | null; hasAgeRestrictions: boolean };
};

export function toGoodSummary(g: Good): GoodSummary {
  return {
    id: g.id, name: g.name, image: g.image, hasImage: g.hasImage, measure: g.measure, article: g.article,
    isPickup: g.isPickup, catalog: { id: g.catalog.id, parentId: g.catalog.parentId, hasAgeRestrictions: g.catalog.hasAgeRestrictions },
  };
}

export type BasketLine = {
  id: number;
  name: string;
  image: string;
  /** the measure's name: 'шт', 'кг', '100г', … */
  measure: string;
  /** kept beside the name so per-100-gram lines can show portions without parsing the name */
  measureId: number;
  grossWeight: number;
  unitWeight: number;
  max: number;
  /** the measure's own max, so a max cut to a low stock can grow back when the stock does (older lines lack it) */
  measureMax?: number;
  min: number;
  step: number;
  editStep: number;
  regprice: number;
  actprice: number;
  isPickup: boolean;
  hasImage: boolean;
  catalog: { id: number; parentId: number | null };
  quantity: number;
  price: number;
  amount: number;
  isOutOfStock: boolean;
  /**
   * the quantity the shopper asked for before a shop change or a stock refresh cut it to the stock:
   * the line says so until the shopper has seen it (then it is dropped, as on a change of quantity)
   */
  cutFrom?: number;
};

/** Quantities are kept to 2 decimals (spec §9): 0.1 + 0.2 must be 0.3. */
export function roundQuantity(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Rounds to a multiple of the step (fractional steps included), then to 2 decimals. */
export function roundToStep(value: number, step: number): number {
  if (!(step > 0)) return roundQuantity(value);
  return roundQuantity(Math.round(roundQuantity(value / step)) * step);
}

/** True when the shop sells the good and has it in stock. */
export function isAvailable(good: Pick<GoodSummary, 'article'>): boolean {
  return good.article !== null && good.article.quantity > 0;
}

/** The most a shopper may take: the measure's max, cut to the stock in whole steps (what the API accepts). */
export function maxQuantity(measureId: number, measureMax: number, stock: number): number {
  return roundQuantity(Math.max(0, Math.min(measureMax, orderableQuantity(measureId, stock))));
}

const goodMax = (good: GoodSummary) => maxQuantity(good.measure.id, good.measure.max, good.article?.quantity ?? 0);

/**
 * What one unit of a line costs the shopper: nothing when it is out of stock; card holders pay the
 * card price, everyone else the regular one (spec §4). The API's pricing (domain/pricing/lines.ts)
 * and the basket in the browser both price with it.
 */
export function linePrice(prices: { registerPrice: number; actualPrice: number; isOutOfStock: boolean }, hasCard: boolean): number {
  if (prices.isOutOfStock) return 0;
  return hasCard ? prices.actualPrice : prices.registerPrice;
}

/** Price times the quantity the price is for, in kopecks: per-100-gram goods are priced per 100 g portion, kept in kg. */
export function lineAmount(price: number, measureId: number, quantity: number): number {
  return roundMoney(price * displayQuantity(measureId, quantity));
}

function withAmount(line: BasketLine, hasCard: boolean): BasketLine {
  const price = linePrice({ registerPrice: line.regprice, actualPrice: line.actprice, isOutOfStock: line.isOutOfStock }, hasCard);
  return { ...line, price, amount: lineAmount(price, line.measureId, line.quantity) };
}

/** A new line for a good: the measure's order quantity, capped at the stock or the measure's max. */
export function lineFromGood(good: GoodSummary, hasCard = false): BasketLine | null {
  if (!isAvailable(good)) return null;
  const { measure, article } = good;
  const max = goodMax(good);
  const line: BasketLine = {
    id: good.id,
    name: good.name,
    image: good.image,
    measure: measure.name,
    measureId: measure.id,
    grossWeight: measure.grossWeight,
    unitWeight: measure.unitWeight,
    max,
    measureMax: measure.max,
    min: measure.min,
    step: measure.step,
    editStep: measure.editStep,
    regprice: article!.registerPrice,
    actprice: article!.actualPrice,
    isPickup: good.isPickup,
    hasImage: good.hasImage,
    catalog: { id: good.catalog.id, parentId: good.catalog.parentId },
    quantity: roundQuantity(Math.min(measure.orderQuantity, max)),
    price: 0,
    amount: 0,
    isOutOfStock: false,
  };
  return withAmount(line, hasCard);
}

/** Adds a good; a good already in the basket goes up by one step instead. Unavailable goods are ignored. */
export function addGood(lines: BasketLine[], good: GoodSummary, hasCard = false): BasketLine[] {
  if (lines.some((l) => l.id === good.id)) return incrementLine(lines, good.id, hasCard);
  const line = lineFromGood(good, hasCard);
  return line ? [...lines, line] : lines;
}

/** Adds several goods at once (e.g. repeating an order). */
export function addGoods(lines: BasketLine[], goods: GoodSummary[], hasCard = false): BasketLine[] {
  return goods.reduce((acc, g) => addGood(acc, g, hasCard), lines);
}

function update(lines: BasketLine[], id: number, change: (l: BasketLine) => BasketLine | null): BasketLine[] {
  const out: BasketLine[] = [];
  for (const line of lines) {
    if (line.id !== id) out.push(line);
    else {
      const next = change(line);
      if (next) out.push(next);
    }
  }
  return out;
}

/** The line without its cut notice: the shopper has seen it, or chose a quantity themselves. */
function seen(line: BasketLine): BasketLine {
  if (line.cutFrom === undefined) return line;
  const { cutFrom: _, ...rest } = line;
  return rest;
}

/** Drops every cut notice (the shopper has seen the basket page); the same array when there is none. */
export function markCutsSeen(lines: BasketLine[]): BasketLine[] {
  return lines.some((l) => l.cutFrom !== undefined) ? lines.map(seen) : lines;
}

/**
 * What a line whose quantity the stock cut says: 'В этом магазине есть только 1 шт.'; null for a line
 * the shopper has seen, or not cut.
 */
export function cutNotice(line: Pick<BasketLine, 'cutFrom' | 'quantity' | 'measureId' | 'measure' | 'isOutOfStock'>): string | null {
  if (line.cutFrom === undefined || line.isOutOfStock || line.cutFrom <= line.quantity) return null;
  return `В этом магазине есть только ${quantityLabel(line)}.`;
}

/** One step up, never above the line's max. */
export function incrementLine(lines: BasketLine[], id: number, hasCard = false): BasketLine[] {
  return update(lines, id, (l) =>
    withAmount({ ...seen(l), quantity: roundQuantity(Math.min(l.quantity + l.step, l.max)) }, hasCard));
}

/** One step down; below the line's min the line goes away. */
export function decrementLine(lines: BasketLine[], id: number, hasCard = false): BasketLine[] {
  return update(lines, id, (l) => {
    const quantity = roundQuantity(l.quantity - l.step);
    return quantity < l.min ? null : withAmount({ ...seen(l), quantity }, hasCard);
  });
}

/** A typed quantity: rounded to the step, then clamped to min..max. */
export function setLineQuantity(lines: BasketLine[], id: number, quantity: number, hasCard = false): BasketLine[] {
  return update(lines, id, (l) => {
    const q = Number.isFinite(quantity) ? roundToStep(quantity, l.step) : l.min;
    return withAmount({ ...seen(l), quantity: roundQuantity(Math.min(Math.max(q, l.min), l.max)) }, hasCard);
  });
}

// ---- the quantity input (storefront spec §5, checkout spec §5, §9) ------------------------------

/** The basket page's quantity input goes up to 99, in what the shopper sees (checkout spec §9). */
export const BASKET_INPUT_MAX = 99;

type Limits = Pick<BasketLine, 'measureId' | 'min' | 'max' | 'step'>;

/** Per-100-gram goods are typed in portions of 100 g, kept in kilograms: the inverse of displayQuantity. */
export function storedQuantity(measureId: number, shown: number): number {
  return measureId === MEASURE.per100g ? roundQuantity(shown / 10) : shown;
}

/** The most the basket page lets a shopper type for a line: its max, and never above 99 shown. */
export function basketInputMax(line: Limits): number {
  return Math.min(line.max, storedQuantity(line.measureId, BASKET_INPUT_MAX));
}

/** min, max and step of the input as the shopper reads them (portions for per-100-gram goods). */
export function inputBounds(line: Limits, max = line.max): { min: number; max: number; step: number } {
  return {
    min: displayQuantity(line.measureId, line.min),
    max: displayQuantity(line.measureId, max),
    step: displayQuantity(line.measureId, line.step),
  };
}

export type TypedQuantity = { action: 'remove' } | { action: 'set'; quantity: number } | { action: 'keep' };

/**
 * What a quantity typed into the input does when the shopper leaves it (blur or Enter): empty or zero
 * clears it, so the line goes away; text that is not a number changes nothing; a number (decimal
 * comma or point, in the units the shopper sees) is rounded to the step, then clamped to min..max —
 * `max` is the line's, or the basket page's lower one. Returns the quantity as the basket keeps it.
 */
export function readTypedQuantity(text: string, line: Limits, max = line.max): TypedQuantity {
  const typed = text.trim().replace(/\s+/g, '').replace(',', '.');
  if (typed === '') return { action: 'remove' };
  if (!/^(\d+\.?\d*|\.\d+)$/.test(typed)) return { action: 'keep' };
  const shown = Number(typed);
  if (!Number.isFinite(shown)) return { action: 'keep' };
  if (shown === 0) return { action: 'remove' };
  const quantity = roundToStep(storedQuantity(line.measureId, shown), line.step);
  return { action: 'set', quantity: roundQuantity(Math.min(Math.max(quantity, line.min), Math.max(line.min, max))) };
}

export function removeLine(lines: BasketLine[], id: number): BasketLine[] {
  return lines.filter((l) => l.id !== id);
}

export function clearBasket(): BasketLine[] {
  return [];
}

/**
 * Brings lines up to date with the shop's goods: missing or out-of-stock goods become out-of-stock
 * lines with a zero price; quantity and max are cut to the stock; prices are taken anew.
 */
export function refreshLines(lines: BasketLine[], goods: GoodSummary[], hasCard = false): BasketLine[] {
  const byId = new Map(goods.map((g) => [g.id, g]));
  return lines.map((line) => {
    const good = byId.get(line.id);
    if (!good || !isAvailable(good)) return { ...line, isOutOfStock: true, price: 0, amount: 0 };
    const max = goodMax(good);
    return withAmount({
      ...line,
      isOutOfStock: false,
      max,
      quantity: roundQuantity(Math.min(line.quantity, max)),
      regprice: good.article!.registerPrice,
      actprice: good.article!.actualPrice,
    }, hasCard);
  });
}

/** What the refresh from a priced basket needs of the server's answer. */
export type PricedLines = Pick<Basket, 'items'>;

/**
 * Brings the stored lines up to date with the basket the API priced (spec §4 "Refresh from server
 * data"): a good the answer marks out of stock (the API answers every good asked, a missing one as
 * out of stock) becomes an out-of-stock line with a zero price; quantity and max are cut to the
 * stock, the quantity also to the basket's 99 (max grows back to the measure's when the stock does);
 * prices are the server's. A line the answer does not mention was added while it travelled and is
 * left as it is. The quantity is cut to the stock rather than copied from the answer, so an answer to
 * an older quantity never undoes a newer click. Returns the same array when nothing changed: the page
 * writes the store only then, so refreshing cannot loop.
 */
export function refreshFromPriced(lines: BasketLine[], priced: PricedLines): BasketLine[] {
  const byId = new Map(priced.items.map((item) => [item.id, item]));
  let changed = false;
  const next = lines.map((line) => {
    const item = byId.get(line.id);
    if (!item) return line;
    let fresh: BasketLine;
    if (item.isOutOfStock) {
      fresh = { ...line, isOutOfStock: true, price: 0, amount: 0 };
    } else {
      const max = maxQuantity(line.measureId, line.measureMax ?? line.max, item.stock);
      // and to the basket page's 99 (a card lets 999 pieces in; an order of more than 99 is refused)
      const quantity = roundQuantity(Math.min(line.quantity, basketInputMax({ ...line, max })));
      // the stock (not the basket's 99) took some of what the shopper asked for: the line says so
      const cutFrom = quantity < line.quantity && max < line.quantity ? line.cutFrom ?? line.quantity : line.cutFrom;
      fresh = {
        ...line, isOutOfStock: false, max, quantity, regprice: item.registerPrice, actprice: item.actualPrice, price: item.price,
        amount: lineAmount(item.price, line.measureId, quantity), ...(cutFrom === undefined ? {} : { cutFrom }),
      };
    }
    const same = fresh.isOutOfStock === line.isOutOfStock && fresh.price === line.price && fresh.amount === line.amount
      && fresh.max === line.max && fresh.quantity === line.quantity && fresh.regprice === line.regprice && fresh.actprice === line.actprice;
    if (same) return line;
    changed = true;
    return fresh;
  });
  return changed ? next : lines;
}

/**
 * The order the basket shows its lines in (checkout spec §2): available ones first, then the
 * out-of-stock ones, each group in the order the shopper added them. `isOut` says which are out
 * (the server's answer when there is one).
 */
export function inStockFirst<T>(lines: readonly T[], isOut: (line: T) => boolean): T[] {
  return [...lines.filter((l) => !isOut(l)), ...lines.filter((l) => isOut(l))];
}

// ---- basket actions in the URL (storefront spec §2) -------------------------------------------------

/**
 * Query keys that are basket actions, not part of what a page shows: good={id} adds the good,
 * remove={id} takes it out, remove=all clears the basket. The browser acts on them and takes them out
 * of the address; they never split the page cache (lib/listing/query.ts ignores them).
 */
export const BASKET_QUERY_KEYS = ['good', 'remove'] as const;

export type BasketQuery = { clear: boolean; remove: number[]; add: number[] };

/** The basket actions a query asks for (repeated keys too); null when it asks for none. Malformed ids are ignored. */
export function readBasketQuery(params: URLSearchParams): BasketQuery | null {
  const ids = (key: string) => params.getAll(key).map((v) => parsePositiveId(v.trim(), MAX_GOOD_ID)).filter((id): id is number => id !== null);
  const clear = params.getAll('remove').some((v) => v.trim() === 'all');
  const remove = clear ? [] : [...new Set(ids('remove'))];
  const add = [...new Set(ids('good'))].filter((id) => !remove.includes(id));
  return clear || remove.length > 0 || add.length > 0 ? { clear, remove, add } : null;
}

/**
 * Applies the query's removals to the lines, and says which goods still have to be fetched and added:
 * those not in the basket yet (a good already there stays as it is, so a reload of ?good={id} does
 * not add it twice).
 */
export function applyBasketQuery(lines: BasketLine[], q: BasketQuery): { lines: BasketLine[]; toAdd: number[] } {
  const filtered = q.clear ? [] : lines.filter((l) => !q.remove.includes(l.id));
  // the same array when nothing went, so the store need not write
  const kept = filtered.length === lines.length ? lines : filtered;
  return { lines: kept, toAdd: q.add.filter((id) => !kept.some((l) => l.id === id)) };
}

/** The query without its basket actions: what the address shows once they are done. */
export function withoutBasketQuery(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const key of BASKET_QUERY_KEYS) rest.delete(key);
  return rest;
}
