// Basket pricing: one implementation the API prices with; decision 35.
export * from './basket';
export * from './compare';
export * from './delivery';
export * from './lines';
export * from './min-order';
export * from './packaging';
export * from './packets';
export * from './promo-codes';
export * from './promotions';
export * from './order-breakdown';
