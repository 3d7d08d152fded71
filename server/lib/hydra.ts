// API Platform style JSON-LD shapes (design.md §3, contract/hydra.ts).
import type { Context } from 'hono';

export type Paging = { page: number; itemsPerPage: number } | null;

/**
 * The hydra:Collection answering this request: its @id is the request path, and with `paging` it
 * carries a hydra:view whose links keep the request's query. Unpaged lists count their members.
 */
export function collection<T>(c: Context, members: T[], totalItems = members.length, paging: Paging = null) {
  const path = requestPath(c.req.url);
  const view = paging ? pagingView(path, paging.page, paging.itemsPerPage, totalItems) : undefined;
  return {
    '@context': '/api/contexts/Collection',
    '@id': path.split('?')[0],
    '@type': 'hydra:Collection' as const,
    'hydra:member': members,
    'hydra:totalItems': totalItems,
    ...(view ? { 'hydra:view': view } : {}),
  };
}

function pagingView(path: string, page: number, itemsPerPage: number, total: number) {
  const last = Math.max(1, Math.ceil(total / itemsPerPage));
  const at = (p: number) => {
    const [base, query = ''] = path.split('?');
    const params = new URLSearchParams(query);
    params.delete('page');
    params.set('page', String(p));
    return `${base}?${params.toString()}`;
  };
  return {
    '@id': at(page),
    '@type': 'hydra:PartialCollectionView' as const,
    'hydra:first': at(1),
    'hydra:last': at(last),
    ...(page > 1 ? { 'hydra:previous': at(Math.min(page - 1, last)) } : {}),
    ...(page < last ? { 'hydra:next': at(page + 1) } : {}),
  };
}

/** The request path with its query string, as used for hydra ids. */
export function requestPath(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}
