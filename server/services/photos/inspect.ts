// The gate every photo passes before it is stored: its real type from its bytes (not its name or
// Content-Type), its size and its pixel count from the header before anything is decoded, then one
// full decode, so a truncated or corrupt file is refused here rather than on a shopper's request.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS } from './limits';
import { makeVariant, type Variant } from './variants';

export type PhotoType = 'jpeg' | 'png' | 'webp' | 'avif';

export class PhotoRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoRefused';
  }
}

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/** The type the bytes really are, or null for anything but JPEG, PNG, WebP and AVIF. */
export function sniffPhotoType(bytes: Buffer): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO BMFF: a box 'ftyp' whose major or a compatible brand is avif (a still) or avis (a sequence)
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const size = bytes.readUInt32BE(0);
    if (size >= 16 && size <= Math.min(bytes.length, 512)) {
      for (let at = 8; at + 4 <= size; at += 4) {
        if (at === 12) continue; // the minor version, not a brand
        const brand = ascii(bytes, at, at + 4);
        if (brand === 'avif' || brand === 'avis') return 'avif';
      }
    }
  }
  return null;
}

/** What a look at the first bytes says the file is, for a refusal a person understands. */
function describeOther(bytes: Buffer): string {
  const head = ascii(bytes, 0, 512).trimStart().toLowerCase();
  if (head.startsWith('<svg') || head.startsWith('<?xml') || head.includes('<svg')) {
    return 'Это SVG, а не фотография: SVG может содержать скрипты, загрузите JPEG, PNG, WebP или AVIF.';
  }
  if (head.startsWith('pk')) return 'Это архив, а не фотография: загрузите JPEG, PNG, WebP или AVIF.';
  if (head.startsWith('gif8')) return 'GIF не поддерживается: загрузите JPEG, PNG, WebP или AVIF.';
  return 'Это не фотография в формате JPEG, PNG, WebP или AVIF.';
}

// Markup a browser would run if it ever took the file for a page: a photo has no reason to carry it
const MARKUP = /<\s*(script|html|body|iframe)\b|javascript:/i;

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const NAME_PART = /[/\\]|\.\.|[\u0000-\u001f\u007f]/;

/** A file name as given by a browser or an exchange package: a name, never a path. */
export function checkPhotoName(name: string): string {
  if (name.length > 255) throw new PhotoRefused('Имя файла длиннее 255 символов.');
  if (NAME_PART.test(name)) throw new PhotoRefused('Имя файла не должно содержать путь (/, \\, ..) или управляющие символы.');
  return name;
}

export type CheckedPhoto = {
  /** 32 hex digits of the original's SHA-256: the photo's name in URLs and in storage */
  hash: string;
  type: PhotoType;
  width: number;
  height: number;
  /** the largest JPEG variant, made by the decode that proved the file whole */
  firstVariant: Variant;
};

export const photoHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** Checks a photo (throws PhotoRefused with a Russian reason); the original bytes are stored as given. */
export async function inspectPhoto(bytes: Buffer): Promise<CheckedPhoto> {
  if (bytes.length === 0) throw new PhotoRefused('Файл пуст.');
  if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoRefused('Файл больше 20 МБ.');
  const type = sniffPhotoType(bytes);
  if (!type) throw new PhotoRefused(describeOther(bytes));
  if (MARKUP.test(bytes.toString('latin1'))) {
    throw new PhotoRefused('В файле есть разметка или скрипт (например, в комментарии): такой файл не принимается.');
  }
  let meta: sharp.Metadata;
  try {
    // metadata() reads the header only: the pixel count is known before a single pixel is decoded
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefused('Файл повреждён: не удаётся прочитать заголовок изображения.');
  }
  const format = meta.format === 'heif' ? 'avif' : meta.format;
  if (format !== type) throw new PhotoRefused('Содержимое файла не совпадает с его форматом.');
  const { width, height } = meta;
  if (!width || !height) throw new PhotoRefused('Файл повреждён: в заголовке нет размеров изображения.');
  if (width * height > MAX_PHOTO_PIXELS) {
    throw new PhotoRefused(`Изображение ${width} × ${height} больше 50 мегапикселей.`);
  }
  if ((meta.pages ?? 1) > 1) throw new PhotoRefused('Анимация не поддерживается: загрузите одну фотографию.');
  let firstVariant: Variant;
  try {
    firstVariant = await makeVariant(bytes, 1200, 'jpg');
  } catch {
    throw new PhotoRefused('Файл повреждён или обрезан: изображение не читается целиком.');
  }
  return { hash: photoHash(bytes), type, width, height, firstVariant };
}
