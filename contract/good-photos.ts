// The back office's photos of a good (site admins): the list, an upload, a new order.
import { z } from 'zod';
import { MAX_GOOD_PHOTOS, PHOTO_HASH } from './limits';

export const GoodPhoto = z.object({
  hash: z.string().meta({ description: "The photo's content hash (32 hex digits)" }),
  thumb: z.string().meta({ description: 'A small variant (240 px)' }),
  normal: z.string().meta({ description: 'The product page variant (600 px)' }),
});

export const GoodPhotos = z.object({
  '@id': z.string(),
  goodId: z.number().int(),
  name: z.string(),
  photos: z.array(GoodPhoto).meta({ description: 'In order: the first is the main photo' }),
});
export type GoodPhotos = z.infer<typeof GoodPhotos>;

export const GoodPhotosOrder = z.object({
  photos: z.array(z.string().regex(PHOTO_HASH, 'Неверный идентификатор фотографии.'))
    .max(MAX_GOOD_PHOTOS, `У товара не больше ${MAX_GOOD_PHOTOS} фотографий.`)
    .meta({ description: "Some of the good's photos in their new order: one left out is deleted" }),
});

export const GoodPhotoUploadQuery = z.object({
  name: z.string().max(255, 'Имя файла длиннее 255 символов.').optional().meta({ description: "The file's name, for messages" }),
});
