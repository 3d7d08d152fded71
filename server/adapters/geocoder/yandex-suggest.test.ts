// The Yandex Geosuggest adapter against a stub answering as Yandex does (no network in tests).
import { GeocoderUnavailable } from './types';
import { yandexSuggester } from './yandex-suggest';

const result = (components: [string, string][]) => ({
  title: { text: components.at(-1)![1] },
  address: { formatted_address: components.map(([, n]) => n).join(', '), component: components.map(([kind, name]) => ({ name, kind: [kind] })) },
});
const KURSK: [string, string][] = [['COUNTRY', 'Россия'], ['PROVINCE', 'Курская область'], ['LOCALITY', 'Курск']];

function stub(body: unknown, status = 200) {
  const calls: URL[] = [];
  const fetch = (async (url: URL) => {
    calls.push(url);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('Yandex Geosuggest adapter', () => {
  it('turns street results into streets of their city, each once, and asks for streets only', async () => {
    const s = stub({ results: [
      result([...KURSK, ['STREET', 'улица Радищева']]),
      result([...KURSK, ['DISTRICT', 'Центральный округ'], ['STREET', 'улица Радищева']]),
      result([['COUNTRY', 'Россия'], ['STREET', 'улица без города']]),
    ] });
    const found = await yandexSuggester({ apiKey: 'k', fetch: s.fetch }).suggest({ city: 'Курск', street: 'рад' }, 10);
    expect(found).toEqual([{ city: 'Курск', street: 'улица Радищева', house: null }]);
    const url = s.calls[0];
    expect(url.searchParams.get('text')).toBe('Курск, рад');
    expect(url.searchParams.get('types')).toBe('street');
    expect(url.searchParams.get('results')).toBe('10');
  });

  it('asks for houses once the house is typed, and keeps only results with a house', async () => {
    const s = stub({ results: [
      result([...KURSK, ['STREET', 'улица Радищева'], ['HOUSE', '12']]),
      result([...KURSK, ['STREET', 'улица Радищева']]),
    ] });
    const found = await yandexSuggester({ apiKey: 'k', fetch: s.fetch }).suggest({ city: 'Курск', street: 'улица Радищева', house: '1' }, 10);
    expect(found).toEqual([{ city: 'Курск', street: 'улица Радищева', house: '12' }]);
    expect(s.calls[0].searchParams.get('types')).toBe('house');
    expect(s.calls[0].searchParams.get('text')).toBe('Курск, улица Радищева 1');
  });

  it('reads a missing results list as nothing found', async () => {
    expect(await yandexSuggester({ apiKey: 'k', fetch: stub({}).fetch }).suggest({ city: 'Курск', street: 'щщщ' }, 10)).toEqual([]);
  });

  it('turns a refusal, a broken answer or another shape into GeocoderUnavailable', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const s of [stub({ message: 'Invalid key' }, 403), stub('not json'), stub({ results: 'x' })]) {
        await expect(yandexSuggester({ apiKey: 'k', fetch: s.fetch }).suggest({ city: 'Курск', street: 'рад' }, 10)).rejects.toBeInstanceOf(GeocoderUnavailable);
      }
    } finally {
      quiet.mockRestore();
    }
  });
});
