// The Yandex Geocoder adapter against a stub answering as Yandex does (no network in tests).
import { GeocoderUnavailable } from './types';
import { yandexGeocoder } from './yandex';

const geoObject = (pos: string, precision: string, components: [string, string][]) => ({
  GeoObject: {
    Point: { pos },
    metaDataProperty: { GeocoderMetaData: { precision, kind: 'house', Address: { Components: components.map(([kind, name]) => ({ kind, name })) } } },
  },
});
const LENINA_12: [string, string][] = [
  ['country', 'Россия'], ['province', 'Центральный федеральный округ'], ['province', 'Курская область'],
  ['locality', 'Курск'], ['street', 'улица Ленина'], ['house', '12'],
];
const answer = (...members: unknown[]) => ({ response: { GeoObjectCollection: { featureMember: members } } });

function stub(body: unknown, status = 200) {
  const calls: URL[] = [];
  const fetch = (async (url: URL) => {
    calls.push(url);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('Yandex Geocoder adapter', () => {
  it('turns an exact house match into the address and its [lat, lon]', async () => {
    const s = stub(answer(geoObject('36.18795 51.73712', 'exact', LENINA_12)));
    const found = await yandexGeocoder({ apiKey: 'k', fetch: s.fetch }).forward({ city: 'Курск', street: 'ул. Ленина', house: '12' });
    expect(found).toEqual({ city: 'Курск', street: 'улица Ленина', house: '12', region: 'Курская область', coordinates: [51.73712, 36.18795] });
    expect(s.calls[0].searchParams.get('geocode')).toBe('Курск, ул. Ленина, 12');
    expect(s.calls[0].searchParams.get('apikey')).toBe('k');
    expect(s.calls[0].searchParams.get('format')).toBe('json');
  });

  it('answers null when Yandex only found something near or nothing', async () => {
    const near = stub(answer(geoObject('36.1 51.7', 'street', LENINA_12)));
    expect(await yandexGeocoder({ apiKey: 'k', fetch: near.fetch }).forward({ city: 'Курск', street: 'Ленина', house: '999' })).toBeNull();
    const none = stub(answer());
    expect(await yandexGeocoder({ apiKey: 'k', fetch: none.fetch }).reverse([10, 10])).toBeNull();
  });

  it('asks reverse with "longitude,latitude" and kind=house', async () => {
    const s = stub(answer(geoObject('36.18795 51.73712', 'exact', LENINA_12)));
    const found = await yandexGeocoder({ apiKey: 'k', fetch: s.fetch }).reverse([51.73712, 36.18795]);
    expect(found?.house).toBe('12');
    expect(s.calls[0].searchParams.get('geocode')).toBe('36.18795,51.73712');
    expect(s.calls[0].searchParams.get('kind')).toBe('house');
  });

  it.each([
    ['an HTTP error', stub({ message: 'Invalid api key' }, 403)],
    ['a body that is not JSON', stub('<html>')],
    ['JSON of another shape', stub({ whatever: true })],
  ])('turns %s into GeocoderUnavailable', async (_, s) => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(yandexGeocoder({ apiKey: 'k', fetch: s.fetch }).reverse([51, 36])).rejects.toBeInstanceOf(GeocoderUnavailable);
    quiet.mockRestore();
  });

  it('gives up after its timeout', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const hanging = ((_: URL, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    })) as unknown as typeof fetch;
    await expect(yandexGeocoder({ apiKey: 'k', fetch: hanging, timeoutMs: 50 }).forward({ city: 'a', street: 'b', house: 'c' }))
      .rejects.toBeInstanceOf(GeocoderUnavailable);
    quiet.mockRestore();
  });
});
