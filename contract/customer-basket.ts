// A signed-in customer's basket kept on the server (decision 0197), so it follows them to every
// device. The lines are the browser's own (domain/basket.ts BasketLine): what the basket page draws
// before it asks the shop for prices again; the API never charges from them (the basket pricing and
// the order re-price every line), so it only bounds their shape and size.
//
//   GET /api/customers/{id}/basket   → CustomerBasket (version 0 and no lines: nothing saved yet) | 401 | 404
//   PUT /api/customers/{id}/basket   CustomerBasketUpdate → CustomerBasket (version + 1) | 401 | 404 | 409 (stale version) | 422
import { z } from 'zod';
import { MAX_BASKET_LINES, MAX_LINE_QUANTITY } from './basket';
import { goodIdParam } from './params';

const text = (max: number) => z.string().max(max);
const amount = z.number().finite().min(0).max(10_000_000);
const int = z.number().int().min(0).max(2_147_483_647);

export const SavedBasketLine = z.object({
  id: goodIdParam.pipe(z.number()),
  name: text(500),
  image: text(1000),
  measure: text(40),
  measureId: int,
  grossWeight: amount,
  unitWeight: amount,
  max: amount,
  measureMax: amount.optional(),
  min: amount,
  step: amount,
  editStep: amount,
  regprice: amount,
  actprice: amount,
  isPickup: z.boolean(),
  hasImage: z.boolean(),
  catalog: z.object({ id: int, parentId: int.nullable() }),
  quantity: z.number({ message: 'Количество должно быть числом.' }).min(0, 'Количество не может быть меньше нуля.')
    .max(MAX_LINE_QUANTITY, `Количество не может быть больше ${MAX_LINE_QUANTITY}.`),
  price: amount,
  amount: amount,
  isOutOfStock: z.boolean(),
  cutFrom: amount.optional(),
}).meta({ id: 'SavedBasketLine' });

const lines = z.array(SavedBasketLine).max(MAX_BASKET_LINES, `В корзине не может быть больше ${MAX_BASKET_LINES} позиций.`)
  .refine((ls) => new Set(ls.map((l) => l.id)).size === ls.length, 'Товар повторяется в корзине.');

export const CustomerBasket = z.object({
  lines: z.array(SavedBasketLine),
  version: z.number().int().meta({ description: 'Grows by one with each save; 0: nothing saved yet' }),
  updatedAt: z.string().nullable(),
}).meta({ id: 'CustomerBasket' });
export type CustomerBasket = z.infer<typeof CustomerBasket>;

export const CustomerBasketUpdate = z.object({
  lines,
  version: z.number({ message: 'Не указана версия корзины.' }).int('Не указана версия корзины.').min(0, 'Не указана версия корзины.')
    .max(2_147_483_647, 'Не указана версия корзины.')
    .meta({ description: 'The version this device last read (0 before the first save); another answers 409' }),
}).meta({ id: 'CustomerBasketUpdate' });
export type CustomerBasketUpdate = z.infer<typeof CustomerBasketUpdate>;
