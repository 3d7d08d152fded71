'use client';
// The delivery address form (spec §2, §5, §8, §9). The fields follow the API's zod schema through
// its pure twin domain/address-form.ts (tested to agree; no zod in the browser) and the auth forms'
// resolver; a private house hides and nulls flat, entrance, floor and code. The address
// is looked up as it is typed: once complete (city ≥ 4, street ≥ 3, house ≥ 1 characters) and 1500 ms
// after the last keystroke, the geocoder gives its point; a pin dragged (500 ms) or a map click
// (2500 ms) gives the address of that point. Each point is checked against the delivery zones: the
// serving shop and its zone price, or 'Извините, мы не доставляем по этому адресу :('. Signed-in
// Street and house offer the geocoder's suggestions as they are typed (a combobox, 250 ms after the
// last keystroke): 'рад' offers 'ул. Радищева', whose houses the house field then offers. Signed-in
// customers save the address to their profile ('Сохранить в профиле', remembered, on by default);
// everyone else keeps it as the temporary address.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import type { AddressSuggestion, Shop } from '@/contract';
import { rulesResolver } from '@/components/auth/resolver';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Checkbox, TextField as Input } from '@/components/ui/field';
import { addressFormOutput, validateAddressForm, type AddressFormValues } from '@/domain/address-form';
import { MESSAGES } from '@/domain/auth-forms';
import { ADDRESS_TEXT, DEBOUNCE_MS, lookupAllowsSubmit, lookupStart, type Lookup } from '@/domain/receiving';
import { DEFAULT_MAP_CENTER } from '@/lib/map/map-mode';
import { AddressRefused, receivingApi } from '@/lib/api/receiving-browser';
import { GeolocateButton } from './map/geolocate-button';
import type { MapView } from './panel-props';
import type { ChosenAddress } from './receiving-store';
import { readSaveToProfile, saveTemporaryAddress, writeSaveToProfile } from './temporary-address';
import s from './receiving.module.css';

type Initial = Omit<ChosenAddress, 'coordinates'> & { coordinates: [number, number] | null };

type Props = {
  initial: Initial | null;
  customerId: number | null;
  savedShopId: number | null;
  savedAddress: ChosenAddress | null;
  shops: Shop[];
  setMapView: (v: MapView) => void;
  toPickup: () => void;
  onBack: (() => void) | null;
  onDone: (address: ChosenAddress, shopId: number, price: number) => void;
};

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
const FIELDS: (keyof AddressFormValues)[] = ['city', 'street', 'house', 'flat', 'entrance', 'floor', 'code', 'isPrivateHouse'];
/** Letters of a street typed before it is worth suggesting: one letter matches half the streets of a city. */
const SUGGEST_FROM = 2;
type Suggested = { field: 'street' | 'house'; items: AddressSuggestion[] };
const NONE: Suggested = { field: 'street', items: [] };
const NO_OPTIONS: string[] = [];

const partsKey = (a: { city: string; street: string; house: string }) => [a.city, a.street, a.house].map((p) => p.trim().toLowerCase()).join('|');

export default function AddressForm({ initial, customerId, savedShopId, shops, setMapView, toPickup, onBack, onDone }: Props) {
  const { register, control, handleSubmit, setValue, setFocus, setError, clearErrors, formState } = useForm<AddressFormValues>({
    resolver: rulesResolver(validateAddressForm),
    mode: 'onTouched',
    defaultValues: {
      city: initial?.city ?? '', street: initial?.street ?? '', house: initial?.house ?? '',
      flat: text(initial?.flat), entrance: text(initial?.entrance), floor: text(initial?.floor), code: text(initial?.code),
      isPrivateHouse: initial?.isPrivateHouse ?? false,
    },
  });
  const [city, street, house, isPrivateHouse] = useWatch({ control, name: ['city', 'street', 'house', 'isPrivateHouse'] });
  const [pin, setPin] = useState<[number, number] | null>(initial?.coordinates ?? null);
  const [region, setRegion] = useState<string | null>(initial?.region ?? null);
  const [lookup, setLookup] = useState<Lookup>(() => lookupStart({ city, street, house }, initial?.coordinates != null));
  const [saveToProfile, setSaveToProfile] = useState(() => (customerId !== null ? readSaveToProfile() : false));
  const [banner, setBanner] = useState<string | null>(null);
  const { errors, isSubmitting, isDirty } = formState;
  // the answer of the latest lookup only: an older one arriving late is dropped
  const seq = useRef(0);
  // the parts the pin's reverse lookup wrote: typing nothing new asks nothing again
  const fromPin = useRef<string | null>(initial?.coordinates ? partsKey({ city, street, house }) : null);
  const pinTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // the field being typed in, and what the geocoder suggests for it
  const [typing, setTyping] = useState<'street' | 'house' | null>(null);
  const [suggested, setSuggested] = useState<Suggested>(NONE);
  // the value just chosen from the list: not suggested again until it is edited
  const chosen = useRef<string | null>(null);

  useEffect(() => {
    const value = typing === 'street' ? street : house;
    if (!typing || value === chosen.current || city.trim() === '' || street.trim().length < SUGGEST_FROM) {
      setSuggested(NONE);
      return;
    }
    chosen.current = null;
    let live = true;
    const field = typing;
    const timer = setTimeout(async () => {
      try {
        const items = await receivingApi.suggest({ city: city.trim(), street: street.trim(), ...(field === 'house' ? { house: house.trim() } : {}) });
        if (live) setSuggested({ field, items });
      } catch (e) {
        // suggestions only help: without them the shopper types the address whole
        console.warn('Не удалось получить подсказки адреса', e);
        if (live) setSuggested(NONE);
      }
    }, DEBOUNCE_MS.suggest);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typing, city, street, house]);

  const choose = (field: 'street' | 'house', i: number) => {
    const picked = suggested.items[i];
    if (!picked) return;
    const value = field === 'street' ? picked.street : picked.house ?? '';
    chosen.current = value;
    setValue(field, value, { shouldDirty: true, shouldValidate: true });
    setSuggested(NONE);
    // a street chosen: its houses next
    if (field === 'street') setFocus('house');
  };
  // one list per answer (the combobox opens on a new list), none when it only repeats the value
  const options = useMemo(() => {
    const labels = suggested.items.map((x) => (suggested.field === 'street' ? x.street : x.house ?? ''));
    const value = suggested.field === 'street' ? street : house;
    return labels.length === 1 && labels[0] === value.trim() ? NO_OPTIONS : labels;
  }, [suggested, street, house]);
  const optionsFor = (field: 'street' | 'house') => (suggested.field === field ? options : NO_OPTIONS);

  const checkZone = useCallback(async (point: [number, number], id: number) => {
    try {
      const zones = await receivingApi.zonesAt(point, savedShopId);
      if (id !== seq.current) return;
      const best = zones[0];
      setLookup(best ? { state: 'inside', coordinates: point, shopId: best.shopId, price: best.price } : { state: 'outside', coordinates: point });
    } catch (e) {
      console.warn('Не удалось проверить зону доставки', e);
      if (id === seq.current) setLookup({ state: 'failed' });
    }
  }, [savedShopId]);

  // an address being edited that already has its point: only the zone check
  useEffect(() => {
    if (initial?.coordinates) void checkZone(initial.coordinates, ++seq.current);
    // once, for the address the form opened with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // address → point, 1500 ms after the last keystroke
  useEffect(() => {
    const parts = { city, street, house };
    if (fromPin.current === partsKey(parts)) return;
    fromPin.current = null;
    const start = lookupStart(parts, false);
    const id = ++seq.current;
    setLookup(start);
    if (start.state === 'incomplete') return;
    const timer = setTimeout(async () => {
      try {
        const found = await receivingApi.forward(city.trim(), street.trim(), house.trim());
        if (id !== seq.current) return;
        if (!found) {
          setLookup({ state: 'not-found' });
          return;
        }
        setPin(found.coordinates);
        setRegion(found.region);
        await checkZone(found.coordinates, id);
      } catch (e) {
        console.warn('Не удалось определить адрес', e);
        if (id === seq.current) setLookup({ state: 'failed' });
      }
    }, DEBOUNCE_MS.addressLookup);
    return () => clearTimeout(timer);
  }, [city, street, house, checkZone]);

  // point → address: the pin dragged (500 ms) or the map clicked (2500 ms)
  const onPick = useCallback((point: [number, number], how: 'drag' | 'click') => {
    setPin(point);
    clearTimeout(pinTimer.current);
    const id = ++seq.current;
    setLookup({ state: 'looking' });
    pinTimer.current = setTimeout(async () => {
      try {
        const found = await receivingApi.reverse(point);
        if (id !== seq.current) return;
        if (!found) {
          setLookup({ state: 'not-found' });
          return;
        }
        fromPin.current = partsKey(found);
        for (const name of ['city', 'street', 'house'] as const) setValue(name, found[name], { shouldDirty: true, shouldValidate: true });
        setRegion(found.region);
        await checkZone(point, id);
      } catch (e) {
        console.warn('Не удалось определить адрес', e);
        if (id === seq.current) setLookup({ state: 'failed' });
      }
    }, how === 'drag' ? DEBOUNCE_MS.pinDrag : DEBOUNCE_MS.mapClick);
  }, [setValue, checkZone]);
  useEffect(() => () => clearTimeout(pinTimer.current), []);

  const [centre, setCentre] = useState<[number, number] | null>(null);
  useEffect(() => {
    setMapView({
      pin,
      center: pin ?? centre ?? DEFAULT_MAP_CENTER,
      onPick,
      selectedShopId: lookup.state === 'inside' ? lookup.shopId : null,
    });
  }, [pin, centre, onPick, lookup, setMapView]);

  useEffect(() => {
    // a private house has none of these (spec §5): hidden, and sent as null
    if (!isPrivateHouse) return;
    for (const name of ['flat', 'entrance', 'floor', 'code'] as const) setValue(name, '');
    clearErrors(['flat', 'entrance', 'floor', 'code']);
  }, [isPrivateHouse, setValue, clearErrors]);

  const submit = handleSubmit(async (v) => {
    if (lookup.state !== 'inside') return;
    setBanner(null);
    const coordinates = lookup.coordinates as [number, number];
    const input = { ...addressFormOutput(v), coordinates, region };
    let address: ChosenAddress;
    if (customerId !== null && saveToProfile) {
      try {
        const out = initial?.id != null
          ? await receivingApi.updateAddress(initial.id, input)
          : await receivingApi.createAddress({ ...input, isCurrent: true });
        address = { ...input, id: out.id, coordinates: out.coordinates ?? coordinates, region: out.region };
      } catch (e) {
        if (e instanceof AddressRefused && e.violations.length) {
          // spec §8: each violation to its field
          for (const violation of e.violations) {
            const name = violation.propertyPath as keyof AddressFormValues;
            if (FIELDS.includes(name)) setError(name as Path<AddressFormValues>, { type: 'server', message: violation.message });
          }
          setBanner(MESSAGES.formHasErrors);
        } else {
          setBanner(e instanceof AddressRefused && e.description ? e.description : 'Не удалось сохранить адрес. Повторите попытку.');
          console.error('Адрес не сохранён', e);
        }
        return;
      }
    } else {
      address = { ...input, id: null };
      saveTemporaryAddress(address);
    }
    onDone(address, lookup.shopId, lookup.price);
  });

  const hasErrors = Object.keys(errors).length > 0;
  const shop = lookup.state === 'inside' ? shops.find((x) => x.id === lookup.shopId) : undefined;

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="Адрес доставки">
      {onBack && <Button variant="link" size="sm" className={s.start} onClick={onBack}>К списку адресов</Button>}
      {banner && <p className={s.error} role="alert">{banner}</p>}
      <Input label="Город" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
      <Combobox
        label="Улица"
        listLabel="Улицы"
        error={errors.street?.message}
        options={optionsFor('street')}
        onChoose={(i) => choose('street', i)}
        onFocus={() => setTyping('street')}
        {...register('street', { onBlur: () => setTyping(null) })}
      />
      <div className={s.grid2}>
        <Combobox
          label="Дом"
          listLabel="Дома"
          error={errors.house?.message}
          options={optionsFor('house')}
          onChoose={(i) => choose('house', i)}
          onFocus={() => setTyping('house')}
          {...register('house', { onBlur: () => setTyping(null) })}
        />
        {!isPrivateHouse && <Input label="Квартира" inputMode="numeric" error={errors.flat?.message} {...register('flat')} />}
      </div>
      {!isPrivateHouse && (
        <div className={s.grid3}>
          <Input label="Подъезд" inputMode="numeric" error={errors.entrance?.message} {...register('entrance')} />
          <Input label="Этаж" inputMode="numeric" error={errors.floor?.message} {...register('floor')} />
          <Input label="Домофон" error={errors.code?.message} {...register('code')} />
        </div>
      )}
      <div className={s.checkRow}>
        <Checkbox label="Частный дом" {...register('isPrivateHouse')} />
        <GeolocateButton
          onPosition={(coords, source) => {
            // the shopper's own position: the pin goes there and is read back as an address;
            // the fallback centre only moves the map (it is not the shopper's address)
            if (source === 'device') onPick(coords, 'drag');
            else setCentre(coords);
          }}
        />
      </div>
      {customerId !== null && (
        <Checkbox
          label="Сохранить в профиле"
          checked={saveToProfile}
          onChange={(e) => {
            setSaveToProfile(e.target.checked);
            writeSaveToProfile(e.target.checked);
          }}
        />
      )}
      <div className={s.status} role="status" aria-live="polite" data-testid="address-status">
        {lookup.state === 'incomplete' && <p className={s.muted}>{ADDRESS_TEXT.incomplete}</p>}
        {lookup.state === 'looking' && <p className={s.muted}>{ADDRESS_TEXT.looking}</p>}
        {lookup.state === 'not-found' && <p className={s.error}>{ADDRESS_TEXT.notFound}</p>}
        {lookup.state === 'failed' && <p className={s.error}>{ADDRESS_TEXT.unavailable}</p>}
        {lookup.state === 'outside' && (
          <>
            <p className={s.error}>{ADDRESS_TEXT.outside}</p>
            <Button variant="link" size="sm" className={s.start} onClick={toPickup}>{ADDRESS_TEXT.offerPickup}</Button>
          </>
        )}
        {lookup.state === 'inside' && (
          <p className={s.ok}>
            Доставляем{shop ? ` из магазина «${shop.name}»` : ''}
            {lookup.price > 0 ? `, стоимость зоны доставки ${lookup.price} ₽` : ''}.
          </p>
        )}
      </div>
      {!hasErrors && (
        <Button
          type="submit"
          size="lg"
          loading={isSubmitting}
          loadingText="Сохраняем…"
          disabled={!lookupAllowsSubmit(lookup) || (!isDirty && initial?.coordinates != null && pin === initial.coordinates)}
        >
          Подтвердить
        </Button>
      )}
    </form>
  );
}
