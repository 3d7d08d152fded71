// The admin orders list's filters (checkout-account-admin spec §2 "Admin orders", §4 "Filters", §5
// "Admin date filters"): what the URL says, what the form shows and what the API is asked. Every
// filter lives in the URL, so a link or a reload shows the same list; a value the form cannot offer
// (an unknown status, letters in the phone) is dropped. Dates stay as typed (dd.mm.yyyy) in the
// URL and are turned into the API's yyyy-mm-dd range by domain/order-admin.ts's parsing.
import { filterDateRange } from '@/domain/order-admin';
import { ADMIN_FILTER_STATUSES, isAnnulled, ORDER_STATUS_NAMES, statusKey } from '@/domain/order-status';
import type { SearchParams } from '@/lib/api/client';

export type AdminFilters = {
  shop: string;
  /** '' is the default: every status but annulled */
  status: string;
  number: string;
  orderFrom: string;
  orderTo: string;
  deliveryFrom: string;
  deliveryTo: string;
  amountFrom: string;
  amountTo: string;
  phone: string;
  name: string;
  /** 1-based */
  page: number;
};

export const EMPTY_FILTERS: AdminFilters = {
  shop: '', status: '', number: '', orderFrom: '', orderTo: '', deliveryFrom: '', deliveryTo: '',
  amountFrom: '', amountTo: '', phone: '', name: '', page: 1,
};

const TEXT_KEYS = ['orderFrom', 'orderTo', 'deliveryFrom', 'deliveryTo', 'name'] as const;
const ID = /^[1-9]\d{0,9}$/;
const AMOUNT = /^\d{1,9}([.,]\d{1,2})?$/;

type Reader = { get(key: string): string | null };

/** The filters a URL's query asks for; anything malformed is left empty. */
export function filtersFromSearch(query: Reader): AdminFilters {
  const get = (k: string) => (query.get(k) ?? '').trim();
  const keep = (k: string, ok: (v: string) => boolean) => (ok(get(k)) ? get(k) : '');
  const out: AdminFilters = { ...EMPTY_FILTERS };
  out.shop = keep('shop', (v) => ID.test(v));
  out.status = keep('status', (v) => ADMIN_FILTER_STATUSES.some((s) => String(s) === v));
  out.number = keep('number', (v) => ID.test(v));
  out.amountFrom = keep('amountFrom', (v) => AMOUNT.test(v));
  out.amountTo = keep('amountTo', (v) => AMOUNT.test(v));
  out.phone = keep('phone', (v) => /^\d{1,11}$/.test(v));
  for (const k of TEXT_KEYS) out[k] = get(k).slice(0, k === 'name' ? 200 : 10);
  const page = Number(get('page'));
  out.page = Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1;
  return out;
}

/** The URL query of `filters` (empty ones left out), e.g. 'status=3&orderFrom=01.11.2026'. */
export function filtersToSearch(filters: AdminFilters): string {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) {
    if (k === 'page') {
      if (Number(v) > 1) out.set(k, String(v));
    } else if (String(v).trim() !== '') out.set(k, String(v).trim());
  }
  return out.toString();
}

/** A filter's new value: every change but paging goes back to the first page. */
export function withFilter<K extends keyof AdminFilters>(filters: AdminFilters, key: K, value: AdminFilters[K]): AdminFilters {
  return { ...filters, [key]: value, page: key === 'page' ? (value as number) : 1 };
}

/** The phone filter takes digits only (what a person pastes: '+7 (900) 000-00-10' → '79000000010'). */
export const phoneDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 11);

const money = (v: string) => (v ? v.replace(',', '.') : undefined);

/** The API's query (GET /api/orders) for `filters`; `today` (yyyy-mm-dd, Moscow) bounds the dates. */
export function apiQuery(filters: AdminFilters, today: string): SearchParams {
  const order = filterDateRange(filters.orderFrom, filters.orderTo, today);
  const delivery = filterDateRange(filters.deliveryFrom, filters.deliveryTo, today);
  const q: SearchParams = {
    'shop.id': filters.shop || undefined,
    status: filters.status || undefined,
    id: filters.number || undefined,
    'orderDate[after]': order.after ?? undefined,
    'orderDate[strictly_before]': order.strictlyBefore ?? undefined,
    'deliveryDate[after]': delivery.after ?? undefined,
    'deliveryDate[strictly_before]': delivery.strictlyBefore ?? undefined,
    'amount[gte]': money(filters.amountFrom),
    'amount[lte]': money(filters.amountTo),
    'customer.phone': filters.phone || undefined,
    'customer.name': filters.name.trim() || undefined,
    page: filters.page > 1 ? filters.page : undefined,
  };
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined));
}

/**
 * The list page's query: the filters' one, the shops' today first (the hall's day, issue 42) and each
 * status's count for the chips. The server's first render and the browser ask the same.
 */
export const listQuery = (filters: AdminFilters, today: string): SearchParams => ({ ...apiQuery(filters, today), sort: 'today', counts: 1 });

export type StatusChip = { value: string; label: string; count: number; key: string };

/**
 * The status chips above the list: «Все» (every status but annulled, as the list without a status)
 * and one per status of the filter, in the status table's order, each with what the other filters find.
 */
export function statusChips(counts: readonly { status: number; count: number }[]): StatusChip[] {
  const of = (status: number) => counts.find((c) => c.status === status)?.count ?? 0;
  const live = counts.filter((c) => !isAnnulled(c.status)).reduce((sum, c) => sum + c.count, 0);
  return [
    { value: '', label: 'Все', count: live, key: 'all' },
    ...ADMIN_FILTER_STATUSES.map((st) => ({ value: String(st), label: ORDER_STATUS_NAMES[st], count: of(st), key: statusKey(st) ?? String(st) })),
  ];
}

/** An `order` event of the back office's stream ({ id, status, … }), or null when it is not one. */
export function parseAdminOrderEvent(data: string): { id: number; status: number } | null {
  try {
    const v = JSON.parse(data) as { id?: unknown; status?: unknown };
    return Number.isInteger(v.id) && Number.isInteger(v.status) ? { id: v.id as number, status: v.status as number } : null;
  } catch {
    return null;
  }
}
