// The shop API's contract: every request and response shape, as zod. The API validates and
// documents with it (GET /api/docs.json), the storefront takes its types, API tests parse answers with it.
export * from './auth';
export * from './catalog';
export * from './content';
export * from './good-photos';
export * from './goods';
export * from './hydra';
export * from './limits';
export * from './params';
export * from './queries';
export * from './shops';
export * from './addresses';
export * from './geo';
export * from './timeslots';
export * from './zones';
export * from './basket';
export * from './orders';
export * from './admin-orders';
export * from './payments';
export * from './account';
export * from './webhooks';
export * from './favorites';
export * from './reviews';
export * from './exchange';
export * from './staff';
export * from './admin-shops';
export * from './admin-content';
