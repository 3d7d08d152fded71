// Header, main and footer around every page, for the shop whose prices the page shows.
import type { ReactNode } from 'react';
import { BasketUrlActions } from '@/components/basket/basket-url';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteShell({ shopId, children }: { shopId: number; children: ReactNode }) {
  return (
    <>
      <span id="top" />
      <a href="#main" className="skip-link">Перейти к содержимому</a>
      <SiteHeader shopId={shopId} />
      <main id="main" tabIndex={-1}>{children}</main>
      <SiteFooter />
      <BasketUrlActions shopId={shopId} />
    </>
  );
}
