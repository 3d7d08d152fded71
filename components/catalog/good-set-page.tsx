// A good set (own production): breadcrumbs with the parent set, child sets, goods with 'Показать ещё',
// always in the good-spoon theme (spec §1).
import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import { parseId, parsePage } from '@/domain/listing';
import { getGoodSet, getGoodSetGoods } from '@/lib/api/catalog';
import type { GoodSet } from '@/lib/api/types';
import { unfoldQuery } from '@/lib/listing-query';
import { pageMetadata } from '@/lib/seo';
import type { Crumb } from './breadcrumbs';
import { GoodSetTiles } from './catalog-tree';
import { ListingView, type LoadedGoods } from './listing-view';
import { loadSteps } from './load-steps';
import { GOOD_SPOON_THEME } from './theme';
import s from './good-set-page.module.css';

export type GoodSetView = { set: GoodSet; loaded: LoadedGoods };

const setHref = (id: number, page: number) => (page > 1 ? `/good-sets/${id}?page=${page}` : `/good-sets/${id}`);

export const loadGoodSet = cache(async (shop: number, idParam: string, q: string): Promise<GoodSetView | null> => {
  const id = parseId(idParam);
  if (id === null || String(id) !== idParam) return null;
  const set = await getGoodSet(shop, id);
  if (!set) return null;
  const page = parsePage(unfoldQuery(q).get('page'));
  const loaded = await loadSteps(page, (step) => getGoodSetGoods(shop, id, step), (p) => setHref(id, p));
  return { set, loaded };
});

export function goodSetMetadata({ set, loaded }: GoodSetView): Metadata {
  const names = loaded.goods.slice(0, 5).map((g) => g.name).join(', ');
  return pageMetadata({
    title: set.title,
    description: `${set.title} — собственное производство магазина.${names ? ` ${names} и другое.` : ''}`,
    path: setHref(set.id, 1),
    image: set.image ?? set.icon,
  });
}

export function GoodSetPage({ set, loaded }: GoodSetView) {
  const crumbs: Crumb[] = [{ label: 'Каталог', href: '/catalog' }];
  if (set.parent) crumbs.push({ label: set.parent.title, href: `/good-sets/${set.parent.id}` });
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
