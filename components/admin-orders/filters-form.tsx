'use client';
// The admin list's filters. Selects apply at once; the text fields keep what is being typed and
// apply it 500 ms after the last key (spec §9), so a half-typed date or phone never reaches the URL
// on every keystroke. Under 768 px the form folds behind «Фильтры» (closed unless a filter is set), so
// the first order shows on the phone's first screen (issue 42); a desktop shows it open, as before.
import { useEffect, useRef, useState } from 'react';
import { Select, TextField } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { filterDateError } from '@/domain/order-admin';
import { ADMIN_FILTER_STATUSES, ORDER_STATUS_NAMES } from '@/domain/order-status';
import { shopToday } from '@/domain/shop-day';
import { phoneDigits, withFilter, type AdminFilters } from '@/lib/admin-orders/filters';
import type { Shop } from '@/contract';
import s from './admin-orders.module.css';

const DEBOUNCE_MS = 500;
const TEXT_KEYS = ['number', 'orderFrom', 'orderTo', 'deliveryFrom', 'deliveryTo', 'amountFrom', 'amountTo', 'phone', 'name'] as const;
type TextKey = (typeof TEXT_KEYS)[number];

export function AdminFiltersForm({ filters, shops, onChange }: { filters: AdminFilters; shops: Shop[]; onChange: (f: AdminFilters) => void }) {
  const [draft, setDraft] = useState(filters);
  const typing = useRef(false);
  // the filters last asked for: a select changed meanwhile is kept when the typed ones are applied,
  // even when the URL has not caught up yet (the URL's new search reaches the page a render later)
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const apply = (next: AdminFilters) => {
    latest.current = next;
    onChange(next);
  };
  // the URL changed from outside (paging, back, a select): the fields show it
  useEffect(() => {
    if (!typing.current) setDraft(filters);
  }, [filters]);
  useEffect(() => {
    if (!typing.current) return;
    const timer = setTimeout(() => {
      typing.current = false;
      const typed = Object.fromEntries(TEXT_KEYS.map((k) => [k, draft[k]]));
      latest.current = { ...latest.current, ...typed, page: 1 };
      onChange(latest.current);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, onChange]);

  const text = (key: TextKey, clean: (v: string) => string = (v) => v) => ({
    value: draft[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      typing.current = true;
      setDraft((d) => ({ ...d, [key]: clean(e.target.value) }));
    },
  });
  const extra = TEXT_KEYS.filter((k) => k !== 'number' && filters[k]).length;
  const [more, setMore] = useState(extra > 0);
  // the filters in force besides the status (the chips show that one) and a shop the admin chose
  const active = extra + (filters.number ? 1 : 0) + (filters.shop && shops.length !== 1 ? 1 : 0);
  const [open, setOpen] = useState(active > 0);
  const [today] = useState(() => shopToday());
  // dd.mm.yyyy or its 8 digits: a phone's numbers-only keypad has no dot; a date that cannot be read is said
  const date = (key: 'orderFrom' | 'orderTo' | 'deliveryFrom' | 'deliveryTo') => ({
    placeholder: 'дд.мм.гггг', inputMode: 'numeric' as const, maxLength: 10, autoComplete: 'off',
    error: filterDateError(filters[key], today) ?? undefined, ...text(key),
  });

  return (
    <>
    <Button variant="secondary" className={s.filtersToggle} aria-expanded={open} aria-controls="admin-filters" onClick={() => setOpen((o) => !o)}>
      {open ? 'Свернуть фильтры' : `Фильтры${active ? ` (${active})` : ''}`}
    </Button>
    <form id="admin-filters" className={`${s.filters} ${open ? s.filtersOpen : ''}`} role="search" aria-label="Фильтры заказов" onSubmit={(e) => e.preventDefault()}>
      <Select label="Магазин" value={filters.shop} onChange={(e) => apply(withFilter(latest.current, 'shop', e.target.value))} disabled={shops.length === 1}>
        {shops.length !== 1 && <option value="">Все магазины</option>}
        {shops.map((shop) => <option key={shop.id} value={String(shop.id)}>{shop.name}</option>)}
      </Select>
      <Select label="Статус" value={filters.status} onChange={(e) => apply(withFilter(latest.current, 'status', e.target.value))}>
        <option value="">Все, кроме аннулированных</option>
        {ADMIN_FILTER_STATUSES.map((st) => <option key={st} value={String(st)}>{ORDER_STATUS_NAMES[st]}</option>)}
      </Select>
      <TextField label="Номер заказа" inputMode="numeric" {...text('number', (v) => v.replace(/\D/g, '').slice(0, 10))} />
      {/* on a phone the rarer filters fold away under a button; a desktop shows them all */}
      <Button variant="link" size="sm" className={s.moreToggle} aria-expanded={more} aria-controls="admin-more-filters" onClick={() => setMore((m) => !m)}>
        {more ? 'Скрыть фильтры' : `Ещё фильтры${extra ? ` (${extra})` : ''}`}
      </Button>
      <div id="admin-more-filters" className={`${s.more} ${more ? s.moreOpen : ''}`}>
      <TextField label="Дата заказа с" {...date('orderFrom')} />
      <TextField label="Дата заказа по" {...date('orderTo')} />
      <TextField label="Дата доставки с" {...date('deliveryFrom')} />
      <TextField label="Дата доставки по" {...date('deliveryTo')} />
      <TextField label="Сумма от" inputMode="decimal" {...text('amountFrom', (v) => v.replace(/[^\d.,]/g, '').slice(0, 12))} />
      <TextField label="Сумма до" inputMode="decimal" {...text('amountTo', (v) => v.replace(/[^\d.,]/g, '').slice(0, 12))} />
      <TextField label="Телефон" inputMode="tel" {...text('phone', phoneDigits)} />
      <TextField label="Покупатель" {...text('name', (v) => v.slice(0, 200))} />
      </div>
    </form>
    </>
  );
}
