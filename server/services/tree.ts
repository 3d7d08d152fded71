// The two small parent/child tables (categories, good sets) are read whole and walked in memory:
// tens to a few hundred rows, cheaper than recursive SQL for every listing. One builder for both,
// so both treat a broken tree (a missing parent, a cycle) the same way.
import type { HttpError } from '../lib/http';

export type TreeNode<R> = R & { parent: TreeNode<R> | null; children: TreeNode<R>[] };
export type Tree<R> = { roots: TreeNode<R>[]; byId: Map<number, TreeNode<R>> };

/** Serializers stop nesting this deep: only a corrupt tree with a cycle gets there. */
export const MAX_DEPTH = 16;

/** Rows in display order → the tree; a node whose parent is missing (or itself) is shown at the top rather than lost. */
export function buildTree<R extends { id: number; parentId: number | null }>(rows: R[]): Tree<R> {
  const byId = new Map<number, TreeNode<R>>(rows.map((r) => [r.id, { ...r, parent: null, children: [] }]));
  const roots: TreeNode<R>[] = [];
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

export function requireNode<R>(tree: Tree<R>, id: number, missing: (id: number) => HttpError): TreeNode<R> {
  const node = tree.byId.get(id);
  if (!node) throw missing(id);
  return node;
}

/** The node, its parent, its parent's parent… up to the top (each once, even in a cycle). */
export function pathToTop<R>(node: TreeNode<R>): TreeNode<R>[] {
  const path: TreeNode<R>[] = [];
  const seen = new Set<TreeNode<R>>();
  for (let n: TreeNode<R> | null = node; n && !seen.has(n); n = n.parent) {
    seen.add(n);
    path.push(n);
  }
  return path;
}

/** Ids of the node and of every node below it (each once, even in a cycle). */
export function withDescendants<R extends { id: number }>(node: TreeNode<R>): number[] {
  const ids: number[] = [];
  const seen = new Set<number>();
  const walk = (n: TreeNode<R>) => {
    if (seen.has(n.id)) return;
    seen.add(n.id);
    ids.push(n.id);
    n.children.forEach(walk);
  };
  walk(node);
  return ids;
}
