// What the receiving-method popup asks the shop API from the browser, through this site's /api
// proxy (which adds the signed-in customer's Bearer token): shops, delivery zones, the geocoder both
// ways and the customer's saved addresses (contract/zones.ts, geo.ts, addresses.ts).
import { ApiError, apiClient } from './client';
import type { AddressSuggestion, DeliveryAddress, DeliveryAddressInput, DeliveryZone, GeoAddress, HydraCollection, Shop } from '@/contract';

const { get, send } = apiClient(() => '/');

/**
 * A refused address call: the ApiError, whose violations go to their fields (spec §8). The name the
 * address form checks for; every API failure is one.
 */
export const AddressRefused = ApiError;

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
  /** streets of the city with a word starting with `street`, or, with `house`, that street's houses */
  suggest: (q: { city: string; street: string; house?: string }): Promise<AddressSuggestion[]> =>
    get<HydraCollection<AddressSuggestion>>('api/geocoder/suggest', q).then(members),
  addresses: (customerId: number): Promise<DeliveryAddress[]> =>
    get<HydraCollection<DeliveryAddress>>(`api/customers/${customerId}/addresses`).then(members),
  createAddress: (address: DeliveryAddressInput & { isCurrent?: boolean }): Promise<DeliveryAddress> =>
    send<DeliveryAddress>('post', 'api/delivery_addresses', address),
  updateAddress: (id: number, address: DeliveryAddressInput): Promise<DeliveryAddress> =>
    send<DeliveryAddress>('put', `api/delivery_addresses/${id}`, address),
  makeCurrent: (id: number): Promise<DeliveryAddress> => send<DeliveryAddress>('put', `api/delivery_addresses/${id}/current`, {}),
};
