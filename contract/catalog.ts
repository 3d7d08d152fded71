// The category tree (GET /api/catalogs, /api/catalogs/{id}) and a listing's filter dictionaries.
import { z } from 'zod';
import { iri } from './hydra';

export type Catalog = {
  '@id': string;
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

export const Catalog: z.ZodType<Catalog> = z.object({
  '@id': iri,
  '@type': z.literal('Catalog'),
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  parentId: z.number().int().nullable(),
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  isLeaf: z.boolean(),
  hasAgeRestrictions: z.boolean().meta({ description: 'the category or any category above it is for adults' }),
  get items() { return z.array(Catalog); },
}).meta({ id: 'Catalog' });

export const FilterValue = z.object({
  value: z.string(),
  filterHits: z.number().int().meta({
    description: "how many goods the listing shows once this value is also chosen: every chosen filter applies but this facet's own; 0 when none",
  }),
}).meta({ id: 'FilterValue' });
export type FilterValue = z.infer<typeof FilterValue>;

/**
 * Every value the listing's goods carry (its category or discount, goods the shop sells), whatever the
 * shopper chose, each counted as FilterValue says (disjunctive facets).
 */
export const GoodsDicts = z.object({
  countries: z.array(FilterValue),
  brands: z.array(FilterValue),
  packages: z.array(FilterValue),
  extraProperties: z.array(z.object({ id: z.number().int(), name: z.string(), values: z.array(FilterValue) })),
  withDiscount: z.number().int().nullable().meta({
    description: "goods with a card discount, counted like a FilterValue; null on a discount's own listing, where every good has one ('Со скидкой' is not offered)",
  }),
}).meta({ id: 'GoodsDicts' });
export type GoodsDicts = z.infer<typeof GoodsDicts>;
