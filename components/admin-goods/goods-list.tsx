// /admin-order/goods: a site admin's way to a good's card: a search by name (a plain GET form, no
// script needed) and the goods found, each with its main picture and whether it has real photos.
import Link from 'next/link';
import { adminTabs } from '@/components/admin-orders/admin-tabs';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PageHead } from '@/components/ui/page-head';
import { TabLinks } from '@/components/ui/tabs';
import s from './goods.module.css';

export type GoodRow = { id: number; name: string; image: string; hasImage: boolean };

const isPhoto = (url: string) => url.startsWith('/media/photos/');

export function GoodsAdminList({ viewer, query, goods }: { viewer: { name: string }; query: string; goods: GoodRow[] | null }) {
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Личный кабинет', href: '/personal-area' }, { label: 'Товары' }]} />
      <PageHead title="Товары">
        <Link href="/personal-area">{viewer.name}</Link>
      </PageHead>
      <TabLinks label="Разделы личного кабинета" tabs={adminTabs(true, '/admin-order/goods')} />
      <form className={s.search} action="/admin-order/goods" method="get">
        <TextField label="Название товара" name="q" type="search" defaultValue={query} maxLength={100} autoComplete="off" />
        <Button type="submit" size="lg">Найти</Button>
      </form>
      {goods === null && <p role="alert" className={s.error}>Ошибка загрузки данных</p>}
      {goods?.length === 0 && <p className={s.muted}>{query ? 'Ничего не найдено.' : 'Товаров нет.'}</p>}
      {goods && goods.length > 0 && (
        <ul className={s.list} data-testid="admin-goods">
          {goods.map((g) => (
            <li key={g.id}>
              <Link href={`/admin-order/goods/${g.id}`} prefetch={false} className={s.row}>
                <img src={g.image} alt="" width={40} height={40} loading="lazy" />
                <span className={s.rowName}>{g.name}</span>
                <span className={s.rowNote}>{isPhoto(g.image) ? 'фото' : 'без фото'}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
