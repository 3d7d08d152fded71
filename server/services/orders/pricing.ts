// The one place order creation and cancellation take basket pricing and the promo code and
// promotion uses from: the pricing services (server/services/pricing/), so an order is
// checked against exactly what the basket and the checkout showed.
export { priceBasket } from '../pricing/price-basket';
export { recordPromotionUse, redeemPromoCode, releaseUses as releasePromoUses } from '../pricing/promo-uses';
