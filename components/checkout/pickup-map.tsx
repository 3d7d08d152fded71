'use client';
// The pickup shop on a map (spec §2; zoom 17, spec §9). The map itself is the map work's
// ReceivingMap (components/receiving/map/); until that lands here, a box that names the shop.
import type { CheckoutShop } from '@/lib/api/confirm-browser';
import s from './checkout.module.css';

export const PICKUP_MAP_ZOOM = 17;
const HEIGHT = 260;

export function PickupMap({ shop }: { shop: CheckoutShop | null; position: [number, number] | null }) {
  return (
    <div className={s.mapBox} style={{ height: HEIGHT }} data-testid="checkout-map" role="img" aria-label={shop ? `Карта: ${shop.name}, ${shop.address}` : 'Карта магазина'}>
      <span aria-hidden="true">{shop?.name ?? ''}</span>
    </div>
  );
}
