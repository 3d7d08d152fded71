// Every route module registers itself here; one module per resource.
import type { Hono } from 'hono';
import type { AppEnv } from '../app';

export type RouteModule = (app: Hono<AppEnv>) => void;

export const routes: RouteModule[] = [];

// catalogue (api helper)
import shops from './shops';
import catalogs from './catalogs';
import shopGoods from './shop-goods';
import goodSets from './good-sets';
import news from './news';
import pageBlocks from './page-blocks';
import discounts from './discounts';
import cashback from './cashback';
routes.push(shops, catalogs, shopGoods, goodSets, news, pageBlocks, discounts, cashback);

// search and goods by ids (search helper)
import goods from './goods';
routes.push(goods);

// generated images (seed helper)
import media from './media';
routes.push(media);
