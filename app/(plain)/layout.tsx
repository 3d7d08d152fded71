// The shell of client pages (the basket's success stage, the personal area): rendered per request,
// so it may read the shop cookie. It gives them React Query for the server data they fetch.
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { defaultShopId, parseShopId, SHOP_COOKIE } from '@/lib/shop-choice';
import { Providers } from '../providers';

export default async function PlainLayout({ children }: { children: ReactNode }) {
  const shopId = parseShopId((await cookies()).get(SHOP_COOKIE)?.value) ?? defaultShopId();
  return (
    <Providers>
      <SiteShell shopId={shopId}>{children}</SiteShell>
    </Providers>
  );
}
