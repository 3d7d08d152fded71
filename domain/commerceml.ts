// CommerceML 2 (the "1C ↔ site" exchange of 1C:Управление торговлей, УНФ, Розница, МойСклад):
// what each element of import.xml and offers.xml means for this shop. Pure: the streaming reader
// (server/services/exchange/xml-stream.ts) hands over one element at a time as an XmlNode with its
// namespace prefix dropped; these rules turn it into a record or a problem with its line.
import { MEASURE } from './measure';

/** One XML element as the reader collected it: local name, attributes, child elements, own text. */
export type XmlNode = { name: string; attrs: Record<string, string>; children: XmlNode[]; text: string; line: number };

/** Something wrong with one element: reported to 1C (file and line) and on the back office's page. */
export type Problem = { line: number; message: string };

export const childOf = (n: XmlNode, name: string): XmlNode | undefined => n.children.find((c) => c.name === name);
export const childrenOf = (n: XmlNode | undefined, name: string): XmlNode[] => (n ? n.children.filter((c) => c.name === name) : []);
/** A child's trimmed text, or null when it is missing or empty. */
export function textOf(n: XmlNode | undefined, name: string): string | null {
  const c = n ? childOf(n, name) : undefined;
  const t = c?.text.trim();
  return t ? t : null;
}

/** "1 234,50", "1234.5", with spaces or no-break spaces: a number, or null for anything else. */
export function parseDecimal(text: string | null | undefined): number | null {
  if (text == null) return null;
  const t = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

/** "true" / "false" as 1C writes them (also "истина"); null when absent. */
export function parseFlag(text: string | null | undefined): boolean | null {
  if (text == null) return null;
  const t = text.trim().toLowerCase();
  if (t === 'true' || t === 'истина' || t === '1') return true;
  if (t === 'false' || t === 'ложь' || t === '0') return false;
  return null;
}

/**
 * СодержитТолькоИзменения of a Каталог or ПакетПредложений: an attribute (2.05+) or a child element
 * (2.03–2.04). Absent: a full package, as 1C sends by default.
 */
export function changesOnly(attrs: Record<string, string>, childText: string | null = null): boolean {
  return parseFlag(attrs['СодержитТолькоИзменения'] ?? childText) ?? false;
}

/** The units 1C names by their ОКЕИ code, as this shop's measures. */
export const OKEI_MEASURES: Readonly<Record<string, number>> = {
  '796': MEASURE.pieces, // шт
  '166': MEASURE.kilogram, // кг
  '778': MEASURE.carton, // упак
  '112': MEASURE.volume, // л
};
const UNIT_NAMES: Readonly<Record<string, string>> = { 'шт': '796', 'штука': '796', 'кг': '166', 'килограмм': '166', 'уп': '778', 'упак': '778', 'упаковка': '778', 'л': '112', 'литр': '112' };

/**
 * БазоваяЕдиница: `<БазоваяЕдиница Код="796" …>шт</БазоваяЕдиница>` (2.05+), or the code or the
 * unit's name as text (older). Absent: pieces. A code this shop does not sell in: a problem.
 */
export function measureOf(unit: XmlNode | undefined): { measureId: number } | { problem: string } {
  if (!unit) return { measureId: MEASURE.pieces };
  const text = unit.text.trim();
  const code = unit.attrs['Код']?.trim() || (/^\d+$/.test(text) ? text : UNIT_NAMES[text.toLowerCase().replace(/\.$/, '')]);
  if (code && code in OKEI_MEASURES) return { measureId: OKEI_MEASURES[code] };
  return { problem: `единица измерения «${code || text || '?'}» (код ОКЕИ) не поддерживается: нужны 796 шт, 166 кг, 778 уп или 112 л` };
}

/** A group of Классификатор/Группы, flattened: its parent by Ид, its place among its siblings. */
export type GroupRecord = { externalId: string; name: string; parentExternalId: string | null; position: number; line: number };

/** Классификатор/Группы, nested at any depth, parents before their children. */
export function mapGroups(groups: XmlNode, problems: Problem[], parent: string | null = null, out: GroupRecord[] = []): GroupRecord[] {
  childrenOf(groups, 'Группа').forEach((g, position) => {
    const externalId = textOf(g, 'Ид');
    const name = textOf(g, 'Наименование');
    if (!externalId || !name) {
      problems.push({ line: g.line, message: 'группа без Ид или Наименования пропущена' });
      return;
    }
    out.push({ externalId, name, parentExternalId: parent, position, line: g.line });
    const nested = childOf(g, 'Группы');
    if (nested) mapGroups(nested, problems, externalId, out);
  });
  return out;
}

/** A property of Классификатор/Свойства: its name and, for a Справочник, its values by ИдЗначения. */
export type PropertyDef = { name: string; values: Map<string, string> };

/** One Свойство (2.05+; Классификатор/Свойства/СвойствоНоменклатуры in 2.03 has the same children). */
export function mapProperty(p: XmlNode): [string, PropertyDef] | null {
  const id = textOf(p, 'Ид');
  const name = textOf(p, 'Наименование');
  if (!id || !name) return null;
  const values = new Map<string, string>();
  for (const v of childrenOf(childOf(p, 'ВариантыЗначений'), 'Справочник')) {
    const vid = textOf(v, 'ИдЗначения');
    const value = textOf(v, 'Значение');
    if (vid && value) values.set(vid, value);
  }
  return [id, { name, values }];
}

export type Nutrition = {
  infoIngredients: string | null; infoCalories: string | null; infoProteins: string | null; infoFats: string | null; infoCarbohydrates: string | null;
};

/** What a good's properties mean here, by the property's name (case and ё do not matter). */
type Field = 'brand' | 'country' | 'package' | keyof Nutrition;
const FIELDS: Readonly<Record<string, Field>> = {
  'производитель': 'brand', 'бренд': 'brand', 'торговая марка': 'brand', 'марка': 'brand',
  'страна': 'country', 'страна происхождения': 'country', 'страна производства': 'country',
  'упаковка': 'package', 'вид упаковки': 'package',
  'состав': 'infoIngredients', 'калорийность': 'infoCalories', 'энергетическая ценность': 'infoCalories',
  'белки': 'infoProteins', 'жиры': 'infoFats', 'углеводы': 'infoCarbohydrates',
};
export const fieldOfProperty = (name: string): Field | null => FIELDS[name.trim().toLowerCase().replace(/ё/g, 'е')] ?? null;

export type GoodRecord = {
  externalId: string;
  name: string;
  barcode: string | null;
  description: string | null;
  groupExternalId: string | null;
  measureId: number;
  /** Вес, kg; null when 1C sent none */
  grossWeight: number | null;
  brand: string | null;
  country: string | null;
  package: string | null;
  nutrition: Nutrition;
  /** the other properties, by name */
  extra: { name: string; value: string }[];
  /** the uploaded files' paths, in order */
  pictures: string[];
  deleted: boolean;
  line: number;
};

/** Paths 1C writes for Картинка: relative, forward slashes, no `..`. */
export function safeRelativePath(path: string): string | null {
  const p = path.trim().replace(/\\/g, '/');
  if (!p || p.startsWith('/') || /^[a-zA-Z]:/.test(p) || p.includes('\0')) return null;
  const parts = p.split('/');
  if (parts.some((s) => s === '..' || s === '.' || s === '')) return null;
  return p;
}

const MAX_TEXT = 10_000;
const clip = (t: string | null): string | null => (t && t.length > MAX_TEXT ? t.slice(0, MAX_TEXT) : t);

/** One Каталог/Товары/Товар; null with a problem when it cannot be a good. */
export function mapGood(t: XmlNode, props: ReadonlyMap<string, PropertyDef>, problems: Problem[]): GoodRecord | null {
  const rawId = textOf(t, 'Ид');
  const externalId = rawId ? goodIdOf(rawId) : null;
  const name = textOf(t, 'Наименование');
  const status = t.attrs['Статус'] ?? textOf(t, 'Статус');
  const deleted = status?.trim().toLowerCase() === 'удален' || parseFlag(textOf(t, 'ПометкаУдаления')) === true;
  if (!externalId) {
    problems.push({ line: t.line, message: 'товар без Ид пропущен' });
    return null;
  }
  if (!name && !deleted) {
    problems.push({ line: t.line, message: `товар ${externalId} без Наименования пропущен` });
    return null;
  }
  const measure = measureOf(childOf(t, 'БазоваяЕдиница'));
  if ('problem' in measure && !deleted) {
    problems.push({ line: childOf(t, 'БазоваяЕдиница')?.line ?? t.line, message: `товар ${externalId} «${name}» пропущен: ${measure.problem}` });
    return null;
  }
  const good: GoodRecord = {
    externalId, name: (name ?? externalId).slice(0, 500), barcode: textOf(t, 'Штрихкод') ?? textOf(t, 'ШтрихКод'),
    description: clip(textOf(t, 'Описание')),
    groupExternalId: textOf(childOf(t, 'Группы'), 'Ид'),
    measureId: 'measureId' in measure ? measure.measureId : MEASURE.pieces,
    grossWeight: null, brand: null, country: null, package: null,
    nutrition: { infoIngredients: null, infoCalories: null, infoProteins: null, infoFats: null, infoCarbohydrates: null },
    extra: [], pictures: [], deleted, line: t.line,
  };
  // Изготовитель is 2.05+'s own element for the maker
  const maker = textOf(childOf(t, 'Изготовитель'), 'Наименование');
  if (maker) good.brand = maker;
  const country = textOf(t, 'Страна');
  if (country) good.country = country;
  for (const pic of childrenOf(t, 'Картинка')) {
    const path = safeRelativePath(pic.text);
    if (path) good.pictures.push(path);
    else if (pic.text.trim()) problems.push({ line: pic.line, message: `картинка «${pic.text.trim()}» товара ${externalId}: недопустимый путь` });
  }
  for (const v of childrenOf(childOf(t, 'ЗначенияСвойств'), 'ЗначенияСвойства')) {
    const def = props.get(textOf(v, 'Ид') ?? '');
    const raw = textOf(v, 'Значение');
    if (!def || !raw) continue;
    const value = def.values.get(raw) ?? raw;
    const field = fieldOfProperty(def.name);
    if (field === 'brand' || field === 'country' || field === 'package') good[field] = value;
    else if (field) good.nutrition[field] = clip(value);
    else good.extra.push({ name: def.name, value });
  }
  for (const r of childrenOf(childOf(t, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита')) {
    const rname = textOf(r, 'Наименование')?.toLowerCase();
    if (rname === 'вес') good.grossWeight = parseDecimal(textOf(r, 'Значение'));
    else if (rname === 'описание' && !good.description) good.description = clip(textOf(r, 'Значение'));
  }
  return good;
}

/** An offer's Ид is `<good>#<characteristic>`: the good is the part before '#'. */
export const goodIdOf = (offerId: string): string => offerId.split('#')[0].trim();

export type PriceType = { id: string; name: string };

/** Which of ТипыЦен are the regular and the card price, by name (case-insensitive). */
export function choosePriceTypes(types: PriceType[], regularName: string, cardName: string): { regular: string | null; card: string | null } {
  const byName = (n: string) => types.find((t) => t.name.trim().toLowerCase() === n.trim().toLowerCase())?.id ?? null;
  return { regular: byName(regularName), card: byName(cardName) };
}

export function mapPriceType(n: XmlNode): PriceType | null {
  const id = textOf(n, 'Ид');
  const name = textOf(n, 'Наименование');
  return id && name ? { id, name } : null;
}

/** Stock as an offer states it: per warehouse id, or one total for every shop, or not at all. */
export type Stock = { kind: 'warehouses'; byWarehouse: Map<string, number> } | { kind: 'total'; quantity: number } | { kind: 'none' };

export type OfferRecord = { goodExternalId: string; regular: number | null; card: number | null; stock: Stock; line: number };

/**
 * The offer's stock in either form: 2.10's `Остатки/Остаток/Склад/{Ид, Количество}` (or
 * `Остаток/Количество` alone), 2.07/2.08's `<Склад ИдСклада="…" КоличествоНаСкладе="…"/>`; with no
 * warehouse at all, `Количество` is every shop's. A negative figure (1C allows selling below zero)
 * is no stock.
 */
export function stockOf(offer: XmlNode): Stock {
  const byWarehouse = new Map<string, number>();
  let total: number | null = null;
  const add = (id: string | null | undefined, q: number | null) => {
    if (!id || q === null) return;
    byWarehouse.set(id, (byWarehouse.get(id) ?? 0) + Math.max(0, q));
  };
  for (const rest of childrenOf(childOf(offer, 'Остатки'), 'Остаток')) {
    const stores = childrenOf(rest, 'Склад');
    for (const s of stores) add(textOf(s, 'Ид'), parseDecimal(textOf(s, 'Количество')));
    if (stores.length === 0) {
      const q = parseDecimal(textOf(rest, 'Количество'));
      if (q !== null) total = (total ?? 0) + Math.max(0, q);
    }
  }
  for (const s of childrenOf(offer, 'Склад')) add(s.attrs['ИдСклада'], parseDecimal(s.attrs['КоличествоНаСкладе']));
  if (byWarehouse.size > 0) return { kind: 'warehouses', byWarehouse };
  if (total !== null) return { kind: 'total', quantity: total };
  const q = parseDecimal(textOf(offer, 'Количество'));
  return q === null ? { kind: 'none' } : { kind: 'total', quantity: Math.max(0, q) };
}

/** One ПакетПредложений/Предложения/Предложение. */
export function mapOffer(o: XmlNode, types: { regular: string | null; card: string | null }, problems: Problem[]): OfferRecord | null {
  const id = textOf(o, 'Ид');
  if (!id || !goodIdOf(id)) {
    problems.push({ line: o.line, message: 'предложение без Ид пропущено' });
    return null;
  }
  let regular: number | null = null;
  let card: number | null = null;
  for (const p of childrenOf(childOf(o, 'Цены'), 'Цена')) {
    const typeId = textOf(p, 'ИдТипаЦены');
    const value = parseDecimal(textOf(p, 'ЦенаЗаЕдиницу'));
    if (typeId === null || (typeId !== types.regular && typeId !== types.card)) continue;
    if (value === null || value < 0) {
      problems.push({ line: p.line, message: `предложение ${id}: цена «${textOf(p, 'ЦенаЗаЕдиницу') ?? ''}» не число` });
      continue;
    }
    const rounded = Math.round(value * 100) / 100;
    if (typeId === types.regular) regular = rounded;
    else card = rounded;
  }
  return { goodExternalId: goodIdOf(id), regular, card, stock: stockOf(o), line: o.line };
}

/**
 * The card price as this shop keeps it (articles.actual_price): the card price when it is below the
 * regular one, else the regular price (an offer with no card price has none).
 */
export const cardPriceOf = (regular: number, card: number | null): number => (card !== null && card > 0 && card < regular ? card : regular);

/** Each shop's quantity from an offer's stock: shops by their warehouse ids; a total is every shop's. */
export function shopQuantities(stock: Stock, shops: ReadonlyMap<string, number>, allShops: readonly number[]): Map<number, number> | null {
  if (stock.kind === 'none') return null;
  const out = new Map<number, number>();
  if (stock.kind === 'total') {
    for (const s of allShops) out.set(s, stock.quantity);
    return out;
  }
  // a shop whose warehouse the offer does not name has none of it; warehouses no shop claims are ignored
  for (const s of allShops) out.set(s, 0);
  for (const [warehouse, q] of stock.byWarehouse) {
    const shop = shops.get(warehouse);
    if (shop !== undefined) out.set(shop, q);
  }
  return out;
}

/** Two offers of one good (its characteristics): their stock added up, the first offer's prices. */
export function mergeOffers(a: OfferRecord, b: OfferRecord): OfferRecord {
  let stock: Stock = a.stock;
  if (a.stock.kind === 'none') stock = b.stock;
  else if (a.stock.kind === 'total' && b.stock.kind === 'total') stock = { kind: 'total', quantity: a.stock.quantity + b.stock.quantity };
  else if (a.stock.kind === 'warehouses' && b.stock.kind === 'warehouses') {
    const m = new Map(a.stock.byWarehouse);
    for (const [w, q] of b.stock.byWarehouse) m.set(w, (m.get(w) ?? 0) + q);
    stock = { kind: 'warehouses', byWarehouse: m };
  }
  return { ...a, regular: a.regular ?? b.regular, card: a.card ?? b.card, stock };
}

/** What a failed import tells 1C: `failure` and the first problems, with file and line. */
export function failureText(file: string, problems: Problem[], max = 5): string {
  const lines = problems.slice(0, max).map((p) => `${file}${p.line ? `, строка ${p.line}` : ''}: ${p.message}`);
  const more = problems.length > max ? `\n…и ещё ${problems.length - max}` : '';
  return `failure\nФайл ${file} не загружен, ничего не изменено.\n${lines.join('\n')}${more}`;
}
