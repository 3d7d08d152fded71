// Every React Query key of the storefront, in one place: a key is written once here and read by
// the query that fills it and by whatever invalidates it. Keys are arrays whose first items name
// the family, so invalidating a prefix (`queryKeys.checkout.all`) reaches every key under it.
// The request objects inside a key are plain JSON: React Query hashes them by value.

export type PricingKeyInput = {
  shopId: number;
  method: 'delivery' | 'pickup';
  coords: [number, number] | null;
  /** who is signed in: a new customer is a new price (card prices, first-order promotions) */
  customerId: number | null;
};

export const queryKeys = {
  /** the basket page's pricing of the stored lines */
  basketPrice: {
    all: ['basket-price'] as const,
    of: (input: PricingKeyInput, items: readonly unknown[]) =>
      ['basket-price', input.shopId, input.method, input.coords, input.customerId, items] as const,
    /** the disabled query before a shop and method are known */
    off: ['basket-price', 'off'] as const,
  },
  /** the checkout stage's questions */
  checkout: {
    all: ['checkout'] as const,
    price: (shopId: number, request: unknown) => ['checkout', 'price', shopId, request] as const,
    slots: (shopId: number) => ['checkout', 'timeslots', shopId] as const,
    shop: (shopId: number) => ['checkout', 'shop', shopId] as const,
    customer: ['checkout', 'customer'] as const,
  },
  /** a shop's special information for the basket page (sanitised HTML or null) */
  shopSpecialInfo: (shopId: number | null) => ['shop-special-info', shopId] as const,
  /** an order as its customer sees it */
  order: (orderId: number, customerId: number | null) => ['order', orderId, customerId] as const,
  /** the personal area's lists, per customer */
  account: {
    orders: (customerId: number) => ['account', customerId, 'orders'] as const,
    ordersPage: (customerId: number, page: number) => ['account', customerId, 'orders', page] as const,
    /** the profile page: the customer as the API has them now, the notification settings, the month's orders */
    customer: (customerId: number) => ['account', customerId, 'customer'] as const,
    settings: (customerId: number) => ['account', customerId, 'settings'] as const,
    stats: (customerId: number) => ['account', customerId, 'stats'] as const,
    notifications: (customerId: number) => ['account', customerId, 'notifications'] as const,
    notificationsOf: (customerId: number, unreadOnly: boolean, page = 1) => ['account', customerId, 'notifications', unreadOnly, page] as const,
    /** the header bell's unread count */
    unread: (customerId: number) => ['account', customerId, 'unread'] as const,
    addresses: (customerId: number) => ['account', customerId, 'addresses'] as const,
    loyalty: (customerId: number) => ['account', customerId, 'loyalty'] as const,
    loyaltyTransactions: (customerId: number, page: number) => ['account', customerId, 'loyalty', 'transactions', page] as const,
  },
  /** /favorites and /favorites/purchased: the goods pages of a shop, by search text */
  favorites: {
    all: ['favorites'] as const,
    goods: (kind: 'favorites' | 'purchased', shopId: number, name: string | undefined) => ['favorites', kind, shopId, name ?? null] as const,
  },
};
