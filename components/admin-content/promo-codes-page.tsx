'use client';
// /admin-order/promotions: the site admins' promo codes (the 'Промокоды' tab). The list, newest
// first, each with what it gives, its limits, dates, shops, uses and switch; a form for a new code
// or an edit (the API answers a stale edit 409 and the form says so); and a check of a code against
// a basket, priced by the checkout's own pricing (the API's preview), before it is switched on.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminPromoCode, AdminPromoCodeInput, Basket } from '@/contract';
import { Button } from '@/components/ui/button';
import { Checkbox, Select, TextField, TextArea } from '@/components/ui/field';
import { createPromoCode, previewPromoCode, promoCodes, updatePromoCode } from '@/lib/api/admin-content-browser';
import { PROMOTIONS_PAGES } from '@/components/admin-orders/admin-tabs';
import { formatMoney } from '@/lib/format';
import { adminKeys } from '@/lib/query/admin-keys';
import { errorsOf, type Errors } from './form-errors';
import { FormEnd, RecordsFrame, ShopsField } from './records-frame';
import { fromLocalInput, periodText, toLocalInput } from './shop-datetime';
import s from '@/components/ui/admin-records.module.css';

export type ShopOption = { id: number; name: string };

export function PromoCodesPage({ viewer, shops }: { viewer: { name: string }; shops: ShopOption[] }) {
  const list = useQuery({ queryKey: adminKeys.promoCodes, queryFn: promoCodes, staleTime: 0 });
  const [editing, setEditing] = useState<AdminPromoCode | 'new' | null>(null);
  const codes = list.data ?? [];
  return (
    <RecordsFrame viewer={viewer} title="Промокоды" href="/admin-order/promotions" subTabs={PROMOTIONS_PAGES} newLabel="Новый промокод" onNew={() => setEditing('new')}
      pending={list.isPending} failed={list.isError} countText={`Промокодов: ${codes.length}`} listTestId="promo-codes"
      form={editing === null ? null : (
        <PromoCodeForm key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`} code={editing === 'new' ? null : editing}
          shops={shops} onDone={() => setEditing(null)} />
      )}>
      {codes.map((c) => <li key={c.id}><PromoCodeCard code={c} shops={shops} onEdit={() => setEditing(c)} /></li>)}
    </RecordsFrame>
  );
}

function describe(c: AdminPromoCode, shops: ShopOption[]): string[] {
  const out = [c.discountType === 1 ? `Скидка ${formatMoney(c.amount)}` : `Скидка ${c.amount}\u00a0%`];
  if (c.minBasketAmount > 0) out.push(`при заказе от ${formatMoney(c.minBasketAmount)}`);
  if (c.ruleWhitePrice) out.push('кроме товаров со скидкой');
  if (c.ruleCategories.length) out.push(`категории: ${c.ruleCategories.join(', ')}`);
  out.push(c.maxUses === null ? 'без ограничения использований' : `всего ${c.maxUses} раз`);
  if (c.maxUsesPerCustomer !== null) out.push(`${c.maxUsesPerCustomer} на покупателя`);
  out.push(c.shopIds === null ? 'все магазины' : c.shopIds.map((id) => shops.find((sh) => sh.id === id)?.name ?? `магазин ${id}`).join(', '));
  return out;
}

function PromoCodeCard({ code, shops, onEdit }: { code: AdminPromoCode; shops: ShopOption[]; onEdit: () => void }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const toggle = useMutation({
    mutationFn: () => updatePromoCode(code.id, { ...fieldsOf(code), isActive: !code.isActive, version: code.version }),
    onSuccess: () => { setError(null); return client.invalidateQueries({ queryKey: adminKeys.promoCodes }); },
    onError: (e) => setError(errorsOf(e)[''] ?? Object.values(errorsOf(e))[0]),
  });
  return (
    <article className={s.card} aria-labelledby={`code-${code.id}`} data-testid="promo-code">
      <header className={s.head}>
        <h2 id={`code-${code.id}`} className={s.code}>{code.code}</h2>
        <span className={code.isActive ? s.on : s.off}>{code.isActive ? 'Включён' : 'Выключен'}</span>
      </header>
      <p className={s.text}>{describe(code, shops).join(' · ')}</p>
      <p className={s.muted}>
        {periodText(code.startsAt, code.endsAt)}{' · '}
        использован {code.uses} раз
      </p>
      {error && <p role="alert" className={s.error}>{error}</p>}
      <div className={s.actions}>
        <Button size="lg" variant={code.isActive ? 'secondary' : 'primary'} onClick={() => toggle.mutate()} loading={toggle.isPending}>
          {code.isActive ? 'Выключить' : 'Включить'}
        </Button>
        <Button size="lg" variant="secondary" onClick={onEdit}>Изменить</Button>
        <Button size="lg" variant="secondary" onClick={() => setChecking(!checking)} aria-expanded={checking}>Проверить на корзине</Button>
      </div>
      {checking && <PreviewForm code={code} shops={shops} />}
    </article>
  );
}

const fieldsOf = (c: AdminPromoCode): AdminPromoCodeInput => ({
  code: c.code, discountType: c.discountType, amount: c.amount, minBasketAmount: c.minBasketAmount, ruleCategories: c.ruleCategories,
  ruleWhitePrice: c.ruleWhitePrice, shopIds: c.shopIds, maxUses: c.maxUses, maxUsesPerCustomer: c.maxUsesPerCustomer,
  startsAt: c.startsAt, endsAt: c.endsAt, isActive: c.isActive,
});

const numberOrNull = (v: string): number | null => (v.trim() === '' ? null : Number(v.replace(',', '.')));
const idsOf = (v: string): number[] => v.split(/[\s,;]+/).filter(Boolean).map(Number);

function PromoCodeForm({ code, shops, onDone }: { code: AdminPromoCode | null; shops: ShopOption[]; onDone: () => void }) {
  const client = useQueryClient();
  const [f, setF] = useState({
    code: code?.code ?? '', discountType: String(code?.discountType ?? 2), amount: code ? String(code.amount) : '',
    minBasketAmount: code && code.minBasketAmount ? String(code.minBasketAmount) : '', maxUses: code?.maxUses?.toString() ?? '',
    maxUsesPerCustomer: code?.maxUsesPerCustomer?.toString() ?? '', startsAt: toLocalInput(code?.startsAt ?? null),
    endsAt: toLocalInput(code?.endsAt ?? null), categories: code?.ruleCategories.join(', ') ?? '', whitePrice: code?.ruleWhitePrice ?? false,
    allShops: code ? code.shopIds === null : true, shopIds: code?.shopIds ?? [],
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [key]: e.target.value });
  const save = useMutation({
    mutationFn: () => {
      const body: AdminPromoCodeInput = {
        code: f.code, discountType: Number(f.discountType) as 1 | 2, amount: numberOrNull(f.amount) ?? NaN,
        minBasketAmount: numberOrNull(f.minBasketAmount) ?? 0, ruleCategories: idsOf(f.categories), ruleWhitePrice: f.whitePrice,
        shopIds: f.allShops ? null : f.shopIds, maxUses: numberOrNull(f.maxUses), maxUsesPerCustomer: numberOrNull(f.maxUsesPerCustomer),
        startsAt: fromLocalInput(f.startsAt), endsAt: fromLocalInput(f.endsAt), isActive: code?.isActive ?? false,
      };
      return code ? updatePromoCode(code.id, { ...body, version: code.version }) : createPromoCode(body);
    },
    onSuccess: async () => { await client.invalidateQueries({ queryKey: adminKeys.promoCodes }); onDone(); },
    onError: (e) => setErrors(errorsOf(e)),
  });
  const submit = (e: FormEvent) => { e.preventDefault(); setErrors({}); save.mutate(); };
  return (
    <form className={s.form} onSubmit={submit} aria-labelledby="promo-form-title" noValidate>
      <h2 id="promo-form-title" className={s.formTitle}>{code ? `Промокод ${code.code}` : 'Новый промокод'}</h2>
      {!code && <p className={s.muted}>Новый промокод выключен, пока вы его не включите: сначала проверьте его на корзине.</p>}
      <div className={s.grid}>
        <TextField label="Промокод" value={f.code} onChange={set('code')} error={errors.code} autoComplete="off" required />
        <Select label="Вид скидки" value={f.discountType} onChange={set('discountType')} error={errors.discountType}>
          <option value="2">Процент от суммы</option>
          <option value="1">Сумма в рублях</option>
        </Select>
        <TextField label={f.discountType === '1' ? 'Скидка, ₽' : 'Скидка, %'} inputMode="decimal" value={f.amount} onChange={set('amount')} error={errors.amount} required />
        <TextField label="Минимальная сумма корзины, ₽" inputMode="decimal" value={f.minBasketAmount} onChange={set('minBasketAmount')} error={errors.minBasketAmount} hint="Пусто: без минимума" />
        <TextField label="Всего использований" inputMode="numeric" value={f.maxUses} onChange={set('maxUses')} error={errors.maxUses} hint="Пусто: без ограничения" />
        <TextField label="Использований на покупателя" inputMode="numeric" value={f.maxUsesPerCustomer} onChange={set('maxUsesPerCustomer')} error={errors.maxUsesPerCustomer} hint="Пусто: без ограничения" />
        <TextField label="Начало (московское время)" type="datetime-local" value={f.startsAt} onChange={set('startsAt')} error={errors.startsAt} />
        <TextField label="Окончание (московское время)" type="datetime-local" value={f.endsAt} onChange={set('endsAt')} error={errors.endsAt} />
        <TextField label="Только категории (номера через запятую)" value={f.categories} onChange={set('categories')} error={errors.ruleCategories ?? errors['ruleCategories.0']} hint="Пусто: все товары" />
      </div>
      <Checkbox label="Не действует на товары со скидкой" checked={f.whitePrice} onChange={(e) => setF({ ...f, whitePrice: e.target.checked })} />
      <ShopsField shops={shops} all={f.allShops} ids={f.shopIds} error={errors.shopIds}
        onChange={(allShops, shopIds) => setF({ ...f, allShops, shopIds })} />
      <FormEnd error={errors['']} saving={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** Lines of "good id quantity" (or "id: quantity", "id × quantity"), one a line or comma-separated. */
function parseLines(text: string): { id: number; quantity: number }[] {
  return text.split(/[\n,;]+/).map((l) => l.trim()).filter(Boolean).map((l) => {
    const [id, quantity] = l.split(/[\s:×xх*]+/);
    return { id: Number(id), quantity: quantity === undefined ? 1 : Number(quantity.replace(',', '.')) };
  });
}

function PreviewForm({ code, shops }: { code: AdminPromoCode; shops: ShopOption[] }) {
  const [shopId, setShopId] = useState(String(code.shopIds?.[0] ?? shops[0]?.id ?? 1));
  const [lines, setLines] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const preview = useMutation({
    mutationFn: () => previewPromoCode(code.id, { shopId: Number(shopId), items: parseLines(lines) }),
    onMutate: () => setErrors({}),
    onError: (e) => setErrors(errorsOf(e)),
  });
  const itemsError = errors.items ?? Object.entries(errors).find(([k]) => k.startsWith('items.'))?.[1];
  return (
    <form className={s.preview} onSubmit={(e) => { e.preventDefault(); preview.mutate(); }} aria-label={`Проверка промокода ${code.code}`} noValidate>
      <Select label="Магазин" value={shopId} onChange={(e) => setShopId(e.target.value)} error={errors.shopId}>
        {shops.map((sh) => <option key={sh.id} value={sh.id}>{sh.name}</option>)}
      </Select>
      <TextArea label="Товары корзины" rows={3} value={lines} onChange={(e) => setLines(e.target.value)} error={itemsError}
        hint="Номер товара и количество, по одному в строке: 60050003 2" />
      {errors[''] && <p role="alert" className={s.error}>{errors['']}</p>}
      <div className={s.actions}><Button type="submit" size="lg" variant="secondary" loading={preview.isPending}>Рассчитать</Button></div>
      {preview.data && <PreviewResult basket={preview.data} />}
    </form>
  );
}

function PreviewResult({ basket }: { basket: Basket }) {
  return (
    <div className={s.result} aria-live="polite" data-testid="promo-preview">
      <dl className={s.figures}>
        <div><dt>Товары</dt><dd>{formatMoney(basket.amount)}</dd></div>
        {basket.promotion && <div><dt>Акция «{basket.promotion.title}»</dt><dd>−{formatMoney(basket.promotion.discountAmount)}</dd></div>}
        <div><dt>Скидка по промокоду</dt><dd>{basket.promoCode ? `−${formatMoney(basket.promoCode.discountAmount)}` : '—'}</dd></div>
        <div><dt>Итого (самовывоз, без карты)</dt><dd>{formatMoney(basket.total)}</dd></div>
      </dl>
      {basket.promoCodeError && <p className={s.error}>{basket.promoCodeError}</p>}
      {basket.items.some((i) => i.isOutOfStock) && <p className={s.muted}>Нет в наличии: {basket.items.filter((i) => i.isOutOfStock).map((i) => i.id).join(', ')}</p>}
    </div>
  );
}
