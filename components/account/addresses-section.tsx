'use client';
// The addresses tab (checkout spec §2): the customer's saved delivery addresses, the main one
// marked; removing one asks first.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import type { DeliveryAddress } from '@/contract';
import { addresses, deleteAddress } from '@/lib/api/account-browser';
import { queryKeys } from '@/lib/query/keys';
import s from './personal-area.module.css';

export const addressText = (a: DeliveryAddress) =>
  [a.city, a.street, a.house, a.flat ? `кв. ${a.flat}` : null, a.entrance ? `подъезд ${a.entrance}` : null, a.floor ? `этаж ${a.floor}` : null]
    .filter(Boolean).join(', ');

export function AddressesSection({ customerId }: { customerId: number }) {
  const client = useQueryClient();
  const key = queryKeys.account.addresses(customerId);
  const list = useQuery({ queryKey: key, queryFn: () => addresses(customerId), staleTime: 0 });
  const [asked, setAsked] = useState<DeliveryAddress | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => deleteAddress(id),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  const items = list.data ?? [];
  return (
    <section aria-labelledby="pa-addresses" className={s.page}>
      <h2 id="pa-addresses" className="visually-hidden">Адреса</h2>
      {list.isPending && <Loading testId="addresses-loading" />}
      {list.isError && <p role="alert">Не удалось загрузить адреса. Обновите страницу.</p>}
      {remove.isError && <p role="alert">Не удалось удалить адрес. Попробуйте ещё раз.</p>}
      {list.isSuccess && items.length === 0 && <p className={s.muted}>Сохранённых адресов нет: адрес сохраняется при оформлении заказа.</p>}
      <ul className={s.list} data-testid="addresses">
        {items.map((a) => (
          <li key={a.id} className={`${s.item} ${s.details} ${s.address}`} data-testid={`address-${a.id}`}>
            <span>
              {addressText(a)}
              {a.isCurrent && <strong className={s.status}> — основной</strong>}
            </span>
            <Button variant="ghost" size="sm" onClick={() => setAsked(a)} aria-label={`Удалить адрес ${addressText(a)}`}>Удалить</Button>
          </li>
        ))}
      </ul>
      {asked && (
        <ConfirmDialog title="Удалить адрес?" tone="danger" confirmLabel="Удалить" cancelLabel="Отмена" testId="address-delete"
          onConfirm={() => remove.mutateAsync(asked.id).then(() => undefined, () => undefined)} onClose={() => setAsked(null)}>
          {addressText(asked)}
        </ConfirmDialog>
      )}
    </section>
  );
}
