// The receiving map's props (docs: team map, "map → receiving/checkout"), shared by its two drawings.
import type { DeliveryZone } from '@/contract/zones';

export type LatLon = [number, number];

/** A shop as the map needs it: a purpose-built shape, not the API's whole Shop. */
export type MapShop = { id: number; name: string; address: string; coordinates: LatLon };

export type ReceivingMapProps = {
  zones: DeliveryZone[];
  shops: MapShop[];
  selectedShopId?: number | null;
  pin?: LatLon | null;
  /** A pin the shopper dragged ('drag', also arrow keys on the schematic) or a map click ('click'); the caller debounces (spec §9: 500 and 2500 ms). */
  onPick?: (coords: LatLon, how: 'drag' | 'click') => void;
  onShopClick?: (shopId: number) => void;
  /** Default: storefront spec §9, about 51.73, 36.19. */
  center?: LatLon;
  /** Default: storefront spec §9, 17 (Yandex Maps; the schematic fits its zones instead). */
  zoom?: number;
  /** CSS pixels; Yandex Maps needs an explicit size. The width is the container's. */
  height: number;
  /**
   * Optional, for tests and pages that know it: the Yandex Maps key (null: the schematic at once).
   * Undefined (the default): asked of GET /api/map-config when the map first opens.
   */
  apiKey?: string | null;
};
