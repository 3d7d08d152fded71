// /admin-order/content: the home page's blocks and banners, for site admins only (rendered per request). The
// middleware has sent non-admins home; a shop admin is sent to the shops' orders. The API checks
// every call again (/api/admin/page-blocks answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import { HomeBlocksPage } from '@/components/admin-content/home-blocks-page';
import { adminPage } from '@/lib/auth/admin-page';
import { shopOptions } from '@/lib/data/shop-options';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Главная страница',
  robots: { index: false, follow: false },
};

export default async function HomeContentAdminPage() {
  const { me } = await adminPage({ siteAdmin: true });
  const shops = await shopOptions();
  return <HomeBlocksPage viewer={{ name: me.name }} shops={shops} />;
}
