// Good sets (own production): a small two-level tree read at once, and the goods of a set.
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Good, GoodSet } from '../../contract';
import type { Db } from '../db/client';
import { goodSetGoods, goodSets, goods } from '../db/schema';
import { notFound } from '../lib/http';
import { baseCondition, pageOfShopGoods, shopOrderBy, type Page } from './shop-goods';

type GoodSetRow = typeof goodSets.$inferSelect;
export type GoodSetNode = GoodSetRow & { parent: GoodSetNode | null; children: GoodSetNode[] };
export type GoodSetTree = { roots: GoodSetNode[]; byId: Map<number, GoodSetNode> };

export async function loadGoodSetTree(db: Db): Promise<GoodSetTree> {
  const rows = await db.select().from(goodSets).orderBy(asc(goodSets.position), asc(goodSets.id));
  const byId = new Map<number, GoodSetNode>(rows.map((r) => [r.id, { ...r, parent: null, children: [] }]));
  const roots: GoodSetNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent && parent !== node) {
      node.parent = parent;
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  return { roots, byId };
}

export function requireGoodSet(tree: GoodSetTree, id: number): GoodSetNode {
  const node = tree.byId.get(id);
  if (!node) throw notFound(`Набор ${id} не найден.`);
  return node;
}

export function serializeGoodSet(node: GoodSetNode, depth = 0): GoodSet {
  return {
    '@id': `/api/good_sets/${node.id}`,
    '@type': 'GoodSet',
    id: node.id,
    title: node.title,
    icon: node.icon,
    image: node.image,
    theme: node.theme,
    parent: node.parent ? { id: node.parent.id, title: node.parent.title } : null,
    // the depth guard only matters for a corrupt tree with a cycle
    goodSets: depth > 8 ? [] : node.children.map((child) => serializeGoodSet(child, depth + 1)),
  };
}

/**
 * Goods of a set and of its child sets that the shop sells: in stock first, then alphabetical
 * (positions are per set, so they cannot order a merge of several sets).
 */
export function goodSetGoodsPage(db: Db, shopId: number, node: GoodSetNode, page: Page): Promise<{ members: Good[]; total: number }> {
  const setIds = [node.id, ...node.children.map((c) => c.id)];
  const inSets = sql`${goods.id} in (select ${goodSetGoods.goodId} from ${goodSetGoods} where ${inArray(goodSetGoods.goodSetId, setIds)})`;
  return pageOfShopGoods(
    db, shopId, and(baseCondition({}), inSets),
    shopOrderBy('name'), page,
  );
}
