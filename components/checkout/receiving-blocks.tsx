'use client';
// Where the order is received (spec §2 "Checkout blocks"): the pickup shop's address with its map
// and the distance to it, or the delivery address (read-only: it is changed in the header's
// receiving popup) with the recipient's name and phone.
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PhoneField } from '@/components/auth/fields';
import type { ChosenAddress } from '@/components/receiving/receiving-store';
import { fieldLabelClass, TextField } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { addressLine } from '@/domain/address';
import type { CheckoutFormContext, CheckoutFormValues } from '@/domain/checkout';
import { distanceKm } from '@/domain/geo';
import { formatDistance } from '@/domain/receiving';
import type { CheckoutShop } from '@/lib/api/confirm-browser';
import { PickupMap } from './pickup-map';
import s from './checkout.module.css';

type Position = { state: 'unknown' | 'asking' | 'denied' } | { state: 'known'; coords: [number, number] };

/**
 * The shopper's position for the distance: read at once when the browser already allows it, else
 * only when asked (a permission prompt on opening checkout would be rude).
 */
function usePosition() {
  const [position, setPosition] = useState<Position>({ state: 'unknown' });
  const locate = () => {
    if (!('geolocation' in navigator)) return setPosition({ state: 'denied' });
    setPosition({ state: 'asking' });
    navigator.geolocation.getCurrentPosition(
      (p) => setPosition({ state: 'known', coords: [p.coords.latitude, p.coords.longitude] }),
      () => setPosition({ state: 'denied' }),
      { maximumAge: 300_000, timeout: 10_000 },
    );
  };
  useEffect(() => {
    let live = true;
    navigator.permissions?.query({ name: 'geolocation' })
      .then((p) => { if (live && p.state === 'granted') locate(); })
      .catch(() => {});
    return () => { live = false; };
  }, []);
  return { position, locate };
}

export function PickupBlock({ shop }: { shop: CheckoutShop | null }) {
  const { position, locate } = usePosition();
  return (
    <Panel title="Самовывоз из магазина">
      <p className={s.address} data-testid="checkout-pickup-address">{shop ? shop.address : 'Загружаем адрес магазина…'}</p>
      <PickupMap shop={shop} />
      <p className={s.distance} data-testid="checkout-distance">
        {shop && position.state === 'known' && <>До магазина {formatDistance(distanceKm(position.coords, shop.coordinates))}</>}
        {position.state === 'unknown' && (
          <Button variant="link" size="sm" className={s.linkButton} onClick={locate}>Показать расстояние до магазина</Button>
        )}
        {position.state === 'asking' && 'Определяем ваше местоположение…'}
        {position.state === 'denied' && 'Не удалось определить ваше местоположение.'}
      </p>
    </Panel>
  );
}

type Form = UseFormReturn<CheckoutFormValues, CheckoutFormContext>;

export function DeliveryBlock({ address, form }: { address: ChosenAddress | null; form: Form }) {
  const { register, control, formState: { errors } } = form;
  return (
    <Panel title="Доставка">
      <div className={s.readonlyField}>
        <span className={fieldLabelClass} id="checkout-address-label">Адрес доставки</span>
        <p className={s.readonly} aria-labelledby="checkout-address-label" data-testid="checkout-delivery-address">
          {address ? addressLine(address) : 'Адрес не выбран: выберите его в шапке сайта.'}
        </p>
      </div>
      <div className={s.pair}>
        <TextField label="Имя получателя" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <PhoneField control={control} name="phone" label="Телефон получателя" error={errors.phone?.message} />
      </div>
    </Panel>
  );
}
