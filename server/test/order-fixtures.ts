// What the order tests share: signed-in customers, goods looked up rather than assumed, and an
// order payload built from the server's own priced basket, as the checkout builds it.
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { OrderCreateRequest } from '../../contract';
import { articles, customers, goods } from '../db/schema';
import { housePoint } from '../demo/seed/receiving';
import { clock } from '../lib/clock';
import { priceBasket } from '../services/orders/pricing';
import type { TestApp } from './harness';

/** Monday 2026-11-23, 10:30 in Moscow: the next day's slots are all open. */
export const NOW = '2026-11-23T07:30:00Z';
export const TOMORROW = '2026/11/24';
export const setNow = (iso: string) => { clock.now = () => new Date(iso); };
export const resetNow = () => { clock.now = () => new Date(); };

/** Inside shop 1's zone «Центр» (README, Receiving method). */
export const CENTRE: [number, number] = housePoint('Курск', 'ул. Радищева', 5);
export const OUTSIDE: [number, number] = housePoint('Курск', 'ул. Магистральная', 10);
/** The address of OUTSIDE (the order's address and its map point must agree). */
export const OUTSIDE_ADDRESS = { street: 'ул. Магистральная', house: '10' };
export const ADDRESS = {
  addressId: null, city: 'Курск', street: 'ул. Радищева', house: '5', flat: 12, entrance: 1, floor: 3, code: null,
  isPrivateHouse: false, name: 'Анна', phone: '79000000001',
};

let ip = 0;
export const from = (headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': `10.9.${Math.floor(++ip / 250)}.${ip % 250}`, ...headers });

export async function signIn(t: TestApp, phone: string) {
  const res = await t.post('/api/auth/signin-phone', { phone, password: 'demo12345' }, from());
  expect(res.status).toBe(200);
  const [row] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  return { id: row.id, headers: from({ Authorization: `Bearer ${res.body.token}` }) };
}

let keys = 0;
export const newKey = () => `test-key-${process.pid}-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

/** Goods of `shopId` in stock (at least `min`), sold by the piece, deliverable, cheapest or dearest first. */
export async function plentiful(t: TestApp, shopId: number, opts: { min?: number; dear?: boolean; pickup?: boolean } = {}) {
  const rows = await t.db.select({ id: goods.id, name: goods.name, quantity: articles.quantity, price: articles.registerPrice })
    .from(articles).innerJoin(goods, eq(goods.id, articles.goodId))
    .where(and(eq(articles.shopId, shopId), gt(articles.quantity, opts.min ?? 50), eq(goods.measureId, 0),
      eq(goods.isPickup, opts.pickup ?? false), lt(articles.registerPrice, 2000)))
    .orderBy(opts.dear ? desc(articles.registerPrice) : asc(articles.registerPrice), asc(goods.id)).limit(20);
  expect(rows.length).toBeGreaterThan(0);
  return rows;
}

export type PayloadOptions = {
  customerId: number; shopId?: number; type?: 'delivery' | 'pickup'; cash?: number;
  items: { id: number; quantity: number }[]; date?: string; time?: string; coords?: [number, number] | null; promoCode?: string | null;
  /** the delivery address's parts other than ADDRESS's (its map point: coords) */
  address?: Partial<typeof ADDRESS>;
};

/** The order request the checkout would send for these goods: prices, amounts and total as the server prices them. */
export async function payload(t: TestApp, o: PayloadOptions): Promise<OrderCreateRequest> {
  const shopId = o.shopId ?? 1;
  const type = o.type ?? 'delivery';
  const coords = type === 'delivery' ? o.coords ?? CENTRE : null;
  const basket = await priceBasket(t.db, shopId, {
    items: o.items, receivingMethod: type, coords, promoCode: o.promoCode ?? null, orderCashType: o.cash ?? 2,
  }, o.customerId);
  return {
    promoCode: o.promoCode ?? null,
    shopId,
    basket: {
      source: 'site', orderType: type, orderCashType: o.cash ?? 2, orderCashAmount: null,
      orderDeliveryDate: o.date ?? TOMORROW, orderDeliveryTime: o.time ?? (type === 'delivery' ? '10:00-12:00' : '09:00-12:00'),
      packagingCost: basket.packagingCost, delivery: basket.isDelivery ? basket.deliveryCost ?? 0 : 0, total: basket.total,
      replacementPolicy: 1, orderComment: 'Позвоните за час', deliveryCoords: coords,
      orderAddress: type === 'delivery' ? { ...ADDRESS, ...o.address } : null,
      items: o.items.map((i) => {
        const line = basket.items.find((l) => l.id === i.id)!;
        return { id: i.id, quantity: i.quantity, price: line.price, amount: line.amount };
      }),
    },
  };
}

export const stockOf = async (t: TestApp, shopId: number, goodId: number) =>
  Number((await t.db.select({ q: articles.quantity }).from(articles).where(and(eq(articles.shopId, shopId), eq(articles.goodId, goodId))))[0].q);
