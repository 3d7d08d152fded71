// POST /api/promo_codes/resolve (checkout spec §7, §8): the promo code object for the checkout's
// input, or a 400 whose hydra:description says why it does not apply (shown under the input). The
// basket's figures are the client's here; the basket route and the order recompute them from the
// database, so a figure sent wrong only misleads this preview.
import type { z } from 'zod';
import type { PromoCode, PromoCodeResolveRequest } from '../../../contract';
import { checkPromoCode, PROMO_MESSAGES, toPromoCode, type PromoLine } from '../../../domain/pricing';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http';
import { forget, take, type Rule } from '../../lib/rate-limit';
import type { Db } from '../../db/client';
import { loadGoods, loadPromoCode, loadShop } from './load';

type Parsed = z.output<typeof PromoCodeResolveRequest>;

const refused = (description: string) => new HttpError(400, 'Bad Request', description);

/** Refused codes per address: a shopper mistypes a few, a guesser needs thousands (issue 35). */
export const PROMO_GUESSES: Rule[] = [{ limit: 20, windowSeconds: 10 * 60 }];

/**
 * The code for this basket, or 400 saying why not. Every check counts as a refusal of the address
 * before the code is looked up (one locked step: guesses sent at once are all counted), and is
 * uncounted when the code applies.
 */
export async function resolvePromoCode(db: Db, request: Parsed, customerId: number | null, ip: string): Promise<PromoCode> {
  await loadShop(db, request.shopId); // 404 for an unknown shop
  const counted = await take(db, [{ bucket: 'promo-fail-ip', key: ip, rules: PROMO_GUESSES }],
    (s) => `Слишком много попыток ввести промокод. Повторите через ${Math.ceil(s / 60)} мин.`);
  const promo = await check(db, request, customerId);
  await forget(db, counted);
  return promo;
}

async function check(db: Db, request: Parsed, customerId: number | null): Promise<PromoCode> {
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
