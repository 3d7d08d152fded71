// The API's routers, one per resource. app.ts mounts them in this order, which matters only where
// two paths could match the same request (shop-goods registers /goods/dicts before /goods/{id}).
import { accountRoutes } from './account';
import { addressRoutes } from './addresses';
import { adminContentRoutes } from './admin-content';
import { adminNewsRoutes } from './admin-news';
import { infoPageRoutes } from './info-pages';
import { exchangeAccountRoutes } from './exchange-accounts';
import { adminGoodRoutes } from './admin-goods';
import { adminOrderRoutes } from './admin-orders';
import { authRoutes } from './auth';
import { goodPhotoRoutes } from './good-photos';
import { basketRoutes } from './basket';
import { cashbackRoutes } from './cashback';
import { catalogRoutes } from './catalogs';
import { customerBasketRoutes } from './customer-basket';
import { customerRoutes } from './customers';
import { devRoutes } from './dev';
import { discountRoutes } from './discounts';
import { adminShopRoutes } from './admin-shops';
import { exchangeAdminRoutes } from './exchange-admin';
import { favoriteRoutes } from './favorites';
import { geocoderRoutes } from './geocoder';
import { goodSetRoutes } from './good-sets';
import { goodsRoutes } from './goods';
import { mediaRoutes } from './media';
import { newsRoutes } from './news';
import { orderEventRoutes } from './order-events';
import { orderRoutes } from './orders';
import { pageBlockRoutes } from './page-blocks';
import { paymentRoutes } from './payments';
import { promoCodeRoutes } from './promo-codes';
import { adminDiscountRoutes } from './admin-discounts';
import { adminPromotionRoutes } from './admin-promotions';
import { adminCashbackRoutes } from './admin-cashback';
import { adminGoodSetRoutes } from './admin-good-sets';
import { promotionRoutes } from './promotions';
import { reviewRoutes } from './reviews';
import { sandboxBankRoutes } from './sandbox-bank';
import { shopGoodsRoutes } from './shop-goods';
import { shopRoutes } from './shops';
import { staffRoutes } from './staff';
import { timeslotRoutes } from './timeslots';
import { webhookRoutes } from './webhooks';
import { zoneRoutes } from './zones';

export const routers = [
  shopRoutes, catalogRoutes, shopGoodsRoutes, goodSetRoutes, newsRoutes, pageBlockRoutes, discountRoutes, cashbackRoutes,
  goodsRoutes, mediaRoutes, goodPhotoRoutes, adminGoodRoutes, authRoutes, customerRoutes, devRoutes,
  // receiving method
  zoneRoutes, geocoderRoutes, timeslotRoutes, addressRoutes,
  // pricing
  basketRoutes, promotionRoutes, promoCodeRoutes,
  // the signed-in customer's basket, saved for every device of theirs
  customerBasketRoutes,
  // orders; the back office's first: its GET /api/orders/{id} answers admins, then falls through
  orderEventRoutes, adminOrderRoutes, orderRoutes, webhookRoutes,
  // online payment
  paymentRoutes, sandboxBankRoutes,
  // the personal area: after customerRoutes, whose GET /api/customers/{id} it leaves alone
  accountRoutes,
  // favourites and purchased goods
  favoriteRoutes,
  // reviews, ratings and their moderation
  reviewRoutes,
  // the back office's view of the 1C exchange (the exchange itself: routes/exchange.ts, mounted by app.ts)
  exchangeAdminRoutes,
  // the back office's staff and audit log (site admins)
  staffRoutes,
  // the back office's shops, slots and zones
  adminShopRoutes,
  // the back office's content and promotions (promo codes)
  adminContentRoutes, adminNewsRoutes,
  // the back office's discounts (their percent in the goods' prices)
  adminDiscountRoutes,
  // the FAQ and rules pages' texts (read by the storefront, edited by site admins)
  infoPageRoutes,
  // the exchange accounts 1C signs in with (site admins; decision 194)
  exchangeAccountRoutes,
  // the back office's promotions (their basket rules)
  adminPromotionRoutes,
  // the back office's cashback goods
  adminCashbackRoutes,
  // the back office's good sets
  adminGoodSetRoutes,
];
