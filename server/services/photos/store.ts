// A photo's files in storage: the original as it came, and its variants, each made once. Ten
// requests for a variant nobody has made yet share one promise in this process; several processes
// may each make it once (the storage's atomic write keeps either whole copy — decision 176).
import type { PhotoStorage } from '../../adapters/storage';
import { PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat, type PhotoWidth } from '../../../domain/photos';
import { makeVariant, type Variant, CONTENT_TYPES } from './variants';
import type { CheckedPhoto } from './inspect';

export const originalKey = (hash: string) => `originals/${hash}`;
export const variantKey = (hash: string, width: PhotoWidth, format: PhotoFormat) => `variants/${hash}/${width}.${format}`;

/** Keeps a checked photo's original and the variant its check made. */
export async function storePhoto(storage: PhotoStorage, bytes: Buffer, photo: CheckedPhoto): Promise<void> {
  await storage.put(originalKey(photo.hash), bytes, `image/${photo.type}`);
  await storage.put(variantKey(photo.hash, 1200, 'jpg'), photo.firstVariant.bytes, photo.firstVariant.contentType);
}

const making = new Map<string, Promise<Variant | null>>();
let made = 0;

/** How many variants this process has encoded (the bench's and the tests' witness of "made once"). */
export const variantsMade = () => made;

/** A variant of a stored photo, made on its first request; null when there is no such photo. */
export function photoVariant(storage: PhotoStorage, hash: string, width: PhotoWidth, format: PhotoFormat): Promise<Variant | null> {
  const key = variantKey(hash, width, format);
  const pending = making.get(key);
  if (pending) return pending;
  const work = (async () => {
    const stored = await storage.get(key);
    if (stored) return { bytes: stored, contentType: CONTENT_TYPES[format] };
    const original = await storage.get(originalKey(hash));
    if (!original) return null;
    const variant = await makeVariant(original, width, format);
    made += 1;
    await storage.put(key, variant.bytes, variant.contentType);
    return variant;
  })().finally(() => making.delete(key));
  making.set(key, work);
  return work;
}

/** Removes a photo's original and every variant it may have. */
export async function removePhoto(storage: PhotoStorage, hash: string): Promise<void> {
  await storage.remove([
    originalKey(hash),
    ...PHOTO_WIDTHS.flatMap((w) => PHOTO_FORMATS.map((f) => variantKey(hash, w, f))),
  ]);
}
