// POST /api/promo_codes/resolve (checkout spec §7, §8): the promo code object for the checkout's
// input, or a 400 whose hydra:description says why it does not apply (shown under the input). The
// basket's figures are the client's here; the basket route and the order recompute them from the
// database, so a figure sent wrong only misleads this preview.
import type { z } from 'zod';
import type { PromoCode, PromoCodeResolveRequest } from '../../../contract';
import { checkPromoCode, PROMO_MESSAGES, toPromoCode, type PromoLine } from '../../../domain/pricing';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http';
import type { DbOrTx } from './db';
import { loadGoods, loadPromoCode, loadShop } from './load';

type Parsed = z.output<typeof PromoCodeResolveRequest>;

const refused = (description: string) => new HttpError(400, 'Bad Request', description);

export async function resolvePromoCode(db: DbOrTx, request: Parsed, customerId: number | null): Promise<PromoCode> {
  await loadShop(db, request.shopId); // 404 for an unknown shop
  const code = await loadPromoCode(db, request.promoCode, customerId);
  if (!code) throw refused(PROMO_MESSAGES.unknown);
  const goods = await loadGoods(db, request.shopId, [...new Set(request.basketItems.map((i) => i.goodId))]);
  const lines: PromoLine[] = request.basketItems.map((i) => {
    const g = goods.get(i.goodId);
    return { amount: i.amount, categories: g?.categories ?? [], registerPrice: g?.registerPrice ?? 0, actualPrice: g?.actualPrice ?? 0 };
  });
  const check = checkPromoCode(code, clock.now(), request.shopId, request.basketTotal, lines);
  if (!check.ok) throw refused(check.message);
  return toPromoCode(code, check.discountAmount);
}
