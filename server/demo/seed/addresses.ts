// The demo customers' saved addresses, put back as listed on every seed, like the accounts.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, deliveryAddresses } from '../../db/schema';
import { DEMO_ADDRESSES, housePoint } from './receiving';

export async function seedDemoAddresses(db: Db): Promise<number> {
  const phones = [...new Set(DEMO_ADDRESSES.map((a) => a.phone))];
  const owners = await db.select({ id: customers.id, phone: customers.phone }).from(customers).where(inArray(customers.phone, phones));
  const idOf = new Map(owners.map((o) => [o.phone, o.id]));
  const rows = DEMO_ADDRESSES.filter((a) => idOf.has(a.phone)).map((a) => {
    const [latitude, longitude] = housePoint('Курск', a.street, a.house);
    return {
      customerId: idOf.get(a.phone)!, city: 'Курск', street: a.street, house: String(a.house), flat: a.flat, entrance: a.entrance,
      floor: a.floor, code: a.code, isPrivateHouse: a.isPrivateHouse, latitude, longitude, region: 'Курская область', isCurrent: a.isCurrent,
    };
  });
  if (owners.length === 0) return 0;
  await db.delete(deliveryAddresses).where(inArray(deliveryAddresses.customerId, owners.map((o) => o.id)));
  if (rows.length > 0) await db.insert(deliveryAddresses).values(rows);
  return rows.length;
}
