// Photo variants both sides name: the API makes them, the storefront asks for the one that fits.
// Widths are the storefront's boxes (gallery thumbs and the thumb art 120, cards 240–300, the
// product page 600) and twice each for dense screens; a variant fits inside a square of its width.

export const PHOTO_WIDTHS = [120, 240, 300, 600, 1200] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The named sizes of the Good contract and the width each stands for at 1×. */
export const PHOTO_SIZES = { thumb: 120, preview: 300, normal: 600, original: 1200 } as const satisfies Record<string, PhotoWidth>;

export { PHOTO_HASH } from '../contract/limits';

/** The URL of a variant; without a format the API picks one by the browser's Accept. */
export const photoUrl = (hash: string, width: PhotoWidth, format?: PhotoFormat) =>
  `/media/photos/${hash}/${width}${format ? `.${format}` : ''}`;

const PHOTO_URL = /^\/media\/photos\/([0-9a-f]{32})\/\d+$/;

/**
 * The `srcset` of a photo URL (every variant up to `maxWidth`), or undefined for anything else
 * (the demo's drawn art is one SVG at any size).
 */
export function photoSrcSet(url: string, maxWidth: PhotoWidth = 1200): string | undefined {
  const m = PHOTO_URL.exec(url);
  if (!m) return undefined;
  return PHOTO_WIDTHS.filter((w) => w <= maxWidth).map((w) => `${photoUrl(m[1], w)} ${w}w`).join(', ');
}

/** The format for an Accept header: AVIF, else WebP, else JPEG (what every browser shows). */
export function negotiatePhotoFormat(accept: string | undefined | null): PhotoFormat {
  const types = (accept ?? '').toLowerCase().split(',').map((part) => {
    const [type, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { type: type.trim(), q: q ? Number(q.slice(2)) : 1 };
  });
  const accepts = (type: string) => types.some((t) => t.type === type && t.q > 0);
  if (accepts('image/avif')) return 'avif';
  if (accepts('image/webp')) return 'webp';
  return 'jpg';
}
