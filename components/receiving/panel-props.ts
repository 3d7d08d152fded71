// What the receiving popup (receiving-dialog.tsx) hands the panel of its tab, and what a panel
// hands back for the map. Its own module: the dialog renders the panels, so they cannot import
// their props from it without a cycle.
import type { Shop } from '@/contract';
import type { MapAreaProps } from './map-area';
import type { ReceivingChoice } from './receiving-store';

/** What the active panel shows on the map: its pin or chosen shop, and what a pick on the map does. */
export type MapView = Pick<MapAreaProps, 'pin' | 'selectedShopId' | 'onPick' | 'onShopClick' | 'center'>;

export type PanelProps = {
  saved: ReceivingChoice;
  shops: Shop[];
  /** saves the choice and closes the popup */
  finish: (next: ReceivingChoice) => void;
  setMapView: (view: MapView) => void;
};
