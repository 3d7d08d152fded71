'use client';
// Which map the popup shows (lib/map/map-mode.ts decides): the key comes from GET /api/map-config
// (read by the server at run time), then Yandex Maps' script is loaded once per page. Without a key,
// or when the script fails, times out or is refused, the schematic is drawn: the popup works the
// same by its form and lists, and no error reaches the page. Yandex Maps' own code (the React
// bindings) is a separate chunk loaded only when its script is ready.
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { loadYandexMaps, mapConfig, mapMode, type KeyState, type ScriptHost } from '@/lib/map/map-mode';
import { SchematicMap } from './schematic-map';
import type { ReceivingMapProps } from './types';
import styles from './map.module.css';

const YandexMap = dynamic(() => import('./yandex-map').then((m) => m.YandexMap), {
  ssr: false,
  loading: () => <div className={styles.placeholder} aria-hidden="true" />,
});

const browser: ScriptHost = {
  global: (typeof window === 'undefined' ? {} : window) as unknown as Record<string, unknown>,
  addScript(src, onerror) {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    s.onerror = () => onerror();
    document.head.appendChild(s);
  },
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id as number),
};

// once per page and key: a popup opened again does not wait for a script that already failed
const loads = new Map<string, Promise<'ready' | 'failed'>>();
const loadOnce = (key: string) => {
  if (!loads.has(key)) loads.set(key, loadYandexMaps(key, browser));
  return loads.get(key)!;
};

export function MapView(props: ReceivingMapProps) {
  const [fetched, setFetched] = useState<KeyState>(undefined);
  const [loaded, setLoaded] = useState<{ key: string; result: 'ready' | 'failed' } | null>(null);
  const key: KeyState = props.apiKey !== undefined ? { apiKey: props.apiKey } : fetched;
  const apiKey = key?.apiKey ?? null;

  useEffect(() => {
    if (props.apiKey !== undefined) return;
    let live = true;
    void mapConfig().then((k) => live && setFetched(k));
    return () => { live = false; };
  }, [props.apiKey]);

  useEffect(() => {
    if (!apiKey) return;
    let live = true;
    void loadOnce(apiKey).then((result) => live && setLoaded({ key: apiKey, result }));
    return () => { live = false; };
  }, [apiKey]);

  // the Yandex map itself may still fail after its script came (a module, the bindings' own load)
  const onYandexFail = useCallback(() => {
    if (apiKey) {
      loads.set(apiKey, Promise.resolve('failed'));
      setLoaded({ key: apiKey, result: 'failed' });
    }
  }, [apiKey]);

  const load = !apiKey ? 'idle' : loaded?.key === apiKey ? loaded.result : 'loading';
  const mode = mapMode(key, load);
  if (mode === 'pending') return <div className={styles.loading} role="status">Загрузка карты…</div>;
  if (mode === 'yandex') return <YandexMap {...props} apiKey={apiKey!} onFail={onYandexFail} />;
  return <SchematicMap {...props} />;
}
