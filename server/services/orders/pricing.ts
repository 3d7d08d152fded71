// The one place order creation and cancellation take basket pricing and promo code uses from
// (docs/team-map: the pricing task's priceBasket, redeemPromoCode, recordPromotionUse). The pricing
// branch is merged here (checkout branch), so they are its: an order is priced exactly as the
// basket the shopper saw (promotions and promo codes included). Order code names its transaction
// `Db` (drizzle's transaction is a Db with rollback); the pricing functions ask for the transaction
// type, hence the casts.
import type { Db } from '../../db/client';
import type { Tx } from '../pricing/db';
import * as uses from '../pricing/promo-uses';

export { priceBasket } from '../pricing/price-basket';
export const redeemPromoCode = (tx: Db, use: Parameters<typeof uses.redeemPromoCode>[1]) => uses.redeemPromoCode(tx as unknown as Tx, use);
export const recordPromotionUse = (tx: Db, use: Parameters<typeof uses.recordPromotionUse>[1]) => uses.recordPromotionUse(tx as unknown as Tx, use);
export const releasePromoUses = (tx: Db, orderId: number) => uses.releaseUses(tx as unknown as Tx, orderId);
