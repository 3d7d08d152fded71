// Home page blocks of a shop, each filled with what the storefront renders (spec §3 "Page block").
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Banner, PageBlock } from '../../contract';
import { HOME_GOODS_LIMIT } from '../../domain/page-blocks';
import type { Db } from '../db/client';
import { pageBlocks } from '../db/schema';
import { clock } from '../lib/clock';
import { goodsByIds, inStock } from './goods';
import { loadGoodSetTree, serializeGoodSet } from './good-sets';
import { latestNews } from './news';
import { soldInShop } from './shop-goods';

/** Spec §9: banner autoplay 5000 ms by default. */
const DEFAULT_AUTOPLAY_DELAY = 5000;
const NEWS_BLOCK_LIMIT = 8;

const BLOCK_TYPES = [1, 2, 3, 4, 5] as const;
type BlockType = (typeof BLOCK_TYPES)[number];

// Settings are edited by people: read them leniently, dropping what does not fit rather than failing the home page.
const bannerSchema = z.object({
  image: z.union([z.object({ src: z.string() }), z.string().transform((src) => ({ src }))]),
  name: z.string().catch(''),
  title: z.string().catch(''),
  linkUrl: z.string().catch(''),
  isTargetBlank: z.boolean().catch(false),
  // the back office's schedule (issue 39): read at render, so the home page's revalidation (60 s) starts and ends it
  startsAt: z.string().nullable().optional().catch(null),
  endsAt: z.string().nullable().optional().catch(null),
});
// settings holds one object per block kind, named like the API field it fills
const settingsSchema = z.object({
  bannerBlock: z.object({
    autoplayDelay: z.coerce.number().int().positive().optional().catch(undefined),
    banners: z.array(z.unknown()).optional().catch(undefined),
  }).optional().catch(undefined),
  goodSetBlock: z.object({ goodSetId: z.coerce.number().int().positive().optional().catch(undefined) }).optional().catch(undefined),
  goodsBlock: z.object({ goodIds: z.array(z.coerce.number().int().positive()).optional().catch(undefined) }).optional().catch(undefined),
});

/** The banners to show now: those whose dates (if any) hold `now`, without the dates. */
function banners(list: unknown[] | undefined, now: Date): Banner[] {
  return (list ?? []).flatMap((b) => {
    const parsed = bannerSchema.safeParse(b);
    if (!parsed.success) return [];
    const { startsAt, endsAt, ...banner } = parsed.data;
    if (startsAt && now < new Date(startsAt)) return [];
    if (endsAt && now >= new Date(endsAt)) return [];
    return [banner];
  });
}

export async function listPageBlocks(db: Db, shopId: number, pageType: string, target: string): Promise<PageBlock[]> {
  const rows = await db
    .select()
    .from(pageBlocks)
    .where(and(
      eq(pageBlocks.pageType, pageType),
      eq(pageBlocks.target, target),
      or(isNull(pageBlocks.shopId), eq(pageBlocks.shopId, shopId)),
    ))
    .orderBy(asc(pageBlocks.position), asc(pageBlocks.id));
  const known = rows.filter((r): r is typeof r & { blockType: BlockType } => (BLOCK_TYPES as readonly number[]).includes(r.blockType));
  const needs = (type: BlockType) => known.some((r) => r.blockType === type);
  const [setTree, news] = await Promise.all([
    needs(3) ? loadGoodSetTree(db) : undefined,
    needs(4) ? latestNews(db, shopId, NEWS_BLOCK_LIMIT) : undefined,
  ]);

  return Promise.all(known.map(async (row): Promise<PageBlock> => {
    const settings = settingsSchema.catch({}).parse(row.settings ?? {});
    const block: PageBlock = {
      '@id': `/api/page_blocks/${row.id}`,
      '@type': 'PageBlock',
      blockType: row.blockType,
      title: row.title,
      autoplay: row.autoplay,
      bannerBlock: null,
      newsBlock: null,
      goodSetBlock: null,
      goodsBlock: null,
    };
    if (row.blockType === 1) {
      block.bannerBlock = {
        autoplayDelay: settings.bannerBlock?.autoplayDelay ?? DEFAULT_AUTOPLAY_DELAY,
        banners: banners(settings.bannerBlock?.banners, clock.now()),
      };
    } else if (row.blockType === 3) {
      const goodSetId = settings.goodSetBlock?.goodSetId;
      const set = goodSetId === undefined ? undefined : setTree?.byId.get(goodSetId);
      block.goodSetBlock = { goodSetId: goodSetId ?? 0, goodSets: set ? [serializeGoodSet(set)] : [] };
    } else if (row.blockType === 4) {
      block.newsBlock = { items: (news ?? []).map((n) => ({ slug: n.slug, title: n.title, image: n.image })) };
    } else if (row.blockType === 5) {
      // a long list is cut first: only the first few in stock are shown anyway
      const ids = (settings.goodsBlock?.goodIds ?? []).slice(0, 100);
      const goods = await goodsByIds(db, shopId, ids, and(soldInShop, inStock));
      block.goodsBlock = { goods: goods.slice(0, HOME_GOODS_LIMIT) };
    }
    return block;
  }));
}
