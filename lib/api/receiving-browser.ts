// What the receiving-method popup asks the shop API from the browser, through this site's /api
// proxy (which adds the signed-in customer's Bearer token): shops, delivery zones, the geocoder both
// ways and the customer's saved addresses (issue 8; contract/zones.ts, geo.ts, addresses.ts).
import { ApiError, apiClient } from './client';
import type { DeliveryAddress, DeliveryAddressInput, DeliveryZone, GeoAddress, HydraCollection, Shop } from '@/contract';

const { get } = apiClient(() => '/');

/** A refused address call: the API's status, description and violations (spec §8: each goes to its field). */
export class AddressRefused extends ApiError {
  constructor(status: number, description: string | null, readonly violations: { propertyPath: string; message: string }[]) {
    super(status, description);
  }
}

// the address calls read the 422's violations, which the shared client drops
async function send<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
  const res = await fetch(`/${path}`, {
    method,
    headers: { 'API-CONSUMER': 'site', Accept: 'application/ld+json, application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.ok) return json as T;
  const violations = Array.isArray(json?.violations) ? (json.violations as { propertyPath: string; message: string }[]) : [];
  throw new AddressRefused(res.status, typeof json?.['hydra:description'] === 'string' ? json['hydra:description'] : null, violations);
}
const members = <T>(c: HydraCollection<T>) => c['hydra:member'];
const coords = ([lat, lon]: readonly [number, number]) => `${lat},${lon}`;

export const receivingApi = {
  shops: (): Promise<Shop[]> => get<HydraCollection<Shop>>('api/shops').then(members),
  shop: (id: number): Promise<Shop> => get<Shop>(`api/shops/${id}`),
  /** every served zone, for the map */
  zones: (): Promise<DeliveryZone[]> => get<HydraCollection<DeliveryZone>>('api/delivery_zones').then(members),
  /** the zones serving a point, best first (`shopId` first when it serves) */
  zonesAt: (point: readonly [number, number], shopId?: number | null): Promise<DeliveryZone[]> =>
    get<HydraCollection<DeliveryZone>>('api/delivery_zones', { coords: coords(point), shopId: shopId ?? undefined }).then(members),
  forward: (city: string, street: string, house: string): Promise<GeoAddress | null> =>
    get<HydraCollection<GeoAddress>>('api/geocoder/forward', { city, street, house }).then((c) => members(c)[0] ?? null),
  reverse: (point: readonly [number, number]): Promise<GeoAddress | null> =>
    get<HydraCollection<GeoAddress>>('api/geocoder/reverse', { coords: coords(point) }).then((c) => members(c)[0] ?? null),
  addresses: (customerId: number): Promise<DeliveryAddress[]> =>
    get<HydraCollection<DeliveryAddress>>(`api/customers/${customerId}/addresses`).then(members),
  createAddress: (address: DeliveryAddressInput & { isCurrent?: boolean }): Promise<DeliveryAddress> =>
    send<DeliveryAddress>('POST', 'api/delivery_addresses', address),
  updateAddress: (id: number, address: DeliveryAddressInput): Promise<DeliveryAddress> =>
    send<DeliveryAddress>('PUT', `api/delivery_addresses/${id}`, address),
  makeCurrent: (id: number): Promise<DeliveryAddress> => send<DeliveryAddress>('PUT', `api/delivery_addresses/${id}/current`, {}),
};
