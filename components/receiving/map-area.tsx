'use client';
// The popup's map area: ReceivingMap (Yandex Maps when keyed, else a drawn schematic
// of the same zones and shops; components/receiving/map/), which loads its code lazily. The popup
// works fully by its lists and the address form whichever drawing shows.
import { ReceivingMap, type ReceivingMapProps } from './map/receiving-map';

export type MapAreaProps = ReceivingMapProps;

export function MapArea(props: MapAreaProps) {
  return (
    <div data-testid="receiving-map">
      <ReceivingMap {...props} />
    </div>
  );
}
