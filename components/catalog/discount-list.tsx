// The discounts list: each discount links to its goods (/catalog?discount={id}).
import Link from 'next/link';
import type { Discount } from '@/contract';
import { plainText } from '@/lib/seo';
import s from './discount-list.module.css';

export function DiscountList({ discounts }: { discounts: Discount[] }) {
  if (discounts.length === 0) {
    return <p className={s.empty}>Сейчас акций нет — загляните позже. <Link href="/catalog">Перейти в каталог</Link></p>;
  }
  return (
    <ul className={s.list} data-testid="discount-list">
      {discounts.map((d) => (
        <li key={d.id}>
          <Link href={`/catalog?discount=${d.id}`} prefetch={false} className={s.item}>
            {d.image && <img src={d.image} alt="" width={480} height={240} loading="lazy" className={s.image} />}
            <span className={s.body}>
              <span className={s.name}>{d.name}</span>
              {d.description && <span className={s.text}>{plainText(d.description, 160)}</span>}
              <span className={s.go}>Смотреть товары →</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
