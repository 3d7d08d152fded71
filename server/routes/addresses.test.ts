// Saved delivery addresses: a customer's own only (another's id answers 404, a guest 401), the §5
// rules with violations per field, one current address at a time, and /api/customers/me showing them.
import { eq } from 'drizzle-orm';
import { Customer, DeliveryAddress, hydraCollection } from '../../contract';
import { customers } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

let t: TestApp;
let anna: Record<string, string>;
let boris: Record<string, string>;
let annaId: number;
let borisId: number;
let ip = 0;
const from = (headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': `10.8.0.${++ip}`, ...headers });

async function bearer(phone: string) {
  const res = await t.post('/api/auth/signin-phone', { phone, password: 'demo12345' }, from());
  expect(res.status).toBe(200);
  return from({ Authorization: `Bearer ${res.body.token}` });
}
const idOf = async (phone: string) => (await t.db.select().from(customers).where(eq(customers.phone, phone)))[0].id;

beforeAll(async () => {
  t = await testApp();
  [anna, boris] = [await bearer('79000000001'), await bearer('79000000002')];
  [annaId, borisId] = [await idOf('79000000001'), await idOf('79000000002')];
});
afterAll(() => t.close());

const Addresses = hydraCollection(DeliveryAddress);
const listOf = async (id: number, headers: Record<string, string>) => {
  const res = await t.get(`/api/customers/${id}/addresses`, headers);
  expect(res.status).toBe(200);
  return contract(Addresses, res.body)['hydra:member'];
};
const flat = { city: 'Курск', street: 'ул. Ленина', house: '12', flat: 5, entrance: 1, floor: 2, code: '5К', coordinates: [51.737, 36.188] };
const violations = (body: { violations: { propertyPath: string; message: string }[] }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));

describe('the demo customers', () => {
  it('have saved addresses: one inside a zone, one outside every zone', async () => {
    const [inside] = await listOf(annaId, anna);
    expect(inside).toMatchObject({ city: 'Курск', street: 'ул. Радищева', house: '5', isCurrent: true });
    const zonesIn = (await t.get(`/api/delivery_zones?coords=${inside.coordinates!.join(',')}`)).body['hydra:member'];
    expect(zonesIn.length).toBeGreaterThan(0);

    const outside = (await listOf(borisId, boris)).find((a) => a.isCurrent)!;
    expect(outside).toMatchObject({ street: 'ул. Магистральная', isPrivateHouse: true, flat: null, floor: null, entrance: null, code: null });
    expect((await t.get(`/api/delivery_zones?coords=${outside.coordinates!.join(',')}`)).body['hydra:member']).toEqual([]);
  });

  it('see them in GET /api/customers/me', async () => {
    const me = contract(Customer, (await t.get('/api/customers/me', anna)).body);
    expect(me.deliveryAddresses).toEqual(await listOf(annaId, anna));
  });
});

describe('GET /api/customers/{id}/addresses', () => {
  it("answers 404 for another customer's id, like an unknown one, and 401 for a guest", async () => {
    expectError(await t.get(`/api/customers/${borisId}/addresses`, anna), 404);
    expectError(await t.get('/api/customers/999999/addresses', anna), 404);
    expectError(await t.get(`/api/customers/${annaId}/addresses`, from()), 401);
    expectError(await t.get(`/api/customers/${annaId}/addresses`, from({ Authorization: 'Bearer nonsense' })), 401);
    expectError(await t.get('/api/customers/x/addresses', anna), 400);
  });
});

describe('address CRUD', () => {
  it('creates, reads, replaces and deletes an address of the signed-in customer', async () => {
    const created = await t.post('/api/delivery_addresses', { ...flat, city: '  Курск ', flat: '5' }, anna);
    expect(created.status).toBe(201);
    const address = contract(DeliveryAddress, created.body);
    expect(address).toMatchObject({ ...flat, isPrivateHouse: false, region: null, isCurrent: false });
    expect(address['@id']).toBe(`/api/delivery_addresses/${address.id}`);
    expect(await listOf(annaId, anna)).toContainEqual(address);

    const put = await t.put(`/api/delivery_addresses/${address.id}`, { ...flat, house: '14', isPrivateHouse: true, flat: null, entrance: null, floor: null, code: null }, anna);
    expect(put.status).toBe(200);
    expect(contract(DeliveryAddress, put.body)).toMatchObject({ id: address.id, house: '14', isPrivateHouse: true, flat: null, code: null });

    const removed = await t.delete(`/api/delivery_addresses/${address.id}`, anna);
    expect(removed.status).toBe(204);
    expect((await listOf(annaId, anna)).map((a) => a.id)).not.toContain(address.id);
    expectError(await t.delete(`/api/delivery_addresses/${address.id}`, anna), 404);
  });

  it("answers 404 for another customer's address on every change, and leaves it as it was", async () => {
    const [borisAddress] = await listOf(borisId, boris);
    expectError(await t.put(`/api/delivery_addresses/${borisAddress.id}`, flat, anna), 404);
    expectError(await t.put(`/api/delivery_addresses/${borisAddress.id}/current`, {}, anna), 404);
    expectError(await t.delete(`/api/delivery_addresses/${borisAddress.id}`, anna), 404);
    expect((await listOf(borisId, boris))[0]).toEqual(borisAddress);
  });

  it('answers 401 to a guest', async () => {
    const [borisAddress] = await listOf(borisId, boris);
    expectError(await t.post('/api/delivery_addresses', flat, from()), 401);
    expectError(await t.put(`/api/delivery_addresses/${borisAddress.id}`, flat, from()), 401);
    expectError(await t.put(`/api/delivery_addresses/${borisAddress.id}/current`, {}, from()), 401);
    expectError(await t.delete(`/api/delivery_addresses/${borisAddress.id}`, from()), 401);
  });

  it('answers 422 with a Russian violation per field that breaks the §5 rules', async () => {
    const res = await t.post('/api/delivery_addresses', { city: 'Ку', street: '', house: '12345678', flat: 0, floor: 100, code: '12345678901' }, anna);
    expectError(res, 422);
    expect(violations(res.body)).toEqual({
      city: 'Длина меньше 3 символов', street: 'Обязательное поле', house: 'Длина больше 7 символов',
      flat: 'Значение должно быть положительным', floor: 'Значение не может быть больше 99', code: 'Длина больше 10 символов',
    });
    const privateHouse = await t.post('/api/delivery_addresses', { ...flat, isPrivateHouse: true }, anna);
    expectError(privateHouse, 422);
    expect(Object.keys(violations(privateHouse.body)).sort()).toEqual(['code', 'entrance', 'flat', 'floor']);
    expectError(await t.post('/api/delivery_addresses', { ...flat, coordinates: [95, 36] }, anna), 422);
    expectError(await t.post('/api/delivery_addresses', 'not json', anna), 400);
  });

  it('ignores fields it does not know (no mass assignment)', async () => {
    const res = await t.post('/api/delivery_addresses', { ...flat, id: 1, customerId: borisId, customer_id: borisId }, anna);
    expect(res.status).toBe(201);
    expect((await listOf(annaId, anna)).map((a) => a.id)).toContain(res.body.id);
    expect((await listOf(borisId, boris)).map((a) => a.id)).not.toContain(res.body.id);
  });
});

describe('the current address', () => {
  it('is one at a time: PUT …/current and POST with isCurrent move it', async () => {
    const a = (await t.post('/api/delivery_addresses', flat, boris)).body;
    expect(a.isCurrent).toBe(false);
    const made = await t.put(`/api/delivery_addresses/${a.id}/current`, {}, boris);
    expect(made.status).toBe(200);
    expect(contract(DeliveryAddress, made.body).isCurrent).toBe(true);
    let list = await listOf(borisId, boris);
    expect(list.filter((x) => x.isCurrent).map((x) => x.id)).toEqual([a.id]);

    const b = (await t.post('/api/delivery_addresses', { ...flat, house: '20', isCurrent: true }, boris)).body;
    expect(b.isCurrent).toBe(true);
    list = await listOf(borisId, boris);
    expect(list.filter((x) => x.isCurrent).map((x) => x.id)).toEqual([b.id]);
    // making the current one current again changes nothing
    expect((await t.put(`/api/delivery_addresses/${b.id}/current`, undefined, boris)).status).toBe(200);
    expect((await listOf(borisId, boris)).filter((x) => x.isCurrent).map((x) => x.id)).toEqual([b.id]);
  });

  it("is the first address a customer saves, and none once it is deleted", async () => {
    const vera = await bearer('79000000003');
    const veraId = await idOf('79000000003');
    expect(await listOf(veraId, vera)).toEqual([]);
    const first = (await t.post('/api/delivery_addresses', flat, vera)).body;
    expect(first.isCurrent).toBe(true);
    const second = (await t.post('/api/delivery_addresses', { ...flat, house: '2' }, vera)).body;
    expect(second.isCurrent).toBe(false);
    expect((await t.delete(`/api/delivery_addresses/${first.id}`, vera)).status).toBe(204);
    expect((await listOf(veraId, vera)).map((x) => [x.id, x.isCurrent])).toEqual([[second.id, false]]);
  });

  it('keeps at most 20 addresses per customer', async () => {
    const res = await t.post('/api/auth/signin-phone', { phone: '79000000010', password: 'admin12345' }, from());
    expect(res.status).toBe(200);
    const headers = from({ Authorization: `Bearer ${res.body.token}` });
    for (let i = 1; i <= 20; i++) expect((await t.post('/api/delivery_addresses', { ...flat, house: String(i) }, headers)).status).toBe(201);
    const over = await t.post('/api/delivery_addresses', flat, headers);
    expectError(over, 422);
    expect(over.body['hydra:description']).toContain('20');
  });
});

describe('hostile bodies', () => {
  it('answer 4xx, never 5xx, and save nothing', async () => {
    const before = await listOf(annaId, anna);
    const bodies: unknown[] = [
      null, [], 'x', 42, { __proto__: { city: 'Курск' } }, { ...flat, city: 'К\u0000урск' }, `${JSON.stringify(flat).slice(0, -1)},"floor":1e309}`, { ...flat, flat: '1e3' },
      { ...flat, flat: 2 ** 53 + 2 }, { ...flat, floor: '   ' , flat: -0 }, { ...flat, coordinates: [1, 2, 3] }, { ...flat, coordinates: ['51', '36'] },
      { ...flat, isPrivateHouse: 'yes' }, { ...flat, street: 'у'.repeat(100_000) }, { ...flat, city: { toString: 'x' } }, { ...flat, region: 'р'.repeat(101) },
      { ...flat, code: 12345 }, { ...flat, isCurrent: 'true' },
    ];
    const statuses: number[] = [];
    for (const body of bodies) {
      const res = await t.post('/api/delivery_addresses', body === null ? 'null' : body, anna);
      statuses.push(res.status);
      expect([400, 413, 422]).toContain(res.status);
    }
    expect(statuses).toHaveLength(bodies.length);
    expect(await listOf(annaId, anna)).toEqual(before);
  });
});
