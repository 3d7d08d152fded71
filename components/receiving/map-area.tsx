'use client';
// The popup's map area. The map itself (Yandex Maps when keyed, a drawn schematic otherwise) is the
// map task's `ReceivingMap` (components/receiving/map/); until it lands this box of the same size
// holds its place, and the popup works fully by its lists and the address form.
import type { DeliveryZone } from '@/contract/zones';
import s from './receiving.module.css';

export type MapShop = { id: number; name: string; address: string; coordinates: [number, number] };

export type MapAreaProps = {
  zones: DeliveryZone[];
  shops: MapShop[];
  selectedShopId?: number | null;
  pin?: [number, number] | null;
  onPick?: (coords: [number, number], how: 'drag' | 'click') => void;
  onShopClick?: (shopId: number) => void;
  center?: [number, number];
  zoom?: number;
  height: number;
};

export function MapArea({ height }: MapAreaProps) {
  return (
    <div className={s.mapPlaceholder} style={{ height }} data-testid="receiving-map">
      <span>Карта</span>
    </div>
  );
}
