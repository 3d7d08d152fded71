// The back office's card of a good (site admins, issue 38): its description and whether shoppers
// see it; its photos are contract/good-photos.ts.
//   GET   /api/admin/goods/{id} → AdminGood
//   PATCH /api/admin/goods/{id} → AdminGood; body AdminGoodUpdate (the version read; stale: 409)
import { z } from 'zod';
import { MAX_GOOD_DESCRIPTION } from './limits';

export const AdminGood = z.object({
  '@id': z.string(),
  '@type': z.literal('AdminGood'),
  id: z.number().int(),
  version: z.number().int().meta({ description: 'Sent back with an edit: a stale one is 409' }),
  name: z.string(),
  categoryId: z.number().int(),
  description: z.string().nullable().meta({ description: 'HTML of the storefront allowlist (domain/safe-html.ts), sanitised when written; null: none' }),
  isHidden: z.boolean().meta({ description: 'Hidden from shoppers: no listing, search or sitemap shows it, its product page is 404' }),
}).meta({ id: 'AdminGood' });
export type AdminGood = z.infer<typeof AdminGood>;

export const AdminGoodUpdate = z.object({
  version: z.number({ message: 'Не указана версия записи.' }).int().min(1),
  description: z.string({ message: 'Описание — текст.' })
    .max(MAX_GOOD_DESCRIPTION, `Описание длиннее ${MAX_GOOD_DESCRIPTION} символов.`)
    .nullable().optional().meta({ description: 'HTML; unsafe tags and attributes are dropped; empty or null: no description; absent: unchanged' }),
  isHidden: z.boolean({ message: 'Показ товара — да или нет.' }).optional().meta({ description: 'Absent: unchanged' }),
});
export type AdminGoodUpdate = z.infer<typeof AdminGoodUpdate>;
