// Shops (spec §7: GET /api/shops, /api/shops/{id}, /api/shops/{id}/rules).
import { z } from 'zod';
import { iri } from './hydra';
import { boolParam } from './params';

export const Region = z.object({ '@id': iri, id: z.number().int(), name: z.string() }).meta({ id: 'Region' });
export type Region = z.infer<typeof Region>;

export const DeliveryCost = z.object({ price: z.number(), minAmount: z.number() }).meta({ id: 'DeliveryCost' });
export type DeliveryCost = z.infer<typeof DeliveryCost>;

export const PackagingCost = z.object({
  minAmount: z.number(), minPrice: z.number(), amountStep: z.number(), priceStep: z.number(),
}).meta({ id: 'PackagingCost' });
export type PackagingCost = z.infer<typeof PackagingCost>;

export const PacketCost = z.object({
  amountStep: z.number(), packetPrice: z.number(), minExtraPacketEnableAmount: z.number(),
  extraPacketCategories: z.array(z.number().int()),
}).meta({ id: 'PacketCost' });
export type PacketCost = z.infer<typeof PacketCost>;

export const PaidSettings = z.object({
  deliveryPaidTypes: z.array(z.number().int()), pickupPaidTypes: z.array(z.number().int()),
}).meta({ id: 'PaidSettings' });
export type PaidSettings = z.infer<typeof PaidSettings>;

export const Shop = z.object({
  '@id': iri,
  '@type': z.literal('Shop'),
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  region: Region,
  coordinates: z.tuple([z.number(), z.number()]).meta({ description: '[latitude, longitude]' }),
  deliveryEnabled: z.boolean(),
  pickupEnabled: z.boolean(),
  canAcceptOrders: z.boolean(),
  minOrderAmount: z.number(),
  specialInfo: z.string().nullable().meta({ description: 'HTML, sanitised when written' }),
  deliveryCosts: z.array(DeliveryCost),
  packagingCost: PackagingCost.nullable(),
  packetCost: PacketCost.nullable(),
  paidSettings: PaidSettings,
  maxFreeWeight: z.number(),
  overKyloPrice: z.number(),
}).meta({ id: 'Shop' });
export type Shop = z.infer<typeof Shop>;

export const ShopRules = z.object({
  '@id': iri,
  rules: z.string().meta({ description: "HTML, sanitised when written; '' when the shop has none" }),
}).meta({ id: 'ShopRules' });
export type ShopRules = z.infer<typeof ShopRules>;

/** adminable=1: only the shops the signed-in admin administers (Bearer needed; contract/auth.ts). */
export const ShopListQuery = z.object({ adminable: boolParam.optional() });
