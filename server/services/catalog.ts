// The category tree (services/tree.ts) and the one rule of age restriction.
import { asc, eq } from 'drizzle-orm';
import type { Catalog } from '../../contract';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import { notFound } from '../lib/http';
import { MAX_DEPTH, buildTree, pathToTop, requireNode, type Tree, type TreeNode } from './tree';

export { withDescendants } from './tree';

type CategoryRow = typeof categories.$inferSelect;
export type CategoryNode = TreeNode<CategoryRow>;
export type CategoryTree = Tree<CategoryRow>;

export async function loadCategoryTree(db: Db): Promise<CategoryTree> {
  // a group a full 1C catalogue left out is kept but hidden (services/exchange/import-catalog.ts)
  return buildTree(await db.select().from(categories).where(eq(categories.isHidden, false)).orderBy(asc(categories.position), asc(categories.id)));
}

export const requireCategory = (tree: CategoryTree, id: number): CategoryNode =>
  requireNode(tree, id, () => notFound(`Категория ${id} не найдена.`));

/**
 * The age restriction, for a category and for every good in it: the category or any category
 * above it, at any depth, is for adults. The catalogue tree and every Good answer use this rule.
 */
export const isAgeRestricted = (node: CategoryNode): boolean => pathToTop(node).some((n) => n.hasAgeRestrictions);

export function serializeCatalog(node: CategoryNode, depth = 0): Catalog {
  return {
    '@id': `/api/catalogs/${node.id}`,
    '@type': 'Catalog',
    id: node.id,
    name: node.name,
    icon: node.icon,
    parentId: node.parent?.id ?? null,
    parent: node.parent ? { id: node.parent.id, name: node.parent.name } : null,
    isLeaf: node.children.length === 0,
    hasAgeRestrictions: isAgeRestricted(node),
    items: depth > MAX_DEPTH ? [] : node.children.map((child) => serializeCatalog(child, depth + 1)),
  };
}
