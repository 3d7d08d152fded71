// GET /api/geocoder/forward, /reverse and /suggest (contract/geo.ts): the storefront's address form
// asks these instead of a maps service, so the keys stay on the server and the offline gazetteer
// answers when there are none.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ADDRESS_SUGGESTION_COUNT, AddressSuggestQuery, AddressSuggestion, ForwardGeocodeQuery, GeoAddress, HydraError, ReverseGeocodeQuery, hydraCollection,
} from '../../contract';
import { geocoderFor, GeocoderUnavailable, suggesterFor } from '../adapters/geocoder';
import type { Found } from '../adapters/geocoder/types';
import type { AppEnv } from '../context';
import { collection } from '../lib/hydra';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';

const answers = {
  400: errors[400],
  502: jsonLd(HydraError, 'The outside geocoder failed or did not answer in time'),
} as const;

const forward = createRoute({
  method: 'get',
  path: '/api/geocoder/forward',
  request: { query: ForwardGeocodeQuery },
  responses: { 200: jsonLd(hydraCollection(GeoAddress), 'The address with its point, or an empty collection when it is unknown'), ...answers },
});

const reverse = createRoute({
  method: 'get',
  path: '/api/geocoder/reverse',
  request: { query: ReverseGeocodeQuery },
  responses: { 200: jsonLd(hydraCollection(GeoAddress), 'The nearest known house, or an empty collection when none is near'), ...answers },
});

const suggest = createRoute({
  method: 'get',
  path: '/api/geocoder/suggest',
  description: `What the address form offers while the shopper types: without house, the city's streets with a word starting with street ('рад' → 'ул. Радищева'); with house, that street's houses starting with it. At most ${ADDRESS_SUGGESTION_COUNT}.`,
  request: { query: AddressSuggestQuery },
  responses: { 200: jsonLd(hydraCollection(AddressSuggestion), 'Streets or houses, best first; empty when nothing matches'), ...answers },
});

// typed as the route declares it (hydraError() answers any status with a plain string @type)
const UNAVAILABLE = {
  '@context': '/api/contexts/Error',
  '@type': 'hydra:Error' as const,
  'hydra:title': 'Bad Gateway',
  'hydra:description': 'Сервис определения адреса сейчас недоступен. Попробуйте ещё раз или укажите дом на карте.',
};

/** The lookup's hit as a collection of 0 or 1 members, or 'unavailable' when the outside geocoder failed. */
async function lookup(c: Context<AppEnv>, run: () => Promise<Found | null>) {
  try {
    const hit = await run();
    return collection(c, hit ? [{ '@type': 'GeoAddress' as const, ...hit }] : []);
  } catch (err) {
    if (err instanceof GeocoderUnavailable) return 'unavailable' as const;
    throw err;
  }
}

// The handler's type admits only its 200 answer; the 502 is declared in the route all the same.
const unavailable = (c: Context<AppEnv>) => c.json(UNAVAILABLE, 502) as never;

export const geocoderRoutes = createRouter();
openapi(geocoderRoutes, forward, async (c) => {
  const result = await lookup(c, () => geocoderFor(c.var.db).forward(c.req.valid('query')));
  return result === 'unavailable' ? unavailable(c) : c.json(result, 200);
});
openapi(geocoderRoutes, reverse, async (c) => {
  const result = await lookup(c, () => geocoderFor(c.var.db).reverse(c.req.valid('query').coords));
  return result === 'unavailable' ? unavailable(c) : c.json(result, 200);
});
openapi(geocoderRoutes, suggest, async (c) => {
  try {
    const found = await suggesterFor(c.var.db).suggest(c.req.valid('query'), ADDRESS_SUGGESTION_COUNT);
    return c.json(collection(c, found.map((f) => ({ '@type': 'AddressSuggestion' as const, ...f }))), 200);
  } catch (err) {
    if (err instanceof GeocoderUnavailable) return unavailable(c);
    throw err;
  }
});
