'use client';
// The receiving popup's map: Yandex Maps when a key is configured and its script loads,
// otherwise a drawn schematic of the same zones and shops (map-view.tsx decides). Loaded lazily, in
// the browser only: no page pays for the map's code until the popup shows it, and its first render
// is a placeholder of the map's height (no layout shift when it arrives).
import dynamic from 'next/dynamic';
import type { ReceivingMapProps } from './types';
import styles from './map.module.css';

export type { LatLon, MapShop, ReceivingMapProps } from './types';

const MapView = dynamic(() => import('./map-view').then((m) => m.MapView), {
  ssr: false,
  loading: () => <div className={styles.placeholder} aria-hidden="true" />,
});

export function ReceivingMap(props: ReceivingMapProps) {
  // the placeholder above has no props: the height is set by this wrapper for both
  return (
    <div className={styles.frame} style={{ height: props.height }}>
      <MapView {...props} />
    </div>
  );
}
