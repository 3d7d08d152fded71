// The shop's cashback groups: each with its picture, name, 'Смотреть все' and its goods — one good on
// its own, more as a carousel (spec §9: autoplay 1500 ms, looped, 1/2/3/4 slides from 768/1024/1261 px).
import Link from 'next/link';
import { ProductCard } from '@/components/catalog/product-card';
import { Slider } from '@/components/ui/slider';
import type { CashbackGroup } from '@/contract';
import { groupHref } from '@/lib/listing/paging';
import { CashbackImage } from './cashback-image';
import s from './cashback.module.css';

export const CASHBACK_AUTOPLAY_MS = 1500;

function Group({ group, index }: { group: CashbackGroup; index: number }) {
  const headingId = `cashback-${group.id}`;
  const href = groupHref(group.id);
  return (
    <section className={s.group} aria-labelledby={headingId} data-testid="cashback-group" data-group-id={group.id}>
      <Link href={href} prefetch={false} className={s.cover} tabIndex={-1} aria-hidden="true">
        <CashbackImage groupId={group.id} image={group.image} width={600} height={400} lazy={index > 1} className={s.coverImage} />
      </Link>
      <div className={s.head}>
        <h2 id={headingId} className={s.name}><Link href={href} prefetch={false}>{group.name}</Link></h2>
        <Link href={href} prefetch={false} className={s.all} aria-label={`Смотреть все: ${group.name}`}>
          Смотреть все
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2"
            strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d="m9 6 6 6-6 6" /></svg>
        </Link>
      </div>
      <div className={s.goods}>
        {group.goods.length === 1 ? (
          <div className={s.single}><ProductCard good={group.goods[0]} /></div>
        ) : (
          <Slider label={group.name} autoplay={CASHBACK_AUTOPLAY_MS} loop className={s.carousel}>
            {group.goods.map((g) => <ProductCard key={g.id} good={g} />)}
          </Slider>
        )}
      </div>
    </section>
  );
}

export function CashbackGroups({ groups }: { groups: CashbackGroup[] }) {
  if (groups.length === 0) {
    return (
      <p className={s.empty}>
        Сейчас в этом магазине нет товаров с кешбэком — загляните позже. <Link href="/discounts">Посмотреть акции</Link>
      </p>
    );
  }
  return (
    <div className={s.groups}>
      {groups.map((g, i) => <Group key={g.id} group={g} index={i} />)}
    </div>
  );
}
