// /cashbackgoods (the shop's cashback groups) and /cashbackgoods/{id} (one group's goods with
// 'Показать ещё'), with their metadata.
import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { ListingView } from '@/components/catalog/listing-view';
import type { CashbackGroup } from '@/contract';
import { pageMetadata } from '@/lib/seo';
import type { CashbackGroupView } from '@/lib/data/cashback';
import { groupHref } from '@/lib/listing/paging';
import { CashbackGroups } from './cashback-groups';
import { CashbackImage } from './cashback-image';
import s from './cashback.module.css';
import page from '@/components/info/info-page.module.css';

export const CASHBACK_TITLE = 'Товары с кешбэком';
const HOME: Crumb = { label: 'Главная', href: '/' };
const LIST: Crumb = { label: CASHBACK_TITLE, href: '/cashbackgoods' };

export function cashbackGroupsMetadata(groups: CashbackGroup[]): Metadata {
  const names = groups.map((g) => g.name).join(', ');
  return pageMetadata({
    title: CASHBACK_TITLE,
    description: `Покупайте товары с кешбэком и получайте баллы на карту покупателя.${names ? ` ${names}.` : ''}`,
    path: '/cashbackgoods',
    image: groups[0]?.image,
  });
}

export function CashbackGroupsPage({ groups }: { groups: CashbackGroup[] }) {
  return (
    <div className={`container ${page.page}`}>
      <Breadcrumbs items={[HOME, { label: CASHBACK_TITLE }]} />
      <h1 className={page.title}>{CASHBACK_TITLE}</h1>
      <p className={page.lead}>За покупку этих товаров часть их стоимости возвращается баллами на карту покупателя.</p>
      <CashbackGroups groups={groups} />
    </div>
  );
}

const groupName = (view: CashbackGroupView) => view.group?.name ?? 'Кешбэк на товары';

export function cashbackGroupMetadata(view: CashbackGroupView): Metadata {
  const name = groupName(view);
  const goods = view.loaded.goods.slice(0, 4).map((g) => g.name).join(', ');
  return pageMetadata({
    title: name,
    description: `${name}: ${goods ? `${goods} и другие товары` : 'товары'} с кешбэком баллами на карту покупателя.`,
    path: groupHref(view.id),
    image: view.group?.image ?? view.loaded.goods[0]?.image,
  });
}

export function CashbackGroupPage(view: CashbackGroupView) {
  const name = groupName(view);
  return (
    <ListingView
      crumbs={[HOME, LIST, { label: name }]}
      title={name}
      intro={(
        <div className={s.intro}>
          <CashbackImage groupId={view.id} image={view.group?.image ?? null} width={600} height={400} className={s.introImage} />
          <div className={s.introText}>
            <p>Покупайте товары из этой подборки — часть их стоимости вернётся баллами на карту покупателя.</p>
            <Link href="/cashbackgoods" prefetch={false}>Все товары с кешбэком →</Link>
          </div>
        </div>
      )}
      loaded={view.loaded}
      empty={view.error ? (
        <span className={s.error} role="alert" data-testid="cashback-error">{view.error}</span>
      ) : (
        <>В этом магазине сейчас нет товаров из этой подборки. <Link href="/cashbackgoods">Все товары с кешбэком</Link></>
      )}
    />
  );
}
