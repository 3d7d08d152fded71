// The receiving method's demo data: delivery zones of the delivering shops, the offline
// geocoder's houses of Курск and Брянск, and the shops' time-slot schedules.
//
// What the demo shows in Курск (the storefront's tests lean on these):
// - 'Курск, ул. Радищева, 5' lies in shop 1's zone «Центр» (zone price 0);
// - 'Курск, ул. Щепкина, 10' lies in shop 1's zone «Северо-восток», the dearer one (150 ₽);
// - 'Курск, ул. Магистральная, 10' exists but lies outside every zone;
// - 'Курск, ул. Несуществующая, 1' (or 'ул. Ленина, 999') does not exist.
// Shop 3 is pickup only and has no zone; shop 6 (does not accept orders) has a zone the API never
// serves; zones of shops 1 and 2 overlap west of the centre (equal price: the nearer shop serves),
// and so do those of shops 5 and 7 in Брянск (shop 5's is cheaper).
import { boundingBox, type Polygon } from '../../../domain/geo';
import { cityKey, houseKey, streetKey } from '../../adapters/geocoder/normalize';
import type { Value } from './write';

type Zone = { shopId: number; name: string; price: number; polygon: [number, number][][] };

export const ZONES: Zone[] = [
  {
    shopId: 1, name: 'Центр', price: 0,
    polygon: [
      [[51.72, 36.165], [51.72, 36.215], [51.745, 36.22], [51.76, 36.205], [51.76, 36.16], [51.74, 36.155]],
      // the works' grounds: no courier gets in
      [[51.723, 36.2], [51.723, 36.208], [51.728, 36.208], [51.728, 36.2]],
    ],
  },
  { shopId: 1, name: 'Северо-восток', price: 150, polygon: [[[51.76, 36.185], [51.76, 36.24], [51.79, 36.24], [51.79, 36.185]]] },
  { shopId: 2, name: 'Клыкова', price: 0, polygon: [[[51.74, 36.1], [51.74, 36.165], [51.75, 36.17], [51.78, 36.17], [51.78, 36.1]]] },
  { shopId: 4, name: 'Запад', price: 50, polygon: [[[51.695, 36.095], [51.695, 36.16], [51.72, 36.165], [51.74, 36.155], [51.74, 36.095]]] },
  { shopId: 5, name: 'Советский район', price: 0, polygon: [[[53.23, 34.335], [53.23, 34.39], [53.27, 34.39], [53.27, 34.335]]] },
  { shopId: 6, name: 'Красноармейская', price: 0, polygon: [[[53.255, 34.31], [53.255, 34.36], [53.285, 34.36], [53.285, 34.31]]] },
  { shopId: 7, name: 'Восток', price: 100, polygon: [[[53.24, 34.385], [53.24, 34.44], [53.28, 34.44], [53.28, 34.385]]] },
];

type Street = { city: string; region: string; street: string; from: [number, number]; to: [number, number]; houses: number };

const KURSK = { city: 'Курск', region: 'Курская область' };
const BRYANSK = { city: 'Брянск', region: 'Брянская область' };

// Each street is a straight line with its houses spread evenly from number 1 at `from` to the last at `to`.
export const STREETS: Street[] = [
  { ...KURSK, street: 'ул. Ленина', from: [51.731, 36.1925], to: [51.756, 36.185], houses: 120 },
  { ...KURSK, street: 'ул. Радищева', from: [51.733, 36.18], to: [51.733, 36.205], houses: 90 },
  { ...KURSK, street: 'ул. Карла Маркса', from: [51.745, 36.187], to: [51.7595, 36.183], houses: 70 },
  { ...KURSK, street: 'пр-т Клыкова', from: [51.748, 36.155], to: [51.775, 36.11], houses: 100 },
  { ...KURSK, street: 'ул. 50 лет Октября', from: [51.733, 36.17], to: [51.705, 36.11], houses: 180 },
  { ...KURSK, street: 'ул. Щепкина', from: [51.765, 36.195], to: [51.785, 36.23], houses: 60 },
  { ...KURSK, street: 'ул. Магистральная', from: [51.665, 36.12], to: [51.68, 36.16], houses: 40 },
  { ...BRYANSK, street: 'пр-т Ленина', from: [53.24, 34.36], to: [53.265, 34.375], houses: 120 },
  { ...BRYANSK, street: 'ул. Дуки', from: [53.25, 34.395], to: [53.27, 34.41], houses: 90 },
  { ...BRYANSK, street: 'ул. Красноармейская', from: [53.26, 34.34], to: [53.28, 34.32], houses: 150 },
  { ...BRYANSK, street: 'ул. Фокина', from: [53.235, 34.345], to: [53.245, 34.38], houses: 80 },
];

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function zoneRows(): Value[][] {
  return ZONES.map((z, i) => {
    const [minLat, minLon, maxLat, maxLon] = boundingBox(z.polygon as Polygon);
    return [i + 1, z.shopId, z.name, z.price, z.polygon, minLat, minLon, maxLat, maxLon];
  });
}

export function houseRows(): Value[][] {
  const rows: Value[][] = [];
  for (const s of STREETS) {
    for (let n = 1; n <= s.houses; n++) {
      const f = (n - 1) / (s.houses - 1);
      const lat = round6(s.from[0] + (s.to[0] - s.from[0]) * f);
      const lon = round6(s.from[1] + (s.to[1] - s.from[1]) * f);
      rows.push([rows.length + 1, s.city, s.street, String(n), s.region, lat, lon, cityKey(s.city), streetKey(s.street), houseKey(String(n))]);
    }
  }
  return rows;
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const WEEKDAYS = [1, 2, 3, 4, 5];
type Slot = [startsAt: string, endsAt: string, capacity: number, weekdays?: number[], paidTypes?: number[]];

const DELIVERY: Slot[] = [['10:00', '12:00', 5], ['12:00', '14:00', 5], ['14:00', '16:00', 5], ['16:00', '18:00', 5], ['18:00', '20:00', 5]];
const PICKUP: Slot[] = [['09:00', '12:00', 10], ['12:00', '15:00', 10], ['15:00', '18:00', 10], ['18:00', '21:00', 10]];

// Per shop: its delivery and pickup slots. Shop 1's late slot is paid online only; shop 4 delivers
// in the evening on weekdays; shop 2 has small couriers' capacity and a late pickup slot of 3.
const SCHEDULES: Record<number, { delivery: Slot[]; pickup: Slot[] }> = {
  1: { delivery: [...DELIVERY, ['20:00', '22:00', 3, EVERY_DAY, [1]]], pickup: PICKUP },
  // the late pickup slot takes every payment type but online, the partners' included
  2: { delivery: DELIVERY.map(([a, b]) => [a, b, 2] as Slot), pickup: [...PICKUP, ['21:00', '22:00', 3, EVERY_DAY, [2, 3, 4, 5]]] },
  3: { delivery: [], pickup: [...PICKUP, ['21:00', '22:00', 5]] },
  4: { delivery: [['10:00', '14:00', 6], ['14:00', '18:00', 6], ['18:00', '22:00', 4, WEEKDAYS]], pickup: PICKUP },
  5: { delivery: DELIVERY, pickup: PICKUP },
  6: { delivery: DELIVERY, pickup: PICKUP },
  7: { delivery: DELIVERY, pickup: PICKUP.slice(0, 3) },
};

export function scheduleRows(shopIds: number[]): Value[][] {
  const rows: Value[][] = [];
  for (const shopId of shopIds) {
    const plan = SCHEDULES[shopId];
    if (!plan) continue;
    for (const slotType of ['delivery', 'pickup'] as const) {
      for (const [startsAt, endsAt, capacity, weekdays = EVERY_DAY, paidTypes] of plan[slotType]) {
        rows.push([rows.length + 1, shopId, slotType, weekdays, startsAt, endsAt, capacity, slotType === 'delivery' ? 60 : 30, paidTypes ?? null]);
      }
    }
  }
  return rows;
}

export const ZONE_COLUMNS = ['id', 'shop_id', 'name', 'price', 'polygon', 'min_lat', 'min_lon', 'max_lat', 'max_lon'];
export const HOUSE_COLUMNS = ['id', 'city', 'street', 'house', 'region', 'latitude', 'longitude', 'city_key', 'street_key', 'house_key'];
export const SCHEDULE_COLUMNS = ['id', 'shop_id', 'slot_type', 'weekdays', 'starts_at', 'ends_at', 'capacity', 'cutoff_minutes', 'paid_types'];

/** The point of a gazetteer house, as houseRows() places it. */
export function housePoint(city: string, street: string, house: number): [number, number] {
  const s = STREETS.find((x) => x.city === city && x.street === street);
  if (!s || house < 1 || house > s.houses) throw new Error(`no demo house ${city}, ${street}, ${house}`);
  const f = (house - 1) / (s.houses - 1);
  return [round6(s.from[0] + (s.to[0] - s.from[0]) * f), round6(s.from[1] + (s.to[1] - s.from[1]) * f)];
}

type DemoAddress = {
  phone: string; street: string; house: number; flat: number | null; entrance: number | null; floor: number | null;
  code: string | null; isPrivateHouse: boolean; isCurrent: boolean;
};

/**
 * Saved addresses of the demo customers (README "Demo accounts"): the card holder (79000000001) lives
 * inside shop 1's zone «Центр», the customer without a card (79000000002) has one address inside the
 * dearer zone and a current one outside every zone (a private house on ул. Магистральная).
 */
export const DEMO_ADDRESSES: DemoAddress[] = [
  { phone: '79000000001', street: 'ул. Радищева', house: 5, flat: 17, entrance: 2, floor: 4, code: '17К', isPrivateHouse: false, isCurrent: true },
  { phone: '79000000002', street: 'ул. Магистральная', house: 10, flat: null, entrance: null, floor: null, code: null, isPrivateHouse: true, isCurrent: true },
  { phone: '79000000002', street: 'ул. Щепкина', house: 10, flat: 3, entrance: 1, floor: 1, code: null, isPrivateHouse: false, isCurrent: false },
];
