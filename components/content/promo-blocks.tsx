// The two fixed blocks at the end of the home page (checkout-account-admin.md §1): the loyalty-card
// promo banner, and the mobile app with its two benefit lines and the store links. Drawn inline
// (no image requests, nothing to shift when it loads).
import Link from 'next/link';
import { AppStoreLinks } from '@/components/layout/app-stores';
import s from './content.module.css';

export function LoyaltyBanner() {
  return (
    <section className={`container ${s.section}`} aria-labelledby="home-loyalty" data-testid="loyalty-banner">
      <div className={s.loyalty}>
        <div className={s.promoText}>
          <h2 id="home-loyalty">Карта покупателя</h2>
          <p>
            Цены «По карте» ниже обычных, а за покупки из подборок с кешбэком часть стоимости возвращается
            баллами. Оформите карту на кассе любого магазина или в приложении.
          </p>
          <Link href="/cashbackgoods" className={s.promoLink}>Товары с кешбэком</Link>
        </div>
        <svg className={s.loyaltyArt} viewBox="0 0 240 150" width="240" height="150" aria-hidden="true" focusable="false">
          <rect x="18" y="14" width="204" height="122" rx="16" fill="#fff" opacity="0.18" transform="rotate(-6 120 75)" />
          <rect x="18" y="14" width="204" height="122" rx="16" fill="#fff" />
          <rect x="18" y="40" width="204" height="22" fill="#bdf0c9" />
          <rect x="36" y="80" width="86" height="10" rx="5" fill="#cfd8d2" />
          <rect x="36" y="100" width="56" height="10" rx="5" fill="#cfd8d2" />
          <circle cx="184" cy="103" r="20" fill="#1f9b4f" />
          <path d="M176 103h16M184 95v16" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        </svg>
      </div>
    </section>
  );
}

/** The spec's two benefit lines of the app. */
export const APP_BENEFITS = [
  'Весь каталог магазина — в вашем телефоне',
  'Самовывоз: закажите заранее и заберите в любом магазине',
];

export function AppBlock() {
  return (
    <section className={`container ${s.section}`} aria-labelledby="home-app" data-testid="app-block">
      <div className={s.app}>
        <div className={s.promoText}>
          <h2 id="home-app">Мобильное приложение</h2>
          <ul className={s.benefits}>
            {APP_BENEFITS.map((line) => <li key={line}>{line}</li>)}
          </ul>
          <AppStoreLinks classes={{ list: s.stores, store: s.store, caption: s.storeCaption, name: s.storeName }} />
        </div>
        <svg className={s.appArt} viewBox="0 0 140 220" width="140" height="220" aria-hidden="true" focusable="false">
          <rect x="10" y="4" width="120" height="212" rx="22" fill="#18221c" />
          <rect x="18" y="16" width="104" height="188" rx="14" fill="#f4f6f3" />
          <rect x="28" y="28" width="84" height="14" rx="7" fill="#fff" stroke="#1f9b4f" strokeWidth="2" />
          <rect x="28" y="52" width="38" height="46" rx="8" fill="#bdf0c9" />
          <rect x="74" y="52" width="38" height="46" rx="8" fill="#ffe1b8" />
          <rect x="28" y="106" width="38" height="46" rx="8" fill="#ffd0cc" />
          <rect x="74" y="106" width="38" height="46" rx="8" fill="#d6e6ff" />
          <rect x="28" y="166" width="84" height="24" rx="10" fill="#1f9b4f" />
        </svg>
      </div>
    </section>
  );
}
