// The API's routers, one per resource. app.ts mounts them in this order, which matters only where
// two paths could match the same request (shop-goods registers /goods/dicts before /goods/{id}).
import { cashbackRoutes } from './cashback';
import { catalogRoutes } from './catalogs';
import { discountRoutes } from './discounts';
import { geocoderRoutes } from './geocoder';
import { goodSetRoutes } from './good-sets';
import { goodsRoutes } from './goods';
import { mediaRoutes } from './media';
import { newsRoutes } from './news';
import { pageBlockRoutes } from './page-blocks';
import { shopGoodsRoutes } from './shop-goods';
import { shopRoutes } from './shops';
import { timeslotRoutes } from './timeslots';
import { zoneRoutes } from './zones';

export const routers = [
  shopRoutes, catalogRoutes, shopGoodsRoutes, goodSetRoutes, newsRoutes, pageBlockRoutes, discountRoutes, cashbackRoutes,
  goodsRoutes, mediaRoutes,
  // receiving method (issue 8)
  zoneRoutes, geocoderRoutes, timeslotRoutes,
];
