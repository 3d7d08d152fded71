// The back office's news and its images (issue 39), for site admins:
//   GET    /api/admin/news              → hydra collection of AdminNews (hidden ones too), newest first
//   POST   /api/admin/news              AdminNewsInput → 201 AdminNews | 409 (the slug is taken) | 422
//   PUT    /api/admin/news/{id}         AdminNewsUpdate → AdminNews | 404 | 409 (stale version or taken slug) | 422
//   DELETE /api/admin/news/{id}?version → 204 | 404 | 409 (stale version)
//   POST   /api/admin/content-images    the file itself → 201 ContentImage (a banner's or a news item's image)
// Every message is Russian: it reaches the form as a violation.
import { z } from 'zod';
import { MEDIA_PATH } from './admin-content';
import { INT_MAX } from './params';

export const NEWS_TITLE_MAX = 200;
export const NEWS_SLUG_MAX = 100;
export const NEWS_CONTENT_MAX = 100_000;
/** A news item's address on the site: latin letters, digits and single hyphens between them. */
export const NEWS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const version = z.number({ message: 'Не указана версия записи.' }).int('Не указана версия записи.').min(1, 'Не указана версия записи.')
  .max(INT_MAX, 'Не указана версия записи.');

const newsFields = z.object({
  title: z.string({ message: 'Введите заголовок.' }).trim().min(1, 'Введите заголовок.').max(NEWS_TITLE_MAX, `Заголовок не длиннее ${NEWS_TITLE_MAX} символов.`),
  slug: z.string({ message: 'Введите адрес новости.' }).trim().min(1, 'Введите адрес новости.')
    .max(NEWS_SLUG_MAX, `Адрес новости не длиннее ${NEWS_SLUG_MAX} символов.`)
    .regex(NEWS_SLUG, 'Адрес новости: строчные латинские буквы, цифры и дефисы между ними (otkrytie-magazina).'),
  content: z.string({ message: 'Введите текст новости.' }).trim().min(1, 'Введите текст новости.')
    .max(NEWS_CONTENT_MAX, `Текст новости не длиннее ${NEWS_CONTENT_MAX} символов.`)
    .meta({ description: 'HTML; stored sanitised (domain/safe-html.ts)' }),
  image: z.string({ message: 'Изображение: адрес на этом сайте, начинающийся с /media/.' }).trim()
    .regex(MEDIA_PATH, 'Изображение: адрес на этом сайте, начинающийся с /media/.')
    .refine((v) => !v.includes('..'), 'Изображение: адрес на этом сайте, начинающийся с /media/.').nullable().default(null),
  publishedAt: z.iso.datetime({ offset: true, message: 'Дата: дата и время в формате ISO 8601.' }),
  shopId: z.number({ message: 'Магазин: укажите номер или оставьте пустым.' }).int('Магазин: укажите номер.').positive('Магазин: укажите номер.')
    .max(INT_MAX, 'Магазин: укажите номер.').nullable().default(null).meta({ description: 'null: every shop' }),
  hidden: z.boolean({ message: 'Ожидается true или false.' }).default(false).meta({ description: 'Hidden: on no storefront page' }),
});

export const AdminNewsInput = newsFields.meta({ id: 'AdminNewsInput' });
export type AdminNewsInput = z.input<typeof AdminNewsInput>;

export const AdminNewsUpdate = newsFields.extend({
  version: version.meta({ description: 'The version the form was read at; a stale one answers 409' }),
}).meta({ id: 'AdminNewsUpdate' });
export type AdminNewsUpdate = z.input<typeof AdminNewsUpdate>;

export const AdminNewsDeleteQuery = z.object({
  version: z.coerce.number({ message: 'Не указана версия записи.' }).pipe(version),
});

export const AdminNews = z.object({
  '@type': z.literal('AdminNews'),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string().meta({ description: 'HTML, sanitised' }),
  image: z.string().nullable(),
  publishedAt: z.string(),
  shopId: z.number().int().nullable(),
  hidden: z.boolean(),
  version: z.number().int(),
}).meta({ id: 'AdminNews' });
export type AdminNews = z.infer<typeof AdminNews>;

/** The upload's query: the file's name, for messages (the goods' photos take the same). */
export { GoodPhotoUploadQuery as ContentImageQuery } from './good-photos';

export const ContentImage = z.object({
  '@type': z.literal('ContentImage'),
  hash: z.string(),
  url: z.string().meta({ description: 'The address to store in a banner or news item (/media/photos/{hash}/1200)' }),
  preview: z.string().meta({ description: 'A smaller variant for the form\'s preview' }),
}).meta({ id: 'ContentImage' });
export type ContentImage = z.infer<typeof ContentImage>;
