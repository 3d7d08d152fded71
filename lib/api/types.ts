// The shapes the shop API serves (spec §3 and §7 of both files), as JSON. Shared by the API's
// serializers and the storefront client, so the contract is written once.

export type Iri = string;

export type HydraView = {
  '@id': string;
  'hydra:first'?: string;
  'hydra:last'?: string;
  'hydra:next'?: string;
  'hydra:previous'?: string;
};

export type HydraCollection<T> = {
  '@context'?: string;
  '@id': string;
  '@type': 'hydra:Collection';
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: HydraView;
};

export type HydraError = {
  '@type': string;
  'hydra:title': string;
  'hydra:description': string;
  violations?: { propertyPath: string; message: string }[];
};

export type Region = { '@id': Iri; id: number; name: string };

export type DeliveryCost = { price: number; minAmount: number };

export type Shop = {
  '@id': Iri;
  '@type': 'Shop';
  id: number;
  name: string;
  address: string;
  region: { '@id': Iri; id: number; name: string };
  /** [latitude, longitude] */
  coordinates: [number, number];
  deliveryEnabled: boolean;
  pickupEnabled: boolean;
  canAcceptOrders: boolean;
  minOrderAmount: number;
  specialInfo: string | null;
  deliveryCosts: DeliveryCost[];
  packagingCost: { minAmount: number; minPrice: number; amountStep: number; priceStep: number } | null;
  packetCost: {
    amountStep: number; packetPrice: number; minExtraPacketEnableAmount: number; extraPacketCategories: number[];
  } | null;
  paidSettings: { deliveryPaidTypes: number[]; pickupPaidTypes: number[] };
  maxFreeWeight: number;
  overKyloPrice: number;
};

/** Measure ids: 0 pieces, 1 kilogram, 2 carton, 3 volume, 6 per-100-grams. */
export type Measure = {
  id: number;
  name: string;
  min: number;
  max: number;
  step: number;
  editStep: number;
  orderQuantity: number;
  grossWeight: number;
  unitWeight: number;
};

export type GoodImage = {
  '@id': Iri;
  title: string;
  sizes: { thumb: string; preview: string; normal: string };
};

/** Per-shop price and stock. registerPrice is the regular price, actualPrice the card price. */
export type Article = { quantity: number; registerPrice: number; actualPrice: number };

export type Good = {
  '@id': Iri;
  '@type': 'Good';
  id: number;
  name: string;
  image: string;
  largeImage: string;
  originalImage: string;
  images: GoodImage[];
  hasImage: boolean;
  brand: { id: number; name: string; theme: string } | null;
  barcode: string | null;
  description: string | null;
  infoIngredients: string | null;
  infoCalories: string | null;
  infoProteins: string | null;
  infoFats: string | null;
  infoCarbohydrates: string | null;
  country: string | null;
  package: string | null;
  extraProperties: { id: number; name: string; value: string }[];
  /** null when the shop does not sell the good */
  article: Article | null;
  measure: Measure;
  isPickup: boolean;
  catalog: { id: number; parentId: number | null; name: string; hasAgeRestrictions: boolean };
  rating: { averageRate: number; numberRates: number };
};

/** What the basket and the add-to-basket button need of a good (kept small: it is sent to the browser). */
export type GoodSummary = Pick<Good, 'id' | 'name' | 'image' | 'hasImage' | 'measure' | 'article' | 'isPickup'> & {
  catalog: { id: number; parentId: number | null };
};

export function toGoodSummary(g: Good): GoodSummary {
  return {
    id: g.id, name: g.name, image: g.image, hasImage: g.hasImage, measure: g.measure, article: g.article,
    isPickup: g.isPickup, catalog: { id: g.catalog.id, parentId: g.catalog.parentId },
  };
}

export type Catalog = {
  '@id': Iri;
  '@type': 'Catalog';
  id: number;
  name: string;
  icon: string | null;
  parentId: number | null;
  parent: { id: number; name: string } | null;
  isLeaf: boolean;
  hasAgeRestrictions: boolean;
  items: Catalog[];
};

export type FilterValue = { value: string; filterHits: number };

export type GoodsDicts = {
  countries: FilterValue[];
  brands: FilterValue[];
  packages: FilterValue[];
  extraProperties: { id: number; name: string; values: FilterValue[] }[];
  withDiscount: number;
};

export type GoodSet = {
  '@id': Iri;
  '@type': 'GoodSet';
  id: number;
  title: string;
  icon: string | null;
  image: string | null;
  theme: string;
  parent: { id: number; title: string } | null;
  goodSets: GoodSet[];
};

export type News = {
  '@id': Iri;
  '@type': 'News';
  slug: string;
  type: number;
  title: string;
  content: string;
  image: string | null;
  publishedAt: string;
};

export type Banner = { image: { src: string }; name: string; title: string; linkUrl: string; isTargetBlank: boolean };

export type PageBlock = {
  '@id': Iri;
  '@type': 'PageBlock';
  /** 1 banner slider, 2 week sales, 3 good sets, 4 news, 5 goods */
  blockType: 1 | 2 | 3 | 4 | 5;
  title: string | null;
  autoplay: boolean;
  bannerBlock: { autoplayDelay: number; banners: Banner[] } | null;
  newsBlock: { items: { slug: string; title: string; image: string | null }[] } | null;
  goodSetBlock: { goodSetId: number; goodSets: GoodSet[] } | null;
  /** type 5: at most 10 goods, already priced for the shop */
  goodsBlock: { goods: Good[] } | null;
};

export type Discount = {
  '@id': Iri;
  '@type': 'Discount';
  id: number;
  name: string;
  description: string | null;
  image: string | null;
};

export type CashbackGroup = {
  '@id': Iri;
  '@type': 'CashbackGroup';
  id: number;
  name: string;
  image: string | null;
  goods: Good[];
};

export type ShopOrder = 'name' | 'discount' | 'price' | 'price-desc';
