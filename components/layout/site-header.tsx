// The site header (spec §2): logo, search, receiving method, user, basket; the bar with the
// catalogue mega menu and the content links. Server-rendered; only search and badge hydrate.
import Link from 'next/link';
import { SearchBox } from '@/components/search/search-box';
import { loadMenu } from '@/lib/data/menu';
import { BasketLink, ReceivingMethodButton, UserButton } from './header-actions';
import { PercentIcon } from './icons';
import { Logo } from './logo';
import { MegaMenu } from './mega-menu';
import s from './site-header.module.css';

export async function SiteHeader({ shopId }: { shopId: number }) {
  const menu = await loadMenu(shopId);
  return (
    <header className={s.header}>
      <div className={s.top}>
        <div className={`container ${s.topInner}`}>
          <Logo />
          <div className={s.search}>
            <SearchBox shopId={shopId} />
          </div>
          <div className={s.receiving}>
            <ReceivingMethodButton />
          </div>
          <div className={s.actions}>
            <UserButton />
            <BasketLink />
          </div>
        </div>
      </div>
      <nav className={s.bar} aria-label="Основная навигация">
        <div className={`container ${s.barInner}`}>
          <MegaMenu menu={menu} />
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
