// The footer (spec §1): support phone, app-store links, the sign-in notice, copyright, back to top;
// in SHOP_MODE=demo a small «Демо-магазин» mark, so a demo is never taken for a real shop.
import Link from 'next/link';
import { AppStoreLinks } from './app-stores';
import { PhoneIcon } from './icons';
import { ScrollToTop } from './scroll-to-top';
import { env } from '@/lib/env';
import { SITE_NAME, SUPPORT_PHONE } from '@/lib/site';
import s from './site-footer.module.css';

export function SiteFooter() {
  const tel = SUPPORT_PHONE.replace(/\D/g, '');
  return (
    <footer className={s.footer} data-testid="site-footer">
      <div className={`container ${s.grid}`}>
        <section className={s.support} aria-labelledby="footer-support">
          <h2 id="footer-support" className={s.heading}>Служба поддержки</h2>
          <a href={`tel:${tel}`} className={s.phone}>
            <PhoneIcon width={20} height={20} />
            {SUPPORT_PHONE}
          </a>
          <p className={s.muted}>Ежедневно с 8:00 до 22:00, звонок по России бесплатный</p>
        </section>
        <nav className={s.nav} aria-labelledby="footer-nav">
          <h2 id="footer-nav" className={s.heading}>Покупателям</h2>
          <ul>
            <li><Link href="/catalog">Каталог товаров</Link></li>
            <li><Link href="/discounts">Акции</Link></li>
            <li><Link href="/rules">Правила</Link></li>
            <li><Link href="/faq">Вопросы и ответы</Link></li>
          </ul>
        </nav>
        <section className={s.apps} aria-labelledby="footer-apps">
          <h2 id="footer-apps" className={s.heading}>Наше приложение</h2>
          <AppStoreLinks classes={{ list: s.stores, store: s.store, caption: s.storeCaption, name: s.storeName }} />
        </section>
      </div>
      <div className={`container ${s.bottom}`}>
        <p className={s.notice}>С 01.12.2024 вход в личный кабинет осуществляется только по номеру телефона.</p>
        <p className={s.copy}>
          © 2026 {SITE_NAME}. Все права защищены.
          {env.shopMode() === 'demo' && (
            <> <span className={s.demo} data-testid="demo-mark" title="Демонстрационные данные: заказы не исполняются">Демо-магазин</span></>
          )}
        </p>
        <ScrollToTop />
      </div>
    </footer>
  );
}
