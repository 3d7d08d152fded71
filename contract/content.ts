// Content around the goods: good sets, news, home page blocks, discounts, cashback groups.
import { z } from 'zod';
import { Good } from './goods';
import { iri } from './hydra';

export type GoodSet = {
  '@id': string;
  '@type': 'GoodSet';
  id: number;
  title: string;
  icon: string | null;
  image: string | null;
  theme: string;
  parent: { id: number; title: string } | null;
  goodSets: GoodSet[];
};

export const GoodSet: z.ZodType<GoodSet> = z.object({
  '@id': iri,
  '@type': z.literal('GoodSet'),
  id: z.number().int(),
  title: z.string(),
  icon: z.string().nullable(),
  image: z.string().nullable(),
  theme: z.string(),
  parent: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  get goodSets() { return z.array(GoodSet); },
}).meta({ id: 'GoodSet' });

export const News = z.object({
  '@id': iri,
  '@type': z.literal('News'),
  slug: z.string(),
  type: z.number().int(),
  title: z.string(),
  content: z.string().meta({ description: 'HTML, sanitised when written' }),
  image: z.string().nullable(),
  publishedAt: z.iso.datetime(),
}).meta({ id: 'News' });
export type News = z.infer<typeof News>;

export const Banner = z.object({
  image: z.object({ src: z.string() }),
  name: z.string(),
  title: z.string(),
  linkUrl: z.string(),
  isTargetBlank: z.boolean(),
}).meta({ id: 'Banner' });
export type Banner = z.infer<typeof Banner>;

export const PageBlock = z.object({
  '@id': iri,
  '@type': z.literal('PageBlock'),
  blockType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])
    .meta({ description: '1 banner slider, 2 week sales, 3 good sets, 4 news, 5 goods' }),
  title: z.string().nullable(),
  autoplay: z.boolean(),
  bannerBlock: z.object({ autoplayDelay: z.number().int(), banners: z.array(Banner) }).nullable(),
  newsBlock: z.object({
    items: z.array(z.object({ slug: z.string(), title: z.string(), image: z.string().nullable() })),
  }).nullable(),
  goodSetBlock: z.object({ goodSetId: z.number().int(), goodSets: z.array(GoodSet) }).nullable(),
  goodsBlock: z.object({ goods: z.array(Good) }).nullable().meta({ description: 'type 5: at most 10 goods, priced for the shop' }),
}).meta({ id: 'PageBlock' });
export type PageBlock = z.infer<typeof PageBlock>;

export const Discount = z.object({
  '@id': iri,
  '@type': z.literal('Discount'),
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
}).meta({ id: 'Discount' });
export type Discount = z.infer<typeof Discount>;

export const CashbackGroup = z.object({
  '@id': iri,
  '@type': z.literal('CashbackGroup'),
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  goods: z.array(Good),
}).meta({ id: 'CashbackGroup' });
export type CashbackGroup = z.infer<typeof CashbackGroup>;
