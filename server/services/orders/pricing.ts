// The one place order creation and cancellation take basket pricing and promo code uses from
// (docs/team-map: the pricing task's priceBasket, redeemPromoCode, recordPromotionUse). Until the
// pricing branch is merged they come from interim-pricing.ts, which has the same signatures.
export { priceBasket, recordPromotionUse, redeemPromoCode, releasePromoUses } from './interim-pricing';
