// Where the storefront's server side finds the shop API (any implementation of the contract).
// Read at run time, so one build serves any address. No imports: the edge middleware uses it too.
export const shopApiUrl = () => process.env.SHOP_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
