'use client';
// /admin-order/promotions/rules: the site admins' promotions with basket rules (the «Акции» area's
// second page, beside the promo codes). The list, newest first, each with its rules, results, dates,
// shops, uses and switch; a form whose rules and results are rows (add, remove, the rule's operator,
// value and goods found by search); and a preview against a basket (goods picked with quantities, or
// the rules' own goods as a sample basket), priced by the API with the checkout's own domain code,
// before the promotion is switched on. A stale edit answers 409 and the form says so.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminDiscountGood, AdminPromotion, AdminPromotionInput, PromotionPreview } from '@/contract';
import { GoodsPicker } from './goods-picker';
import { PROMOTIONS_PAGES } from '@/components/admin-orders/admin-tabs';
import { Button } from '@/components/ui/button';
import { Select, TextArea, TextField } from '@/components/ui/field';
import { adminPromotions, createPromotion, previewPromotion, updatePromotion } from '@/lib/api/admin-promotions-browser';
import { formatMoney } from '@/lib/format';
import { adminKeys } from '@/lib/query/admin-keys';
import { errorsOf, type Errors } from './form-errors';
import { FormEnd, RecordsFrame, ShopsField } from './records-frame';
import { GOODS_RULES, OPERATOR_LABELS, OPERATORS, RESULT_LABELS, RESULT_TYPES, RULE_LABELS, RULE_TYPES, type Operator, type ResultType, type RuleType } from './promotion-labels';
import { fromLocalInput, periodText, toLocalInput } from './shop-datetime';
import s from '@/components/ui/admin-records.module.css';

export type ShopOption = { id: number; name: string };
type RuleRow = { key: number; type: RuleType; operator: Operator; value: string; goods: AdminDiscountGood[] };
type ResultRow = { key: number; type: ResultType; value: string };

const HREF = '/admin-order/promotions/rules';
let rowKeys = 0;
const nextKey = () => ++rowKeys;

export function PromotionsPage({ viewer, shops }: { viewer: { name: string }; shops: ShopOption[] }) {
  const list = useQuery({ queryKey: adminKeys.promotions, queryFn: adminPromotions, staleTime: 0 });
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const items = list.data ?? [];
  return (
    <RecordsFrame viewer={viewer} title="Акции с условиями" href={HREF} sectionHref="/admin-order/promotions" subTabs={PROMOTIONS_PAGES}
      newLabel="Новая акция" onNew={() => setEditing('new')}
      pending={list.isPending} failed={list.isError} countText={`Акций: ${items.length}`} listTestId="promotions"
      form={editing === null ? null : (
        <PromotionForm key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`} promotion={editing === 'new' ? null : editing}
          shops={shops} onDone={() => setEditing(null)} />
      )}>
      {items.map((p) => <li key={p.id}><PromotionCard promotion={p} shops={shops} onEdit={() => setEditing(p)} /></li>)}
    </RecordsFrame>
  );
}

const fieldsOf = (p: AdminPromotion): AdminPromotionInput => ({
  title: p.title, info: p.info, rules: p.rules.map((r) => ({ ...r, goods: r.goods.map((g) => g.id) })), results: p.results,
  shopIds: p.shopIds, startsAt: p.startsAt, endsAt: p.endsAt, isActive: p.isActive,
});

const resultText = (r: { type: ResultType; value: number }) =>
  r.type === 'freeDelivery' ? 'бесплатная доставка' : r.type === 'discountAmount' ? `скидка ${formatMoney(r.value)}` : `скидка ${r.value}\u00a0%`;
const ruleText = (r: AdminPromotion['rules'][number]) =>
  `${RULE_LABELS[r.type]} ${OPERATOR_LABELS[r.operator]} ${r.value}${r.goods.length ? ` (${r.goods.map((g) => g.name).join(', ')})` : ''}`;

function PromotionCard({ promotion: p, shops, onEdit }: { promotion: AdminPromotion; shops: ShopOption[]; onEdit: () => void }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const toggle = useMutation({
    mutationFn: () => updatePromotion(p.id, { ...fieldsOf(p), isActive: !p.isActive, version: p.version }),
    onSuccess: () => { setError(null); return client.invalidateQueries({ queryKey: adminKeys.promotions }); },
    onError: (e) => { const all = errorsOf(e); setError(all[''] ?? Object.values(all)[0]); },
  });
  const state = p.onNow ? 'Действует' : p.isActive ? 'Ждёт своих дат' : 'Выключена';
  const shopNames = p.shopIds === null ? 'все магазины' : p.shopIds.map((id) => shops.find((sh) => sh.id === id)?.name ?? `магазин ${id}`).join(', ');
  return (
    <article className={s.card} aria-labelledby={`promotion-${p.id}`} data-testid="promotion">
      <header className={s.head}>
        <h2 id={`promotion-${p.id}`} className={s.code}>{p.title}</h2>
        <span className={p.onNow ? s.on : s.off}>{state}</span>
      </header>
      <p className={s.text}>Даёт: {p.results.map(resultText).join(', ')}</p>
      <p className={s.text}>{p.rules.length ? `Условия: ${p.rules.map(ruleText).join('; ')}` : 'Без условий: любая корзина'}</p>
      <p className={s.muted}>{periodText(p.startsAt, p.endsAt)}{' · '}{shopNames}{' · '}применена {p.uses} раз</p>
      {error && <p role="alert" className={s.error}>{error}</p>}
      <div className={s.actions}>
        <Button size="lg" variant={p.isActive ? 'secondary' : 'primary'} onClick={() => toggle.mutate()} loading={toggle.isPending}>
          {p.isActive ? 'Выключить' : 'Включить'}
        </Button>
        <Button size="lg" variant="secondary" onClick={onEdit}>Изменить</Button>
        <Button size="lg" variant="secondary" onClick={() => setChecking(!checking)} aria-expanded={checking}>Проверить на корзине</Button>
      </div>
      {checking && <PreviewForm promotion={p} shops={shops} />}
    </article>
  );
}

const num = (v: string): number => (v.trim() === '' ? NaN : Number(v.replace(',', '.')));

function PromotionForm({ promotion, shops, onDone }: { promotion: AdminPromotion | null; shops: ShopOption[]; onDone: () => void }) {
  const client = useQueryClient();
  const [f, setF] = useState({
    title: promotion?.title ?? '', info: promotion?.info ?? '', startsAt: toLocalInput(promotion?.startsAt ?? null),
    endsAt: toLocalInput(promotion?.endsAt ?? null), allShops: promotion ? promotion.shopIds === null : true, shopIds: promotion?.shopIds ?? [],
  });
  const [rules, setRules] = useState<RuleRow[]>(promotion?.rules.map((r) => ({ key: nextKey(), ...r, value: String(r.value) })) ?? []);
  const [results, setResults] = useState<ResultRow[]>(promotion?.results.map((r) => ({ key: nextKey(), ...r, value: String(r.value) }))
    ?? [{ key: nextKey(), type: 'percentAmount', value: '' }]);
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: 'title' | 'info' | 'startsAt' | 'endsAt') => (e: { target: { value: string } }) => setF({ ...f, [key]: e.target.value });
  const setRule = (key: number, change: Partial<RuleRow>) => setRules(rules.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const setResult = (key: number, change: Partial<ResultRow>) => setResults(results.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const save = useMutation({
    mutationFn: () => {
      const body: AdminPromotionInput = {
        title: f.title, info: f.info.trim() || null,
        rules: rules.map((r) => ({ type: r.type, operator: r.operator, value: num(r.value), goods: GOODS_RULES.has(r.type) ? r.goods.map((g) => g.id) : [] })),
        results: results.map((r) => ({ type: r.type, value: r.type === 'freeDelivery' ? 0 : num(r.value) })),
        shopIds: f.allShops ? null : f.shopIds, startsAt: fromLocalInput(f.startsAt), endsAt: fromLocalInput(f.endsAt),
        isActive: promotion?.isActive ?? false,
      };
      return promotion ? updatePromotion(promotion.id, { ...body, version: promotion.version }) : createPromotion(body);
    },
    onSuccess: async () => { await client.invalidateQueries({ queryKey: adminKeys.promotions }); onDone(); },
    onError: (e) => setErrors(errorsOf(e)),
  });
  const submit = (e: FormEvent) => { e.preventDefault(); setErrors({}); save.mutate(); };
  const under = (prefix: string) => errors[prefix] ?? Object.entries(errors).find(([k]) => k.startsWith(`${prefix}.`))?.[1];
  return (
    <form className={s.form} onSubmit={submit} aria-labelledby="promotion-form-title" noValidate>
      <h2 id="promotion-form-title" className={s.formTitle}>{promotion ? `Акция «${promotion.title}»` : 'Новая акция'}</h2>
      {!promotion && <p className={s.muted}>Новая акция выключена, пока вы её не включите: сначала проверьте её на корзине. В корзине действует одна акция — самая выгодная покупателю.</p>}
      <div className={s.grid}>
        <TextField label="Название" value={f.title} onChange={set('title')} error={errors.title} autoComplete="off" required />
        <TextField label="Начало (московское время)" type="datetime-local" value={f.startsAt} onChange={set('startsAt')} error={errors.startsAt} />
        <TextField label="Окончание (московское время)" type="datetime-local" value={f.endsAt} onChange={set('endsAt')} error={errors.endsAt} />
      </div>
      <TextArea label="Описание для покупателя" rows={2} value={f.info} onChange={set('info')} error={errors.info} />

      <fieldset className={s.shops}>
        <legend className={s.legend}>Условия: все должны выполняться ({rules.length})</legend>
        {rules.length === 0 && <p className={s.muted}>Без условий акция подходит любой корзине.</p>}
        {errors.rules && <p role="alert" className={s.error}>{errors.rules}</p>}
        {rules.map((r, i) => (
          <div key={r.key} className={s.preview} data-testid="promotion-rule">
            <div className={s.grid}>
              <Select label={`Условие ${i + 1}`} value={r.type} onChange={(e) => setRule(r.key, { type: e.target.value as RuleType })} error={errors[`rules.${i}.type`]}>
                {RULE_TYPES.map((t) => <option key={t} value={t}>{RULE_LABELS[t]}</option>)}
              </Select>
              <Select label={`Сравнение ${i + 1}`} value={r.operator} onChange={(e) => setRule(r.key, { operator: e.target.value as Operator })} error={errors[`rules.${i}.operator`]}>
                {OPERATORS.map((o) => <option key={o} value={o}>{OPERATOR_LABELS[o]}</option>)}
              </Select>
              <TextField label={`Значение ${i + 1}`} inputMode="decimal" value={r.value} onChange={(e) => setRule(r.key, { value: e.target.value })} error={errors[`rules.${i}.value`]} />
            </div>
            {GOODS_RULES.has(r.type) && (
              <GoodsPicker shopIds={shops.length > 0 ? shops.map((sh) => sh.id) : [1]} picked={r.goods} onChange={(goods) => setRule(r.key, { goods })} error={under(`rules.${i}.goods`)}
                name={`Товары условия ${i + 1}`} legend={`Товары условия ${i + 1} (пусто: все)`} searchLabel={`Найти товар для условия ${i + 1}`} />
            )}
            <div className={s.actions}>
              <Button size="lg" variant="secondary" onClick={() => setRules(rules.filter((x) => x.key !== r.key))}>Убрать условие {i + 1}</Button>
            </div>
          </div>
        ))}
        <div className={s.actions}>
          <Button size="lg" variant="secondary" onClick={() => setRules([...rules, { key: nextKey(), type: 'orderAmount', operator: 'gte', value: '', goods: [] }])}>Добавить условие</Button>
        </div>
      </fieldset>

      <fieldset className={s.shops}>
        <legend className={s.legend}>Что даёт акция ({results.length})</legend>
        {errors.results && <p role="alert" className={s.error}>{errors.results}</p>}
        {results.map((r, i) => (
          <div key={r.key} className={s.grid} data-testid="promotion-result">
            <Select label={`Результат ${i + 1}`} value={r.type} onChange={(e) => setResult(r.key, { type: e.target.value as ResultType })} error={errors[`results.${i}.type`]}>
              {RESULT_TYPES.map((t) => <option key={t} value={t}>{RESULT_LABELS[t]}</option>)}
            </Select>
            {r.type !== 'freeDelivery' && (
              <TextField label={`Размер ${i + 1}${r.type === 'percentAmount' ? ', %' : ', ₽'}`} inputMode="decimal" value={r.value}
                onChange={(e) => setResult(r.key, { value: e.target.value })} error={errors[`results.${i}.value`]} />
            )}
            <div className={s.actions}>
              <Button size="lg" variant="secondary" onClick={() => setResults(results.filter((x) => x.key !== r.key))}>Убрать результат {i + 1}</Button>
            </div>
          </div>
        ))}
        <div className={s.actions}>
          <Button size="lg" variant="secondary" onClick={() => setResults([...results, { key: nextKey(), type: 'discountAmount', value: '' }])}>Добавить результат</Button>
        </div>
      </fieldset>

      <ShopsField shops={shops} all={f.allShops} ids={f.shopIds} error={errors.shopIds}
        onChange={(allShops, shopIds) => setF({ ...f, allShops, shopIds })} />
      <FormEnd error={errors['']} saving={save.isPending} onCancel={onDone} />
    </form>
  );
}

type BasketGood = AdminDiscountGood & { quantity: string };

function PreviewForm({ promotion: p, shops }: { promotion: AdminPromotion; shops: ShopOption[] }) {
  const offered = p.shopIds === null ? shops : shops.filter((sh) => p.shopIds!.includes(sh.id));
  const [shopId, setShopId] = useState(String(offered[0]?.id ?? shops[0]?.id ?? 1));
  const [receiving, setReceiving] = useState<'pickup' | 'delivery'>('pickup');
  const [basket, setBasket] = useState<BasketGood[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const sample = [...new Map(p.rules.flatMap((r) => r.goods).map((g) => [g.id, g])).values()];
  const preview = useMutation({
    mutationFn: () => previewPromotion(p.id, {
      shopId: Number(shopId), receivingMethod: receiving, items: basket.map((g) => ({ id: g.id, quantity: num(g.quantity) })),
    }),
    onMutate: () => setErrors({}),
    onError: (e) => setErrors(errorsOf(e)),
  });
  const itemsError = errors.items ?? Object.entries(errors).find(([k]) => k.startsWith('items.'))?.[1];
  return (
    <form className={s.preview} onSubmit={(e) => { e.preventDefault(); preview.mutate(); }} aria-label={`Проверка акции ${p.title}`} noValidate>
      <div className={s.grid}>
        <Select label="Магазин" value={shopId} onChange={(e) => setShopId(e.target.value)} error={errors.shopId}>
          {offered.map((sh) => <option key={sh.id} value={sh.id}>{sh.name}</option>)}
        </Select>
        <Select label="Получение" value={receiving} onChange={(e) => setReceiving(e.target.value as 'pickup' | 'delivery')} error={errors.receivingMethod}>
          <option value="pickup">Самовывоз</option>
          <option value="delivery">Доставка</option>
        </Select>
      </div>
      {sample.length > 0 && (
        <div className={s.actions}>
          <Button size="lg" variant="secondary" onClick={() => setBasket(sample.map((g) => ({ ...g, quantity: '1' })))}>Пример корзины: товары условий</Button>
        </div>
      )}
      <GoodsPicker shopIds={[Number(shopId)]} picked={basket} error={itemsError}
        onChange={(goods) => setBasket(goods.map((g) => ({ ...g, quantity: basket.find((b) => b.id === g.id)?.quantity ?? '1' })))}
        name="Товары корзины" legend="Корзина" searchLabel="Найти товар для корзины" />
      {basket.map((g, i) => (
        <TextField key={g.id} label={`Количество: ${g.name}`} inputMode="decimal" value={g.quantity}
          onChange={(e) => setBasket(basket.map((b) => (b.id === g.id ? { ...b, quantity: e.target.value } : b)))} error={errors[`items.${i}.quantity`]} />
      ))}
      {errors[''] && <p role="alert" className={s.error}>{errors['']}</p>}
      <div className={s.actions}><Button type="submit" size="lg" variant="secondary" loading={preview.isPending}>Рассчитать</Button></div>
      {preview.data && <PreviewResult preview={preview.data} />}
    </form>
  );
}

function PreviewResult({ preview: { calculation: c, basket } }: { preview: PromotionPreview }) {
  const gives = [c.discountAmount > 0 ? `скидку ${formatMoney(c.discountAmount)}` : null, c.freeDelivery ? 'бесплатную доставку' : null].filter(Boolean).join(' и ');
  const chosen = basket.promotion?.id === c.promotionId;
  return (
    <div className={s.result} aria-live="polite" data-testid="promotion-preview">
      <p className={c.applies ? s.on : s.error}>
        {c.applies ? `Акция подходит корзине и даёт ${gives || 'ничего (ноль)'}.` : 'Корзина не выполняет условия акции.'}
      </p>
      {c.applies && !chosen && <p className={s.muted}>{basket.promotion ? `В корзине сработает другая, более выгодная акция: «${basket.promotion.title}».` : 'Акция ничего не экономит этой корзине и не применяется.'}</p>}
      <dl className={s.figures}>
        <div><dt>Товары</dt><dd>{formatMoney(basket.amount)}</dd></div>
        {basket.promotion && <div><dt>Акция «{basket.promotion.title}»</dt><dd>−{formatMoney(basket.promotion.discountAmount)}</dd></div>}
        {basket.deliveryCost !== null && <div><dt>Доставка</dt><dd>{formatMoney(basket.deliveryCost)}</dd></div>}
        <div><dt>Итого (без карты)</dt><dd>{formatMoney(basket.total)}</dd></div>
      </dl>
      {basket.items.some((i) => i.isOutOfStock) && <p className={s.muted}>Нет в наличии: {basket.items.filter((i) => i.isOutOfStock).map((i) => i.id).join(', ')}</p>}
    </div>
  );
}
