// The YML feed of one shop (domain/yml.ts): its categories, then the goods it sells, read from the
// database in batches by id so a feed of 100,000 goods never sits in memory. Addresses are the
// storefront's (SITE_URL).
import { sql } from 'drizzle-orm';
import { ymlHead, ymlOffer, ymlTail, type YmlOffer } from '../../domain/yml';
import { rowsOf, type Db } from '../db/client';
import { env } from '../env';
import { clock } from '../lib/clock';
import { goodImage } from './goods';

const BATCH = 2000;

type Row = {
  id: string | number; name: string; category_id: number; register_price: string | number; quantity: string | number; brand: string | null;
  barcode: string | null; description: string | null; country: string | null; image_count: number; gross_weight: string | number;
};

/** The feed's pieces in order; null when there is no such shop. */
export async function ymlFeed(db: Db, shopId: number): Promise<AsyncGenerator<string> | null> {
  const [shop] = rowsOf<{ name: string }>(await db.execute(sql`SELECT name FROM shops WHERE id = ${shopId}`));
  if (!shop) return null;
  const site = env.SITE_URL.replace(/\/+$/, '');
  return (async function* () {
    const categories = rowsOf<{ id: number; name: string; parent_id: number | null }>(await db.execute(sql`SELECT id, name, parent_id FROM categories
      WHERE NOT is_hidden ORDER BY position, id`));
    yield ymlHead({ name: shop.name, company: shop.name, url: site }, categories.map((c) => ({ id: c.id, name: c.name, parentId: c.parent_id })), clock.now());
    for (let after = 0; ;) {
      const rows = rowsOf<Row>(await db.execute(sql`SELECT g.id, g.name, a.category_id, a.register_price, a.quantity, b.name AS brand, g.barcode,
          g.description, g.country, g.image_count, g.gross_weight
        FROM articles a JOIN goods g ON g.id = a.good_id LEFT JOIN brands b ON b.id = g.brand_id
        WHERE a.shop_id = ${shopId} AND a.good_id > ${after} ORDER BY a.good_id LIMIT ${BATCH}`));
      if (rows.length === 0) break;
      yield rows.map((r) => {
        const id = Number(r.id);
        const offer: YmlOffer = {
          id, name: r.name, categoryId: r.category_id, price: Number(r.register_price), quantity: Number(r.quantity), vendor: r.brand,
          barcode: r.barcode, description: r.description, country: r.country, url: `${site}/product/${id}`, weight: Number(r.gross_weight),
          pictures: Array.from({ length: Math.min(r.image_count, 10) }, (_, i) => `${site}${goodImage(id, i + 1, 'normal')}`),
        };
        return ymlOffer(offer);
      }).join('');
      after = Number(rows[rows.length - 1].id);
    }
    yield ymlTail();
  })();
}
