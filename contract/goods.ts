// Goods (spec §3 "Good", §7): what every list of goods and the product page serve.
import { z } from 'zod';
import { hydraCollection, iri } from './hydra';

/** Measure ids: 0 pieces, 1 kilogram, 2 carton, 3 volume, 6 per-100-grams. */
export const Measure = z.object({
  id: z.number().int(),
  name: z.string(),
  min: z.number(),
  max: z.number(),
  step: z.number(),
  editStep: z.number(),
  orderQuantity: z.number(),
  grossWeight: z.number(),
  unitWeight: z.number(),
}).meta({ id: 'Measure' });
export type Measure = z.infer<typeof Measure>;

export const GoodImage = z.object({
  '@id': iri,
  title: z.string(),
  sizes: z.object({ thumb: z.string(), preview: z.string(), normal: z.string() }),
}).meta({ id: 'GoodImage' });
export type GoodImage = z.infer<typeof GoodImage>;

/** Per-shop price and stock. registerPrice is the regular price, actualPrice the card price. */
export const Article = z.object({
  quantity: z.number(), registerPrice: z.number(), actualPrice: z.number(),
}).meta({ id: 'Article' });
export type Article = z.infer<typeof Article>;

export const ExtraPropertyValue = z.object({
  id: z.number().int(), name: z.string(), value: z.string(),
}).meta({ id: 'ExtraPropertyValue' });
export type ExtraPropertyValue = z.infer<typeof ExtraPropertyValue>;

export const Good = z.object({
  '@id': iri,
  '@type': z.literal('Good'),
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  largeImage: z.string(),
  originalImage: z.string(),
  images: z.array(GoodImage),
  hasImage: z.boolean(),
  brand: z.object({ id: z.number().int(), name: z.string(), theme: z.string() }).nullable(),
  barcode: z.string().nullable(),
  description: z.string().nullable(),
  infoIngredients: z.string().nullable(),
  infoCalories: z.string().nullable(),
  infoProteins: z.string().nullable(),
  infoFats: z.string().nullable(),
  infoCarbohydrates: z.string().nullable(),
  country: z.string().nullable(),
  package: z.string().nullable(),
  extraProperties: z.array(ExtraPropertyValue),
  article: Article.nullable().meta({ description: 'null when the shop does not sell the good' }),
  measure: Measure,
  isPickup: z.boolean(),
  catalog: z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    hasAgeRestrictions: z.boolean().meta({ description: 'the category or any category above it is for adults' }),
  }),
  rating: z.object({ averageRate: z.number(), numberRates: z.number().int() }),
}).meta({ id: 'Good' });
export type Good = z.infer<typeof Good>;

/**
 * GET /api/shops/{shopId}/goods/ids: the ids of the goods the shop sells (those its unfiltered listing
 * shows), ascending, one keyset page; `next` is the `after` of the following page, null after the last.
 */
export const GoodIdsPage = z.object({
  ids: z.array(z.number().int().positive()),
  next: z.number().int().positive().nullable(),
}).meta({ id: 'GoodIdsPage' });
export type GoodIdsPage = z.infer<typeof GoodIdsPage>;

/**
 * GET /api/goods: goods by ids, or a page of search results. A search whose results were not found by
 * the words as typed says what they were found by, so the page can tell the shopper.
 */
export const GoodsSearchCollection = hydraCollection(Good).extend({
  correctedQuery: z.string().optional().meta({
    description: "search only: the query the results were found by, when it is not the one typed (the other keyboard layout, 'vjkjrj' → 'молоко', or a typo, 'малако' → 'молоко'); absent otherwise",
  }),
});
export type GoodsSearchCollection = z.infer<typeof GoodsSearchCollection>;
