'use client';
// A record's goods picked in the back office (discounts, promotions' rules and preview basket,
// cashback groups, good sets): a search of the chosen shops' goods, each found good added with one
// tap, each added removed with one.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminDiscountGood, Good } from '@/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { searchGoods } from '@/lib/api/admin-orders-browser';
import { adminKeys } from '@/lib/query/admin-keys';
import records from '@/components/ui/admin-records.module.css';
import own from './goods-picker.module.css';

const s = { ...records, ...own };

/** How many found goods the picker lists. */
const FOUND_MAX = 20;

/**
 * The search in every one of `shopIds` (a good one shop sells and another does not is still found),
 * each shop's results in its rank, merged in the order of the shops, each good once.
 */
async function searchGoodsIn(shopIds: number[], text: string): Promise<Good[]> {
  const lists = await Promise.all(shopIds.map((id) => searchGoods(id, text)));
  const seen = new Set<number>();
  const out: Good[] = [];
  for (const g of lists.flat()) {
    if (seen.has(g.id)) continue;
    seen.add(g.id);
    out.push(g);
  }
  return out.slice(0, FOUND_MAX);
}

/**
 * A record's goods: a search of the chosen shops' goods, each found good added with one tap, each added removed
 * with one. `name`: what the goods are, for the list's and the search's labels when a form holds
 * several pickers (the promotions' rules and preview basket).
 */
export function GoodsPicker({ shopIds, picked, onChange, error, name = 'Товары скидки', legend = 'Товары', searchLabel = 'Найти товар' }: {
  shopIds: number[]; picked: AdminDiscountGood[]; onChange: (goods: AdminDiscountGood[]) => void; error?: string;
  name?: string; legend?: string; searchLabel?: string;
}) {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const found = useQuery({
    queryKey: adminKeys.goodsSearchIn(shopIds, asked), queryFn: () => searchGoodsIn(shopIds, asked), enabled: asked.length >= 2, staleTime: 30_000,
  });
  const has = new Set(picked.map((g) => g.id));
  return (
    <fieldset className={s.shops}>
      <legend className={s.legend}>{legend} ({picked.length})</legend>
      {picked.length > 0 && (
        <ul className={s.picked} aria-label={name}>
          {picked.map((g) => (
            <li key={g.id}>
              <span className={s.goodName}>{g.name} <span className={s.muted}>№ {g.id}</span></span>
              <Button size="lg" variant="secondary" aria-label={`Убрать «${g.name}»`} onClick={() => onChange(picked.filter((p) => p.id !== g.id))}>Убрать</Button>
            </li>
          ))}
        </ul>
      )}
      {error && <p role="alert" className={s.error}>{error}</p>}
      <TextField label={searchLabel} type="search" value={text} autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); setAsked(text.trim()); } }}
        hint="Название или его часть, затем «Найти»" />
      <div className={s.actions}>
        <Button size="lg" variant="secondary" onClick={() => setAsked(text.trim())} loading={found.isFetching} aria-label={searchLabel === 'Найти товар' ? undefined : `Найти: ${searchLabel.toLowerCase()}`}>Найти</Button>
      </div>
      {asked.length >= 2 && found.data && (
        <ul className={s.found} aria-label={`Найденные товары: ${name.toLowerCase()}`} data-testid="found-goods">
          {found.data.length === 0 && <li className={s.muted}>Ничего не найдено</li>}
          {found.data.map((g) => (
            <li key={g.id}>
              <span className={s.goodName}>{g.name} <span className={s.muted}>№ {g.id}</span></span>
              <Button size="lg" variant={has.has(g.id) ? 'secondary' : 'primary'} disabled={has.has(g.id)} aria-label={`${has.has(g.id) ? 'Добавлен' : 'Добавить'} «${g.name}»`}
                onClick={() => onChange([...picked, { id: g.id, name: g.name }])}>{has.has(g.id) ? 'Добавлен' : 'Добавить'}</Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
