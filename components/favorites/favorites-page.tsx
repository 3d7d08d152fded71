'use client';
// /favorites and /favorites/purchased (checkout-account-admin spec §2 "Favourites pages"): the
// goods with the chosen shop's prices and stock, on the catalogue's own cards (add to basket, the
// heart), a debounced search box, 'Показать ещё', the empty state with a link to the catalogue and,
// on favourites, 'Очистить избранное' after a confirmation.
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { ProductGrid } from '@/components/catalog/product-grid';
import { SEARCH_DEBOUNCE_MS } from '@/components/search/search-box';
import { useDebounced } from '@/components/search/use-debounced';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { TextField } from '@/components/ui/field';
import { TabLinks } from '@/components/ui/tabs';
import { favoritesSearch } from '@/domain/favorites';
import { favoriteGoods, type FavoritesKind } from '@/lib/api/favorites-browser';
import { queryKeys } from '@/lib/query/keys';
import { clearAllFavorites } from './favorites-store';
import s from './favorites-page.module.css';

const TEXT = {
  favorites: { title: 'Избранное', empty: 'В избранном пока нет товаров.' },
  purchased: { title: 'Купленные товары', empty: 'Здесь появятся товары ваших выполненных заказов.' },
} as const;

export function FavoritesPage({ kind, shopId }: { kind: FavoritesKind; shopId: number }) {
  const [typed, setTyped] = useState('');
  const name = useDebounced(favoritesSearch(typed), SEARCH_DEBOUNCE_MS);
  const [confirming, setConfirming] = useState(false);
  const queries = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: queryKeys.favorites.goods(kind, shopId, name),
    queryFn: ({ pageParam }) => favoriteGoods(shopId, kind, pageParam, name),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
  const goods = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const text = TEXT[kind];

  const empty = (
    <div data-testid="favorites-empty">
      <p>{name ? 'Ничего не найдено.' : text.empty}</p>
      <p><Link href="/catalog" prefetch={false}>Перейти в каталог</Link></p>
    </div>
  );

  return (
    <div className={`container ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{text.title}</h1>
        {kind === 'favorites' && total > 0 && !name && (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} data-testid="favorites-clear">Очистить избранное</Button>
        )}
      </div>
      <TabLinks
        label="Избранное и купленные товары"
        tabs={[
          { href: '/favorites', label: TEXT.favorites.title, current: kind === 'favorites' },
          { href: '/favorites/purchased', label: TEXT.purchased.title, current: kind === 'purchased' },
        ]}
      />
      <TextField
        label="Поиск по названию" type="search" value={typed} onChange={(e) => setTyped(e.target.value)}
        hint="Не меньше 3 символов" className={s.search} autoComplete="off" data-testid="favorites-search"
      />
      <section aria-label="Товары" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <Loading rows={4} testId="favorites-loading" />
        ) : list.isError ? (
          <p className={s.note} role="alert">Не удалось загрузить товары. Обновите страницу.</p>
        ) : (
          <ProductGrid goods={goods} empty={empty} />
        )}
        {list.hasNextPage && (
          <div className={s.more}>
            <span className={s.note}>Показано {goods.length} из {total}</span>
            <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} data-testid="load-more">
              Показать ещё
            </Button>
          </div>
        )}
      </section>
      {confirming && (
        <ConfirmDialog
          title="Очистить избранное?"
          tone="danger"
          confirmLabel="Очистить"
          cancelLabel="Отмена"
          testId="favorites-clear-dialog"
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            try {
              await clearAllFavorites();
            } catch (e) {
              console.error('Не удалось очистить избранное', e);
            }
            await queries.invalidateQueries({ queryKey: queryKeys.favorites.all });
          }}
        >
          Все товары будут удалены из избранного.
        </ConfirmDialog>
      )}
    </div>
  );
}
