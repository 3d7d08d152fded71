// The YML feed (Yandex Market Language, the format of Яндекс Товары / Маркет): one shop's offers
// with prices, stock, pictures and categories. Pure: written in pieces (head, one offer at a time,
// tail) so the API streams a feed of any size. Prices are what any visitor pays (the regular
// price); the card price is only for cardholders.
import { escapeXml } from './xml';

export type YmlShop = { name: string; company: string; url: string };
export type YmlCategory = { id: number; name: string; parentId: number | null };
export type YmlOffer = {
  id: number; name: string; categoryId: number; price: number; quantity: number; vendor: string | null; barcode: string | null;
  description: string | null; country: string | null; pictures: string[]; url: string; weight: number;
};

const money = (n: number) => n.toFixed(2);
const el = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
/** Yandex reads at most 3,000 characters of a description. */
const DESCRIPTION_MAX = 3000;

/** The feed's start: `<yml_catalog date>`, the shop, its currency and every category. */
export function ymlHead(shop: YmlShop, categories: YmlCategory[], date: Date): string {
  // the date as Moscow time with its offset, which YML expects (YYYY-MM-DDThh:mm+03:00)
  const msk = new Date(date.getTime() + 3 * 3600_000).toISOString().slice(0, 16);
  const cats = categories.map((c) => `<category id="${c.id}"${c.parentId !== null ? ` parentId="${c.parentId}"` : ''}>${escapeXml(c.name)}</category>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="${msk}+03:00">\n<shop>\n${el('name', shop.name)}\n${el('company', shop.company)}\n${el('url', shop.url)}\n`
    + `<currencies><currency id="RUR" rate="1"/></currencies>\n<categories>\n${cats}\n</categories>\n<offers>\n`;
}

export function ymlOffer(o: YmlOffer): string {
  const description = o.description && o.description.length > DESCRIPTION_MAX ? `${o.description.slice(0, DESCRIPTION_MAX - 1)}…` : o.description;
  return `<offer id="${o.id}" available="${o.quantity > 0}">${el('url', o.url)}${el('price', money(o.price))}<currencyId>RUR</currencyId>`
    + `<categoryId>${o.categoryId}</categoryId>${o.pictures.slice(0, 10).map((p) => el('picture', p)).join('')}${el('name', o.name)}`
    + `${o.vendor ? el('vendor', o.vendor) : ''}${o.barcode ? el('barcode', o.barcode) : ''}${description ? el('description', description) : ''}`
    + `${o.country ? el('country_of_origin', o.country) : ''}${o.weight > 0 ? el('weight', String(o.weight)) : ''}<count>${Math.max(0, Math.floor(o.quantity))}</count></offer>\n`;
}

export const ymlTail = (): string => '</offers>\n</shop>\n</yml_catalog>\n';
