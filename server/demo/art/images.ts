// Deterministic SVG artwork for the demo shop: product "photos", category icons, banners, news,
// good sets, cashback groups, discounts and the logo. Same input, same bytes — so they cache forever.
// Everything a picture depends on comes in as an argument (a category's look from its row), so the
// production /media route imports no seed data.
import { escapeXml } from '../../../domain/xml';
import { hashString } from './hash';
import { kindDrawing } from './kinds';
import { PICTOGRAMS, palette, pictogram, pictogramFor, type Palette, type Pictogram } from './pictograms';

export const GOOD_IMAGE_SIZES = { thumb: 120, preview: 300, normal: 600, original: 1000 } as const;
export type GoodImageVariant = keyof typeof GOOD_IMAGE_SIZES;

const FONT = `'PT Sans', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif`;
const OWN_HUE = 140;
const HUES = [8, 28, 45, 95, 140, 175, 205, 230, 265, 330];

/** Splits text into at most `maxLines` lines of about `width` characters, with an ellipsis when cut. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/[ \t\n]+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) { line = next; continue; }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) { line = ''; lines[maxLines - 1] += '…'; break; }
  }
  if (line) lines.push(line);
  return lines.map((l) => (l.length > width + 4 ? `${l.slice(0, width)}…` : l));
}

function svg(width: number, height: number, viewW: number, viewH: number, body: string, title?: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}" role="img"` +
    `${title ? ` aria-label="${escapeXml(title)}"` : ''}>${title ? `<title>${escapeXml(title)}</title>` : ''}${body}</svg>`;
}

const text = (x: number, y: number, size: number, fill: string, content: string, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;

const placeDrawing = (drawing: string, x: number, y: number, scale: number, rotate = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate} ${100 * scale} ${100 * scale}) scale(${scale})">${drawing}</g>`;
const place = (kind: Pictogram, colours: Palette, x: number, y: number, scale: number, rotate = 0) =>
  placeDrawing(pictogram(kind, colours), x, y, scale, rotate);

// ---- categories ---------------------------------------------------------------------------------

export type Look = { icon: Pictogram; hue: number };
/** A category's stored look (columns categories.pictogram and categories.hue); null where unset. */
export type StoredLook = { pictogram: string | null; hue: number | null };
/** What the art needs of a category: its id, its stored look and its parent's (null for a top one). */
export type CategoryArt = { id: number; own: StoredLook; parent: StoredLook | null };

const isPictogram = (name: string | null | undefined): name is Pictogram =>
  name != null && (PICTOGRAMS as readonly string[]).includes(name);

/**
 * How a category looks. A category without a look of its own (one made after the seed) borrows its
 * parent's, each part on its own; with neither, a box in a hue drawn from its id. A pictogram name
 * the art does not know counts as unset rather than breaking the picture.
 */
export function categoryLook({ id, own, parent }: CategoryArt): Look {
  const icon = isPictogram(own.pictogram) ? own.pictogram : isPictogram(parent?.pictogram) ? parent.pictogram : 'box';
  const hue = own.hue ?? parent?.hue ?? HUES[hashString(`c${id}`) % HUES.length];
  return { icon, hue };
}

export function categoryIcon(category: CategoryArt): string {
  const look = categoryLook(category);
  const p = palette(look.hue);
  return svg(64, 64, 200, 200, `<circle cx="100" cy="100" r="100" fill="${p.pale}"/>` + place(look.icon, p, 22, 18, 0.78));
}

// ---- goods --------------------------------------------------------------------------------------

export type GoodArt = { name: string; brand: string | null; ownBrand: boolean; category: CategoryArt };

/** The name without the brand, so the brand can sit on its own line; numbers keep their units. */
function shortName(name: string, brand: string | null): string {
  const cleaned = brand ? name.replace(brand, ' ') : name;
  return cleaned.replace(/\s+,/g, ',').replace(/\s+/g, ' ').trim()
    .replace(/(\d) (?=(?:мл|г|кг|л|шт|пакетиков|рулон\S*|пачек)(?:$|[\s,]))/g, '$1\u00a0');
}

function ownBadge(): string {
  const p = palette(OWN_HUE);
  return `<g transform="translate(24 24)"><rect width="256" height="44" rx="22" fill="${p.main}"/>` +
    place('spoon', { ...p, main: '#ffffff', dark: '#ffffff' }, 6, 4, 0.18) +
    text(46, 29, 18, '#ffffff', 'Своё производство', 'font-weight="700"') + '</g>';
}

/** A product "photo": pastel backdrop, the category pictogram, brand and name. n picks the angle. */
export function goodImage(good: GoodArt, n: number, variant: GoodImageVariant): string {
  const look = categoryLook(good.category);
  const p = palette(look.hue);
  const size = GOOD_IMAGE_SIZES[variant];
  const seed = hashString(`${good.name}|${n}`);
  // the good's own kind when the art has it (an aubergine, a watermelon), else its category's pictogram
  const drawing = kindDrawing(good.name) ?? pictogram(look.icon, p);
  let body = `<rect width="600" height="600" fill="${p.pale}"/>`;
  if (n === 2) {
    body += `<circle cx="300" cy="300" r="250" fill="${p.light}" opacity="0.45"/>` + placeDrawing(drawing, 80, 70, 2.2, -6);
    body += good.brand ? text(300, 560, 30, p.dark, good.brand, 'text-anchor="middle" font-weight="700" letter-spacing="1"') : '';
  } else {
    const dots = Array.from({ length: 7 }, (_, i) => {
      const h = hashString(`${seed}:${i}`);
      return `<circle cx="${40 + (h % 520)}" cy="${30 + ((h >>> 10) % 340)}" r="${6 + ((h >>> 20) % 18)}" fill="${p.light}" opacity="0.6"/>`;
    }).join('');
    body += dots + `<ellipse cx="300" cy="220" rx="210" ry="190" fill="${p.light}" opacity="0.5"/>`;
    body += placeDrawing(drawing, 140, 20, 1.6, n === 3 ? 10 : 0);
    // four lines, so the size at the end of a long name is not cut off
    const lines = wrap(shortName(good.name, good.brand), 26, 4);
    let y = good.brand ? 432 : 420;
    if (good.brand) body += text(300, 400, 24, p.main, good.brand.toUpperCase(), 'text-anchor="middle" font-weight="700" letter-spacing="2"');
    for (const line of lines) { body += text(300, y + 28, 32, p.dark, line, 'text-anchor="middle" font-weight="700"'); y += 42; }
  }
  if (good.ownBrand) body += ownBadge();
  return svg(size, size, 600, 600, body, good.name);
}

/** Shown for a good without photos (hasImage false) when a client asks for its first image anyway. */
export function noPhotoImage(variant: GoodImageVariant): string {
  const size = GOOD_IMAGE_SIZES[variant];
  const body = `<rect width="600" height="600" fill="#f3f4f6"/>` +
    `<g fill="none" stroke="#c4c9d0" stroke-width="14" stroke-linejoin="round">` +
    `<rect x="190" y="200" width="220" height="160" rx="24"/><path d="M250 200 L270 168 L330 168 L350 200"/><circle cx="300" cy="280" r="46"/></g>` +
    text(300, 430, 34, '#9aa1ab', 'Нет фото', 'text-anchor="middle" font-weight="700"');
  return svg(size, size, 600, 600, body, 'Нет фото');
}

// ---- banners, news, good sets, cashback, discounts, logo ------------------------------------------

type BannerArt = { hue: number; title: string; subtitle: string; icons: Pictogram[] };
const BANNERS: BannerArt[] = [
  { hue: 8, title: 'Скидки недели', subtitle: 'До −50% по карте покупателя', icons: ['cheese', 'carton', 'apple'] },
  { hue: OWN_HUE, title: 'Кулинария «Хорошей ложки»', subtitle: 'Готовим каждый день из свежих продуктов', icons: ['pot', 'bowl', 'pie'] },
  { hue: 95, title: 'Сезон овощей и фруктов', subtitle: 'Свежий урожай от фермеров Черноземья', icons: ['carrot', 'apple', 'greens'] },
  { hue: 205, title: 'Бесплатная доставка', subtitle: 'При заказе от 3000 ₽ — привезём в тот же день', icons: ['truck', 'box', 'bag'] },
];

export function bannerImage(n: number): string | null {
  const art = BANNERS[n - 1];
  if (!art) return null;
  const p = palette(art.hue);
  const title = wrap(art.title, 16, 2);
  const subtitle = wrap(art.subtitle, 34, 2);
  let body = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.pale}"/><stop offset="1" stop-color="${p.light}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    `<circle cx="920" cy="230" r="210" fill="${p.main}" opacity="0.16"/><circle cx="1150" cy="30" r="90" fill="${p.accent}" opacity="0.14"/>` +
    `<circle cx="600" cy="380" r="46" fill="${p.main}" opacity="0.1"/>`;
  let y = title.length > 1 ? 112 : 150;
  for (const line of title) { body += text(80, y, 58, p.dark, line, 'font-weight="700"'); y += 66; }
  y -= 14;
  for (const line of subtitle) { body += text(80, y, 26, p.dark, line, 'opacity="0.8"'); y += 34; }
  body += `<rect x="80" y="${y}" width="200" height="54" rx="27" fill="${p.main}"/>` +
    text(180, y + 35, 23, '#ffffff', 'Подробнее', 'text-anchor="middle" font-weight="700"');
  body += place(art.icons[1], p, 630, 190, 0.9, -8) + place(art.icons[2], p, 1020, 196, 0.86, 8) + place(art.icons[0], p, 780, 60, 1.5);
  return svg(1200, 400, 1200, 400, body, art.title);
}

const hueOf = (key: string) => HUES[hashString(key) % HUES.length];

/**
 * A 16:9 news cover: a pictogram that matches the title, and no text — cards and the article print
 * the title beside the picture (it was printed twice and ran into the drawing).
 */
export function newsImage(slug: string, title: string): string {
  const p = palette(hueOf(slug));
  const seed = hashString(slug);
  const dots = Array.from({ length: 6 }, (_, i) => {
    const h = hashString(`${seed}:${i}`);
    return `<circle cx="${30 + (h % 740)}" cy="${20 + ((h >>> 10) % 410)}" r="${8 + ((h >>> 20) % 22)}" fill="${p.light}" opacity="0.7"/>`;
  }).join('');
  const body = `<rect width="800" height="450" fill="${p.pale}"/>` + dots +
    `<circle cx="400" cy="225" r="190" fill="${p.light}" opacity="0.8"/><rect x="0" y="438" width="800" height="12" fill="${p.main}"/>` +
    place(pictogramFor(title, 'box'), p, 230, 45, 1.7);
  return svg(800, 450, 800, 450, body, title);
}

/** A square tile of an own-production good set, in the good-spoon colours; the tile prints the title. */
export function goodSetImage(title: string): string {
  const p = palette(OWN_HUE);
  const warm = palette(28);
  const body = `<rect width="400" height="400" rx="0" fill="${p.pale}"/><circle cx="200" cy="200" r="160" fill="${warm.light}" opacity="0.7"/>` +
    place(pictogramFor(title, 'bowl'), { ...p, accent: warm.main }, 50, 40, 1.5) +
    `<rect x="150" y="366" width="100" height="6" rx="3" fill="${warm.main}"/>`;
  return svg(400, 400, 400, 400, body, title);
}

/** A cashback card: the percent large, the group name and a pictogram. */
export function cashbackImage(id: number, name: string): string {
  const p = palette(HUES[(id * 3) % HUES.length]);
  const percent = /\d+\s*%/.exec(name)?.[0].replace(/\s/g, '') ?? '';
  const rest = name.replace(/^кешбэк\s*\d+\s*%\s*/i, '');
  const lines = wrap(rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : name, 22, 2);
  let body = `<rect width="600" height="400" fill="${p.main}"/><circle cx="500" cy="90" r="160" fill="#ffffff" opacity="0.12"/>` +
    `<circle cx="80" cy="380" r="110" fill="#ffffff" opacity="0.08"/>`;
  body += text(48, 150, 120, '#ffffff', percent, 'font-weight="700"');
  body += text(52, 196, 28, '#ffffff', 'КЕШБЭК БАЛЛАМИ', 'font-weight="700" letter-spacing="3" opacity="0.85"');
  lines.forEach((line, i) => { body += text(52, 280 + i * 40, 34, '#ffffff', line, 'font-weight="700"'); });
  body += place(pictogramFor(name, 'percent'), { ...p, main: p.light, pale: '#ffffff' }, 400, 20, 0.9);
  return svg(600, 400, 600, 400, body, name);
}

export function discountImage(id: number, name: string): string {
  const p = palette(hueOf(`d${id}`));
  const theme = pictogramFor(name, 'bag');
  const lines = wrap(name, 18, 2);
  let body = `<rect width="800" height="400" fill="${p.pale}"/><circle cx="640" cy="200" r="170" fill="${p.light}"/>` +
    place(theme === 'percent' ? 'bag' : theme, p, 530, 50, 1.5) + place('percent', p, 650, 40, 0.55);
  lines.forEach((line, i) => { body += text(56, 170 + i * 60, 52, p.dark, line, 'font-weight="700"'); });
  body += `<rect x="56" y="${200 + lines.length * 60 - 20}" width="120" height="8" rx="4" fill="${p.main}"/>`;
  return svg(800, 400, 800, 400, body, name);
}

export function logoImage(): string {
  const p = palette(OWN_HUE);
  const warm = palette(28);
  const body = `<circle cx="32" cy="32" r="30" fill="${p.main}"/>` +
    place('spoon', { ...p, main: '#ffffff', dark: warm.light }, 6, 6, 0.26) +
    text(74, 30, 24, p.dark, 'Хорошая', 'font-weight="700"') + text(74, 54, 24, warm.main, 'ложка', 'font-weight="700"');
  return svg(200, 64, 200, 64, body, 'Хорошая ложка');
}
