// The footer (spec §1): support phone, app-store links, the sign-in notice, copyright, back to top.
import Link from 'next/link';
import { PhoneIcon } from './icons';
import { ScrollToTop } from './scroll-to-top';
import { SITE_NAME, SUPPORT_PHONE } from './site';
import s from './site-footer.module.css';

const STORES = [
  { name: 'App Store', caption: 'Загрузите в', href: 'https://apps.apple.com/ru/', icon: <AppleMark /> },
  { name: 'Google Play', caption: 'Доступно в', href: 'https://play.google.com/store/apps', icon: <PlayMark /> },
  { name: 'RuStore', caption: 'Скачайте из', href: 'https://www.rustore.ru/', icon: <RuStoreMark /> },
];

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
          <ul className={s.stores}>
            {STORES.map((store) => (
              <li key={store.name}>
                <a href={store.href} className={s.store} target="_blank" rel="noopener noreferrer">
                  {store.icon}
                  <span>
                    <span className={s.storeCaption}>{store.caption}</span>
                    <span className={s.storeName}>{store.name}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={`container ${s.bottom}`}>
        <p className={s.notice}>С 01.12.2024 вход в личный кабинет осуществляется только по номеру телефона.</p>
        <p className={s.copy}>© 2026 {SITE_NAME}. Все права защищены.</p>
      </div>
      <ScrollToTop />
    </footer>
  );
}

function AppleMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-3.9ZM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.6-2.8 1.4-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.5 2.8-1.3Z" />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 2.8 14 12 4 21.2c-.4-.2-.6-.6-.6-1.1V3.9c0-.5.2-.9.6-1.1Z" fill="#34a853" />
      <path d="m14 12 3-2.9 3.6 2c.9.5.9 1.4 0 1.9l-3.6 2L14 12Z" fill="#fbbc04" />
      <path d="M4 2.8c.3-.2.8-.2 1.3 0L17 9.1 14 12 4 2.8Z" fill="#4285f4" />
      <path d="M4 21.2 14 12l3 2.9-11.7 6.3c-.5.3-1 .2-1.3 0Z" fill="#ea4335" />
    </svg>
  );
}

function RuStoreMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <rect width="24" height="24" rx="6" fill="#0077ff" />
      <path d="M7 17V7h5.2c2.1 0 3.5 1.2 3.5 3.1 0 1.4-.8 2.4-2 2.8L16.5 17h-2.6l-2.4-3.8H9.3V17H7Zm2.3-5.8h2.8c.9 0 1.4-.5 1.4-1.2s-.5-1.2-1.4-1.2H9.3v2.4Z" fill="#fff" />
    </svg>
  );
}
