'use client';
// /admin-order/discounts: the site admins' discounts (the 'Скидки' tab). The list, the back office's
// (with a percent) first, each with its percent, goods, shops, dates and switch; a form for a new
// discount or an edit with a search-and-add goods picker (the API answers a stale edit 409 and the
// form says so). A discount's percent lowers its goods' card price in its shops while it is on and
// within its dates (decision 188); the storefront's pages follow within seconds.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminDiscount, AdminDiscountGood, AdminDiscountInput } from '@/contract';
import { Button } from '@/components/ui/button';
import { TextArea, TextField } from '@/components/ui/field';
import { adminDiscounts, createDiscount, updateDiscount } from '@/lib/api/admin-discounts-browser';
import { adminKeys } from '@/lib/query/admin-keys';
import { errorsOf, type Errors } from '@/components/admin-content/form-errors';
import { FormEnd, RecordsFrame, ShopsField } from '@/components/admin-content/records-frame';
import { fromLocalInput, periodText, toLocalInput } from '@/components/admin-content/shop-datetime';
import { GoodsPicker } from '@/components/admin-content/goods-picker';
import records from '@/components/ui/admin-records.module.css';

const s = records;

export type ShopOption = { id: number; name: string };

export function DiscountsPage({ viewer, shops }: { viewer: { name: string }; shops: ShopOption[] }) {
  const list = useQuery({ queryKey: adminKeys.discounts, queryFn: adminDiscounts, staleTime: 0 });
  const [editing, setEditing] = useState<AdminDiscount | 'new' | null>(null);
  const items = list.data ?? [];
  return (
    <RecordsFrame viewer={viewer} title="Скидки" href="/admin-order/discounts" newLabel="Новая скидка" onNew={() => setEditing('new')}
      pending={list.isPending} failed={list.isError} countText={`Скидок: ${items.length}`} listTestId="discounts"
      form={editing === null ? null : (
        <DiscountForm key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`} discount={editing === 'new' ? null : editing}
          shops={shops} onDone={() => setEditing(null)} />
      )}>
      {items.map((d) => <li key={d.id}><DiscountCard discount={d} shops={shops} onEdit={() => setEditing(d)} /></li>)}
    </RecordsFrame>
  );
}

const fieldsOf = (d: AdminDiscount): AdminDiscountInput => ({
  name: d.name, description: d.description, percent: d.percent, goodIds: d.goods.map((g) => g.id), shopIds: d.shopIds,
  startsAt: d.startsAt, endsAt: d.endsAt, isActive: d.isActive,
});

function DiscountCard({ discount: d, shops, onEdit }: { discount: AdminDiscount; shops: ShopOption[]; onEdit: () => void }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const toggle = useMutation({
    mutationFn: () => updateDiscount(d.id, { ...fieldsOf(d), isActive: !d.isActive, version: d.version }),
    onSuccess: () => { setError(null); return client.invalidateQueries({ queryKey: adminKeys.discounts }); },
    onError: (e) => { const all = errorsOf(e, true); setError(all[''] ?? Object.values(all)[0]); },
  });
  const state = d.onNow ? 'Действует' : d.isActive ? 'Ждёт своих дат' : 'Выключена';
  const shopNames = d.shopIds === null ? 'все магазины' : d.shopIds.map((id) => shops.find((sh) => sh.id === id)?.name ?? `магазин ${id}`).join(', ');
  return (
    <article className={s.card} aria-labelledby={`discount-${d.id}`} data-testid="discount">
      <header className={s.head}>
        <h2 id={`discount-${d.id}`} className={s.code}>{d.name}</h2>
        <span className={d.onNow ? s.on : s.off}>{state}</span>
      </header>
      <p className={s.text}>
        {d.percent === null ? 'Цены из 1С' : `Скидка ${d.percent}\u00a0%`}{' · '}{shopNames}{' · '}товаров: {d.goods.length}
      </p>
      <p className={s.muted}>
        {periodText(d.startsAt, d.endsAt)}
      </p>
      {error && <p role="alert" className={s.error}>{error}</p>}
      <div className={s.actions}>
        <Button size="lg" variant={d.isActive ? 'secondary' : 'primary'} onClick={() => toggle.mutate()} loading={toggle.isPending}>
          {d.isActive ? 'Выключить' : 'Включить'}
        </Button>
        <Button size="lg" variant="secondary" onClick={onEdit}>Изменить</Button>
      </div>
    </article>
  );
}

function DiscountForm({ discount, shops, onDone }: { discount: AdminDiscount | null; shops: ShopOption[]; onDone: () => void }) {
  const client = useQueryClient();
  const [f, setF] = useState({
    name: discount?.name ?? '', description: discount?.description ?? '', percent: discount?.percent?.toString() ?? '',
    startsAt: toLocalInput(discount?.startsAt ?? null), endsAt: toLocalInput(discount?.endsAt ?? null),
    allShops: discount ? discount.shopIds === null : true, shopIds: discount?.shopIds ?? [],
  });
  const [picked, setPicked] = useState<AdminDiscountGood[]>(discount?.goods ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [key]: e.target.value });
  const save = useMutation({
    mutationFn: () => {
      const percent = f.percent.trim() === '' ? null : Number(f.percent.replace(',', '.'));
      const body: AdminDiscountInput = {
        name: f.name, description: f.description.trim() || null, percent, goodIds: picked.map((g) => g.id),
        shopIds: f.allShops ? null : f.shopIds, startsAt: fromLocalInput(f.startsAt), endsAt: fromLocalInput(f.endsAt),
        isActive: discount?.isActive ?? true,
      };
      return discount ? updateDiscount(discount.id, { ...body, version: discount.version }) : createDiscount(body);
    },
    onSuccess: async () => { await client.invalidateQueries({ queryKey: adminKeys.discounts }); onDone(); },
    onError: (e) => setErrors(errorsOf(e, true)),
  });
  const submit = (e: FormEvent) => { e.preventDefault(); setErrors({}); save.mutate(); };
  return (
    <form className={s.form} onSubmit={submit} aria-labelledby="discount-form-title" noValidate>
      <h2 id="discount-form-title" className={s.formTitle}>{discount ? `Скидка «${discount.name}»` : 'Новая скидка'}</h2>
      <p className={s.muted}>Процент снижает цену по карте на выбранные товары в выбранных магазинах, пока скидка включена и идут её даты.</p>
      <div className={s.grid}>
        <TextField label="Название" value={f.name} onChange={set('name')} error={errors.name} autoComplete="off" required />
        <TextField label="Скидка, %" inputMode="numeric" value={f.percent} onChange={set('percent')} error={errors.percent} hint="Пусто: цены из 1С" />
        <TextField label="Начало (московское время)" type="datetime-local" value={f.startsAt} onChange={set('startsAt')} error={errors.startsAt} />
        <TextField label="Окончание (московское время)" type="datetime-local" value={f.endsAt} onChange={set('endsAt')} error={errors.endsAt} />
      </div>
      <TextArea label="Описание" rows={2} value={f.description} onChange={set('description')} error={errors.description} />
      {/* the goods the chosen shops sell (every shop's when «Все магазины» or none ticked yet) */}
      <GoodsPicker shopIds={f.allShops || f.shopIds.length === 0 ? shops.map((sh) => sh.id) : f.shopIds} picked={picked} onChange={setPicked} error={errors.goodIds} />
      <ShopsField shops={shops} all={f.allShops} ids={f.shopIds} error={errors.shopIds}
        onChange={(allShops, shopIds) => setF({ ...f, allShops, shopIds })} />
      <FormEnd error={errors['']} saving={save.isPending} onCancel={onDone} />
    </form>
  );
}
