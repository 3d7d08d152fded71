// /admin-order/shops: the shops the admin may edit, each a link to its card; a site admin adds one
// here, and sees the closed ones marked (decision 191).
import Link from 'next/link';
import type { AdminShopSummary } from '@/contract';
import { adminTabs } from '@/components/admin-orders/admin-tabs';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageHead } from '@/components/ui/page-head';
import { TabLinks } from '@/components/ui/tabs';
import { formatMoney } from '@/lib/format';
import s from './shops.module.css';

export function ShopsPage({ viewer, shops }: { viewer: { name: string; isSiteAdmin: boolean }; shops: AdminShopSummary[] | null }) {
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Личный кабинет', href: '/personal-area' }, { label: 'Магазины' }]} />
      <PageHead title="Магазины">
        <Link href="/personal-area">{viewer.name}</Link>
      </PageHead>
      <TabLinks label="Разделы личного кабинета" tabs={adminTabs(viewer.isSiteAdmin, '/admin-order/shops')} />
      {shops === null && <p role="alert" className={s.error}>Ошибка загрузки данных</p>}
      {viewer.isSiteAdmin && (
        <div className={s.actions}><Link className={buttonClass({ variant: 'primary' })} href="/admin-order/shops/new">Добавить магазин</Link></div>
      )}
      {shops?.length === 0 && <p className={s.muted}>У вас нет магазинов.</p>}
      <ul className={s.list} data-testid="admin-shops">
        {shops?.map((shop) => (
          <li key={shop.id} className={s.card}>
            <Link className={s.shopLink} href={`/admin-order/shops/${shop.id}`}>{shop.name}</Link>
            {shop.closed && <p className={s.flag}>Закрыт: покупатели его не видят</p>}
            <p className={s.muted}>{shop.region}, {shop.address}</p>
            <p className={s.muted}>
              Минимальный заказ {formatMoney(shop.minOrderAmount)} · {shop.deliveryEnabled ? 'доставка' : 'без доставки'} ·{' '}
              {shop.pickupEnabled ? 'самовывоз' : 'без самовывоза'} · зон доставки: {shop.zones}
              {shop.canAcceptOrders ? '' : ' · заказы не принимает'}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
