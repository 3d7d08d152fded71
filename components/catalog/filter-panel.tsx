// Sorting and filters of category and discount listings: one GET form, every value in the URL.
import Link from 'next/link';
import { hasFilters, listingHref, SORTS, type ListingFilters, type ListingState } from '@/domain/listing';
import type { FilterValue, GoodsDicts, ShopOrder } from '@/contract';
import { plural } from '@/lib/format';
import { FilterForm } from './filter-form';
import s from './filter-panel.module.css';

export const SORT_LABELS: Record<ShopOrder, string> = {
  discount: 'По размеру скидки',
  price: 'Сначала дешевле',
  'price-desc': 'Сначала дороже',
  name: 'По алфавиту',
};

type Filtered = Extract<ListingState, { mode: 'category' | 'discount' }>;

/**
 * One value with the number of goods the listing would show once it is also chosen. A value that
 * would show nothing stays listed, greyed out with its 0, and cannot be ticked (unless it already
 * is: a disabled box would drop out of the form).
 */
function Option({ name, value, label, hits, checked, className = '' }: {
  name: string; value: string; label: string; hits: number; checked: boolean; className?: string;
}) {
  const empty = hits === 0 && !checked;
  return (
    <label className={`${s.option} ${empty ? s.empty : ''} ${className}`} data-empty={empty || undefined}>
      <input type="checkbox" name={name} value={value} defaultChecked={checked} disabled={empty} />
      <span className={s.optionName}>{label}</span>
      <span className={s.hits}>{hits}</span>
    </label>
  );
}

function Options({ title, name, options, selected }: { title: string; name: string; options: FilterValue[]; selected: string[] }) {
  if (options.length === 0) return null;
  const open = selected.length > 0 || options.length <= 8;
  return (
    <details className={s.group} open={open}>
      <summary>{title}{selected.length > 0 && <span className={s.count}>{selected.length}</span>}</summary>
      <ul className={s.options}>
        {options.map((o) => (
          <li key={o.value}>
            <Option name={name} value={o.value} label={o.value} hits={o.filterHits} checked={selected.includes(o.value)} />
          </li>
        ))}
      </ul>
    </details>
  );
}

const noFilters = (state: Filtered): Filtered => ({
  ...state, withDiscount: false, countries: [], brands: [], packages: [], extra: {}, page: 1,
});

export function SortSelect({ sort }: { sort: ListingFilters['sort'] }) {
  return (
    <div className={s.sort}>
      <label htmlFor="listing-sort">Сортировка:</label>
      <select id="listing-sort" name="sort" defaultValue={sort} data-testid="sort-select" aria-label="Сортировка">
        {SORTS.map((value) => <option key={value} value={value}>{SORT_LABELS[value]}</option>)}
      </select>
      <button type="submit" className={s.applySort}>Применить</button>
    </div>
  );
}

/**
 * The form spans the toolbar (sort) and the side panel (filters); its children take their places
 * in the listing's grid (the form itself is `display: contents`).
 */
export function FilterPanel({ state, dicts, total }: { state: Filtered; dicts: GoodsDicts; total: number }) {
  const action = state.mode === 'category' ? `/category/${state.categoryId}` : '/catalog';
  const active = hasFilters(state);
  return (
    <FilterForm action={action} categoryId={state.mode === 'category' ? state.categoryId : undefined} className={s.form}>
      {state.mode === 'discount' && state.discountId && <input type="hidden" name="discount" value={state.discountId} />}
      <div className={s.toolbar}>
        <span className={s.total}>{total} {plural(total, 'товар', 'товара', 'товаров')}</span>
        <SortSelect sort={state.sort} />
      </div>
      {/* A checkbox without a name is never submitted: it only opens the panel on narrow screens, without JS. */}
      <input type="checkbox" id="filters-toggle" className={s.toggle} defaultChecked={active} aria-label="Фильтры" />
      <div className={s.panel} data-testid="filters">
        <label htmlFor="filters-toggle" className={s.toggleButton}>
          Фильтры{active && <span className={s.dot} aria-label="выбраны" />}
        </label>
        <div className={s.panelBody}>
          {/* null: a discount's own listing, where every good has a discount */}
          {dicts.withDiscount !== null && (
            <Option name="with-discount" value="1" label="Со скидкой" hits={dicts.withDiscount} checked={state.withDiscount} className={s.discount} />
          )}
          <Options title="Бренд" name="brands" options={dicts.brands} selected={state.brands} />
          <Options title="Страна" name="countries" options={dicts.countries} selected={state.countries} />
          <Options title="Упаковка" name="packages" options={dicts.packages} selected={state.packages} />
          {dicts.extraProperties.map((p) => (
            <Options key={p.id} title={p.name} name={`extra[${p.id}]`} options={p.values} selected={state.extra[p.id] ?? []} />
          ))}
          <div className={s.actions}>
            <button type="submit" className={s.apply}>Применить</button>
            {active && <Link href={listingHref(noFilters(state))} prefetch={false} className={s.reset}>Сбросить</Link>}
          </div>
        </div>
      </div>
    </FilterForm>
  );
}
