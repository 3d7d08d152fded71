// Where a cashback group's pages live and how many goods a 'Показать ещё' step adds (shared by the
// pages and the end-to-end tests, so it holds no server-only code).

/** Goods per 'Показать ещё' step of a group page: one row of cards on a wide screen. */
export const CASHBACK_PAGE_SIZE = 5;

export const groupHref = (id: number, page = 1) => (page > 1 ? `/cashbackgoods/${id}?page=${page}` : `/cashbackgoods/${id}`);
