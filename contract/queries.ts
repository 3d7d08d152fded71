// Path and query parameters of each route, with the bounds and Russian messages clients see as violations.
import { z } from 'zod';
import {
  GOOD_IDS_PAGE_MAX, GOOD_SET_PAGE_SIZE, LISTING_RANGE_MAX, MAX_EXTRA_PROPERTIES, MAX_IDS, SEARCH_PAGE_SIZE, SEARCH_TEXT_MAX, SEARCH_TEXT_MIN,
  SUGGESTION_COUNT,
} from './limits';
import { boolParam, goodIdParam, idParam, INT_MAX, itemsPerPageParam, listParam, pageParam, pagedQuery, ShopParams } from './params';

// --- goods of a shop: listing, dictionaries, product, week sales

export const SHOP_ORDERS = ['name', 'discount', 'price', 'price-desc'] as const;
export const ShopOrder = z.enum(SHOP_ORDERS, { message: 'Неизвестный порядок сортировки: допустимы name, discount, price, price-desc.' });
export type ShopOrder = z.infer<typeof ShopOrder>;

export const GoodsBaseQuery = z.object({
  'catalog.id': idParam.optional(),
  discount: idParam.optional(),
  withSubcategories: boolParam.optional(),
});
export type GoodsBaseQuery = z.infer<typeof GoodsBaseQuery>;

/** extra[{property id}][]=value: property id → accepted values. */
export const extraParam = z
  .record(z.string(), listParam, { message: 'Ожидается extra[{id свойства}][]=значение.' })
  .refine((extra) => Object.keys(extra).every((k) => /^\d{1,9}$/.test(k)), 'Идентификатор свойства должен быть числом.')
  // each property is one more filter join: a listing with hundreds of them held the single PGlite connection for a second
  .refine((extra) => Object.keys(extra).length <= MAX_EXTRA_PROPERTIES, `Не больше ${MAX_EXTRA_PROPERTIES} свойств в фильтре extra.`)
  .transform((extra) => Object.fromEntries(Object.entries(extra).map(([k, v]) => [String(Number(k)), v])))
  .meta({
    param: { style: 'deepObject', explode: true },
    description: `extra[{property id}][]=value; at most ${MAX_EXTRA_PROPERTIES} property ids (digits)`,
    propertyNames: { pattern: '^\\d{1,9}$' }, maxProperties: MAX_EXTRA_PROPERTIES,
  });

/** The shopper's filters of a listing; its dictionaries take the same ones (their counts depend on them). */
const goodsFilterFields = {
  withDiscount: boolParam.optional(),
  country: listParam.optional(),
  brand: listParam.optional(),
  package: listParam.optional(),
  extra: extraParam.optional(),
};

export const GoodsDictsQuery = GoodsBaseQuery.extend(goodsFilterFields);

export const ShopGoodsQuery = GoodsBaseQuery.extend({
  pagination: boolParam.optional(),
  page: pageParam,
  // up to LISTING_RANGE_MAX: the storefront fetches `?page=25` as one range
  itemsPerPage: itemsPerPageParam(30, LISTING_RANGE_MAX),
  shopOrder: ShopOrder.default('name'),
  ...goodsFilterFields,
});

export const GoodParams = ShopParams.extend({ id: goodIdParam });

/** GET /api/shops/{shopId}/goods/ids: one page of ids, the first after `after` in id order (keyset paging). */
export const GoodIdsQuery = z.object({
  after: z.coerce
    .number({ message: 'after должен быть числом.' })
    .int('after должен быть целым числом.')
    .min(0, 'after не может быть отрицательным.')
    .max(Number.MAX_SAFE_INTEGER, 'after слишком велик.')
    .default(0),
  limit: z.coerce
    .number({ message: 'limit должен быть числом.' })
    .int('limit должен быть целым числом.')
    .min(1, 'limit не может быть меньше 1.')
    .max(GOOD_IDS_PAGE_MAX, `limit не может быть больше ${GOOD_IDS_PAGE_MAX}.`)
    .default(GOOD_IDS_PAGE_MAX),
});
export type GoodIdsQuery = z.infer<typeof GoodIdsQuery>;

export const MaxDiscountQuery = z.object({ itemsPerPage: itemsPerPageParam(20, 50) });

// --- GET /api/goods: by ids, search results, suggestions


export const textParam = z
  .string({ message: 'Текст поиска должен быть строкой.' })
  .trim()
  .min(SEARCH_TEXT_MIN, `Текст поиска должен содержать не меньше ${SEARCH_TEXT_MIN} символов.`)
  .max(SEARCH_TEXT_MAX, `Текст поиска должен быть не длиннее ${SEARCH_TEXT_MAX} символов.`);

const idsParam = z.preprocess(
  (v) => (v === undefined || Array.isArray(v) ? v : [v]),
  z.array(goodIdParam, { message: 'id[]: ожидается список идентификаторов.' })
    .max(MAX_IDS, `Не больше ${MAX_IDS} идентификаторов за один запрос.`),
);


export const GoodsQuery = z.object({
  id: idsParam.optional(),
  shopId: idParam.optional(),
  softShopId: idParam.optional(),
  name: textParam.optional(),
  search: textParam.optional(),
  page: pageParam,
  itemsPerPage: itemsPerPageParam(SEARCH_PAGE_SIZE, 100).unwrap().optional()
    .meta({ description: `${SEARCH_PAGE_SIZE} by default; ${SUGGESTION_COUNT} with search (the suggestion dropdown)` }),
  pagination: boolParam.optional(),
})
  .superRefine((q, ctx) => {
    if ((q.shopId === undefined) === (q.softShopId === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['shopId'], message: 'Укажите магазин: shopId или softShopId (один из них).' });
    }
    const texts = [q.name, q.search].filter((t) => t !== undefined).length;
    if (q.id !== undefined && texts > 0) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'Укажите либо id[], либо текст поиска, но не оба.' });
    } else if (q.id === undefined && texts === 0) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Укажите id[] товаров или текст поиска (name или search).' });
    } else if (texts > 1) {
      ctx.addIssue({ code: 'custom', path: ['search'], message: 'Укажите текст поиска одним параметром: name или search.' });
    }
  })
  // the dropdown (?search=…) shows fewer goods than a results page unless asked otherwise
  .transform((q) => ({ ...q, itemsPerPage: q.itemsPerPage ?? (q.search !== undefined ? SUGGESTION_COUNT : SEARCH_PAGE_SIZE) }));

// --- good sets

export const GoodSetListQuery = z.object({
  'show-in': z.enum(['catalog'], { message: 'Допустимое значение: catalog.' }).optional(),
});
export const GoodSetParams = ShopParams.extend({ id: idParam });
export const GoodSetGoodsQuery = pagedQuery(GOOD_SET_PAGE_SIZE, 100);

// --- news

const newsSlug = z.string().min(1, 'Укажите адрес новости.').max(200, 'Адрес новости длиннее 200 символов.');
export const NewsListQuery = z.object({
  type: z.coerce.number({ message: 'Тип новости должен быть числом.' })
    .int('Тип новости должен быть целым числом.')
    .min(0, 'Тип новости не может быть отрицательным.')
    .max(1000, 'Тип новости не может быть больше 1000.')
    // a query cannot send null: the coerced number's input type would otherwise admit it
    .meta({ type: 'integer' })
    .optional(),
  exclude: newsSlug.optional(),
  ...pagedQuery(20, 100).shape,
});
export const NewsParams = ShopParams.extend({ slug: newsSlug });

// --- home page blocks

export const PAGE_TYPES = ['main'] as const;
export const TARGETS = ['site'] as const;
export const PageBlocksQuery = z.object({
  pageType: z.enum(PAGE_TYPES, { message: `Укажите тип страницы: ${PAGE_TYPES.join(', ')}.` }),
  target: z.enum(TARGETS, { message: `Укажите назначение: ${TARGETS.join(', ')}.` }),
});

// --- cashback

const shopIdQuery = z.custom<unknown>((v) => v !== undefined, 'Укажите shopId.')
  .meta({ type: 'integer', exclusiveMinimum: 0, maximum: INT_MAX }).pipe(idParam);
export const CashbackGroupsQuery = z.object({ shopId: shopIdQuery });
export const CashbackGoodsQuery = z.object({ shopId: shopIdQuery, ...pagedQuery(30, 100).shape });
