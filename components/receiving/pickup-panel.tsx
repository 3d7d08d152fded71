'use client';
// The pickup tab (spec §2): the regions, then the chosen region's shops ('name, address', the
// distance from the shopper when the browser gives a position, nearest first), the region as a
// header that goes back, and 'Подтвердить', enabled once a shop other than the saved one is chosen.
// Shops that do not accept orders or give out no orders are listed with the reason, not choosable.
import { useEffect, useState } from 'react';
import { ChevronIcon } from '@/components/layout/icons';
import { Button } from '@/components/ui/button';
import type { LatLon } from '@/domain/geo';
import { canSubmit, formatDistance, pickupList, pickupUnavailable, regionsOf, type Choice } from '@/domain/receiving';
import type { PanelProps } from './panel-props';
import s from './receiving.module.css';

export function PickupPanel({ saved, shops, finish, setMapView }: PanelProps) {
  const savedShop = shops.find((x) => x.id === saved.shopId) ?? null;
  const [regionId, setRegionId] = useState<number | null>(savedShop?.region.id ?? null);
  const [shopId, setShopId] = useState<number | null>(saved.method === 'pickup' ? saved.shopId : null);
  const [position, setPosition] = useState<LatLon | null>(null);
  const regions = regionsOf(shops);
  const region = regions.find((r) => r.id === regionId) ?? null;
  const list = region ? pickupList(shops, region.id, position) : [];

  // the distances: asked once the shopper looks at a region's shops
  const listing = region !== null;
  useEffect(() => {
    if (!listing) return;
    if (!('geolocation' in navigator)) {
      console.info('Браузер не поддерживает определение местоположения');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => setPosition([p.coords.latitude, p.coords.longitude]),
      () => setPosition(null),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  }, [listing]);

  useEffect(() => {
    setMapView({
      selectedShopId: shopId,
      center: shops.find((x) => x.id === shopId)?.coordinates ?? shops.find((x) => x.region.id === regionId)?.coordinates,
      onShopClick: (id) => {
        const shop = shops.find((x) => x.id === id);
        if (!shop || pickupUnavailable(shop)) return;
        setRegionId(shop.region.id);
        setShopId(id);
      },
    });
  }, [shopId, regionId, shops, setMapView]);

  const draft: Choice = { method: 'pickup', shopId, address: null };
  const chosen = shops.find((x) => x.id === shopId) ?? null;
  const submit = () => {
    if (!chosen) return;
    finish({ method: 'pickup', shopId: chosen.id, address: null, ownerId: null, shopAddress: chosen.address, zonePrice: null });
  };

  if (!region) {
    return (
      <div className={s.stack}>
        <p className={s.lead}>Выберите город</p>
        <ul className={s.list} aria-label="Регионы">
          {regions.map((r) => (
            <li key={r.id}>
              <button type="button" className={s.row} onClick={() => setRegionId(r.id)}>
                <span className={s.rowMain}>{r.name}</span>
                <ChevronIcon className={s.rowChevron} width={18} height={18} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className={s.stack}>
      <button type="button" className={s.back} onClick={() => setRegionId(null)} aria-label={`${region.name}: к списку городов`}>
        <ChevronIcon className={s.backIcon} width={18} height={18} />
        <span>{region.name}</span>
      </button>
      <fieldset className={s.choices}>
        <legend className="visually-hidden">Магазины: {region.name}</legend>
        {list.map((shop) => {
          const reason = pickupUnavailable(shop);
          return (
            <label key={shop.id} className={`${s.choice} ${reason ? s.choiceOff : ''}`} data-testid="pickup-shop">
              <input
                type="radio"
                name="pickup-shop"
                value={shop.id}
                checked={shopId === shop.id}
                disabled={reason !== null}
                onChange={() => setShopId(shop.id)}
              />
              <span className={s.choiceText}>
                <span>{shop.name}, {shop.address}</span>
                {shop.distanceKm !== null && <span className={s.distance}>{formatDistance(shop.distanceKm)}</span>}
                {reason && <span className={s.reason}>{reason}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
      <Button size="lg" disabled={!canSubmit(saved, draft)} onClick={submit}>Подтвердить</Button>
    </div>
  );
}
