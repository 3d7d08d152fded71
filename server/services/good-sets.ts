// Good sets (own production): a small two-level tree (services/tree.ts), and the goods of a set.
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Good, GoodSet } from '../../contract';
import type { Db } from '../db/client';
import { goodSetGoods, goodSets, goods } from '../db/schema';
import { notFound } from '../lib/http';
import { baseCondition, pageOfShopGoods, shopOrderBy, type Page } from './shop-goods';
import { MAX_DEPTH, buildTree, requireNode, type Tree, type TreeNode } from './tree';

type GoodSetRow = typeof goodSets.$inferSelect;
export type GoodSetNode = TreeNode<GoodSetRow>;
export type GoodSetTree = Tree<GoodSetRow>;

export async function loadGoodSetTree(db: Db): Promise<GoodSetTree> {
  return buildTree(await db.select().from(goodSets).orderBy(asc(goodSets.position), asc(goodSets.id)));
}

export const requireGoodSet = (tree: GoodSetTree, id: number): GoodSetNode =>
  requireNode(tree, id, () => notFound(`Набор ${id} не найден.`));

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
    goodSets: depth > MAX_DEPTH ? [] : node.children.map((child) => serializeGoodSet(child, depth + 1)),
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
