// The numbers of the contract that both processes also use outside a schema (the storefront checks
// them before asking, pages size their steps by them). Plain constants without zod, so a browser
// bundle that needs a number does not carry the schemas.

/** Filtered extra properties per listing request. */
export const MAX_EXTRA_PROPERTIES = 20;
/** The most goods one listing page asks for: 25 steps of 40 (domain/listing), fetched as one range. */
export const LISTING_RANGE_MAX = 1000;
/** The most good ids one page of GET /api/shops/{shopId}/goods/ids answers: a sitemap part's worth. */
export const GOOD_IDS_PAGE_MAX = 50_000;
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
/** Streets or houses the address form offers while the shopper types (GET /api/geocoder/suggest). */
export const ADDRESS_SUGGESTION_COUNT = 10;
/** Goods one results page shows unless itemsPerPage says otherwise. */
export const SEARCH_PAGE_SIZE = 30;
/** Good-set pages show 50 goods per step (spec §9). */
export const GOOD_SET_PAGE_SIZE = 50;

/** The largest request body the API reads (413 above it); the storefront's /api proxy caps bodies at the same. */
export const MAX_BODY_BYTES = 256 * 1024;
/** The 1C exchange's largest file chunk (mode=init's file_limit): its own cap, past MAX_BODY_BYTES, on the API and the /api proxy. */
export const EXCHANGE_FILE_LIMIT = 8 * 1024 * 1024;
/** The longest request URL the API takes (414 above it); the proxy refuses longer ones itself. */
export const MAX_URL_LENGTH = 8 * 1024;
/** The methods the API and the storefront answer at all; anything else (TRACE, made-up verbs) is a 405. */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

// --- customer accounts (storefront spec §5, §9)
/** Login, phone and password fields: at least this many characters (spec §5 'Минимальная длина 2'). */
export const LOGIN_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 2;
/** A full name: at least this many characters. */
export const NAME_MIN_LENGTH = 2;
/** Upper bounds of the auth fields (argon2 and the database need no more). */
export const LOGIN_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
/** SMS and email codes: 6 digits, 3 attempts, valid 10 minutes (spec §9). */
export const CODE_LENGTH = 6;
export const CODE_ATTEMPTS = 3;
export const CODE_TTL_SECONDS = 600;
/** Seconds between two codes to one phone or email (the resend timer's start, `resendTime`). */
export const CODE_RESEND_SECONDS = 60;
/** A recovery or confirmation link (`?recoveryid=…&sessid=…`, `?confirmid=…&sessid=…`) works this long, once. */
export const LINK_TTL_SECONDS = 600;
/** The access token (a JWT) lives 15 minutes; the storefront refreshes it before that. */
export const ACCESS_TOKEN_TTL_SECONDS = 900;
/** A refresh token lives 30 days and is used once (each refresh answers a new one). */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A phone number: 11 digits, 7 and then 10 (the mask +7 (9xx) xxx-xx-xx). */
export const PHONE_DIGITS = 11;

/**
 * The auth forms' messages (storefront spec §5, §8, the natural Russian of its English ones): the
 * API's schemas (contract/auth.ts) answer them as violations and the browser's form rules
 * (domain/auth-forms.ts) show them, both from this one table.
 */
export const AUTH_MESSAGES = {
  required: 'Обязательное поле',
  minLength: (n: number) => `Минимальная длина ${n}`,
  maxLength: (n: number) => `Максимальная длина ${n}`,
  phoneIncomplete: 'Введите номер телефона в формате +7 (9xx) xxx-xx-xx',
  passwordsDiffer: 'Пароли не совпадают',
  agreement: 'Необходимо согласие на обработку персональных данных',
  smsCodeRequired: 'Укажите код из смс сообщения',
  smsCodeInvalid: 'Некорректный смс код',
  /** a code of the right shape that is not the one sent (checkout-account-admin spec §8) */
  wrongSmsCode: 'Неправильный смс-код',
  /** the banner when the server named faulty fields (spec §8 'There are errors in the form') */
  formHasErrors: 'В форме есть ошибки',
} as const;

/** An `Idempotency-Key` header (POST /api/orders): 8–128 of A–Z a–z 0–9 - _. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,128}$';

// --- receiving method

/** Address form bounds (storefront spec §5): the zod schema (contract/addresses.ts) and the form's hints. */
export const ADDRESS_LIMITS = {
  cityMin: 3, cityMax: 64, streetMin: 3, streetMax: 64, houseMax: 7,
  flatMax: 99999, floorMax: 99, entranceMax: 99, codeMax: 10, regionMax: 100,
} as const;
/** Days of time slots GET /api/shops/{id}/timeslots offers: today and the next two (Europe/Moscow). */
export const TIMESLOT_DAYS = 3;
/** Saved addresses one customer may keep (our bound: a list, not a store). */
export const MAX_SAVED_ADDRESSES = 20;

/** Replacement policy choices of an order (checkout spec §2): replace with a similar good, remove it, clarify by phone. */
export const REPLACEMENT_POLICIES = { replace: 1, remove: 2, call: 3 } as const;
/** The longest order comment (checkout spec §9), and what the form and the API say above it. */
export const COMMENT_MAX = 500;
export const COMMENT_TOO_LONG_MESSAGE = `Не более ${COMMENT_MAX} символов.`;

/** The form's messages (spec §5 'Field is required', 'Length less than N characters', …, in Russian). */
export const ADDRESS_MESSAGES = {
  required: 'Обязательное поле',
  lengthLess: (n: number) => `Длина меньше ${n} символов`,
  lengthGreater: (n: number) => `Длина больше ${n} символов`,
  positive: 'Значение должно быть положительным',
  greaterThan: (n: number) => `Значение не может быть больше ${n}`,
  number: 'Значение должно быть целым числом',
  privateHouse: 'У частного дома это поле не заполняется',
} as const;

/** Orders per page of the admin list (checkout spec §9). */
export const ADMIN_ORDERS_PAGE_SIZE = 50;
/**
 * The admin list counts its orders up to this many: beyond it hydra:totalItems is this plus one and
 * the list says 'более 10 000'. An exact count of 90,000 orders cost most of the list's time.
 */
export const ADMIN_ORDERS_COUNT_CAP = 10_000;
/** Orders a page of the personal area (spec §9). */
export const CUSTOMER_ORDERS_PAGE_SIZE = 50;
/** The personal area's notifications: this many a page, newest first. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The loyalty card's bonus transactions: this many a page, newest first. */
export const LOYALTY_TRANSACTIONS_PAGE_SIZE = 20;
/** Notification channels of the customer settings (storefront spec §3): email 1, push 2. */
export const NOTIFICATION_CHANNEL = { email: 1, push: 2 } as const;

/** A loyalty card number: 13 digits (the card's EAN-13), as the back office types it and the API checks it. */
export const LOYALTY_CARD_PATTERN = /^\d{13}$/;
export const LOYALTY_CARD_MESSAGE = 'Некорректный номер карты';

// --- favourites (storefront spec §4; checkout-account-admin spec §2 "Favourites pages")
/** Goods one page of /favorites or /favorites/purchased shows per 'Показать ещё'. */
export const FAVORITES_PAGE_SIZE = 20;
/** The most favourites one customer keeps: the heart of every card is filled from one list of them. */
export const FAVORITES_MAX = 1000;

// --- reviews (storefront spec §5, §9)
/** Review text bounds in characters, after trimming (a blank text is no text). */
export const REVIEW_TEXT_MIN = 5;
export const REVIEW_TEXT_MAX = 1000;
/** The stars of a rating. */
export const REVIEW_RATE_MIN = 1;
export const REVIEW_RATE_MAX = 5;
/** Published reviews per page of GET /api/goods/{id}/reviews ('Показать еще' asks the next). */
export const REVIEWS_PAGE_SIZE = 10;
/** Pending reviews per page of the moderation list. */
export const MODERATION_PAGE_SIZE = 20;
/** The longest reason a moderator gives for a rejection. */
export const REJECT_REASON_MAX = 500;

/**
 * The order statuses' numbers, the wire format (spec §4). Here, zod-free, because the contract caps
 * its status fields by them and the contract imports nothing but zod and its own files; their
 * names, words and the one table of moves are domain/order-status.ts's, which re-exports these.
 */
export const ORDER_STATUS = {
  awaitingPayment: 7, new: 0, open: 1, assembling: 8, assembled: 5, paid: 6, inDelivery: 2, closed: 3, annulled: 4,
} as const;

/** Payment statuses 0–6 of an online payment (spec §4, the gateway's order statuses). */
export const PAYMENT_STATUS = { registered: 0, held: 1, deposited: 2, reversed: 3, refunded: 4, acs: 5, declined: 6 } as const;

/** A photo upload's body (server/services/photos): the file itself, at most 20 MB. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** Photos of one good. */
export const MAX_GOOD_PHOTOS = 20;
/** A good's description as the back office writes it (HTML, contract/admin-goods.ts). */
export const MAX_GOOD_DESCRIPTION = 20_000;
/** A photo's content hash as it appears in URLs: 32 lower-case hex digits of its SHA-256. */
export const PHOTO_HASH = /^[0-9a-f]{32}$/;

/** The 409 of a back-office edit sent with a version someone else's save has passed (server/lib/http.ts staleVersion). */
export const STALE_VERSION_MESSAGE = 'Запись изменена другим пользователем. Обновите страницу и повторите.';

/** Lines one basket may hold (the basket pricing's and the saved basket's bound). */
export const MAX_BASKET_LINES = 200;
