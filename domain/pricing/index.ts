// Basket pricing (issue 9): one implementation the API prices with; docs/decisions.md "Pricing (issue 9)".
export * from './basket';
export * from './compare';
export * from './delivery';
export * from './lines';
export * from './min-order';
export * from './packaging';
export * from './packets';
export * from './promo-codes';
export * from './promotions';
