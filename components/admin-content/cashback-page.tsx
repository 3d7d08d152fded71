'use client';
// /admin-order/promotions/cashback: the site admins' cashback groups (the «Акции» area's third page).
// Each group with its shop and goods; «Изменить» opens its name and a search-and-add goods picker
// (the discounts' own); the API answers a stale edit 409 and the form says so. The groups themselves
// come from the loyalty system's import: they are not created or deleted here.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminCashbackGroup, AdminDiscountGood } from '@/contract';
import { GoodsPicker } from './goods-picker';
import { PROMOTIONS_PAGES } from '@/components/admin-orders/admin-tabs';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { adminCashbackGroups, updateCashbackGroup } from '@/lib/api/admin-cashback-browser';
import { adminKeys } from '@/lib/query/admin-keys';
import { errorsOf, type Errors } from './form-errors';
import { FormEnd, RecordsFrame } from './records-frame';
import s from '@/components/ui/admin-records.module.css';

export type ShopOption = { id: number; name: string };

export function CashbackPage({ viewer, shops }: { viewer: { name: string }; shops: ShopOption[] }) {
  const list = useQuery({ queryKey: adminKeys.cashbackGroups, queryFn: adminCashbackGroups, staleTime: 0 });
  const [editing, setEditing] = useState<AdminCashbackGroup | null>(null);
  const items = list.data ?? [];
  return (
    <RecordsFrame viewer={viewer} title="Кешбэк" href="/admin-order/promotions/cashback" sectionHref="/admin-order/promotions" subTabs={PROMOTIONS_PAGES}
      newLabel="" pending={list.isPending} failed={list.isError} countText={`Групп: ${items.length}`} listTestId="cashback-groups"
      form={editing === null ? null : (
        <GroupForm key={`${editing.id}-${editing.version}`} group={editing} shops={shops} onDone={() => setEditing(null)} />
      )}>
      {items.map((g) => (
        <li key={g.id}>
          <article className={s.card} aria-labelledby={`cashback-${g.id}`} data-testid="cashback-group">
            <header className={s.head}><h2 id={`cashback-${g.id}`} className={s.code}>{g.name}</h2></header>
            <p className={s.muted}>{g.shopId === null ? 'все магазины' : shops.find((sh) => sh.id === g.shopId)?.name ?? `магазин ${g.shopId}`}{' · '}товаров: {g.goods.length}</p>
            {g.goods.length > 0 && <p className={s.text}>{g.goods.slice(0, 8).map((x) => x.name).join(', ')}{g.goods.length > 8 ? ' …' : ''}</p>}
            <div className={s.actions}><Button size="lg" variant="secondary" onClick={() => setEditing(g)} aria-label={`Изменить группу «${g.name}»`}>Изменить</Button></div>
          </article>
        </li>
      ))}
    </RecordsFrame>
  );
}

function GroupForm({ group, shops, onDone }: { group: AdminCashbackGroup; shops: ShopOption[]; onDone: () => void }) {
  const client = useQueryClient();
  const [name, setName] = useState(group.name);
  const [picked, setPicked] = useState<AdminDiscountGood[]>(group.goods);
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: () => updateCashbackGroup(group.id, { name, goodIds: picked.map((g) => g.id), version: group.version }),
    onSuccess: async () => { await client.invalidateQueries({ queryKey: adminKeys.cashbackGroups }); onDone(); },
    onError: (e) => setErrors(errorsOf(e, true)),
  });
  const submit = (e: FormEvent) => { e.preventDefault(); setErrors({}); save.mutate(); };
  return (
    <form className={s.form} onSubmit={submit} aria-labelledby="cashback-form-title" noValidate>
      <h2 id="cashback-form-title" className={s.formTitle}>Группа «{group.name}»</h2>
      <TextField label="Название" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} autoComplete="off" required />
      <GoodsPicker shopIds={[group.shopId ?? shops[0]?.id ?? 1]} picked={picked} onChange={setPicked} error={errors.goodIds} name="Товары группы" />
      <FormEnd error={errors['']} saving={save.isPending} onCancel={onDone} />
    </form>
  );
}
