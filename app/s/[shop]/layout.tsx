// The shell of pages cached per shop (middleware rewrites / → /s/{shop}). No cookies or headers here:
// the shop comes from the path, so every page below stays static and ISR-cached.
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { parseShopId } from '@/lib/shop-choice';

export default async function ShopLayout({ children, params }: { children: ReactNode; params: Promise<{ shop: string }> }) {
  const shopId = parseShopId((await params).shop);
  if (!shopId) notFound();
  return <SiteShell shopId={shopId}>{children}</SiteShell>;
}
