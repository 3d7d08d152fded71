// /admin-order/news: the news items, for site admins only (rendered per request). The middleware has
// sent non-admins home; a shop admin is sent to the shops' orders. The API checks every call again
// (/api/admin/news answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import { NewsPage } from '@/components/admin-content/news-page';
import { adminPage } from '@/lib/auth/admin-page';
import { shopOptions } from '@/lib/data/shop-options';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Новости',
  robots: { index: false, follow: false },
};

export default async function NewsAdminPage() {
  const { me } = await adminPage({ siteAdmin: true });
  const shops = await shopOptions();
  return <NewsPage viewer={{ name: me.name }} shops={shops} />;
}
