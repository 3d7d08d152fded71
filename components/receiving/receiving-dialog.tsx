'use client';
// The popup 'Способ получения заказа' (spec §2): tabs 'Доставка' and 'Самовывоз', the panel of the
// tab and the map. A native modal <dialog>; it can be closed (button, Escape, backdrop) only once a
// method and a shop are saved (spec §4). Loaded only when opened. Saving writes the store and, when
// the shop changed, re-renders the server's part of the page so prices and stock are that shop's.
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CloseIcon } from '@/components/auth/icons';
import { useSession } from '@/components/auth/session-store';
import type { DeliveryZone, Shop } from '@/contract';
import { popupMustOpen, type ReceivingMethod } from '@/domain/receiving';
import { DEFAULT_MAP_CENTER, MAP_ZOOM } from '@/lib/map/map-mode';
import { receivingApi } from '@/lib/api/receiving-browser';
import { DeliveryPanel } from './delivery-panel';
import { MapArea, type MapAreaProps } from './map-area';
import { PickupPanel } from './pickup-panel';
import { readReceiving, saveReceiving, useReceiving, type ReceivingChoice } from './receiving-store';
import { markZoneChecked } from './receiving-sync';
import s from './receiving.module.css';

/** What the active panel shows on the map: its pin or chosen shop, and what a pick on the map does. */
export type MapView = Pick<MapAreaProps, 'pin' | 'selectedShopId' | 'onPick' | 'onShopClick' | 'center'>;

export type PanelProps = {
  saved: ReceivingChoice;
  shops: Shop[];
  /** saves the choice and closes the popup */
  finish: (next: ReceivingChoice) => void;
  setMapView: (view: MapView) => void;
};

const PHONE = '(max-width: 760px)';
// spec §9's zoom 17 frames a house: the pin's; without a pin the city and its shops
const CITY_ZOOM = 12;

export default function ReceivingDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const saved = useReceiving();
  const session = useSession();
  const closable = !popupMustOpen(saved);
  const [tab, setTab] = useState<ReceivingMethod>(saved.method ?? 'delivery');
  const [data, setData] = useState<{ shops: Shop[]; zones: DeliveryZone[] } | 'failed' | null>(null);
  const [mapView, setMapView] = useState<MapView>({});
  // the map's height: 200 px on top of a phone's sheet, else the dialog's whole height (receiving.module.css)
  const [mapHeight, setMapHeight] = useState(600);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    setMapHeight(window.matchMedia(PHONE).matches ? 200 : Math.min(720, window.innerHeight - 24));
    return () => dialog?.close();
  }, []);

  const load = useCallback(() => {
    setData(null);
    // the zones only draw the map: the popup works without them
    Promise.all([receivingApi.shops(), receivingApi.zones().catch(() => [])])
      .then(([shops, zones]) => setData({ shops, zones }))
      .catch((e: unknown) => {
        console.error('Не удалось загрузить магазины', e);
        setData('failed');
      });
  }, []);
  useEffect(load, [load]);

  const finish = useCallback((next: ReceivingChoice) => {
    markZoneChecked(next);
    if (saveReceiving(next)) router.refresh();
    ref.current?.close();
  }, [router]);

  const tabButton = (t: ReceivingMethod, label: string) => (
    <button
      type="button"
      role="tab"
      id={`receiving-tab-${t}`}
      aria-selected={tab === t}
      aria-controls="receiving-panel"
      tabIndex={tab === t ? 0 : -1}
      className={`${s.tab} ${tab === t ? s.tabActive : ''}`}
      onClick={() => {
        setTab(t);
        setMapView({});
      }}
    >
      {label}
    </button>
  );

  const ready = data !== null && data !== 'failed' ? data : null;
  const mapShops = (ready?.shops ?? []).map((x) => ({ id: x.id, name: x.name, address: x.address, coordinates: x.coordinates }));

  return (
    <dialog
      ref={ref}
      className={s.dialog}
      aria-labelledby="receiving-title"
      onClose={() => {
        // Chrome lets a second Escape without a click close a dialog whatever its cancel handler
        // says: without a saved choice the popup opens again (spec §4: closed only once one is)
        if (popupMustOpen(readReceiving())) ref.current?.showModal();
        else onClose();
      }}
      onCancel={(e) => {
        // Escape: only once a choice is saved (spec §4)
        if (!closable) e.preventDefault();
      }}
      onClick={(e) => {
        if (closable && e.target === ref.current) ref.current.close();
      }}
      data-testid="receiving-dialog"
    >
      <div className={s.layout}>
        <div className={s.side}>
          <div className={s.head}>
            <h2 id="receiving-title" className={s.title}>Способ получения заказа</h2>
            {closable && (
              <button type="button" className={s.close} aria-label="Закрыть" onClick={() => ref.current?.close()}>
                <CloseIcon width={20} height={20} />
              </button>
            )}
          </div>
          <div role="tablist" aria-label="Способ получения" className={s.tabs}>
            {tabButton('delivery', 'Доставка')}
            {tabButton('pickup', 'Самовывоз')}
          </div>
          <div id="receiving-panel" role="tabpanel" aria-labelledby={`receiving-tab-${tab}`} className={s.panel}>
            {data === null && <p className={s.muted} role="status">Загрузка…</p>}
            {data === 'failed' && (
              <div className={s.stack}>
                <p className={s.error} role="alert">Не удалось загрузить магазины.</p>
                <button type="button" className={s.secondary} onClick={load}>Повторить</button>
              </div>
            )}
            {ready && tab === 'pickup' && <PickupPanel saved={saved} shops={ready.shops} finish={finish} setMapView={setMapView} />}
            {ready && tab === 'delivery' && (
              <DeliveryPanel
                saved={saved}
                shops={ready.shops}
                finish={finish}
                setMapView={setMapView}
                session={session}
                toPickup={() => {
                  setTab('pickup');
                  setMapView({});
                }}
              />
            )}
          </div>
        </div>
        <div className={s.map}>
          {/* with the lists it draws; its box keeps its size meanwhile (receiving.module.css) */}
          {ready && <MapArea
            zones={ready.zones}
            shops={mapShops}
            center={mapView.center ?? DEFAULT_MAP_CENTER}
            zoom={mapView.pin ? MAP_ZOOM : CITY_ZOOM}
            height={mapHeight}
            {...mapView}
          />}
        </div>
      </div>
    </dialog>
  );
}
