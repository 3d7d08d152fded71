'use client';
// The pickup shop on a map (spec §2; zoom 17, spec §9): ReceivingMap (Yandex Maps
// with a key, its schematic without), centred on the shop with the shop selected. It loads its code
// lazily itself, so the checkout's first load does not carry it.
import { ReceivingMap } from '@/components/receiving/map/receiving-map';
import type { CheckoutShop } from '@/lib/api/confirm-browser';
import s from './checkout.module.css';

export const PICKUP_MAP_ZOOM = 17;
const HEIGHT = 260;

export function PickupMap({ shop }: { shop: CheckoutShop | null }) {
  if (!shop) return <div className={s.mapBox} style={{ height: HEIGHT }} aria-hidden="true" />;
  return (
    <div className={s.map} data-testid="checkout-map">
      <ReceivingMap
        zones={[]}
        shops={[{ id: shop.id, name: shop.name, address: shop.address, coordinates: shop.coordinates }]}
        selectedShopId={shop.id}
        center={shop.coordinates}
        zoom={PICKUP_MAP_ZOOM}
        height={HEIGHT}
      />
    </div>
  );
}
