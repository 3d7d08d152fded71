// The catalogue without a listing: category tiles, and on the top level the own-production good sets.
import Link from 'next/link';
import { categoryHref } from '@/domain/listing';
import type { Catalog, GoodSet } from '@/contract';
import s from './catalog-tree.module.css';

const FALLBACK_ICON = '/media/logo.svg';

export function CategoryTiles({ categories }: { categories: Catalog[] }) {
  return (
    <ul className={s.tiles} data-testid="category-tiles">
      {categories.map((c) => (
        <li key={c.id}>
          <Link href={categoryHref(c)} prefetch={false} className={s.tile}>
            <img src={c.icon ?? FALLBACK_ICON} alt="" width={56} height={56} loading="lazy" className={s.icon} />
            <span className={s.name}>{c.name}</span>
          </Link>
          {c.items.length > 0 && (
            <ul className={s.sub}>
              {c.items.slice(0, 6).map((sub) => (
                <li key={sub.id}><Link href={categoryHref(sub)} prefetch={false}>{sub.name}</Link></li>
              ))}
              {c.items.length > 6 && (
                <li><Link href={categoryHref(c)} prefetch={false} className={s.more}>ещё {c.items.length - 6}</Link></li>
              )}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

export function GoodSetTiles({ sets }: { sets: GoodSet[] }) {
  return (
    <ul className={s.sets} data-testid="good-set-tiles">
      {sets.map((set, i) => (
        <li key={set.id}>
          <Link href={`/good-sets/${set.id}`} prefetch={false} className={s.set}>
            {/* the first tiles are on screen at once, often the page's largest paint: no lazy loading */}
            <img src={set.image ?? set.icon ?? FALLBACK_ICON} alt="" width={320} height={320} loading={i < 2 ? 'eager' : 'lazy'}
              fetchPriority={i < 2 ? 'high' : undefined} className={s.setImage} />
            <span className={s.setTitle}>{set.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
