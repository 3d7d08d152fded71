// The catalogue mega menu (spec §2): own production (good sets with sub-sets) and the categories.
// Server-rendered links; MegaMenuRoot only adds click, tap and keyboard opening.
import Link from 'next/link';
import type { Catalog, GoodSet } from '@/lib/api/types';
import { MegaMenuRoot } from './mega-menu-root';
import s from './mega-menu.module.css';

/** A category with subcategories opens its part of the catalogue; a leaf opens its goods. */
export function categoryHref(c: Pick<Catalog, 'id' | 'items'>): string {
  return c.items.length > 0 ? `/catalog?parent=${c.id}` : `/category/${c.id}`;
}

export function MegaMenu({ categories, goodSets }: { categories: Catalog[]; goodSets: GoodSet[] }) {
  return (
    <MegaMenuRoot>
      <div className={s.panel} data-testid="mega-menu-panel">
        <div className={`container ${s.inner}`}>
          {goodSets.length > 0 && (
            <section className={s.own} aria-labelledby="mega-own" data-theme="good-spoon">
              <h2 id="mega-own" className={s.heading}>Собственное производство</h2>
              <ul className={s.ownList}>
                {goodSets.map((set) => (
                  <li key={set.id}>
                    <Link href={`/good-sets/${set.id}`} prefetch={false} className={s.groupLink}>
                      {(set.icon ?? set.image) && <img src={(set.icon ?? set.image)!} alt="" width={28} height={28} className={s.icon} loading="lazy" />}
                      <span>{set.title}</span>
                    </Link>
                    {set.goodSets.length > 0 && (
                      <ul className={s.subList}>
                        {set.goodSets.map((child) => (
                          <li key={child.id}>
                            <Link href={`/good-sets/${child.id}`} prefetch={false} className={s.subLink}>{child.title}</Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className={s.cats} aria-labelledby="mega-cats">
            <h2 id="mega-cats" className={s.heading}>Каталог товаров</h2>
            <ul className={s.columns}>
              {categories.map((c) => (
                <li key={c.id} className={s.group}>
                  <Link href={categoryHref(c)} prefetch={false} className={s.groupLink}>
                    {c.icon && <img src={c.icon} alt="" width={28} height={28} className={s.icon} loading="lazy" />}
                    <span>{c.name}</span>
                  </Link>
                  {c.items.length > 0 && (
                    <ul className={s.subList}>
                      {c.items.map((sub) => (
                        <li key={sub.id}>
                          <Link href={`/category/${sub.id}`} prefetch={false} className={s.subLink}>{sub.name}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </MegaMenuRoot>
  );
}
