'use client';
// The catalogue mega menu (spec §2): own production (good sets with sub-sets) and the categories.
// A client component fed with a compact menu: the server still renders every link into the HTML
// (so it works without JavaScript), while the page's RSC payload carries this small data instead of
// the whole element tree — the menu is on every page, twice over otherwise.
import Link from 'next/link';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { MegaMenuRoot } from './mega-menu-root';
import type { MenuData } from '@/lib/data/menu';
import s from './mega-menu.module.css';

/**
 * A group's icon: a blank of its size that MegaMenuRoot fills (a background, the same element) once
 * the shopper reaches for the menu. A closed menu is hidden, yet the browser would fetch its 15+
 * lazy images on every page, since they sit in the layout right under the header.
 */
function MenuIcon({ src }: { src: string | null }) {
  if (!src) return null;
  return <span className={s.icon} data-icon={src} aria-hidden="true" />;
}

const noSubscribe = () => () => {};

/**
 * The panel's contents. The server renders every link (the menu works without JavaScript); the
 * browser does not hydrate them — hundreds of links on every page were a good part of the main
 * thread's work on a phone — and keeps the server's HTML for good (an element with an empty
 * dangerouslySetInnerHTML is left as it is by hydration). It never swaps those links for rendered
 * ones: a swap while the shopper presses one (the press itself hydrates the page) lost the click.
 * MegaMenuRoot routes clicks on them. A menu first rendered in the browser (no server HTML to keep)
 * renders its links.
 */
function Deferred({ className, children }: { className: string; children: ReactNode }) {
  // True on the server and while hydrating its HTML, false in a render that starts in the browser.
  const hydrating = useSyncExternalStore(noSubscribe, () => false, () => true);
  const [keepServerHtml] = useState(hydrating && typeof window !== 'undefined');
  if (!keepServerHtml) return <div className={className}>{children}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

export function MegaMenu({ menu }: { menu: MenuData }) {
  return (
    <MegaMenuRoot>
      <div className={s.panel} data-testid="mega-menu-panel">
        <Deferred className={`container ${s.inner}`}>
          {menu.own.length > 0 && (
            <section className={s.own} aria-labelledby="mega-own" data-theme="good-spoon">
              <h2 id="mega-own" className={s.heading}>Собственное производство</h2>
              <ul className={s.ownList}>
                {menu.own.map((set) => (
                  <li key={set.href}>
                    <Link href={set.href} prefetch={false} className={s.groupLink}>
                      <MenuIcon src={set.icon} />
                      <span>{set.name}</span>
                    </Link>
                    {set.children.length > 0 && (
                      <ul className={s.subList}>
                        {set.children.map((child) => (
                          <li key={child.href}>
                            <Link href={child.href} prefetch={false} className={s.subLink}>{child.name}</Link>
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
              {menu.categories.map((c) => (
                <li key={c.href} className={s.group}>
                  <Link href={c.href} prefetch={false} className={s.groupLink}>
                    <MenuIcon src={c.icon} />
                    <span>{c.name}</span>
                  </Link>
                  {c.children.length > 0 && (
                    <ul className={s.subList}>
                      {c.children.map((sub) => (
                        <li key={sub.href}>
                          <Link href={sub.href} prefetch={false} className={s.subLink}>{sub.name}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </Deferred>
      </div>
    </MegaMenuRoot>
  );
}
