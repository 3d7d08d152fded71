// The site header (spec §2): logo, search, receiving method, user, basket; the bar with the
// catalogue mega menu and the content links. Server-rendered; only search, menu and badge hydrate.
// Below 1024 px the header sticks with only its last row showing (search and basket: the compact
// bar), the rows above scrolling away (site-header.module.css).
import Link from 'next/link';
import { SearchBox } from '@/components/search/search-box';
import { loadMenu, type MenuData } from '@/lib/data/menu';
import { BasketLink, ReceivingMethodButton, UserButton } from './header-actions';
import { MenuIcon, PercentIcon } from './icons';
import { Logo } from './logo';
import { MegaMenu } from './mega-menu';
import s from './site-header.module.css';

export async function SiteHeader({ shopId }: { shopId: number }) {
  return <HeaderView shopId={shopId} menu={await loadMenu(shopId)} />;
}

/**
 * The header's markup. menu null: the catalogue button is a plain link to /catalog (the static 404,
 * built without the API, and embedded in every page's payload: no menu there twice).
 */
export function HeaderView({ shopId, menu }: { shopId: number; menu: MenuData | null }) {
  return (
    <header className={s.header} data-testid="site-header">
      <div className={s.top}>
        <div className={`container ${s.topInner}`}>
          <div className={s.logo}><Logo /></div>
          <div className={s.search} data-testid="header-search">
            <SearchBox shopId={shopId} />
          </div>
          <div className={s.receiving}>
            <ReceivingMethodButton />
          </div>
          <div className={s.actions}>
            <UserButton />
          </div>
          <div className={s.basket}>
            <BasketLink />
          </div>
        </div>
      </div>
      <nav className={s.bar} aria-label="Основная навигация">
        <div className={`container ${s.barInner}`}>
          {menu ? <MegaMenu menu={menu} /> : (
            <Link href="/catalog" className={s.catalog}>
              <MenuIcon width={20} height={20} />
              <span>Каталог</span>
            </Link>
          )}
          <ul className={s.links}>
            <li>
              <Link href="/discounts" className={`${s.link} ${s.sale}`}>
                <PercentIcon width={16} height={16} />
                Акции
              </Link>
            </li>
            <li><Link href="/rules" className={s.link}>Правила</Link></li>
            <li><Link href="/faq" className={s.link}>ВОПРОСЫ</Link></li>
          </ul>
        </div>
      </nav>
    </header>
  );
}
