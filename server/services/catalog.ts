// The category tree. The whole table is small (tens to a few hundred rows), so it is read at once
// and walked in memory: that is cheaper than recursive SQL for every listing and keeps the
// age-restriction inheritance in one place.
import { asc } from 'drizzle-orm';
import type { Catalog } from '../../contract';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import { notFound } from '../lib/http';

type CategoryRow = typeof categories.$inferSelect;

export type CategoryNode = CategoryRow & {
  parent: CategoryNode | null;
  children: CategoryNode[];
  /** own flag or any ancestor's */
  ageRestricted: boolean;
};

export type CategoryTree = { roots: CategoryNode[]; byId: Map<number, CategoryNode> };

export async function loadCategoryTree(db: Db): Promise<CategoryTree> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  const byId = new Map<number, CategoryNode>(
    rows.map((r) => [r.id, { ...r, parent: null, children: [], ageRestricted: r.hasAgeRestrictions }]),
  );
  const roots: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    // a category whose parent is missing is shown at the top rather than lost
    if (parent) {
      node.parent = parent;
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  const inherit = (node: CategoryNode, restricted: boolean, seen: Set<number>) => {
    if (seen.has(node.id)) return;
    seen.add(node.id);
    node.ageRestricted = node.hasAgeRestrictions || restricted;
    for (const child of node.children) inherit(child, node.ageRestricted, seen);
  };
  const seen = new Set<number>();
  for (const root of roots) inherit(root, false, seen);
  return { roots, byId };
}

export function requireCategory(tree: CategoryTree, id: number): CategoryNode {
  const node = tree.byId.get(id);
  if (!node) throw notFound(`Категория ${id} не найдена.`);
  return node;
}

/** The category and all categories below it. */
export function withDescendants(node: CategoryNode): number[] {
  const ids: number[] = [];
  const seen = new Set<number>();
  const walk = (n: CategoryNode) => {
    if (seen.has(n.id)) return;
    seen.add(n.id);
    ids.push(n.id);
    n.children.forEach(walk);
  };
  walk(node);
  return ids;
}

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
    hasAgeRestrictions: node.ageRestricted,
    // the depth guard only matters for a corrupt tree with a cycle
    items: depth > 16 ? [] : node.children.map((child) => serializeCatalog(child, depth + 1)),
  };
}
