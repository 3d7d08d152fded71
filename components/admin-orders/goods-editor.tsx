'use client';
// Editing an order's goods (spec §4 "Order card modes", §5 "Edit quantities"): change a line's
// quantity (and, for site admins, price and amount), replace it by a searched substitute, mark it
// deleted and restore it, add a good as a draft (a cancelled draft simply goes). Quantities keep 3
// decimals and are capped by the stock (domain/order-admin.ts capQuantity); the total is
// domain/order-admin.ts editTotal unless typed by hand. Only what changed is sent.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AdminOrder, AdminOrderGoodsRequest, Good } from '@/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { roundMoney } from '@/domain/money';
import { capQuantity, duplicateLineMessage, editTotal, roundQuantity } from '@/domain/order-admin';
import { searchGoods, editGoods } from '@/lib/api/admin-orders-browser';
import { formatMoney } from '@/lib/format';
import { adminKeys } from '@/lib/query/admin-keys';
import type { OrderChange } from './order-change';
import s from './admin-orders.module.css';

type Line = AdminOrder['goods'][number];
type Substitute = { good: Good; quantity: string };
type Edit = { quantity: string; price: string; amount: string; amountByHand: boolean; isDeleted: boolean; replacement: Substitute | null };

const num = (text: string) => Number(text.trim().replace(',', '.'));
const text = (n: number) => String(n).replace('.', ',');
const NOT_FOUND = 'Товары не найдены. Попробуйте изменить строку поиска.';

function useDebounced<T>(value: T, ms = 500): T {
  const [out, setOut] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setOut(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return out;
}

/** The search of a substitute or a good to add: 500 ms after the last key. */
function GoodSearch({ shopId, label, onPick }: { shopId: number; label: string; onPick: (g: Good) => void }) {
  const [typed, setTyped] = useState('');
  const wanted = useDebounced(typed.trim());
  const found = useQuery({ queryKey: adminKeys.goodsSearch(shopId, wanted), queryFn: () => searchGoods(shopId, wanted), enabled: wanted.length >= 2 });
  return (
    <div className={s.search}>
      <TextField label={label} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      {found.isError && <p role="alert" className={s.error}>Ошибка загрузки данных</p>}
      {found.data && (found.data.length === 0
        ? <p className={s.note} role="status">{NOT_FOUND}</p>
        : (
          <ul className={s.found}>
            {found.data.map((g) => (
              <li key={g.id}>
                <button type="button" onClick={() => onPick(g)} disabled={!g.article || g.article.quantity <= 0}>
                  {g.name} — {g.article ? `${formatMoney(g.article.actualPrice)}, в наличии ${text(g.article.quantity)} ${g.measure.name}` : 'не продаётся'}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

export function GoodsEditor({ order, change, onDone }: { order: AdminOrder; change: OrderChange; onDone: () => void }) {
  const lines = order.goods.filter((l) => l.kind === 'good' && l.good.id !== null);
  const canPrice = order.actions.includes('editPrice');
  const canAdd = order.actions.includes('addLines');
  const start = (l: Line): Edit => ({
    quantity: text(l.quantity), price: text(l.price), amount: text(l.amount), amountByHand: false, isDeleted: l.isDeleted, replacement: null,
  });
  const [edits, setEdits] = useState<Record<number, Edit>>(() => Object.fromEntries(lines.map((l) => [l.good.id!, start(l)])));
  const [drafts, setDrafts] = useState<Substitute[]>([]);
  const [replacing, setReplacing] = useState<number | null>(null);
  const [manual, setManual] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const available = (l: Line) => (l.good.article?.quantity ?? 0) + l.quantity;
  const amountOf = (e: Edit) => (e.amountByHand ? num(e.amount) : roundMoney(roundQuantity(num(e.quantity)) * num(e.price)));
  const set = (id: number, patch: Partial<Edit>) => setEdits((all) => ({ ...all, [id]: { ...all[id], ...patch } }));
  const inOrder = (goodId: number) =>
    lines.some((l) => l.good.id === goodId) || drafts.some((d) => d.good.id === goodId)
    || Object.values(edits).some((e) => e.replacement?.good.id === goodId);
  const pick = (g: Good, then: () => void) => {
    if (inOrder(g.id)) return setMessage(duplicateLineMessage(g.name));
    setMessage(null);
    then();
  };

  const subAmount = (d: Substitute) => roundMoney(roundQuantity(num(d.quantity)) * (d.good.article?.actualPrice ?? 0));
  const partAmounts = [
    ...lines.map((l) => {
      const e = edits[l.good.id!];
      if (e.replacement) return { amount: subAmount(e.replacement) };
      return { amount: amountOf(e), isDeleted: e.isDeleted };
    }),
    ...drafts.map((d) => ({ amount: subAmount(d) })),
    { amount: order.packetCost },
  ];
  const total = editTotal({
    lines: partAmounts, delivery: order.deliveryCost, packing: order.packagingCost,
    promoCode: order.promoCode?.discountAmount ?? 0, promotion: order.promotion?.amount ?? 0,
    manual: canPrice && manual.trim() !== '' && Number.isFinite(num(manual)) ? num(manual) : null,
  });

  // every quantity within the stock and a number, or the first message
  const problems: string[] = [];
  const capOf = (wanted: string, max: number, unit: string) => {
    const n = num(wanted);
    if (!Number.isFinite(n) || n < 0 || wanted.trim() === '') return 'Некорректное количество.';
    return capQuantity(n, max, unit).error;
  };

  const request = (): AdminOrderGoodsRequest['goods'] => {
    const out: AdminOrderGoodsRequest['goods'] = [];
    for (const l of lines) {
      const e = edits[l.good.id!];
      const id = l.good.id!;
      if (e.replacement) {
        out.push({ id, quantity: roundQuantity(num(e.replacement.quantity)), replacedBy: e.replacement.good.id });
        continue;
      }
      const quantity = roundQuantity(num(e.quantity));
      const price = canPrice && num(e.price) !== l.price ? num(e.price) : undefined;
      const amount = canPrice && e.amountByHand && num(e.amount) !== l.amount ? num(e.amount) : undefined;
      if (quantity !== l.quantity || e.isDeleted !== l.isDeleted || price !== undefined || amount !== undefined) {
        out.push({ id, quantity, isDeleted: e.isDeleted, ...(price !== undefined && { price }), ...(amount !== undefined && { amount }) });
      }
    }
    for (const d of drafts) out.push({ id: d.good.id, quantity: roundQuantity(num(d.quantity)) });
    return out;
  };

  const submit = async () => {
    if (problems.length) return setMessage(problems[0]);
    const goods = request();
    if (!goods.length && manual.trim() === '') return onDone();
    if (!goods.length) return setMessage('Нет изменений.');
    const body: AdminOrderGoodsRequest = { goods, ...(canPrice && manual.trim() !== '' && { amount: num(manual) }) };
    if (await change.run(() => editGoods(order.id, body))) onDone();
  };

  return (
    <form className={s.mode} aria-label="Изменение состава заказа" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <ul className={s.editLines}>
        {lines.map((l) => {
          const id = l.good.id!;
          const e = edits[id];
          const cap = e.isDeleted || e.replacement ? null : capOf(e.quantity, available(l), l.good.measure.name);
          if (cap) problems.push(`«${l.good.name}»: ${cap}`);
          return (
            <li key={id} className={`${s.editLine} ${e.isDeleted ? s.deleted : ''}`} data-testid={`edit-line-${id}`}>
              <div className={s.editName}>
                <strong>{l.good.name}</strong>
                <span className={s.muted}>{l.good.barcode} · {l.good.measure.name}</span>
              </div>
              {e.replacement ? (
                <div className={s.editFields}>
                  <p className={s.note}>Замена: {e.replacement.good.name}</p>
                  <TextField label="Количество замены" inputMode="decimal" value={e.replacement.quantity}
                    error={capOf(e.replacement.quantity, e.replacement.good.article?.quantity ?? 0, e.replacement.good.measure.name) ?? undefined}
                    onChange={(ev) => set(id, { replacement: { ...e.replacement!, quantity: ev.target.value } })} />
                  <Button size="sm" variant="ghost" onClick={() => set(id, { replacement: null })}>Отменить замену</Button>
                </div>
              ) : !e.isDeleted && (
                <div className={s.editFields}>
                  <TextField label={`Количество, ${l.good.measure.name}`} inputMode="decimal" value={e.quantity} error={cap ?? undefined}
                    onChange={(ev) => set(id, { quantity: ev.target.value })} />
                  {canPrice && (
                    <>
                      <TextField label="Цена, ₽" inputMode="decimal" value={e.price} onChange={(ev) => set(id, { price: ev.target.value })} />
                      <TextField label="Сумма, ₽" inputMode="decimal" value={e.amountByHand ? e.amount : text(amountOf(e))}
                        onChange={(ev) => set(id, { amount: ev.target.value, amountByHand: true })} />
                    </>
                  )}
                  {!canPrice && <p className={s.lineAmount}>{formatMoney(amountOf(e))}</p>}
                </div>
              )}
              <div className={s.editButtons}>
                {!e.isDeleted && !e.replacement && (
                  <Button size="sm" variant="secondary" aria-expanded={replacing === id} onClick={() => setReplacing(replacing === id ? null : id)}>Заменить</Button>
                )}
                {!e.replacement && (
                  <Button size="sm" variant={e.isDeleted ? 'secondary' : 'danger'} onClick={() => set(id, { isDeleted: !e.isDeleted })}>
                    {e.isDeleted ? 'Восстановить' : 'Удалить'}
                  </Button>
                )}
              </div>
              {replacing === id && (
                <GoodSearch shopId={order.shop.id} label={`Замена для «${l.good.name}»`} onPick={(g) => pick(g, () => {
                  set(id, { replacement: { good: g, quantity: text(Math.min(l.quantity, g.article?.quantity ?? 0) || 1) } });
                  setReplacing(null);
                })} />
              )}
            </li>
          );
        })}
        {drafts.map((d, i) => {
          const cap = capOf(d.quantity, d.good.article?.quantity ?? 0, d.good.measure.name);
          if (cap) problems.push(`«${d.good.name}»: ${cap}`);
          return (
            <li key={d.good.id} className={`${s.editLine} ${s.draft}`}>
              <div className={s.editName}><strong>{d.good.name}</strong><span className={s.muted}>новая позиция</span></div>
              <div className={s.editFields}>
                <TextField label={`Количество, ${d.good.measure.name}`} inputMode="decimal" value={d.quantity} error={cap ?? undefined}
                  onChange={(ev) => setDrafts((all) => all.map((x, j) => (j === i ? { ...x, quantity: ev.target.value } : x)))} />
                <p className={s.lineAmount}>{formatMoney(subAmount(d))}</p>
              </div>
              <div className={s.editButtons}>
                <Button size="sm" variant="ghost" onClick={() => setDrafts((all) => all.filter((_, j) => j !== i))}>Убрать</Button>
              </div>
            </li>
          );
        })}
      </ul>
      {canAdd && <GoodSearch shopId={order.shop.id} label="Добавить товар" onPick={(g) => pick(g, () => setDrafts((all) => [...all, { good: g, quantity: '1' }]))} />}
      {canPrice && <TextField label="Итого вручную, ₽" hint="Пусто: посчитать по позициям" inputMode="decimal" value={manual} onChange={(e) => setManual(e.target.value)} />}
      <p className={s.editTotal} data-testid="edit-total">Итого: {formatMoney(total)}</p>
      {message && <p role="alert" className={s.error}>{message}</p>}
      <div className={s.formActions}>
        <Button type="submit" size="sm">Сохранить</Button>
        <Button variant="secondary" size="sm" onClick={onDone}>Отмена</Button>
      </div>
    </form>
  );
}
