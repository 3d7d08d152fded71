'use client';
// /admin-order/good-sets: the site admins' good sets («Наборы», own production; the 'Наборы' tab). The
// list in the storefront's order, each with its parent, catalogue switch and goods; a form for a new
// set or an edit (title, image through the content images' upload, parent, shown in the catalogue,
// goods by the discounts' search-and-add picker, kept in the order added); deleting asks once more.
// The API answers a stale edit 409, and refuses to delete a set with child sets or one a home block
// shows; the form says so.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminDiscountGood, AdminGoodSet } from '@/contract';
import { GoodsPicker } from './goods-picker';
import { Button } from '@/components/ui/button';
import { Checkbox, Select, TextField } from '@/components/ui/field';
import { adminGoodSets, createGoodSet, deleteGoodSet, updateGoodSet } from '@/lib/api/admin-good-sets-browser';
import { adminKeys } from '@/lib/query/admin-keys';
import { errorsOf, type Errors } from './form-errors';
import { ImageField } from './image-field';
import { FormEnd, RecordsFrame } from './records-frame';
import s from '@/components/ui/admin-records.module.css';

export type ShopOption = { id: number; name: string };

export function GoodSetsPage({ viewer, shops }: { viewer: { name: string }; shops: ShopOption[] }) {
  const list = useQuery({ queryKey: adminKeys.goodSets, queryFn: adminGoodSets, staleTime: 0 });
  const [editing, setEditing] = useState<AdminGoodSet | 'new' | null>(null);
  const items = list.data ?? [];
  return (
    <RecordsFrame viewer={viewer} title="Наборы" href="/admin-order/good-sets" newLabel="Новый набор" onNew={() => setEditing('new')}
      pending={list.isPending} failed={list.isError} countText={`Наборов: ${items.length}`} listTestId="good-sets"
      form={editing === null ? null : (
        <GoodSetForm key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`} set={editing === 'new' ? null : editing}
          all={items} shopId={shops[0]?.id ?? 1} onDone={() => setEditing(null)} />
      )}>
      {items.map((g) => <li key={g.id}><GoodSetCard set={g} all={items} onEdit={() => setEditing(g)} /></li>)}
    </RecordsFrame>
  );
}

function GoodSetCard({ set: g, all, onEdit }: { set: AdminGoodSet; all: AdminGoodSet[]; onEdit: () => void }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => deleteGoodSet(g.id, g.version),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.goodSets }),
    onError: (e) => { setAsking(false); const found = errorsOf(e); setError(found[''] ?? Object.values(found)[0]); },
  });
  const parent = g.parentId === null ? null : all.find((x) => x.id === g.parentId);
  return (
    <article className={s.card} aria-labelledby={`good-set-${g.id}`} data-testid="good-set">
      <header className={s.head}>
        <h2 id={`good-set-${g.id}`} className={s.code}>{g.title}</h2>
        <span className={g.showInCatalog ? s.on : s.off}>{g.showInCatalog ? 'В каталоге' : 'Не в каталоге'}</span>
      </header>
      <p className={s.muted}>
        {parent ? `В наборе «${parent.title}»` : 'Верхний уровень'}{' · '}товаров: {g.goods.length}
      </p>
      {g.goods.length > 0 && <p className={s.text}>{g.goods.slice(0, 8).map((x) => x.name).join(', ')}{g.goods.length > 8 ? ' …' : ''}</p>}
      {error && <p role="alert" className={s.error}>{error}</p>}
      <div className={s.actions}>
        <Button size="lg" variant="secondary" onClick={onEdit} aria-label={`Изменить набор «${g.title}»`}>Изменить</Button>
        {asking ? (
          <>
            <Button size="lg" variant="primary" onClick={() => remove.mutate()} loading={remove.isPending}>Точно удалить</Button>
            <Button size="lg" variant="secondary" onClick={() => setAsking(false)}>Не удалять</Button>
          </>
        ) : (
          <Button size="lg" variant="secondary" onClick={() => { setError(null); setAsking(true); }} aria-label={`Удалить набор «${g.title}»`}>Удалить</Button>
        )}
      </div>
    </article>
  );
}

function GoodSetForm({ set, all, shopId, onDone }: { set: AdminGoodSet | null; all: AdminGoodSet[]; shopId: number; onDone: () => void }) {
  const client = useQueryClient();
  const [f, setF] = useState({
    title: set?.title ?? '', image: set?.image ?? '', parentId: set?.parentId?.toString() ?? '', showInCatalog: set?.showInCatalog ?? true,
  });
  const [picked, setPicked] = useState<AdminDiscountGood[]>(set?.goods ?? []);
  const [errors, setErrors] = useState<Errors>({});
  // a parent is a top set other than this one; a set with children stays on top
  const parents = all.filter((x) => x.parentId === null && x.id !== set?.id);
  const save = useMutation({
    mutationFn: () => {
      const body = {
        title: f.title, image: f.image.trim() || null, parentId: f.parentId ? Number(f.parentId) : null,
        showInCatalog: f.showInCatalog, goodIds: picked.map((g) => g.id),
      };
      return set ? updateGoodSet(set.id, { ...body, version: set.version }) : createGoodSet(body);
    },
    onSuccess: async () => { await client.invalidateQueries({ queryKey: adminKeys.goodSets }); onDone(); },
    onError: (e) => setErrors(errorsOf(e, true)),
  });
  const submit = (e: FormEvent) => { e.preventDefault(); setErrors({}); save.mutate(); };
  return (
    <form className={s.form} onSubmit={submit} aria-labelledby="good-set-form-title" noValidate>
      <h2 id="good-set-form-title" className={s.formTitle}>{set ? `Набор «${set.title}»` : 'Новый набор'}</h2>
      <div className={s.grid}>
        <TextField label="Название" value={f.title} onChange={(e) => setF({ ...f, title: e.target.value })} error={errors.title} autoComplete="off" required />
        <Select label="Входит в набор" value={f.parentId} onChange={(e) => setF({ ...f, parentId: e.target.value })} error={errors.parentId}>
          <option value="">— верхний уровень —</option>
          {parents.map((p) => <option key={p.id} value={p.id}>{p.title}</option>)}
        </Select>
      </div>
      <ImageField label="Изображение" value={f.image} onChange={(image) => setF({ ...f, image })} error={errors.image} testId="good-set-image-input" />
      <Checkbox label="Показывать в каталоге" checked={f.showInCatalog} onChange={(e) => setF({ ...f, showInCatalog: e.target.checked })} />
      <GoodsPicker shopIds={[shopId]} picked={picked} onChange={setPicked} error={errors.goodIds} name="Товары набора" />
      <FormEnd error={errors['']} saving={save.isPending} onCancel={onDone} />
    </form>
  );
}
