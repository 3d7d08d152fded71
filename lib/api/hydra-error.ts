// The hydra error the storefront answers itself, in the API's own form (server/lib/http.ts), where it
// refuses a request before the API sees it: the middleware, the /api proxy and the HTTP guard.
export const hydraErrorBody = (title: string, description: string): string =>
  JSON.stringify({ '@context': '/api/contexts/Error', '@type': 'hydra:Error', 'hydra:title': title, 'hydra:description': description });

export const HYDRA_CONTENT_TYPE = 'application/ld+json; charset=utf-8';

/** A hydra error as a fetch Response (the middleware and route handlers). */
export const hydraErrorResponse = (status: number, title: string, description: string, headers: Record<string, string> = {}): Response =>
  new Response(hydraErrorBody(title, description), { status, headers: { 'Content-Type': HYDRA_CONTENT_TYPE, ...headers } });
