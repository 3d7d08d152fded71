// Where the 'Показать ещё' steps of good-set and cashback-group pages live, and how many goods a
// cashback step adds (shared by the pages, their loaders and the end-to-end tests, so it holds no
// server-only code). Catalogue listings build theirs with domain/listing.ts's listingHref.

/** Goods per 'Показать ещё' step of a group page: one row of cards on a wide screen. */
export const CASHBACK_PAGE_SIZE = 5;

const paged = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

export const groupHref = (id: number, page = 1) => paged(`/cashbackgoods/${id}`, page);
export const goodSetHref = (id: number, page = 1) => paged(`/good-sets/${id}`, page);
