'use client';
// The popup 'Способ получения заказа' (spec §2): tabs 'Доставка' and 'Самовывоз', the panel of the
// tab and the map. The site's Modal; it can be closed (button, Escape, backdrop) only once a
// method and a shop are saved (spec §4). Loaded only when opened. Saving writes the store and, when
// the shop changed, re-renders the server's part of the page so prices and stock are that shop's.
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@/components/auth/session-store';
import { Button } from '@/components/ui/button';
import { Modal, ModalHead } from '@/components/ui/modal';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import type { DeliveryZone, Shop } from '@/contract';
import { popupMustOpen, type ReceivingMethod } from '@/domain/receiving';
import { DEFAULT_MAP_CENTER, MAP_ZOOM } from '@/lib/map/map-mode';
import { receivingApi } from '@/lib/api/receiving-browser';
import { DeliveryPanel } from './delivery-panel';
import { MapArea } from './map-area';
import type { MapView } from './panel-props';
import { PickupPanel } from './pickup-panel';
import { saveReceiving, useReceiving, type ReceivingChoice } from './receiving-store';
import { markZoneChecked } from './receiving-sync';
import s from './receiving.module.css';

const PHONE = '(max-width: 760px)';
// spec §9's zoom 17 frames a house: the pin's; without a pin the city and its shops
const CITY_ZOOM = 12;

export default function ReceivingDialog({ onClose }: { onClose: () => void }) {
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
    setMapHeight(window.matchMedia(PHONE).matches ? 200 : Math.min(720, window.innerHeight - 24));
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
    onClose();
  }, [router, onClose]);

  const selectTab = (t: ReceivingMethod) => {
    setTab(t);
    setMapView({});
  };

  const ready = data !== null && data !== 'failed' ? data : null;
  const mapShops = (ready?.shops ?? []).map((x) => ({ id: x.id, name: x.name, address: x.address, coordinates: x.coordinates }));

  return (
    <Modal
      title="Способ получения заказа"
      onClose={onClose}
      dismissible={closable}
      size="lg"
      layout="custom"
      className={s.dialog}
      testId="receiving-dialog"
    >
      <div className={s.layout}>
        <div className={s.side}>
          <ModalHead />
          <Tabs
            id="receiving"
            label="Способ получения"
            tabs={[{ key: 'delivery', label: 'Доставка' }, { key: 'pickup', label: 'Самовывоз' }]}
            selected={tab}
            onSelect={selectTab}
          />
          <TabPanel id="receiving" selected={tab} className={s.panel}>
            {data === null && <p className={s.muted} role="status">Загрузка…</p>}
            {data === 'failed' && (
              <div className={s.stack}>
                <p className={s.error} role="alert">Не удалось загрузить магазины.</p>
                <Button variant="secondary" size="lg" onClick={load}>Повторить</Button>
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
                toPickup={() => selectTab('pickup')}
              />
            )}
          </TabPanel>
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
    </Modal>
  );
}
