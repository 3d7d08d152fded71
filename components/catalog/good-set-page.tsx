// A good set (own production): breadcrumbs with the parent set, child sets, goods with 'Показать ещё',
// always in the good-spoon theme (spec §1).
import 'server-only';
import type { Metadata } from 'next';
import type { GoodSetView } from '@/lib/data/good-set';
import { goodSetHref } from '@/lib/listing/paging';
import { pageMetadata } from '@/lib/seo';
import type { Crumb } from './breadcrumbs';
import { GoodSetTiles } from './catalog-tree';
import { ListingView } from './listing-view';
import { GOOD_SPOON_THEME } from './theme';
import s from './good-set-page.module.css';

export function goodSetMetadata({ set, loaded }: GoodSetView): Metadata {
  const names = loaded.goods.slice(0, 5).map((g) => g.name).join(', ');
  return pageMetadata({
    title: set.title,
    description: `${set.title} — собственное производство магазина.${names ? ` ${names} и другое.` : ''}`,
    path: goodSetHref(set.id),
    image: set.image ?? set.icon,
  });
}

export function GoodSetPage({ set, loaded }: GoodSetView) {
  const crumbs: Crumb[] = [{ label: 'Каталог', href: '/catalog' }];
  if (set.parent) crumbs.push({ label: set.parent.title, href: goodSetHref(set.parent.id) });
  crumbs.push({ label: set.title });
  return (
    <div data-theme={GOOD_SPOON_THEME} className={s.theme}>
      <ListingView
        crumbs={crumbs}
        title={set.title}
        aside={set.goodSets.length > 0 && <div className={s.sets}><GoodSetTiles sets={set.goodSets} /></div>}
        loaded={loaded}
        empty={set.goodSets.length > 0 ? 'Выберите подборку выше.' : 'В этой подборке пока нет товаров.'}
      />
    </div>
  );
}
