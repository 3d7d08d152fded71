// Saved delivery addresses of a customer. Every query names the customer, so another customer's
// address is simply not found (404), as the permission module wants. Changes run in a transaction
// that locks the customer's row first: two requests at once cannot leave two current addresses or
// pass the limit.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { MAX_SAVED_ADDRESSES, type DeliveryAddress, type DeliveryAddressValues } from '../../contract';
import type { Db, Tx } from '../db/client';
import { deliveryAddresses } from '../db/schema';
import { HttpError, notFound } from '../lib/http';

type Row = typeof deliveryAddresses.$inferSelect;

function serializeAddress(r: Row): DeliveryAddress {
  return {
    '@id': `/api/delivery_addresses/${r.id}`,
    '@type': 'DeliveryAddress',
    id: r.id,
    city: r.city,
    street: r.street,
    house: r.house,
    flat: r.flat,
    entrance: r.entrance,
    floor: r.floor,
    code: r.code,
    isPrivateHouse: r.isPrivateHouse,
    coordinates: r.latitude !== null && r.longitude !== null ? [r.latitude, r.longitude] : null,
    region: r.region,
    isCurrent: r.isCurrent,
  };
}

const columns = (v: DeliveryAddressValues) => ({
  city: v.city,
  street: v.street,
  house: v.house,
  // the schema refuses these for a private house; nulling them again keeps the rule in the data too
  flat: v.isPrivateHouse ? null : v.flat,
  entrance: v.isPrivateHouse ? null : v.entrance,
  floor: v.isPrivateHouse ? null : v.floor,
  code: v.isPrivateHouse ? null : v.code,
  isPrivateHouse: v.isPrivateHouse,
  latitude: v.coordinates?.[0] ?? null,
  longitude: v.coordinates?.[1] ?? null,
  region: v.region,
});

const addressNotFound = (id: number) => notFound(`Адрес ${id} не найден.`);
const mine = (customerId: number, id: number) => and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.customerId, customerId));

async function lockCustomer(tx: Tx, customerId: number) {
  await tx.execute(sql`SELECT id FROM customers WHERE id = ${customerId} FOR UPDATE`);
}

/** The customer's addresses, the oldest first. */
export async function listAddresses(db: Db, customerId: number): Promise<DeliveryAddress[]> {
  const rows = await db.select().from(deliveryAddresses).where(eq(deliveryAddresses.customerId, customerId)).orderBy(asc(deliveryAddresses.id));
  return rows.map(serializeAddress);
}

/** Saves a new address; it becomes current when asked to, or when the customer has no current one. */
export async function createAddress(db: Db, customerId: number, v: DeliveryAddressValues, makeCurrent?: boolean): Promise<DeliveryAddress> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [{ total }] = await tx.select({ total: count() }).from(deliveryAddresses).where(eq(deliveryAddresses.customerId, customerId));
    if (total >= MAX_SAVED_ADDRESSES) {
      throw new HttpError(422, 'Unprocessable Entity', `Можно сохранить не больше ${MAX_SAVED_ADDRESSES} адресов: удалите ненужный.`);
    }
    const [{ current }] = await tx.select({ current: count() }).from(deliveryAddresses)
      .where(and(eq(deliveryAddresses.customerId, customerId), eq(deliveryAddresses.isCurrent, true)));
    const isCurrent = makeCurrent === true || current === 0;
    if (isCurrent) await tx.update(deliveryAddresses).set({ isCurrent: false }).where(eq(deliveryAddresses.customerId, customerId));
    const [row] = await tx.insert(deliveryAddresses).values({ customerId, ...columns(v), isCurrent }).returning();
    return serializeAddress(row);
  });
}

export async function updateAddress(db: Db, customerId: number, id: number, v: DeliveryAddressValues): Promise<DeliveryAddress> {
  const [row] = await db.update(deliveryAddresses).set(columns(v)).where(mine(customerId, id)).returning();
  if (!row) throw addressNotFound(id);
  return serializeAddress(row);
}

/** Removes the address. Removing the current one leaves the customer without a current address. */
export async function deleteAddress(db: Db, customerId: number, id: number): Promise<void> {
  const rows = await db.delete(deliveryAddresses).where(mine(customerId, id)).returning({ id: deliveryAddresses.id });
  if (rows.length === 0) throw addressNotFound(id);
}

/** Makes the address the customer's only current one. */
export async function makeCurrent(db: Db, customerId: number, id: number): Promise<DeliveryAddress> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [found] = await tx.select({ id: deliveryAddresses.id }).from(deliveryAddresses).where(mine(customerId, id));
    if (!found) throw addressNotFound(id);
    // two statements: a unique index is checked row by row, so the old current goes first
    await tx.update(deliveryAddresses).set({ isCurrent: false })
      .where(and(eq(deliveryAddresses.customerId, customerId), ne(deliveryAddresses.id, id), eq(deliveryAddresses.isCurrent, true)));
    const [row] = await tx.update(deliveryAddresses).set({ isCurrent: true }).where(mine(customerId, id)).returning();
    return serializeAddress(row);
  });
}
