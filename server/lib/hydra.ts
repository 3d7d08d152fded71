// API Platform style JSON-LD shapes (design.md §3).

export type Paging = { page: number; itemsPerPage: number } | null;

/** A hydra:Collection. `path` is the request path with its query (without page), e.g. /api/goods?name=x */
export function collection<T>(path: string, members: T[], totalItems: number, paging: Paging) {
  const view = paging ? pagingView(path, paging.page, paging.itemsPerPage, totalItems) : undefined;
  return {
    '@context': '/api/contexts/Collection',
    '@id': path.split('?')[0],
    '@type': 'hydra:Collection',
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
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': at(1),
    'hydra:last': at(last),
    ...(page > 1 ? { 'hydra:previous': at(Math.min(page - 1, last)) } : {}),
    ...(page < last ? { 'hydra:next': at(page + 1) } : {}),
  };
}

/** Adds @id and @type to an item. */
export function item<T extends object>(iri: string, type: string, body: T) {
  return { '@id': iri, '@type': type, ...body };
}

/** The request path with its query string, as used for hydra ids. */
export function requestPath(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}
