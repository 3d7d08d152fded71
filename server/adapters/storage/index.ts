// Where photo originals and their variants are kept (decision 175). A key is a plain relative path
// (`originals/ab12…`, `variants/ab12…/600.webp`); the same key always holds the same bytes, so a
// write that races another write of the same key is harmless, and a reader never sees half a file.
import { dirname, join } from 'node:path';
import { env } from '../../env';
import { folderStorage } from './folder';
import { s3Storage } from './s3';
import type { PhotoStorage } from './key';

export { checkKey, type PhotoStorage } from './key';


/** The folder beside the PGlite data folder, as jwt-secret is (PGlite owns DATA_DIR itself). */
export const defaultPhotoDir = () => env.PHOTO_DIR ?? join(dirname(env.DATA_DIR), 'photos');

let shared: PhotoStorage | undefined;

/** The bucket when PHOTO_S3_BUCKET is set, else the folder; one per process. */
export function photoStorageFromEnv(): PhotoStorage {
  shared ??= env.PHOTO_S3_BUCKET
    ? s3Storage({
      bucket: env.PHOTO_S3_BUCKET,
      endpoint: env.PHOTO_S3_ENDPOINT,
      region: env.PHOTO_S3_REGION,
      accessKeyId: env.PHOTO_S3_ACCESS_KEY_ID,
      secretAccessKey: env.PHOTO_S3_SECRET_ACCESS_KEY,
    })
    : folderStorage(defaultPhotoDir());
  return shared;
}
