// JSON-LD envelopes of API Platform (design.md §3): collections, their paging view, errors.
import { z } from 'zod';

/** An IRI: the path of a resource on the API, e.g. /api/shops/1. */
export const iri = z.string().meta({ description: 'IRI of the resource, e.g. /api/shops/1' });
export type Iri = z.infer<typeof iri>;

export const HydraView = z.object({
  '@id': z.string(),
  '@type': z.literal('hydra:PartialCollectionView'),
  'hydra:first': z.string().optional(),
  'hydra:last': z.string().optional(),
  'hydra:next': z.string().optional(),
  'hydra:previous': z.string().optional(),
}).meta({ id: 'HydraView' });
export type HydraView = z.infer<typeof HydraView>;

/** A hydra:Collection of `item`; `hydra:view` only when the collection is paged. */
export const hydraCollection = <T extends z.ZodType>(item: T) => z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('hydra:Collection'),
  'hydra:member': z.array(item),
  'hydra:totalItems': z.number().int(),
  'hydra:view': HydraView.optional(),
});

export type HydraCollection<T> = Omit<z.infer<ReturnType<typeof hydraCollection<z.ZodUnknown>>>, 'hydra:member'> & {
  'hydra:member': T[];
};

export const Violation = z.object({ propertyPath: z.string(), message: z.string() }).meta({ id: 'Violation' });
export type Violation = z.infer<typeof Violation>;

/** Every 4xx/5xx answer: a hydra:Error, or a ConstraintViolationList naming the bad inputs. */
export const HydraError = z.object({
  '@context': z.string(),
  '@type': z.enum(['hydra:Error', 'ConstraintViolationList']),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
  violations: z.array(Violation).optional(),
}).meta({ id: 'HydraError' });
export type HydraError = z.infer<typeof HydraError>;
