// Reading goods with their per-shop article, and turning rows into the API's Good shape.
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { measureFor } from '../../domain/measure';
import { PHOTO_SIZES, photoUrl } from '../../domain/photos';
import type { Good } from '../../contract';
import type { Db } from '../db/client';
import { articles, brands, categories, goods } from '../db/schema';
import { isAgeRestricted, loadCategoryTree, type CategoryTree } from './catalog';

// Everything a Good shows; the search and sort columns stay in the database (large or never shown).
const { searchText: _t, searchKey: _k, searchVector: _v, nameKey: _n, isHidden: _h, version: _ver, ...shownGoodColumns } = getTableColumns(goods);

/** Columns of one good row joined with brand, category and (optionally) the shop's article. */
const goodRowColumns = {
  good: shownGoodColumns,
  brandName: brands.name,
  brandTheme: brands.theme,
  categoryName: categories.name,
  categoryParentId: categories.parentId,
  quantity: articles.quantity,
  registerPrice: articles.registerPrice,
  actualPrice: articles.actualPrice,
};

export type GoodRow = {
  good: Omit<typeof goods.$inferSelect, 'searchText' | 'searchKey' | 'searchVector' | 'nameKey' | 'isHidden' | 'version'>;
  brandName: string | null;
  brandTheme: string | null;
  categoryName: string;
  categoryParentId: number | null;
  quantity: number | null;
  registerPrice: number | null;
  actualPrice: number | null;
};

/** A select of goods rows for a shop (shopId null: no prices). Add where/order/limit to it. */
export function selectGoods(db: Db, shopId: number | null) {
  return db
    .select(goodRowColumns)
    .from(goods)
    .innerJoin(categories, eq(categories.id, goods.categoryId))
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .leftJoin(articles, and(eq(articles.goodId, goods.id), eq(articles.shopId, shopId ?? -1)));
}

type ImageSize = keyof typeof PHOTO_SIZES;

export function goodImage(id: number, n: number, variant: ImageSize): string {
  return `/media/goods/${id}/${n}/${variant}.svg`;
}

/** Picture n (from 1) of a good in a size: its photo when it has photos, else the drawn art. */
const pictureOf = (g: GoodRow['good'], n: number, size: ImageSize) =>
  (g.photos.length > 0 ? photoUrl(g.photos[n - 1], PHOTO_SIZES[size]) : goodImage(g.id, n, size));

/** A good row as the API serves it; the tree gives the category's age restriction (catalog.ts). */
function serializeGood(row: GoodRow, categoryTree: CategoryTree): Good {
  const g = row.good;
  const count = g.photos.length > 0 ? g.photos.length : Math.max(g.imageCount, 0);
  const images = Array.from({ length: count }, (_, i) => ({
    '@id': `/api/images/goods/${g.id}/${i + 1}`,
    title: g.name,
    sizes: {
      thumb: pictureOf(g, i + 1, 'thumb'),
      preview: pictureOf(g, i + 1, 'preview'),
      normal: pictureOf(g, i + 1, 'normal'),
    },
  }));
  return {
    '@id': `/api/goods/${g.id}`,
    '@type': 'Good',
    id: g.id,
    name: g.name,
    image: pictureOf(g, 1, 'preview'),
    largeImage: pictureOf(g, 1, 'normal'),
    originalImage: pictureOf(g, 1, 'original'),
    images,
    hasImage: count > 0,
    brand: g.brandId && row.brandName ? { id: g.brandId, name: row.brandName, theme: row.brandTheme ?? 'default' } : null,
    barcode: g.barcode,
    description: g.description,
    infoIngredients: g.infoIngredients,
    infoCalories: g.infoCalories,
    infoProteins: g.infoProteins,
    infoFats: g.infoFats,
    infoCarbohydrates: g.infoCarbohydrates,
    country: g.country,
    package: g.package,
    extraProperties: g.extraProperties,
    article:
      row.registerPrice === null || row.actualPrice === null
        ? null
        : { quantity: Number(row.quantity ?? 0), registerPrice: Number(row.registerPrice), actualPrice: Number(row.actualPrice) },
    measure: measureFor(g.measureId, Number(g.grossWeight), Number(g.unitWeight)),
    isPickup: g.isPickup,
    catalog: {
      id: g.categoryId,
      parentId: row.categoryParentId,
      name: row.categoryName,
      hasAgeRestrictions: categoryAgeRestricted(categoryTree, g.categoryId),
    },
    rating: { averageRate: Number(g.ratingAverage), numberRates: g.ratingCount },
  };
}

function categoryAgeRestricted(tree: CategoryTree, categoryId: number): boolean {
  const node = tree.byId.get(categoryId);
  return node ? isAgeRestricted(node) : false;
}

/**
 * Goods by ids for a shop, in the order of `ids`; `categoryTree` when the caller has already read it.
 * A good a site admin hid is none of them (decision 186): its product page is 404, no list shows it.
 */
export async function goodsByIds(db: Db, shopId: number | null, ids: number[], extra?: SQL, categoryTree?: CategoryTree): Promise<Good[]> {
  if (ids.length === 0) return [];
  const [rows, tree] = await Promise.all([
    selectGoods(db, shopId).where(and(inArray(goods.id, ids), eq(goods.isHidden, false), extra)),
    categoryTree ?? loadCategoryTree(db),
  ]);
  const byId = new Map(rows.map((r) => [r.good.id, serializeGood(r as GoodRow, tree)]));
  return ids.map((id) => byId.get(id)).filter((g): g is Good => Boolean(g));
}

/** True when the shop sells the good and has it in stock. */
export const inStock = sql`${articles.quantity} > 0`;
