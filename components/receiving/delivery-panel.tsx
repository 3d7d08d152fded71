'use client';
// The delivery tab (spec §2, §4 "Delivery-address choice", "Delivery-method screen modes"): the
// signed-in customer's saved addresses and a guest's temporary one, each 'Доставка по адресу:', and
// 'Добавить новый адрес'; or the address form (a chunk of its own: it carries the zod schema).
// Picking an address without coordinates edits it; otherwise its zone is checked: a serving shop
// makes it the draft, none marks it 'Доставка недоступна.'.
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { SessionState } from '@/components/auth/session-store';
import { Button } from '@/components/ui/button';
import type { DeliveryAddress } from '@/contract';
import { addressLine } from '@/domain/address';
import { ADDRESS_TEXT, canSubmit, deliveryStartMode, HEADER_TEXT, sameAddress, type Choice } from '@/domain/receiving';
import { receivingApi } from '@/lib/api/receiving-browser';
import type { ChosenAddress } from './receiving-store';
import type { PanelProps } from './panel-props';
import { readTemporaryAddress } from './temporary-address';
import s from './receiving.module.css';

const AddressForm = dynamic(() => import('./address-form'), {
  ssr: false,
  loading: () => <p className={s.muted} role="status">Загрузка…</p>,
});

type Entry = { key: string; address: ChosenAddress | (Omit<ChosenAddress, 'coordinates'> & { coordinates: null }) };
type Selected = { key: string; address: ChosenAddress; shopId: number; price: number };
type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; entry: Entry };

const fromSaved = (a: DeliveryAddress): Entry['address'] => ({
  id: a.id, city: a.city, street: a.street, house: a.house, flat: a.flat, entrance: a.entrance, floor: a.floor,
  code: a.code, isPrivateHouse: a.isPrivateHouse, coordinates: a.coordinates, region: a.region,
});

export function DeliveryPanel({ saved, shops, finish, setMapView, session, toPickup }: PanelProps & { session: SessionState; toPickup: () => void }) {
  const user = session.status === 'ready' ? session.user : undefined;
  const [addresses, setAddresses] = useState<DeliveryAddress[] | 'failed' | null>(null);
  const [temporary] = useState(readTemporaryAddress);
  const [mode, setMode] = useState<Mode | null>(null);
  const [selected, setSelected] = useState<Selected | null>(() => (
    saved.method === 'delivery' && saved.address && saved.shopId !== null
      ? { key: saved.address.id !== null ? `saved:${saved.address.id}` : 'temporary', address: saved.address, shopId: saved.shopId, price: saved.zonePrice ?? 0 }
      : null
  ));
  const [checking, setChecking] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState<Set<string>>(new Set());
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (user === undefined) return;
    if (user === null) {
      setAddresses([]);
      return;
    }
    let live = true;
    receivingApi.addresses(user.id).then(
      (list) => { if (live) setAddresses(list); },
      (e: unknown) => {
        console.error('Не удалось загрузить адреса', e);
        if (live) setAddresses('failed');
      },
    );
    return () => { live = false; };
  }, [user]);

  const entries: Entry[] = [
    ...(Array.isArray(addresses) ? addresses.map((a) => ({ key: `saved:${a.id}`, address: fromSaved(a) })) : []),
    ...(temporary ? [{ key: 'temporary', address: temporary }] : []),
  ];
  const loaded = Array.isArray(addresses) || addresses === 'failed';
  const current: Mode = mode ?? (loaded ? { kind: deliveryStartMode(entries.length, false) } : { kind: 'list' });

  useEffect(() => {
    if (current.kind !== 'list') return;
    setMapView({ pin: selected?.address.coordinates ?? null, selectedShopId: selected?.shopId ?? null, center: selected?.address.coordinates });
  }, [current.kind, selected, setMapView]);

  const pick = async (entry: Entry) => {
    if (!entry.address.coordinates) {
      setMode({ kind: 'edit', entry });
      return;
    }
    const address = entry.address as ChosenAddress;
    setChecking(entry.key);
    try {
      const zones = await receivingApi.zonesAt(address.coordinates, saved.shopId);
      const best = zones[0];
      if (best) {
        setSelected({ key: entry.key, address, shopId: best.shopId, price: best.price });
        setUnavailable((u) => { const n = new Set(u); n.delete(entry.key); return n; });
      } else {
        setUnavailable((u) => new Set(u).add(entry.key));
        if (selected?.key === entry.key) setSelected(null);
      }
    } catch (e) {
      // spec §8: a failed zone check marks delivery unavailable
      console.warn('Не удалось проверить зону доставки', e);
      setUnavailable((u) => new Set(u).add(entry.key));
    } finally {
      setChecking(null);
    }
  };

  const done = (address: ChosenAddress, shopId: number, price: number) => finish({
    method: 'delivery', shopId, address, ownerId: address.id !== null && user ? user.id : null, shopAddress: null, zonePrice: price,
  });

  if (!loaded) return <p className={s.muted} role="status">Загрузка…</p>;

  if (current.kind !== 'list') {
    const editing = current.kind === 'edit' ? current.entry.address : null;
    return (
      <AddressForm
        key={current.kind === 'edit' ? current.entry.key : 'new'}
        initial={editing}
        customerId={user?.id ?? null}
        savedShopId={saved.shopId}
        savedAddress={saved.method === 'delivery' ? saved.address : null}
        shops={shops}
        setMapView={setMapView}
        toPickup={toPickup}
        onBack={entries.length > 0 ? () => setMode({ kind: 'list' }) : null}
        onDone={done}
      />
    );
  }

  const draft: Choice = selected ? { method: 'delivery', shopId: selected.shopId, address: selected.address } : { method: 'delivery', shopId: null, address: null };
  const confirm = async () => {
    if (!selected) return;
    setSubmitting(true);
    // the chosen saved address becomes the customer's main one; the choice stands even if that fails
    if (selected.address.id !== null && user) await receivingApi.makeCurrent(selected.address.id).catch((e: unknown) => console.warn(e));
    setSubmitting(false);
    done(selected.address, selected.shopId, selected.price);
  };

  return (
    <div className={s.stack}>
      {addresses === 'failed' && <p className={s.error} role="alert">Не удалось загрузить сохранённые адреса.</p>}
      <ul className={s.list} aria-label="Адреса доставки">
        {entries.map((entry) => {
          const isSelected = selected !== null && selected.key === entry.key && sameAddress(selected.address, entry.address as ChosenAddress);
          return (
            <li key={entry.key} className={s.addressItem}>
              <button
                type="button"
                className={`${s.row} ${isSelected ? s.rowSelected : ''}`}
                aria-pressed={isSelected}
                onClick={() => void pick(entry)}
                disabled={checking !== null}
                data-testid="delivery-address"
              >
                <span className={s.rowMain}>
                  <span className={s.rowLabel}>{HEADER_TEXT.delivery}</span>
                  <span>{addressLine(entry.address)}</span>
                  {checking === entry.key && <span className={s.muted}>{ADDRESS_TEXT.looking}</span>}
                  {unavailable.has(entry.key) && <span className={s.reason}>{ADDRESS_TEXT.unavailable}</span>}
                </span>
              </button>
              <Button variant="link" size="sm" onClick={() => setMode({ kind: 'edit', entry })}>Изменить</Button>
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" size="lg" onClick={() => setMode({ kind: 'new' })}>Добавить новый адрес</Button>
      <Button size="lg" disabled={submitting || !canSubmit(saved, draft)} onClick={() => void confirm()}>Подтвердить</Button>
    </div>
  );
}
