// Geocoding both ways through the offline gazetteer (no YANDEX_GEOCODER_API_KEY in tests), and the
// three demo cases of Курск the address form meets: inside a zone, outside every zone, unknown.
import { AddressSuggestion, GeoAddress, hydraCollection } from '../../contract';
import { env } from '../env';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => { t = await testApp(); });
afterAll(() => t.close());

const Found = hydraCollection(GeoAddress);
const forward = async (city: string, street: string, house: string) => {
  const q = new URLSearchParams({ city, street, house });
  const res = await t.get(`/api/geocoder/forward?${q}`);
  expect(res.status).toBe(200);
  return contract(Found, res.body)['hydra:member'];
};
const zonesAt = async ([lat, lon]: readonly [number, number]) =>
  (await t.get(`/api/delivery_zones?coords=${lat},${lon}`)).body['hydra:member'] as { shopId: number; price: number }[];

describe('GET /api/geocoder/forward', () => {
  it('finds a house in Курск inside a delivery zone', async () => {
    const [hit, ...rest] = await forward('Курск', 'ул. Радищева', '5');
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({ '@type': 'GeoAddress', city: 'Курск', street: 'ул. Радищева', house: '5', region: 'Курская область' });
    expect((await zonesAt(hit.coordinates)).map((z) => [z.shopId, z.price])).toEqual([[1, 0]]);
  });

  it('finds a house in Курск outside every zone', async () => {
    const [hit] = await forward('Курск', 'ул. Магистральная', '10');
    expect(hit.street).toBe('ул. Магистральная');
    expect(await zonesAt(hit.coordinates)).toEqual([]);
  });

  it('answers an empty collection for an address that does not exist', async () => {
    expect(await forward('Курск', 'ул. Несуществующая', '1')).toEqual([]);
    expect(await forward('Курск', 'ул. Ленина', '999')).toEqual([]);
    expect(await forward('Москва', 'ул. Ленина', '1')).toEqual([]);
  });

  it('reads the usual spellings of one address alike', async () => {
    const [plain] = await forward('Курск', 'ул. Карла Маркса', '12');
    for (const [city, street, house] of [['г. Курск', 'улица Карла Маркса', 'д. 12'], ['курск', 'КАРЛА МАРКСА', ' 12 '], ['Курск', 'Карла  Маркса', 'дом 12']]) {
      expect(await forward(city, street, house)).toEqual([plain]);
    }
  });

  it('finds a house in Брянск', async () => {
    const [hit] = await forward('Брянск', 'ул. Дуки', '30');
    expect(hit.region).toBe('Брянская область');
    expect((await zonesAt(hit.coordinates)).map((z) => z.shopId)).toEqual([7]);
  });

  it('answers 400 with violations for missing or overlong parts', async () => {
    const res = await t.get('/api/geocoder/forward?city=Курск&street=');
    expectError(res, 400);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['house', 'street']);
    expectError(await t.get(`/api/geocoder/forward?city=${'К'.repeat(65)}&street=Ленина&house=1`), 400);
    expectError(await t.get('/api/geocoder/forward?city=Курск&street=Ленина&house=12345678'), 400);
  });
});

describe('GET /api/geocoder/reverse', () => {
  it('answers the nearest known house, which forward finds back at the same point', async () => {
    const [house] = await forward('Курск', 'ул. Ленина', '40');
    const [lat, lon] = house.coordinates;
    const res = await t.get(`/api/geocoder/reverse?coords=${lat + 0.00002},${lon + 0.00002}`);
    expect(res.status).toBe(200);
    expect(contract(Found, res.body)['hydra:member']).toEqual([house]);
  });

  it('answers an empty collection far from every known house', async () => {
    const res = await t.get('/api/geocoder/reverse?coords=55.75,37.62');
    expect(res.status).toBe(200);
    expect(res.body['hydra:member']).toEqual([]);
    // between streets of Курск, more than 400 m from any house
    expect((await t.get('/api/geocoder/reverse?coords=51.70,36.25')).body['hydra:member']).toEqual([]);
  });

  it('answers 400 for malformed coordinates', async () => {
    for (const coords of ['abc', '91,0', 'NaN,1', '1,2,3', '']) {
      expectError(await t.get(`/api/geocoder/reverse?coords=${coords}`), 400);
    }
    expectError(await t.get('/api/geocoder/reverse'), 400);
  });
});

describe('GET /api/geocoder/suggest', () => {
  const Suggested = hydraCollection(AddressSuggestion);
  const suggest = async (query: Record<string, string>) => {
    const res = await t.get(`/api/geocoder/suggest?${new URLSearchParams(query)}`);
    expect(res.status).toBe(200);
    return contract(Suggested, res.body)['hydra:member'];
  };

  it("offers 'ул. Радищева' after 'рад', and only the city's streets", async () => {
    expect(await suggest({ city: 'Курск', street: 'рад' })).toEqual([{ '@type': 'AddressSuggestion', city: 'Курск', street: 'ул. Радищева', house: null }]);
    // 'ленина' is a street of Курск and of Брянск: each city offers its own
    expect((await suggest({ city: 'Брянск', street: 'лен' })).map((x) => x.street)).toEqual(['пр-т Ленина']);
  });

  it('matches any word of the name, the street type aside, whole names first', async () => {
    expect((await suggest({ city: 'г. Курск', street: 'ул. Мар' })).map((x) => x.street)).toEqual(['ул. Карла Маркса']);
    expect((await suggest({ city: 'Курск', street: 'окт' })).map((x) => x.street)).toEqual(['ул. 50 лет Октября']);
  });

  it("offers the street's houses, shorter numbers first, once the house is being typed", async () => {
    const houses = await suggest({ city: 'Курск', street: 'ул. Радищева', house: '1' });
    expect(houses.map((x) => x.house)).toEqual(['1', '10', '11', '12', '13', '14', '15', '16', '17', '18']);
    expect(houses.every((x) => x.street === 'ул. Радищева')).toBe(true);
    // every house the form is offered is one forward then finds
    expect(await forward('Курск', houses[1].street, houses[1].house!)).toHaveLength(1);
    expect((await suggest({ city: 'Курск', street: 'ул. Радищева', house: '' })).map((x) => x.house).slice(0, 3)).toEqual(['1', '2', '3']);
  });

  it('offers nothing for text that matches nothing, and takes LIKE wildcards literally', async () => {
    expect(await suggest({ city: 'Курск', street: 'щщщ' })).toEqual([]);
    expect(await suggest({ city: 'Москва', street: 'рад' })).toEqual([]);
    expect(await suggest({ city: 'Курск', street: '%' })).toEqual([]);
    expect(await suggest({ city: 'Курск', street: '_' })).toEqual([]);
    expect(await suggest({ city: 'Курск', street: 'ул.' })).toEqual([]);
    expect(await suggest({ city: 'Курск', street: 'ул. Радищева', house: '%' })).toEqual([]);
  });

  it('answers 400 with violations for a missing city or street or an overlong part', async () => {
    const res = await t.get('/api/geocoder/suggest?city=&street=');
    expectError(res, 400);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['city', 'street']);
    expectError(await t.get(`/api/geocoder/suggest?city=Курск&street=${'р'.repeat(65)}`), 400);
    expectError(await t.get('/api/geocoder/suggest?city=Курск&street=рад&house=12345678'), 400);
  });

  it('answers 502 in Russian, never 500, when Yandex Geosuggest cannot be reached', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const offline = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    env.YANDEX_SUGGEST_API_KEY = 'suggest-key';
    try {
      expectError(await t.get('/api/geocoder/suggest?city=Курск&street=рад'), 502);
      expect(offline).toHaveBeenCalledTimes(1);
      expect(quiet.mock.calls.flat().join(' ')).not.toContain('suggest-key');
    } finally {
      env.YANDEX_SUGGEST_API_KEY = undefined;
      offline.mockRestore();
      quiet.mockRestore();
    }
  });
});

describe('with YANDEX_GEOCODER_API_KEY set', () => {
  it('answers 502 in Russian, never 500, when Yandex cannot be reached', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const offline = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    env.YANDEX_GEOCODER_API_KEY = 'test-key';
    try {
      expectError(await t.get('/api/geocoder/forward?city=Курск&street=Ленина&house=1'), 502);
      expectError(await t.get('/api/geocoder/reverse?coords=51.73,36.19'), 502);
      expect(offline).toHaveBeenCalledTimes(2);
      // the key travels in the URL: it must not reach the log
      expect(quiet.mock.calls.flat().join(' ')).not.toContain('test-key');
    } finally {
      env.YANDEX_GEOCODER_API_KEY = undefined;
      offline.mockRestore();
      quiet.mockRestore();
    }
  });
});
