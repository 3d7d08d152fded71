// Making a photo's variants with sharp: turned upright by its EXIF orientation, in sRGB, with no
// metadata (EXIF, GPS, comments, profiles are all left behind), fitted inside a square of the width.
import sharp from 'sharp';
import type { PhotoFormat, PhotoWidth } from '../../../domain/photos';
import { MAX_PHOTO_PIXELS } from './limits';

export type Variant = { bytes: Buffer; contentType: string };

export const CONTENT_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

export async function makeVariant(original: Buffer, width: PhotoWidth, format: PhotoFormat): Promise<Variant> {
  // failOn 'truncated': a cut-off file is an error, not a grey lower half
  const image = sharp(original, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated', sequentialRead: true })
    .rotate()
    .resize(width, width, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb');
  const encoded = format === 'avif'
    ? image.avif({ quality: 50, effort: 3 })
    : format === 'webp'
      ? image.webp({ quality: 74, effort: 4 })
      : image.jpeg({ quality: 78, mozjpeg: true });
  return { bytes: await encoded.toBuffer(), contentType: CONTENT_TYPES[format] };
}
