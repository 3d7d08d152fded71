// The catalogue's tables. Later work adds tables in new migrations; ids that the
// spec shows as large numbers (95010100001) make goods.id a bigint.
import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, customType, date, doublePrecision, foreignKey, index, integer, jsonb, numeric, pgTable,
  primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
// JSON columns hold the contract's shapes as they are served (contract/shops.ts, contract/goods.ts).
import type { DeliveryCost, ExtraPropertyValue, PackagingCost, PacketCost, PaidSettings } from '../../contract';
// pricing
import type { PromotionResult, PromotionRule } from '../../contract';
import { ORDER_STATUS } from '../../domain/order-status';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  regionId: integer('region_id').notNull().references(() => regions.id),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  deliveryEnabled: boolean('delivery_enabled').notNull().default(true),
  pickupEnabled: boolean('pickup_enabled').notNull().default(true),
  canAcceptOrders: boolean('can_accept_orders').notNull().default(true),
  minOrderAmount: numeric('min_order_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  specialInfo: text('special_info'),
  rules: text('rules'),
  deliveryCosts: jsonb('delivery_costs').$type<DeliveryCost[]>().notNull().default([]),
  packagingCost: jsonb('packaging_cost').$type<PackagingCost | null>(),
  packetCost: jsonb('packet_cost').$type<PacketCost | null>(),
  paidSettings: jsonb('paid_settings').$type<PaidSettings>().notNull(),
  maxFreeWeight: numeric('max_free_weight', { precision: 10, scale: 3, mode: 'number' }).notNull().default(50),
  overKyloPrice: numeric('over_kylo_price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(5),
  position: integer('position').notNull().default(0),
  /** the id of the shop's warehouse in 1C (offers.xml's Склад Ид): its stock comes from there (migration 0023) */
  warehouseId: text('warehouse_id').unique(),
  // the back office's shop card (issue 39): phone and opening hours as shown, the dates (YYYY-MM-DD)
  // the shop takes no orders for, and the version an edit must name (stale: 409)
  phone: text('phone'),
  hours: text('hours'),
  closedDays: jsonb('closed_days').$type<string[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  /** a site admin closed it (decision 191): hidden from the storefront, its orders and history kept */
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** the icon's URL as served (`/media/categories/{id}.svg`) */
  icon: text('icon'),
  // How /media draws the category (server/demo/art): a pictogram name and a hue in degrees. Unset,
  // a category borrows its parent's, so one made later in the admin needs neither (migration 0006).
  pictogram: text('pictogram'),
  hue: integer('hue'),
  parentId: integer('parent_id'),
  position: integer('position').notNull().default(0),
  hasAgeRestrictions: boolean('has_age_restrictions').notNull().default(false),
  // the 1C exchange (migration 0023): the group's Ид, and whether a full catalogue left it out (the
  // tree then leaves it out too; it is kept, so a later package may bring it back)
  externalId: text('external_id').unique(),
  isHidden: boolean('is_hidden').notNull().default(false),
}, (t) => [index('categories_parent_idx').on(t.parentId)]);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  theme: text('theme').notNull().default('default'),
});

export const goods = pgTable('goods', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  brandId: integer('brand_id').references(() => brands.id),
  categoryId: integer('category_id').notNull().references(() => categories.id),
  barcode: text('barcode'),
  description: text('description'),
  infoIngredients: text('info_ingredients'),
  infoCalories: text('info_calories'),
  infoProteins: text('info_proteins'),
  infoFats: text('info_fats'),
  infoCarbohydrates: text('info_carbohydrates'),
  country: text('country'),
  package: text('package'),
  extraProperties: jsonb('extra_properties').$type<ExtraPropertyValue[]>().notNull().default([]),
  measureId: integer('measure_id').notNull().default(0),
  grossWeight: numeric('gross_weight', { precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
  unitWeight: numeric('unit_weight', { precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
  imageCount: integer('image_count').notNull().default(1),
  // content hashes of the good's photos in order, the first the main one (server/services/photos);
  // empty: the drawn art of imageCount pictures (the demo's goods)
  photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
  isPickup: boolean('is_pickup').notNull().default(false),
  ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  // the histogram of published ratings, kept in step with ratingCount and ratingAverage in the
  // transaction that publishes a review (services/reviews.ts), so a rating is one row however many
  // reviews a good has
  rating1: integer('rating_1').notNull().default(0),
  rating2: integer('rating_2').notNull().default(0),
  rating3: integer('rating_3').notNull().default(0),
  rating4: integer('rating_4').notNull().default(0),
  rating5: integer('rating_5').notNull().default(0),
  // name + brand, lower-cased; the tsvector and trigram indexes are built on it (migration 0001)
  searchText: text('search_text').notNull(),
  // phonetic key of searchText (domain/search-text.ts), so that typos like 'малако' still meet 'молоко'
  searchKey: text('search_key').notNull(),
  searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('russian', search_text)`),
  // the alphabetical sort key (services/shop-goods.ts nameKey), stored: computing it for every good
  // of a big category on each listing cost more than the rest of the query
  nameKey: text('name_key').generatedAlwaysAs(sql`translate(lower(name), 'ё', 'е')`),
  // the 1C exchange (migration 0023): the good's Ид in 1C, and whether 1C withdrew it (Статус="Удален"
  // or left out of a full catalogue): it then has no articles, so no shop lists, finds or sells it,
  // and an offer does not bring it back until a catalogue names it again
  externalId: text('external_id').unique(),
  withdrawn: boolean('withdrawn').notNull().default(false),
  // the back office's card (issue 38, decision 186): a site admin hides a good from shoppers (its
  // articles wait in hidden_articles meanwhile, so no listing, count, search or sitemap meets it, and
  // its product page is 404); version guards the card's edits (stale: 409)
  isHidden: boolean('is_hidden').notNull().default(false),
  version: integer('version').notNull().default(1),
}, (t) => [
  index('goods_category_idx').on(t.categoryId),
  index('goods_brand_idx').on(t.brandId),
  // whether any good still shows a photo, before its files are removed
  index('goods_photos_idx').using('gin', t.photos),
]);

// Per-shop price and stock of a good.
export const articles = pgTable('articles', {
  shopId: integer('shop_id').notNull().references(() => shops.id),
  goodId: bigint('good_id', { mode: 'number' }).notNull().references(() => goods.id),
  quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
  registerPrice: numeric('register_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  actualPrice: numeric('actual_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  // 1C's card price while a back-office discount's percent lowers actual_price (null: actual_price is
  // 1C's own); written only by server/services/discount-prices.ts and cleared by the offers import (decision 188)
  ownPrice: numeric('own_price', { precision: 12, scale: 2, mode: 'number' }),
  // Copies of the good's category and alphabetical key (migration 0008), so a listing reads, sorts
  // and counts one table through one index instead of joining every good of a big category. The
  // database keeps them equal to the good's: a trigger fills them on insert and follows changes of
  // goods.category_id and goods.name; writers leave them out.
  categoryId: integer('category_id'),
  nameKey: text('name_key'),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.goodId] }),
  // the articles a discount's percent has lowered: what an ended discount gives back
  index('articles_own_price_idx').on(t.goodId).where(sql`own_price IS NOT NULL`),
  // (good_id, shop_id) INCLUDE prices and the week-sales index are in migration 0003, the listing
  // index (shop, category, in stock, name) in 0008 (expression and INCLUDE indexes are written by hand)
]);

/**
 * The articles of hidden goods (goods.is_hidden, decision 186): moved here when a site admin hides a
 * good and back when it is shown, so every listing, count and search that reads articles leaves it
 * out with no filter of its own; the offers exchange keeps prices and stock here meanwhile.
 */
export const hiddenArticles = pgTable('hidden_articles', {
  shopId: integer('shop_id').notNull().references(() => shops.id),
  goodId: bigint('good_id', { mode: 'number' }).notNull().references(() => goods.id),
  quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
  registerPrice: numeric('register_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  actualPrice: numeric('actual_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  // 1C's own card price while a discount holds actual_price (articles.own_price): kept across a hide
  ownPrice: numeric('own_price', { precision: 12, scale: 2, mode: 'number' }),
}, (t) => [primaryKey({ columns: [t.shopId, t.goodId] })]);

/**
 * How many goods of a shop's category carry each filter value (migration 0008): the filter
 * dictionaries of a listing without filters (or with 'Со скидкой' only) are sums of these rows
 * instead of a pass over every good. kind: 'all' (every good; value ''), 'country', 'package',
 * 'brand' (value: the brand id) or 'extra' (prop: the property id, name: its name). discounted:
 * how many of them have a card discount. Kept by triggers on articles and goods in the writing
 * transaction; `refresh_listing_data()` rebuilds it (the seed, which loads with triggers off).
 */
export const facetCounts = pgTable('facet_counts', {
  shopId: integer('shop_id').notNull(),
  categoryId: integer('category_id').notNull(),
  kind: text('kind').notNull(),
  prop: text('prop').notNull().default(''),
  value: text('value').notNull().default(''),
  name: text('name'),
  hits: integer('hits').notNull().default(0),
  discounted: integer('discounted').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.shopId, t.categoryId, t.kind, t.prop, t.value] })]);

/**
 * How many goods of a shop's category carry a value of a one-value-per-good facet (kind 'country',
 * 'package' or 'brand', value as in facet_counts) together with a value of another facet (pair_*):
 * the dictionaries of a listing filtered by that one facet (and 'Со скидкой') are sums of these
 * rows instead of a pass over the category's goods. Kept with facet_counts by the same triggers
 * (migration 0021); `refresh_listing_data()` rebuilds both.
 */
export const facetPairs = pgTable('facet_pairs', {
  shopId: integer('shop_id').notNull(),
  categoryId: integer('category_id').notNull(),
  kind: text('kind').notNull(),
  value: text('value').notNull(),
  pairKind: text('pair_kind').notNull(),
  pairProp: text('pair_prop').notNull().default(''),
  pairValue: text('pair_value').notNull(),
  hits: integer('hits').notNull().default(0),
  discounted: integer('discounted').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.shopId, t.categoryId, t.kind, t.value, t.pairKind, t.pairProp, t.pairValue] })]);

/**
 * The full-text words of every good (the lexemes of goods.search_vector), a row each: search reads a
 * common word's goods from here in order and stops after the few it ranks, where the GIN index would
 * first collect every match (decision 139). `word` is COLLATE "C", so a prefix is a range. Kept by
 * statement triggers on goods (migration 0022); `refresh_search_words()` rebuilds it (the seed
 * loads with triggers off).
 */
export const searchWords = pgTable('search_words', {
  word: text('word').notNull(),
  goodId: bigint('good_id', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.word, t.goodId] })]);

export const goodSets = pgTable('good_sets', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  icon: text('icon'),
  image: text('image'),
  parentId: integer('parent_id'),
  theme: text('theme').notNull().default('good-spoon'),
  showInCatalog: boolean('show_in_catalog').notNull().default(true),
  position: integer('position').notNull().default(0),
  /** bumped by every back-office edit (/admin-order/good-sets); a stale one is refused with 409 */
  version: integer('version').notNull().default(1),
});

export const goodSetGoods = pgTable('good_set_goods', {
  goodSetId: integer('good_set_id').notNull().references(() => goodSets.id),
  goodId: bigint('good_id', { mode: 'number' }).notNull().references(() => goods.id),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.goodSetId, t.goodId] })]);

/**
 * Discounts: a named list of goods (the /discounts page, /catalog?discount={id}). A discount with a
 * percent (the back office's, issue 39) also lowers its goods' card price in its shops (shop_ids null:
 * every shop) while it is on and within [starts_at, ends_at): server/services/discount-prices.ts writes
 * that price into articles.actual_price (keeping 1C's in articles.own_price) and `applied` says whether
 * it did, so the sweep finds the discounts whose start or end has come (decision 188). The seeded
 * discounts have no percent: their goods' prices are 1C's.
 */
export const discounts = pgTable('discounts', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  image: text('image'),
  position: integer('position').notNull().default(0),
  percent: integer('percent'),
  shopIds: jsonb('shop_ids').$type<number[] | null>(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** switched off by the back office: not listed, its prices not applied */
  isActive: boolean('is_active').notNull().default(true),
  /** whether its percent is in its goods' prices now (the sweep compares it with isActive and the dates) */
  applied: boolean('applied').notNull().default(false),
  /** bumped by every back-office edit; a stale one is refused with 409 */
  version: integer('version').notNull().default(1),
}, (t) => [check('discounts_percent_check', sql`${t.percent} IS NULL OR (${t.percent} BETWEEN 1 AND 99)`)]);

export const discountGoods = pgTable('discount_goods', {
  discountId: integer('discount_id').notNull().references(() => discounts.id),
  goodId: bigint('good_id', { mode: 'number' }).notNull().references(() => goods.id),
}, (t) => [primaryKey({ columns: [t.discountId, t.goodId] }), index('discount_goods_good_idx').on(t.goodId)]);

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  type: integer('type').notNull().default(1),
  title: text('title').notNull(),
  content: text('content').notNull(),
  image: text('image'),
  // null: every shop
  shopId: integer('shop_id').references(() => shops.id),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  // the back office (issue 39): a hidden item shows on no storefront page; an edit names the version read (stale: 409)
  hidden: boolean('hidden').notNull().default(false),
  version: integer('version').notNull().default(1),
});

// The FAQ's questions the back office edits (issue 39); the shop's own terms (delivery, minimum,
// pickup, payment) are not rows: the storefront writes them from the shop's settings (decision 193).
export const faqItems = pgTable('faq_items', {
  id: serial('id').primaryKey(),
  // the #fragment of its link; null: faq-{id}
  anchor: text('anchor').unique(),
  question: text('question').notNull(),
  // HTML, stored sanitised (domain/safe-html.ts)
  answer: text('answer').notNull(),
  position: integer('position').notNull(),
  version: integer('version').notNull().default(1),
});

// The banners' and news' uploaded images (decision 187), with when each was last uploaded: the sweep
// (server/services/photos/content-images.ts) removes one that nothing shows after a grace period.
export const contentImages = pgTable('content_images', {
  hash: text('hash').primaryKey(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

// Texts of the information pages the back office edits, by key ('rules': the rules page's text above its steps)
export const siteTexts = pgTable('site_texts', {
  key: text('key').primaryKey(),
  html: text('html').notNull(),
  version: integer('version').notNull().default(1),
});

export const pageBlocks = pgTable('page_blocks', {
  id: serial('id').primaryKey(),
  // null: every shop
  shopId: integer('shop_id').references(() => shops.id),
  pageType: text('page_type').notNull().default('main'),
  target: text('target').notNull().default('site'),
  blockType: integer('block_type').notNull(),
  title: text('title'),
  autoplay: boolean('autoplay').notNull().default(false),
  position: integer('position').notNull().default(0),
  // bannerBlock {autoplayDelay, banners[]}, goodSetBlock {goodSetId}, goodsBlock {goodIds[]}; news come from the news table
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  /** bumped by every back-office edit; a stale one is refused with 409 */
  version: integer('version').notNull().default(1),
});

export const cashbackGroups = pgTable('cashback_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image'),
  shopId: integer('shop_id').references(() => shops.id),
  position: integer('position').notNull().default(0),
  /** bumped by every back-office edit (/admin-order/cashback); a stale one is refused with 409 */
  version: integer('version').notNull().default(1),
});

export const cashbackGroupGoods = pgTable('cashback_group_goods', {
  groupId: integer('group_id').notNull().references(() => cashbackGroups.id),
  goodId: bigint('good_id', { mode: 'number' }).notNull().references(() => goods.id),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.groupId, t.goodId] })]);

// Idempotency keys: the first answer to a (scope, method + route, key) is kept so a retried
// checkout gets it again instead of running twice. scope: `customer:{id}` or `client:{ip}`.
export const idempotencyKeys = pgTable('idempotency_keys', {
  scope: text('scope').notNull(),
  route: text('route').notNull(),
  key: text('key').notNull(),
  bodyHash: text('body_hash').notNull(),
  /** null while the first request is still running */
  status: integer('status'),
  response: text('response'),
  contentType: text('content_type'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.scope, t.route, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)]);

// --- customer accounts (decision 25)

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  /** 11 digits, 79XXXXXXXXX: the sign-in login */
  phone: text('phone').notNull().unique(),
  /** lower case; a second way to sign in */
  email: text('email').unique(),
  name: text('name').notNull(),
  /** argon2id, PHC string */
  passwordHash: text('password_hash').notNull(),
  isPhoneConfirmed: boolean('is_phone_confirmed').notNull().default(false),
  isEmailConfirmed: boolean('is_email_confirmed').notNull().default(false),
  /** loyalty card number; null: no card (regular prices) */
  card: text('card'),
  isAdmin: boolean('is_admin').notNull().default(false),
  isSiteAdmin: boolean('is_site_admin').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // the personal area (migration 0015): the profile's personal data and the loyalty flags
  birthday: date('birthday', { mode: 'string' }),
  gender: integer('gender').$type<1 | 2>(),
  isCardConfirmed: boolean('is_card_confirmed').notNull().default(false),
  isBlocked: boolean('is_blocked').notNull().default(false),
  // the back office's staff (decision 177): a blocked staff account keeps its roles on record but holds
  // none of them and cannot sign in; staff_version guards the staff screen's edits; the last sign-in shown there
  staffBlocked: boolean('staff_blocked').notNull().default(false),
  staffVersion: integer('staff_version').notNull().default(1),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
});

/** The shops a shop admin (customers.is_admin) administers. */
export const customerAdminShops = pgTable('customer_admin_shops', {
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.customerId, t.shopId] })]);

/**
 * Refresh tokens, by the sha256 of the token (the token itself is never stored). A token is used once:
 * refreshing marks it used and issues the next of its family; presenting a used one revokes the family.
 */
export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  familyId: text('family_id').notNull(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_customer_idx').on(t.customerId)]);

/**
 * Codes and links sent by SMS or email: a registration's code (payload: the name and password hash
 * until the code is confirmed), a phone confirmation, a recovery or confirmation link. token_hash is the
 * sha256 of the confirmToken or of the link's sessid; code_hash the sha256 of `{id}:{code}`.
 */
export const oneTimeCodes = pgTable('one_time_codes', {
  id: serial('id').primaryKey(),
  purpose: text('purpose').notNull(),
  phone: text('phone'),
  email: text('email'),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  codeHash: text('code_hash'),
  attemptsLeft: integer('attempts_left').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('one_time_codes_customer_idx').on(t.customerId)]);

/** Every SMS and email the local messages adapter "sent" (GET /api/dev/outbox reads it). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  phone: text('phone'),
  email: text('email'),
  text: text('text').notNull(),
  code: text('code'),
  link: text('link'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('outbox_phone_idx').on(t.phone, t.createdAt), index('outbox_email_idx').on(t.email, t.createdAt)]);

/**
 * Rate-limit events (codes sent, failed sign-ins) by bucket and key (a phone, an email, an address):
 * kept in the database so every API process counts the same.
 */
export const rateEvents = pgTable('rate_events', {
  id: serial('id').primaryKey(),
  bucket: text('bucket').notNull(),
  key: text('key').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('rate_events_bucket_key_at_idx').on(t.bucket, t.key, t.at)]);

// --- receiving method (decisions 30, 32)

/**
 * Delivery zones: a polygon per row (jsonb rings of [lat, lon], the outer ring first, then holes)
 * and the zone price added to the shop's delivery tariff. The bounding box is stored so SQL finds
 * the few candidate zones of a point; domain/geo.ts decides which really contain it.
 */
export const deliveryZones = pgTable('delivery_zones', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  polygon: jsonb('polygon').$type<[number, number][][]>().notNull(),
  minLat: doublePrecision('min_lat').notNull(),
  minLon: doublePrecision('min_lon').notNull(),
  maxLat: doublePrecision('max_lat').notNull(),
  maxLon: doublePrecision('max_lon').notNull(),
  /** the back office's edits name it (stale: 409) */
  version: integer('version').notNull().default(1),
}, (t) => [index('delivery_zones_shop_idx').on(t.shopId), index('delivery_zones_box_idx').on(t.minLat, t.maxLat, t.minLon, t.maxLon)]);

/**
 * The offline geocoder's gazetteer: one row per known house. The *_key columns hold the normalised
 * spelling (server/adapters/geocoder/normalize.ts) the forward lookup compares.
 */
export const geoHouses = pgTable('geo_houses', {
  id: serial('id').primaryKey(),
  city: text('city').notNull(),
  street: text('street').notNull(),
  house: text('house').notNull(),
  region: text('region'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  cityKey: text('city_key').notNull(),
  streetKey: text('street_key').notNull(),
  houseKey: text('house_key').notNull(),
}, (t) => [
  index('geo_houses_address_idx').on(t.cityKey, t.streetKey, t.houseKey),
  index('geo_houses_point_idx').on(t.latitude, t.longitude),
]);

/**
 * A shop's recurring time slots: on the listed ISO weekdays (1 Monday … 7 Sunday), one slot of
 * `slotType` from `startsAt` to `endsAt` (Europe/Moscow) taking `capacity` orders. Orders close
 * `cutoffMinutes` before the slot starts. paidTypes null: the shop's paidSettings for the slot type.
 */
export const shopSchedules = pgTable('shop_schedules', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  slotType: text('slot_type').$type<'delivery' | 'pickup'>().notNull(),
  weekdays: jsonb('weekdays').$type<number[]>().notNull(),
  startsAt: text('starts_at').notNull(),
  endsAt: text('ends_at').notNull(),
  capacity: integer('capacity').notNull(),
  cutoffMinutes: integer('cutoff_minutes').notNull().default(60),
  paidTypes: jsonb('paid_types').$type<number[] | null>(),
}, (t) => [index('shop_schedules_shop_idx').on(t.shopId)]);

/**
 * Slots taken by orders (the checkout issue writes them): a slot is full once its bookings reach
 * the schedule's capacity. order_id's foreign key came with the orders table (migration 0011).
 */
export const slotBookings = pgTable('slot_bookings', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  slotType: text('slot_type').$type<'delivery' | 'pickup'>().notNull(),
  date: text('date').notNull(),
  timeInterval: text('time_interval').notNull(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('slot_bookings_slot_idx').on(t.shopId, t.slotType, t.date, t.timeInterval),
  index('slot_bookings_order_idx').on(t.orderId),
]);

/**
 * A customer's saved delivery addresses (storefront spec §3, §5). At most one is current (the
 * partial unique index in migration 0009); flat, entrance, floor and code are null for a private house.
 */
export const deliveryAddresses = pgTable('delivery_addresses', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  city: text('city').notNull(),
  street: text('street').notNull(),
  house: text('house').notNull(),
  flat: integer('flat'),
  entrance: integer('entrance'),
  floor: integer('floor'),
  code: text('code'),
  isPrivateHouse: boolean('is_private_house').notNull().default(false),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  region: text('region'),
  isCurrent: boolean('is_current').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('delivery_addresses_customer_idx').on(t.customerId),
  uniqueIndex('delivery_addresses_one_current_idx').on(t.customerId).where(sql`${t.isCurrent}`),
]);

// --- pricing (decisions 35, 36)

/**
 * Promotions: rules and results as contract/basket.ts PromotionRule[] / PromotionResult[]. shop_ids
 * null: every shop. Active while is_active and now is within [starts_at, ends_at) (null: open-ended).
 */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  info: text('info'),
  rules: jsonb('rules').$type<PromotionRule[]>().notNull().default([]),
  results: jsonb('results').$type<PromotionResult[]>().notNull().default([]),
  shopIds: jsonb('shop_ids').$type<number[] | null>(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
  /** bumped by every back-office edit (/admin-order/promotions/rules); a stale one is refused with 409 */
  version: integer('version').notNull().default(1),
});

/**
 * Promo codes: discount_type 1 fixed sum, 2 percent. The code is unique case-insensitively (the
 * lower(code) index of migration 0010). max_uses / max_uses_per_customer null: no limit.
 * is_active and version: the back office (/admin-order/promotions).
 */
export const promoCodes = pgTable('promo_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  discountType: integer('discount_type').$type<1 | 2>().notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  minBasketAmount: numeric('min_basket_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  ruleCategories: jsonb('rule_categories').$type<number[]>().notNull().default([]),
  ruleWhitePrice: boolean('rule_white_price').notNull().default(false),
  barcode: text('barcode'),
  shopIds: jsonb('shop_ids').$type<number[] | null>(),
  maxUses: integer('max_uses'),
  maxUsesPerCustomer: integer('max_uses_per_customer'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** switched off by the back office: refused like an unknown code (the preview ignores it) */
  isActive: boolean('is_active').notNull().default(true),
  /** bumped by every back-office edit; a stale one is refused with 409 */
  version: integer('version').notNull().default(1),
}, (t) => [
  uniqueIndex('promo_codes_code_key').using('btree', sql`lower(${t.code})`),
  check('promo_codes_discount_type_check', sql`${t.discountType} IN (1, 2)`),
  check('promo_codes_amount_check', sql`${t.amount} >= 0 AND (${t.discountType} = 1 OR ${t.amount} <= 100)`),
]);

// The uses' foreign keys carry the names PostgreSQL gave them in migration 0010 (inline REFERENCES),
// so that a generated migration that changes them names what the database has.

/** One row per order that used a code; order_id is a plain integer (the orders table is migration 0011's). */
export const promoCodeUses = pgTable('promo_code_uses', {
  id: serial('id').primaryKey(),
  promoCodeId: integer('promo_code_id').notNull(),
  customerId: integer('customer_id'),
  orderId: integer('order_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  foreignKey({ name: 'promo_code_uses_promo_code_id_fkey', columns: [t.promoCodeId], foreignColumns: [promoCodes.id] }).onDelete('cascade'),
  foreignKey({ name: 'promo_code_uses_customer_id_fkey', columns: [t.customerId], foreignColumns: [customers.id] }).onDelete('set null'),
  index('promo_code_uses_code_customer_idx').on(t.promoCodeId, t.customerId), index('promo_code_uses_order_idx').on(t.orderId),
]);

/** One row per order a promotion applied to (maxCustomerApplies counts them). */
export const promotionUses = pgTable('promotion_uses', {
  id: serial('id').primaryKey(),
  promotionId: integer('promotion_id').notNull(),
  customerId: integer('customer_id'),
  orderId: integer('order_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  foreignKey({ name: 'promotion_uses_promotion_id_fkey', columns: [t.promotionId], foreignColumns: [promotions.id] }).onDelete('cascade'),
  foreignKey({ name: 'promotion_uses_customer_id_fkey', columns: [t.customerId], foreignColumns: [customers.id] }).onDelete('set null'),
  index('promotion_uses_customer_idx').on(t.customerId, t.promotionId), index('promotion_uses_order_idx').on(t.orderId),
]);

/** Logins (customer phones) whose minimum order amount is 1 ₽ instead of the shop's: staff and testers. */
export const specialLogins = pgTable('special_logins', {
  login: text('login').primaryKey(),
  note: text('note'),
});

// --- orders (decisions 37, 39, migration 0011)

/** The address an order is delivered to, as the shopper confirmed it (contract/orders.ts OrderAddress). */
export type OrderAddressSnapshot = {
  addressId?: number | null; city: string; street: string; house: string; flat: number | null; entrance: number | null;
  floor: number | null; code: string | null; isPrivateHouse: boolean; name: string; phone: string;
};

/**
 * An order. Everything the shopper was charged is a snapshot taken in the creating transaction
 * (amounts, the promotion and promo code, the address), so later changes of prices, promotions or
 * saved addresses never change an order. status: domain/order-status.ts ORDER_STATUS; payment_*: the
 * online payment of type 1 orders (payment_status: PAYMENT_STATUS), null for other payment types.
 */
export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  status: integer('status').notNull(),
  type: text('type').$type<'delivery' | 'pickup'>().notNull(),
  source: text('source').notNull(),
  orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
  deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
  deliveryTime: text('delivery_time').notNull(),
  goodsAmount: numeric('goods_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  packetCount: integer('packet_count').notNull().default(0),
  packetCost: numeric('packet_cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  packagingCost: numeric('packaging_cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  deliveryCost: numeric('delivery_cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  deliveryZonePrice: numeric('delivery_zone_price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  promotionDiscount: numeric('promotion_discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  promoCodeDiscount: numeric('promo_code_discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  /** the total to pay */
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  originalAmount: numeric('original_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  grossWeight: numeric('gross_weight', { precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
  cashType: integer('cash_type').notNull(),
  cashAmount: numeric('cash_amount', { precision: 12, scale: 2, mode: 'number' }),
  comment: text('comment').notNull().default(''),
  replacementPolicy: integer('replacement_policy').notNull(),
  address: jsonb('address').$type<OrderAddressSnapshot | null>(),
  deliveryLat: doublePrecision('delivery_lat'),
  deliveryLon: doublePrecision('delivery_lon'),
  promotion: jsonb('promotion').$type<{ id: number; title: string; info: string | null; amount: number; freeDelivery: boolean } | null>(),
  promoCode: jsonb('promo_code').$type<{ code: string; discountType: number; amount: number; discountAmount: number } | null>(),
  cancelReason: text('cancel_reason'),
  cancelComment: text('cancel_comment'),
  paymentGatewayOrderId: text('payment_gateway_order_id'),
  paymentStatus: integer('payment_status'),
  paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
  paymentFormUrl: text('payment_form_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // admin orders (migration 0014)
  /** the loyalty card the order is credited to */
  card: text('card'),
  /** the partner platform's own number of the order */
  externalId: text('external_id'),
  /** an administrator changed its goods */
  isChanged: boolean('is_changed').notNull().default(false),
  /** what an online payment holds: the total plus a margin on weighed lines (domain/order-admin.ts holdAmount) */
  holdAmount: numeric('hold_amount', { precision: 12, scale: 2, mode: 'number' }),
  /** what was charged from the hold when the order closed */
  chargedAmount: numeric('charged_amount', { precision: 12, scale: 2, mode: 'number' }),
  /** when 1C confirmed it received the order (type=sale, mode=success; migration 0023) */
  exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
}, (t) => [
  index('orders_unexchanged_idx').on(t.id).where(sql`${t.exchangedAt} IS NULL`),
  index('orders_customer_idx').on(t.customerId, t.id),
  index('orders_shop_status_idx').on(t.shopId, t.status, t.id),
  index('orders_shop_idx').on(t.shopId, t.id),
  // the back office's list filters (bench/admin-orders.ts: the filtered list over 100,000 orders)
  index('orders_status_idx').on(t.status, t.id),
  index('orders_order_date_idx').on(t.orderDate),
  index('orders_delivery_date_idx').on(t.deliveryDate),
  index('orders_amount_idx').on(t.amount),
  index('orders_awaiting_payment_idx').on(t.paymentExpiresAt).where(sql`${t.status} = ${sql.raw(String(ORDER_STATUS.awaitingPayment))}`),
  uniqueIndex('orders_gateway_order_idx').on(t.paymentGatewayOrderId),
  // a partner's number names one order: a second delivery of it (another event id, even at once) finds the first
  uniqueIndex('orders_source_external_idx').on(t.source, t.externalId),
]);

/** The goods of an order: name and prices as sold; original_* keep what was ordered when an admin edits a line. */
export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  goodId: bigint('good_id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
  originalQuantity: numeric('original_quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  originalPrice: numeric('original_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  position: integer('position').notNull(),
  // admin orders (migration 0014): a dropped line stays (quantity 0) so the card shows what was ordered
  isDeleted: boolean('is_deleted').notNull().default(false),
  /** the good that replaced this line's */
  replacedById: bigint('replaced_by_id', { mode: 'number' }),
  markingCodes: jsonb('marking_codes').$type<string[]>().notNull().default([]),
}, (t) => [index('order_lines_order_idx').on(t.orderId, t.position)]);

/** What happened to an order, oldest first (spec §3 "Order log entry": date, status, typeName). */
export const orderLog = pgTable('order_log', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  status: integer('status').notNull(),
  typeName: text('type_name').notNull(),
  // admin orders (migration 0014): who (null: the customer or the system) and what changed, { field: [before, after] }
  customerId: integer('customer_id'),
  changes: jsonb('changes').$type<Record<string, [unknown, unknown]> | null>(),
}, (t) => [index('order_log_order_idx').on(t.orderId, t.id)]);

export type OrderEventType = 'created' | 'paid' | 'status' | 'edited' | 'cancelled' | 'refunded';

/** What happened to an order, for other systems to follow (the outbox of order changes; migration 0014). */
export const orderEvents = pgTable('order_events', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  type: text('type').$type<OrderEventType>().notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('order_events_order_idx').on(t.orderId, t.id)]);

/** Refunds of an online payment, each with its date, comment and amount (spec §3 payment.refunds). */
export const orderRefunds = pgTable('order_refunds', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  comment: text('comment').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  customerId: integer('customer_id'),
}, (t) => [index('order_refunds_order_idx').on(t.orderId, t.id)]);

// ── payment: the ledger of bank operations (migration 0023) ──────────────────────────────

export type PaymentOperationKind = 'register' | 'deposit' | 'reverse' | 'refund';
/**
 * pending: committed before the bank is called; succeeded / failed: the bank's answer (or its status
 * query) settled it; unknown: no answer (a timeout, a lost answer, a 5xx, a crash), to be settled by
 * asking the bank (server/services/orders/payment-ledger.ts).
 */
export type PaymentOperationState = 'pending' | 'succeeded' | 'failed' | 'unknown';
/** What the operation is for: the order change applied when it succeeds. */
export type PaymentOperationPurpose = 'register' | 'close' | 'cancel' | 'refund' | 'reconcile';

/**
 * One row per intended bank operation (decision 0150): its amount in kopecks, the order, who asked
 * (an admin's id; null: the shop itself, e.g. reconciliation), the Idempotency-Key of the request
 * that asked, and its state. At most one operation of an order is open (pending or unknown) at a
 * time, so the bank's totals tell which one a status query settles.
 */
export const paymentOperations = pgTable('payment_operations', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<PaymentOperationKind>().notNull(),
  purpose: text('purpose').$type<PaymentOperationPurpose>().notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  state: text('state').$type<PaymentOperationState>().notNull().default('pending'),
  actorId: integer('actor_id'),
  idempotencyKey: text('idempotency_key'),
  /** what the order change needs besides the amount: a cancel's reason and comment, a refund's comment */
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  /** the bank's refusal or why the answer is unknown */
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('payment_operations_order_idx').on(t.orderId, t.id),
  uniqueIndex('payment_operations_open_idx').on(t.orderId).where(sql`${t.state} IN ('pending', 'unknown')`),
  uniqueIndex('payment_operations_key_idx').on(t.orderId, t.idempotencyKey),
  index('payment_operations_unsettled_idx').on(t.updatedAt).where(sql`${t.state} IN ('pending', 'unknown')`),
  check('payment_operations_state_check', sql`${t.state} IN ('pending', 'succeeded', 'failed', 'unknown')`),
  check('payment_operations_amount_check', sql`${t.amount} >= 0`),
]);

/** What reconciliation could not settle by itself: shown on the admin's order card until resolved. */
export const paymentAlerts = pgTable('payment_alerts', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
}, (t) => [index('payment_alerts_order_idx').on(t.orderId, t.id)]);

// ── payment: the sandbox gateway's own state ──────────────────────────────────────────

/**
 * The sandbox gateway's payments (server/adapters/payment/sandbox.ts): what the bank would keep on
 * its side. id is the gateway's order id (random, unguessable: it is the payment page's address);
 * amounts are kopecks; status is the RBS order status 0–6 (spec §4 "Payment statuses").
 * order_id stays a plain integer: the payment adapter keeps no foreign key into orders, and the bank knows our
 * order only by its number.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  description: text('description').notNull(),
  status: integer('status').$type<0 | 1 | 2 | 3 | 4 | 5 | 6>().notNull().default(0),
  returnUrl: text('return_url').notNull(),
  failUrl: text('fail_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  depositedAmount: bigint('deposited_amount', { mode: 'number' }).notNull().default(0),
  refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('sandbox_payments_order_idx').on(t.orderId),
  index('sandbox_payments_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 0`),
  check('sandbox_payments_status_check', sql`${t.status} BETWEEN 0 AND 6`),
  check('sandbox_payments_amounts_check', sql`${t.amount} > 0 AND ${t.depositedAmount} BETWEEN 0 AND ${t.amount} AND ${t.refundedAmount} BETWEEN 0 AND ${t.depositedAmount}`),
]);

// ── the personal area (migration 0015) ──────────────────────────────────────────────────────────

/** Loyalty cards: the number, its password (argon2id), its level, the discount percent and the bonus balance. */
export const loyaltyCards = pgTable('loyalty_cards', {
  number: text('number').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  level: integer('level').notNull().default(1),
  discount: integer('discount').notNull().default(0),
  bonusBalance: numeric('bonus_balance', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
});

/** Every change of a card's bonus balance, with the balance after it (domain/loyalty.ts LOYALTY_TYPES). */
export const loyaltyTransactions = pgTable('loyalty_transactions', {
  id: serial('id').primaryKey(),
  card: text('card').notNull().references(() => loyaltyCards.number, { onDelete: 'cascade' }),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  type: text('type').$type<'accrual' | 'reversal' | 'welcome'>().notNull(),
  bonusAmount: numeric('bonus_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  bonusBalance: numeric('bonus_balance', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('loyalty_transactions_card_idx').on(t.card, t.id),
  uniqueIndex('loyalty_transactions_accrual_idx').on(t.orderId).where(sql`${t.type} = 'accrual'`),
]);

/** How a customer wants to hear of receipts, order statuses and offers: lists of channels (1 email, 2 push). */
export const customerSettings = pgTable('customer_settings', {
  customerId: integer('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  sendReceipt: jsonb('send_receipt').$type<(1 | 2)[]>().notNull(),
  sendOrderStatus: jsonb('send_order_status').$type<(1 | 2)[]>().notNull(),
  sendAdvertisement: jsonb('send_advertisement').$type<(1 | 2)[]>().notNull(),
});

/**
 * A signed-in customer's basket (decision 0197): the browser's lines, saved so that every device of
 * the customer shows the same basket. `version` grows by one with each save (a stale one is refused);
 * `reminded_at` is when the abandoned-basket notification went, cleared by the next save.
 */
export const customerBaskets = pgTable('customer_baskets', {
  customerId: integer('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  lines: jsonb('lines').$type<unknown[]>().notNull(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
}, (t) => [
  index('customer_baskets_unreminded_idx').on(t.updatedAt).where(sql`${t.remindedAt} is null`),
]);

/** The personal area's notifications (order statuses, payments, refunds). */
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  message: text('message').notNull(),
  unread: boolean('unread').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('notifications_customer_idx').on(t.customerId, t.id),
  index('notifications_unread_idx').on(t.customerId).where(sql`${t.unread}`),
]);


// ── order events going out (the outbox's deliveries) and coming in ─────────────────────

/** Who an outgoing order webhook is for: the order-assembly service or one of the two partner platforms. */
export type WebhookTarget = 'assembly' | 'aggregator' | 'partner';
export type DeliveryState = 'pending' | 'delivered' | 'dead';

/**
 * One outgoing webhook of one order event to one receiver, written in the event's transaction
 * (server/services/orders/events.ts), so a change and everything it must tell commit together. The
 * row is the receiver's place in the log: pending until the receiver answers 2xx, then delivered;
 * dead after WEBHOOK_MAX_ATTEMPTS. A sender claims due rows with FOR UPDATE SKIP LOCKED and a lease
 * (`lease_until`), so one process sends each and a sender that dies mid-send leaves the row due again.
 */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id').notNull().references(() => orderEvents.id, { onDelete: 'cascade' }),
  orderId: integer('order_id').notNull(),
  target: text('target').$type<WebhookTarget>().notNull(),
  /** the JSON sent, fixed when the event is written: a retry sends the same bytes */
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  state: text('state').$type<DeliveryState>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** the claim holding the lease: a sender writes its outcome only while the token is still its own */
  leaseToken: text('lease_token'),
  lastError: text('last_error'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('webhook_deliveries_event_target_idx').on(t.eventId, t.target),
  index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
  index('webhook_deliveries_state_idx').on(t.state, t.id),
]);

/** The local sink: what the outgoing webhooks without a configured URL were "sent" (GET /api/dev/webhooks). */
export const webhookSink = pgTable('webhook_sink', {
  id: serial('id').primaryKey(),
  target: text('target').notNull(),
  eventId: integer('event_id').notNull(),
  headers: jsonb('headers').$type<Record<string, string>>().notNull(),
  body: text('body').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('webhook_sink_target_idx').on(t.target, t.id)]);

/** Inbound webhook event ids already applied, per sender: a replay inside the time window is refused. */
export const inboundWebhooks = pgTable('inbound_webhooks', {
  sender: text('sender').notNull(),
  eventId: text('event_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.sender, t.eventId] })]);
// --- favourites (storefront spec §3 "Favourite", §4)

/**
 * A customer's favourite goods: one row per customer and good (the unique index makes adding twice
 * a no-op). Removing a good or a customer removes the row.
 */
export const favorites = pgTable('favorites', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  goodId: bigint('good_id', { mode: 'number' }).notNull().references(() => goods.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('favorites_customer_good_idx').on(t.customerId, t.goodId)]);
// --- reviews (storefront spec §3, §4, §5; domain/reviews.ts)

/**
 * One review per customer and good: a rating of 1–5 and an optional plain text. Status 0 waits for a
 * site admin, 1 is published (and counted in the good's rating columns), 2 rejected with a reason.
 */
export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  goodId: bigint('good_id', { mode: 'number' }).notNull().references(() => goods.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  rate: integer('rate').notNull(),
  review: text('review'),
  status: integer('status').notNull().default(0),
  rejectReason: text('reject_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  moderatedBy: integer('moderated_by').references(() => customers.id, { onDelete: 'set null' }),
}, (t) => [
  uniqueIndex('reviews_good_customer_idx').on(t.goodId, t.customerId),
  // a good's published reviews, newest first, one page at a time
  index('reviews_good_published_idx').on(t.goodId, t.createdAt, t.id).where(sql`${t.status} = 1`),
  // the moderation queue, newest first
  index('reviews_pending_idx').on(t.createdAt, t.id).where(sql`${t.status} = 0`),
  check('reviews_rate_check', sql`${t.rate} BETWEEN 1 AND 5`),
  check('reviews_status_check', sql`${t.status} IN (0, 1, 2)`),
]);

// --- the 1C exchange (CommerceML 2; server/services/exchange/, migration 0023)

/**
 * One session of 1C's exchange: checkauth creates it and hands 1C its cookie (stored here only as
 * its sha256). `sentOrders`: the orders the last type=sale query sent, which mode=success marks.
 */
// The accounts 1C signs in to the exchange with (issue 39, the staff's «обмен с 1С» role, decision 194):
// a login and a password for HTTP Basic at /api/exchange/1c, and nothing else (no back office, no
// storefront). Blocking ends its exchange sessions. EXCHANGE_1C_LOGIN/PASSWORD keep working beside them.
export const exchangeAccounts = pgTable('exchange_accounts', {
  id: serial('id').primaryKey(),
  login: text('login').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  blocked: boolean('blocked').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
});

export const exchangeSessions = pgTable('exchange_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  type: text('type').$type<'catalog' | 'sale'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  sentOrders: jsonb('sent_orders').$type<number[]>().notNull().default([]),
  // the account that opened it; null: EXCHANGE_1C_LOGIN's (decision 194)
  accountId: integer('account_id').references(() => exchangeAccounts.id, { onDelete: 'cascade' }),
});

export type ExchangeFileState = 'running' | 'success' | 'failure';
export type ExchangeCounts = Record<string, number>;
export type ExchangeProblem = { file: string; line: number | null; message: string };

/**
 * One import of one file in a session (one run per file, however often 1C repeats the call). Only
 * one file is 'running' at a time on the whole site (the partial unique index), so a second 1C
 * starting an import while one runs is told to wait.
 */
export const exchangeFiles = pgTable('exchange_files', {
  id: serial('id').primaryKey(),
  sessionId: integer('session_id').notNull().references(() => exchangeSessions.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  state: text('state').$type<ExchangeFileState>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  counts: jsonb('counts').$type<ExchangeCounts>().notNull().default({}),
  problems: jsonb('problems').$type<ExchangeProblem[]>().notNull().default([]),
}, (t) => [
  uniqueIndex('exchange_files_session_file_idx').on(t.sessionId, t.filename),
  uniqueIndex('exchange_files_running_idx').on(t.state).where(sql`${t.state} = 'running'`),
  index('exchange_files_started_idx').on(t.startedAt),
]);

/**
 * The pictures 1C named for a good (Картинка), in its order: the uploaded file's path inside the
 * session's folder, copied to the exchange's picture store (server/services/exchange/pictures.ts).
 */
export const goodPictures = pgTable('good_pictures', {
  goodId: bigint('good_id', { mode: 'number' }).notNull().references(() => goods.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  path: text('path').notNull(),
}, (t) => [primaryKey({ columns: [t.goodId, t.position] })]);

/**
 * The back office's audit log (migration 0027): every action of an administrator, who, when, from
 * where, what, and the values before and after. Append-only: a trigger refuses UPDATE and DELETE, so
 * not even a bug in the application can rewrite it (server/services/audit.ts writes it).
 */
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** the administrator (null: the system, or `npm run admin` from a shell); no foreign key, so the row outlives its author */
  actorId: integer('actor_id'),
  /** the client's address as client-ip.ts reads it; null from a shell */
  ip: text('ip'),
  /** what was done, `<area>.<verb>`: staff.create, staff.block, shop.update, zone.update, banner.create, promo_code.create, order.status, … */
  kind: text('kind').notNull(),
  /** what it was done to, `<kind>:<id>`: customer:12, shop:3, zone:7, order:1001 */
  target: text('target').notNull(),
  /** the shop it concerns, for a shop admin's view and the filters; null: site-wide */
  shopId: integer('shop_id'),
  before: jsonb('before').$type<Record<string, unknown> | null>(),
  after: jsonb('after').$type<Record<string, unknown> | null>(),
}, (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorId, t.at), index('audit_log_kind_idx').on(t.kind, t.at)]);
