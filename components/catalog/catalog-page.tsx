// The catalogue route's screens: the tree (top level or a parent's subcategories) and the listing
// modes (category, discount, search), chosen by the loaded view.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AgeGate } from './age-gate';
import { canonicalListingHref, hasFilters, listingHref } from '@/domain/listing';
import { SEARCH_TEXT_MIN } from '@/domain/search-text';
import { plural } from '@/lib/format';
import { pageMetadata, plainText } from '@/lib/seo';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { CategoryTiles, GoodSetTiles } from './catalog-tree';
import { FilterPanel } from './filter-panel';
import type { CatalogView } from '@/lib/data/catalog';
import { ListingView } from './listing-view';
import s from './catalog-page.module.css';

const CATALOG: Crumb = { label: 'Каталог', href: '/catalog' };

export const searchTitle = (word: string) => `Результаты поиска «${word}»`;

export function catalogMetadata(view: CatalogView): Metadata {
  switch (view.mode) {
    case 'top':
      return pageMetadata({
        title: 'Каталог товаров',
        description: `Все категории магазина: ${view.categories.slice(0, 6).map((c) => c.name).join(', ')} и другие. Собственное производство, акции и скидки.`,
        path: '/catalog',
      });
    case 'parent':
      return pageMetadata({
        title: view.category.name,
        description: `${view.category.name}: ${view.category.items.map((c) => c.name).join(', ')}.`,
        path: `/catalog?parent=${view.category.id}`,
        image: view.category.icon,
      });
    case 'category':
      return pageMetadata({
        title: view.category.name,
        description: `${view.category.name} — ${view.loaded.total} ${plural(view.loaded.total, 'товар', 'товара', 'товаров')} с доставкой на дом и самовывозом. Цены, скидки по карте, состав и пищевая ценность.`,
        path: canonicalListingHref(view.state),
        image: view.loaded.goods[0]?.image ?? view.category.icon,
      });
    case 'discount':
      return pageMetadata({
        title: view.discount.name,
        description: plainText(view.discount.description) || `Товары по акции «${view.discount.name}».`,
        path: canonicalListingHref(view.state),
        image: view.discount.image,
      });
    case 'search':
      return {
        ...pageMetadata({
          title: view.state.searchWord ? searchTitle(view.state.searchWord) : 'Поиск по каталогу',
          description: `Поиск товаров по каталогу магазина${view.state.searchWord ? `: «${view.state.searchWord}»` : ''}.`,
          path: canonicalListingHref(view.state),
        }),
        // result pages are endless variations of the catalogue: followed, not indexed
        robots: { index: false, follow: true },
      };
    case 'not-found':
      return { title: 'Страница не найдена' };
  }
}

function SearchForm({ word }: { word: string }) {
  return (
    <form method="get" action="/catalog" className={s.search} role="search">
      <input
        type="search"
        name="search-word"
        defaultValue={word}
        minLength={SEARCH_TEXT_MIN}
        required
        placeholder="Поиск по каталогу"
        aria-label="Поиск по каталогу"
      />
      <button type="submit">Найти</button>
    </form>
  );
}

type Shown = Exclude<CatalogView, { mode: 'not-found' }>;

/** The page, with the age gate over an age-restricted category (and every category under one). */
export function CatalogPage({ view }: { view: Shown }) {
  const adultsOnly = (view.mode === 'parent' || view.mode === 'category') && view.category.hasAgeRestrictions;
  return (
    <>
      <CatalogBody view={view} />
      {adultsOnly && <AgeGate />}
    </>
  );
}

function CatalogBody({ view }: { view: Shown }) {
  switch (view.mode) {
    case 'top':
      return (
        <div className={`container ${s.page}`}>
          <Breadcrumbs items={[{ label: 'Каталог' }]} />
          <h1 className={s.title}>Каталог</h1>
          {view.sets.length > 0 && (
            <section className={s.section} aria-labelledby="own-production">
              <h2 id="own-production" className={s.heading}>Собственное производство</h2>
              <GoodSetTiles sets={view.sets} />
            </section>
          )}
          <section className={s.section} aria-labelledby="categories">
            <h2 id="categories" className={s.heading}>Каталог товаров</h2>
            <CategoryTiles categories={view.categories} />
          </section>
        </div>
      );
    case 'parent': {
      const { category } = view;
      const crumbs: Crumb[] = [CATALOG];
      if (category.parent) crumbs.push({ label: category.parent.name, href: `/catalog?parent=${category.parent.id}` });
      crumbs.push({ label: category.name });
      return (
        <div className={`container ${s.page}`}>
          <Breadcrumbs items={crumbs} />
          <div className={s.titleRow}>
            <h1 className={s.title}>{category.name}</h1>
            <Link href={`/category/${category.id}`} prefetch={false} className={s.all}>Все товары раздела →</Link>
          </div>
          {category.items.length > 0 ? (
            <CategoryTiles categories={category.items} />
          ) : (
            <p className={s.note}>
              В этом разделе нет подкатегорий. <Link href={`/category/${category.id}`}>Смотреть товары</Link>
            </p>
          )}
        </div>
      );
    }
    case 'category': {
      const { category, state, dicts, loaded } = view;
      const crumbs: Crumb[] = [CATALOG];
      if (category.parent) crumbs.push({ label: category.parent.name, href: `/catalog?parent=${category.parent.id}` });
      crumbs.push({ label: category.name });
      return (
        <ListingView
          crumbs={crumbs}
          title={category.name}
          aside={category.items.length > 0 && (
            <ul className={s.chips} aria-label="Подкатегории">
              {category.items.map((c) => (
                <li key={c.id}><Link href={`/category/${c.id}`} prefetch={false}>{c.name}</Link></li>
              ))}
            </ul>
          )}
          filters={<FilterPanel key={listingHref(state)} state={state} dicts={dicts} total={loaded.total} />}
          loaded={loaded}
          empty={hasFilters(state) ? (
            <>По выбранным фильтрам товаров нет. <Link href={canonicalListingHref(state)}>Сбросить фильтры</Link></>
          ) : (
            <>В этой категории пока нет товаров. <Link href="/catalog">Вернуться в каталог</Link></>
          )}
        />
      );
    }
    case 'discount': {
      const { discount, state, dicts, loaded } = view;
      return (
        <ListingView
          crumbs={[CATALOG, { label: 'Акции', href: '/discounts' }, { label: discount.name }]}
          title={discount.name}
          intro={discount.description ? <p className={s.intro}>{plainText(discount.description, 600)}</p> : null}
          filters={<FilterPanel key={listingHref(state)} state={state} dicts={dicts} total={loaded.total} />}
          loaded={loaded}
          empty={hasFilters(state) ? (
            <>По выбранным фильтрам товаров нет. <Link href={canonicalListingHref(state)}>Сбросить фильтры</Link></>
          ) : (
            <>Сейчас в этой акции нет товаров. <Link href="/discounts">Все акции</Link></>
          )}
        />
      );
    }
    case 'search': {
      const { state, loaded } = view;
      const crumbs: Crumb[] = [CATALOG, { label: 'Поиск' }];
      if (!loaded) {
        return (
          <div className={`container ${s.page}`}>
            <Breadcrumbs items={crumbs} />
            <h1 className={s.title}>{state.searchWord ? searchTitle(state.searchWord) : 'Поиск по каталогу'}</h1>
            <p className={s.note}>
              Введите не меньше {SEARCH_TEXT_MIN} символов, чтобы мы смогли подобрать товары.
            </p>
            <SearchForm word={state.searchWord} />
          </div>
        );
      }
      return (
        <ListingView
          crumbs={crumbs}
          title={searchTitle(state.searchWord)}
          intro={loaded.total > 0 ? (
            <>
              {view.correctedQuery && (
                <p className={s.found} data-testid="corrected-query">
                  Показаны результаты по запросу «{view.correctedQuery}»
                </p>
              )}
              <p className={s.found}>
                {plural(loaded.total, 'Найден', 'Найдено', 'Найдено')} {loaded.total} {plural(loaded.total, 'товар', 'товара', 'товаров')}
              </p>
            </>
          ) : null}
          loaded={loaded}
          empty={(
            <div className={s.emptySearch}>
              <p>По запросу «{state.searchWord}» ничего не нашлось. Проверьте написание или поищите по-другому.</p>
              <SearchForm word={state.searchWord} />
              <p><Link href="/catalog">Перейти в каталог</Link></p>
            </div>
          )}
        />
      );
    }
  }
}
