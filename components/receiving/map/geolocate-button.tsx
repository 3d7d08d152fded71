'use client';
// The address form's geolocation button (storefront spec §2, §8, §9): asks the browser for the
// shopper's position and hands it to the form, which moves the pin there (and geocodes it back,
// debounced by the caller). While the browser has geolocation blocked for this site, the button's
// title and name say so ('Определение местоположения отключено в настройках браузера'); a browser
// without geolocation logs a console message (spec §8). When the browser allows it but cannot tell
// the position (no fix, a time-out), the spec's fallback centre is handed over instead, marked
// 'fallback' so the form can centre the map there without claiming it is the shopper's address.
// A refusal hands over nothing: the shopper said no, and a pin in another city would mislead.
import { useEffect, useState } from 'react';
import { GEOLOCATION_FALLBACK } from '@/lib/map/map-mode';
import type { LatLon } from './types';
import styles from './map.module.css';

export type GeolocationSource = 'device' | 'fallback';
type Status = 'idle' | 'busy' | 'denied' | 'unsupported';

const TITLES: Record<Status, string> = {
  idle: 'Определить моё местоположение',
  busy: 'Определяем местоположение…',
  denied: 'Определение местоположения отключено в настройках браузера',
  unsupported: 'Браузер не поддерживает определение местоположения',
};

const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };
/** GeolocationPositionError.PERMISSION_DENIED (the constant is not on the error in every browser). */
const PERMISSION_DENIED = 1;

export function GeolocateButton({ onPosition, className }: {
  onPosition: (coords: LatLon, source: GeolocationSource) => void;
  className?: string;
}) {
  const [status, setStatus] = useState<Status>('idle');

  // learn a block before the first click where the browser tells (Permissions API), and follow changes
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let live = true;
    let perm: PermissionStatus | null = null;
    const apply = () => live && perm && setStatus((s) => (perm!.state === 'denied' ? 'denied' : s === 'denied' ? 'idle' : s));
    navigator.permissions?.query({ name: 'geolocation' })
      .then((p) => {
        perm = p;
        apply();
        p.addEventListener('change', apply);
      })
      .catch(() => undefined); // not every browser can be asked: the first refusal tells then
    return () => {
      live = false;
      perm?.removeEventListener('change', apply);
    };
  }, []);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setStatus('unsupported');
      console.info('Геолокация не поддерживается этим браузером: адрес можно указать на карте или в форме.');
      return;
    }
    setStatus('busy');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setStatus('idle');
        onPosition([p.coords.latitude, p.coords.longitude], 'device');
      },
      (err) => {
        if (err.code === PERMISSION_DENIED) {
          setStatus('denied');
          return;
        }
        setStatus('idle');
        onPosition([...GEOLOCATION_FALLBACK], 'fallback');
      },
      OPTIONS,
    );
  };

  const title = TITLES[status];
  return (
    <button
      type="button"
      className={className ? `${styles.geolocate} ${className}` : styles.geolocate}
      title={title}
      aria-label={title}
      aria-busy={status === 'busy'}
      aria-disabled={status === 'denied' || status === 'unsupported'}
      onClick={locate}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="7" />
        <circle cx="12" cy="12" r="2.5" fill="currentColor" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
      </svg>
    </button>
  );
}
