'use client';
// The zone border on Yandex Maps 2.1 with its polygon editor (decision 192), used only when a key is
// set: the edited zone's vertices drag, a new zone is drawn by clicks, and each change comes back as
// the ring (the list of points beside it is rewritten). The other zones are drawn read-only. The
// bindings' loader has no error path (a failed load is an unhandled rejection), so a Yandex failure
// or no map within YANDEX_LOAD_TIMEOUT_MS calls onFail and the card falls back to the schematic map,
// as the receiving popup's map does (components/receiving/map/yandex-map.tsx).
import { Map, Placemark, Polygon, YMaps } from '@pbe/react-yandex-maps';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LatLon } from '@/domain/geo';
import { useYandexFailure } from '@/lib/map/use-yandex-failure';

type Shape = { id: number; name: string; polygon: readonly (readonly LatLon[])[]; current?: boolean; overlaps?: boolean };
type EditablePolygon = {
  editor: { startEditing(): void; startDrawing(): void };
  events: { add(name: string, fn: () => void): void };
  geometry: { getCoordinates(): number[][][] };
};

const MODULES = ['Map', 'Placemark', 'Polygon', 'geoObject.addon.editor'].join(',');
// the bindings need a size in pixels or percent, never auto
const HEIGHT = 400;

export function YandexZoneEditor({ apiKey, shapes, shop, point, onChange, onFail }: {
  apiKey: string; shapes: Shape[]; shop: LatLon; point: LatLon | null; onChange: (ring: LatLon[]) => void; onFail: () => void;
}) {
  const [ready, setReady] = useState(false);
  const fail = useYandexFailure(onFail, ready);
  const changeRef = useRef(onChange);
  useEffect(() => { changeRef.current = onChange; }, [onChange]);

  const current = shapes.find((z) => z.current) ?? null;
  const ringJson = JSON.stringify(current?.polygon[0] ?? []);
  // The editor owns the geometry while dragging: it is rebuilt only when the ring changed from outside
  // (typed points, an imported GeoJSON, another zone picked), not when it echoes the editor's own change.
  const [emitted, setEmitted] = useState('');
  const [seen, setSeen] = useState({ json: ringJson, id: current?.id, generation: 0 });
  if (seen.json !== ringJson || seen.id !== current?.id) {
    setSeen({ json: ringJson, id: current?.id, generation: ringJson === emitted && seen.id === current?.id ? seen.generation : seen.generation + 1 });
  }

  const query = useMemo(() => ({ apikey: apiKey, lang: 'ru_RU' as const, load: MODULES, csp: true }), [apiKey]);
  const centre = current?.polygon[0]?.[0] ?? shop;
  const state = useMemo(() => ({ center: [centre[0], centre[1]], zoom: 12 }), [centre[0], centre[1]]); // eslint-disable-line react-hooks/exhaustive-deps

  const hasRing = (current?.polygon[0]?.length ?? 0) > 0;
  const hasRingRef = useRef(hasRing);
  useEffect(() => { hasRingRef.current = hasRing; }, [hasRing]);
  // stable: a new function each render would detach and attach the editor again
  const attach = useCallback((instance: EditablePolygon | null) => {
    if (!instance) return;
    instance.events.add('geometrychange', () => {
      const [ring = []] = instance.geometry.getCoordinates();
      const points = ring.map(([lat, lon]) => [lat, lon] as LatLon);
      if (points.length > 0 && (points[0][0] !== points[points.length - 1][0] || points[0][1] !== points[points.length - 1][1])) points.push(points[0]);
      setEmitted(JSON.stringify(points));
      changeRef.current(points);
    });
    if (hasRingRef.current) instance.editor.startEditing();
    else instance.editor.startDrawing();
  }, []);

  return (
    <div role="region" aria-label="Карта зон доставки: вершины выбранной зоны можно тянуть, новую зону — рисовать щелчками">
      <YMaps query={query}>
        <Map width="100%" height={HEIGHT} state={state} options={{ suppressMapOpenBlock: true }}
          onLoad={() => setReady(true)} onError={fail}>
          {shapes.filter((z) => !z.current).map((z) => (
            <Polygon key={z.id} geometry={z.polygon} properties={{ hintContent: z.name }}
              options={{ fillColor: z.overlaps ? '#c8282826' : '#7878781f', strokeColor: z.overlaps ? '#b42318' : '#8a8a8a', strokeWidth: 1 }} />
          ))}
          {current && (
            <Polygon key={`${current.id}-${seen.generation}`} defaultGeometry={current.polygon.length ? current.polygon : [[]]}
              properties={{ hintContent: current.name }} instanceRef={attach as never}
              options={{ fillColor: '#2e7d3240', strokeColor: '#2e7d32', strokeWidth: 3 }} />
          )}
          <Placemark geometry={[shop[0], shop[1]]} options={{ preset: 'islands#darkGreenShoppingIcon' }} properties={{ hintContent: 'Магазин' }} />
          {point && <Placemark geometry={[point[0], point[1]]} options={{ preset: 'islands#redDotIcon' }} properties={{ hintContent: 'Проверяемый адрес' }} />}
        </Map>
      </YMaps>
    </div>
  );
}
