'use client';
// The receiving map on Yandex Maps 2.1 through @pbe/react-yandex-maps: zones as polygons,
// shops as placemarks, a draggable pin. Rendered only once map-view.tsx's own load of the script
// succeeded: the bindings' loader has no error path (a failed load is an unhandled rejection in each
// component), so a failure is first caught there and the schematic drawn. The bindings then load
// the API again for their own context; should that still fail, or not answer in time, onFail
// switches to the schematic and the rejections are marked handled.
import { Map, Placemark, Polygon, YMaps } from '@pbe/react-yandex-maps';
import { useMemo, useState } from 'react';
import { DEFAULT_MAP_CENTER, MAP_ZOOM, YANDEX_MODULES } from '@/lib/map/map-mode';
import { useYandexFailure } from '@/lib/map/use-yandex-failure';
import type { LatLon, ReceivingMapProps } from './types';

type YEvent = { get(name: string): unknown };
type Draggable = { geometry: { getCoordinates(): number[] } };

export function YandexMap({
  zones, shops, selectedShopId = null, pin = null, onPick, onShopClick, center, zoom = MAP_ZOOM, height, apiKey, onFail,
}: ReceivingMapProps & { apiKey: string; onFail: () => void }) {
  const [ready, setReady] = useState(false);
  const fail = useYandexFailure(onFail, ready);

  const query = useMemo(() => ({ apikey: apiKey, lang: 'ru_RU' as const, load: YANDEX_MODULES, csp: true }), [apiKey]);
  const at = center ?? pin ?? DEFAULT_MAP_CENTER;
  // a new state object moves the map: only when the centre or zoom really change, not every render
  const state = useMemo(() => ({ center: [at[0], at[1]], zoom }), [at[0], at[1], zoom]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <YMaps query={query}>
      <Map
        width="100%"
        height={height}
        state={state}
        options={{ suppressMapOpenBlock: true, yandexMapDisablePoiInteractivity: true }}
        onLoad={() => setReady(true)}
        onError={fail}
        onClick={(e: YEvent) => onPick?.(e.get('coords') as LatLon, 'click')}
      >
        {zones.map((z) => (
          <Polygon
            key={z.id}
            geometry={z.polygon}
            properties={{ hintContent: `Зона доставки «${z.name}»` }}
            options={{
              fillColor: z.shopId === selectedShopId ? '#1f9b4f55' : '#1f9b4f22',
              strokeColor: '#137a3a',
              strokeWidth: z.shopId === selectedShopId ? 3 : 2,
              // clicks go through to the map: a click inside a zone places the pin there
              interactivityModel: 'default#transparent',
            }}
          />
        ))}
        {shops.map((s) => (
          <Placemark
            key={s.id}
            geometry={s.coordinates}
            properties={{ hintContent: `${s.name}, ${s.address}`, iconCaption: s.id === selectedShopId ? s.name : undefined }}
            options={{ preset: s.id === selectedShopId ? 'islands#darkGreenShoppingIcon' : 'islands#greenShoppingIcon' }}
            onClick={() => onShopClick?.(s.id)}
          />
        ))}
        {pin && (
          <Placemark
            geometry={pin}
            options={{ preset: 'islands#redDotIcon', draggable: Boolean(onPick) }}
            onDragEnd={(e: YEvent) => {
              const coords = (e.get('target') as Draggable).geometry.getCoordinates();
              onPick?.([coords[0], coords[1]], 'drag');
            }}
          />
        )}
      </Map>
    </YMaps>
  );
}
