import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import * as C from '/work/wt5a/contract/index.ts';
const app = new OpenAPIHono();
const r = createRoute({ method: 'get', path: '/api/shops/{shopId}/goods', request: { params: C.ShopParams, query: C.ShopGoodsQuery },
  responses: { 200: { description: 'x', content: { 'application/ld+json': { schema: C.hydraCollection(C.Good) } } } } });
const r2 = createRoute({ method: 'get', path: '/api/goods', request: { query: C.GoodsQuery }, responses: { 200: { description: 'x', content: { 'application/ld+json': { schema: C.hydraCollection(C.Catalog) } } } } });
const r3 = createRoute({ method: 'get', path: '/api/cashback', request: { query: C.CashbackGoodsQuery }, responses: { 200: { description: 'x', content: { 'application/ld+json': { schema: C.hydraCollection(C.PageBlock) } } } } });
app.openAPIRegistry.registerPath(r);
app.openAPIRegistry.registerPath(r2);
app.openAPIRegistry.registerPath(r3);
const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } });
console.log(JSON.stringify(doc.paths, null, 1).slice(0, 3000));
console.log(Object.keys(doc.components?.schemas ?? {}));
