// One listing page (category, discount, search, good set): breadcrumbs, title, optional sorting and
// filters, the goods and 'Показать ещё'.
import type { ReactNode } from 'react';
import type { LoadedGoods } from '@/lib/data/load-steps';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { LoadMore } from './load-more';
import { ProductGrid } from './product-grid';
import s from './listing-view.module.css';


export function ListingView({ crumbs, title, intro, filters, loaded, empty, aside }: {
  crumbs: Crumb[];
  title: string;
  intro?: ReactNode;
  /** the sort and filter form (category and discount modes) */
  filters?: ReactNode;
  loaded: LoadedGoods;
  empty?: ReactNode;
  /** shown under the title before the goods, e.g. subcategories or child sets */
  aside?: ReactNode;
}) {
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={crumbs} />
      <h1 className={s.title}>{title}</h1>
      {intro}
      {aside}
      <div className={filters ? s.layout : s.plain}>
        {filters}
        <section className={s.goods} aria-label="Товары">
          <ProductGrid goods={loaded.goods} empty={empty} anchorFrom={loaded.anchorFrom} />
          {loaded.moreHref && <LoadMore href={loaded.moreHref} shown={loaded.goods.length} total={loaded.total} />}
        </section>
      </div>
    </div>
  );
}
