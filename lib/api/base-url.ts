// Where the storefront's server side finds the shop API, read at run time so one build serves any
// address. Kept for the middleware and the /api proxy, which import it; the value comes from lib/env.ts.
import { env } from '@/lib/env';

export const shopApiUrl = env.shopApiUrl;
