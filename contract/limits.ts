// The numbers of the contract that both processes also use outside a schema (the storefront checks
// them before asking, pages size their steps by them). Plain constants without zod, so a browser
// bundle that needs a number does not carry the schemas.

/** Filtered extra properties per listing request. */
export const MAX_EXTRA_PROPERTIES = 20;
/** The most goods one listing page asks for: 25 steps of 40 (domain/listing), fetched as one range. */
export const LISTING_RANGE_MAX = 1000;
/** Search text bounds (the storefront checks the same before asking). */
export const SEARCH_TEXT_MIN = 3;
export const SEARCH_TEXT_MAX = 100;
/** Ids one request may ask for (a basket or a favourites list fits easily). */
export const MAX_IDS = 200;
/**
 * Goods in the search box's dropdown: the API answers ?search= with this many unless itemsPerPage says
 * otherwise, and the dropdown shows at most this many (our choice: 8 fit one screen of a phone).
 */
export const SUGGESTION_COUNT = 8;
/** Goods one results page shows unless itemsPerPage says otherwise. */
export const SEARCH_PAGE_SIZE = 30;
/** Good-set pages show 50 goods per step (spec §9). */
export const GOOD_SET_PAGE_SIZE = 50;

/** The largest request body the API reads (413 above it); the storefront's /api proxy caps bodies at the same. */
export const MAX_BODY_BYTES = 256 * 1024;
/** The longest request URL the API takes (414 above it); the proxy refuses longer ones itself. */
export const MAX_URL_LENGTH = 8 * 1024;
/** The methods the API and the storefront answer at all; anything else (TRACE, made-up verbs) is a 405. */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

// --- receiving method (issue 8)

/** Address form bounds (storefront spec §5): the zod schema (contract/addresses.ts) and the form's hints. */
export const ADDRESS_LIMITS = {
  cityMin: 3, cityMax: 64, streetMin: 3, streetMax: 64, houseMax: 7,
  flatMax: 99999, floorMax: 99, entranceMax: 99, codeMax: 10, regionMax: 100,
} as const;
/** Days of time slots GET /api/shops/{id}/timeslots offers: today and the next two (Europe/Moscow). */
export const TIMESLOT_DAYS = 3;
/** Saved addresses one customer may keep (our bound: a list, not a store). */
export const MAX_SAVED_ADDRESSES = 20;
