// Which map the receiving popup draws: Yandex Maps only with a key and a script that
// loaded; the schematic otherwise, and no error escapes a script that fails or never answers.
import { forgetMapConfig, loadYandexMaps, mapConfig, mapMode, type ScriptHost } from './map-mode';

describe('mapMode', () => {
  it('draws the schematic when no key is configured, whatever the script', () => {
    for (const load of ['idle', 'loading', 'ready', 'failed'] as const) {
      expect(mapMode({ apiKey: null }, load)).toBe('schematic');
      expect(mapMode({ apiKey: '' }, load)).toBe('schematic');
    }
  });

  it('draws the schematic when the Yandex script failed (error, timeout, refused)', () => {
    expect(mapMode({ apiKey: 'key' }, 'failed')).toBe('schematic');
  });

  it('draws Yandex Maps once its script is ready, a placeholder until then', () => {
    expect(mapMode({ apiKey: 'key' }, 'ready')).toBe('yandex');
    expect(mapMode({ apiKey: 'key' }, 'loading')).toBe('pending');
    expect(mapMode({ apiKey: 'key' }, 'idle')).toBe('pending');
    expect(mapMode(undefined, 'idle')).toBe('pending');
  });
});

/** A browser stand-in: records the script added, lets the test fire its events and the clock. */
function fakeHost(opts: { throwOnAdd?: boolean } = {}) {
  const timers = new Map<number, () => void>();
  let nextTimer = 1;
  const state = { src: '', scriptError: null as null | (() => void) };
  const host: ScriptHost = {
    global: {},
    addScript(src, onerror) {
      if (opts.throwOnAdd) throw new Error('blocked');
      state.src = src;
      state.scriptError = onerror;
    },
    setTimeout(fn) {
      const id = nextTimer++;
      timers.set(id, fn);
      return id;
    },
    clearTimeout(id) {
      timers.delete(id as number);
    },
  };
  const callback = (name: 'onload' | 'onerror') => {
    const fn = host.global[new URL(state.src).searchParams.get(name)!];
    return fn as (() => void) | undefined;
  };
  return { host, state, callback, fireTimers: () => [...timers.values()].forEach((f) => f()), timers };
}

describe('loadYandexMaps', () => {
  it('asks for the 2.1 API with the key, Russian, the modules it draws, CSP mode, and resolves ready on its onload', async () => {
    const f = fakeHost();
    const done = loadYandexMaps('the-key', f.host, 8000);
    const url = new URL(f.state.src);
    expect(url.origin + url.pathname).toBe('https://api-maps.yandex.ru/2.1/');
    expect(url.searchParams.get('apikey')).toBe('the-key');
    expect(url.searchParams.get('lang')).toBe('ru_RU');
    expect(url.searchParams.get('csp')).toBe('true');
    expect(url.searchParams.get('load')?.split(',')).toEqual(expect.arrayContaining(['Map', 'Placemark', 'Polygon']));
    f.callback('onload')!();
    await expect(done).resolves.toBe('ready');
    // callbacks and the timer are cleaned up
    expect(Object.keys(f.host.global)).toEqual([]);
    expect(f.timers.size).toBe(0);
  });

  it('resolves failed, never rejects, when the script cannot be fetched (no network)', async () => {
    const f = fakeHost();
    const done = loadYandexMaps('k', f.host, 8000);
    f.state.scriptError!();
    await expect(done).resolves.toBe('failed');
  });

  it('resolves failed on the API\'s own onerror (a bad key)', async () => {
    const f = fakeHost();
    const done = loadYandexMaps('k', f.host, 8000);
    f.callback('onerror')!();
    await expect(done).resolves.toBe('failed');
  });

  it('resolves failed when the script never answers, and ignores a load after that', async () => {
    const f = fakeHost();
    const done = loadYandexMaps('k', f.host, 8000);
    const late = f.callback('onload')!;
    f.fireTimers();
    await expect(done).resolves.toBe('failed');
    expect(() => late()).not.toThrow();
    await expect(done).resolves.toBe('failed');
  });

  it('resolves failed when the page refuses to add the script', async () => {
    const f = fakeHost({ throwOnAdd: true });
    await expect(loadYandexMaps('k', f.host, 8000)).resolves.toBe('failed');
  });
});

describe('mapConfig', () => {
  afterEach(forgetMapConfig);
  const answer = (status: number, body: unknown) => jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('reads the key the server has, once per page', async () => {
    const f = answer(200, { yandexMapsApiKey: 'abc-123' });
    expect(await mapConfig(f)).toEqual({ apiKey: 'abc-123' });
    expect(await mapConfig(f)).toEqual({ apiKey: 'abc-123' });
    expect(f).toHaveBeenCalledTimes(1);
    expect((f as jest.Mock).mock.calls[0][0]).toBe('/api/map-config');
  });

  it('counts no key, an error answer, a malformed one and no network all as no key (the schematic)', async () => {
    const cases: (typeof fetch)[] = [
      answer(200, { yandexMapsApiKey: null }),
      answer(200, { yandexMapsApiKey: '' }),
      answer(500, { yandexMapsApiKey: 'abc' }),
      answer(200, ['abc']),
      jest.fn(async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch,
    ];
    for (const f of cases) {
      forgetMapConfig();
      expect(await mapConfig(f)).toEqual({ apiKey: null });
    }
  });
});
