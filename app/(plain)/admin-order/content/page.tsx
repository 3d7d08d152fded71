// /admin-order/content: the home page's blocks and banners, for site admins only (rendered per request). The
// middleware has sent non-admins home; a shop admin is sent to the shops' orders. The API checks
// every call again (/api/admin/page-blocks answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import type { HydraCollection, Shop } from '@/contract';
import { HomeBlocksPage } from '@/components/admin-content/home-blocks-page';
import { apiFetch } from '@/lib/api/fetch';
import { adminPage } from '@/lib/auth/admin-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Главная страница',
  robots: { index: false, follow: false },
};

export default async function HomeContentAdminPage() {
  const { me } = await adminPage({ siteAdmin: true });
  const shops = await apiFetch<HydraCollection<Shop>>('/api/shops')
    .then((r) => r['hydra:member'].map((sh) => ({ id: sh.id, name: sh.name })), () => []);
  return <HomeBlocksPage viewer={{ name: me.name }} shops={shops} />;
}
