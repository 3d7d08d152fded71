// The API's routers, one per resource. app.ts mounts them in this order, which matters only where
// two paths could match the same request (shop-goods registers /goods/dicts before /goods/{id}).
import { authRoutes } from './auth';
import { cashbackRoutes } from './cashback';
import { catalogRoutes } from './catalogs';
import { customerRoutes } from './customers';
import { devRoutes } from './dev';
import { discountRoutes } from './discounts';
import { goodSetRoutes } from './good-sets';
import { goodsRoutes } from './goods';
import { mediaRoutes } from './media';
import { newsRoutes } from './news';
import { pageBlockRoutes } from './page-blocks';
import { shopGoodsRoutes } from './shop-goods';
import { shopRoutes } from './shops';

export const routers = [
  shopRoutes, catalogRoutes, shopGoodsRoutes, goodSetRoutes, newsRoutes, pageBlockRoutes, discountRoutes, cashbackRoutes,
  goodsRoutes, mediaRoutes, authRoutes, customerRoutes, devRoutes,
];
