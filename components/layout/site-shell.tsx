// Header, main and footer around every page, for the shop whose prices the page shows.
import type { ReactNode } from 'react';
import { BasketUrlActions } from '@/components/basket/basket-url';
import { NO_SCRIPT_NOTE } from '@/lib/basket-form';
import { defaultShopId } from '@/lib/shop-choice';
import { SiteFooter } from './site-footer';
import { HeaderView, SiteHeader } from './site-header';

function Frame({ shopId, header, children }: { shopId: number; header: ReactNode; children: ReactNode }) {
  return (
    <>
      <span id="top" />
      <a href="#main" className="skip-link">Перейти к содержимому</a>
      {header}
      <main id="main" tabIndex={-1}>
        {/* «В корзину» without JavaScript comes back to this page with ?good={id}#basket-nojs (lib/basket-form.ts):
            the basket lives in the browser's storage, so the note says what adds it */}
        <noscript>
          <p id={NO_SCRIPT_NOTE} className="nojs-note" role="status">
            Корзина хранится в браузере и работает с включённым JavaScript. Включите его и обновите страницу —
            товар, который вы выбрали, добавится в корзину.
          </p>
        </noscript>
        {children}
      </main>
      <SiteFooter />
      <BasketUrlActions shopId={shopId} />
    </>
  );
}

export function SiteShell({ shopId, children }: { shopId: number; children: ReactNode }) {
  return <Frame shopId={shopId} header={<SiteHeader shopId={shopId} />}>{children}</Frame>;
}

/**
 * The same frame for the static 404: rendered at build time, when there is no API to ask for the
 * menu, so its catalogue button is a plain link; its search suggests in the default shop.
 */
export function StaticShell({ children }: { children: ReactNode }) {
  const shopId = defaultShopId();
  return <Frame shopId={shopId} header={<HeaderView shopId={shopId} menu={null} />}>{children}</Frame>;
}
