// /admin-order/exchange: the 1C exchange's files, for site admins only (rendered per request). The
// middleware has sent non-admins home; a shop admin is sent to the shops' orders. The API checks
// the call again (GET /api/exchange/files answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import type { ExchangeFile } from '@/contract';
import { ExchangePage } from '@/components/admin-exchange/exchange-page';
import { apiFetch } from '@/lib/api/fetch';
import { adminPage } from '@/lib/auth/admin-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Обмен с 1С',
  robots: { index: false, follow: false },
};

export default async function ExchangeAdminPage() {
  const { accessToken, me } = await adminPage({ siteAdmin: true });
  const files = await apiFetch<{ 'hydra:member': ExchangeFile[] }>('/api/exchange/files', { headers: { Authorization: `Bearer ${accessToken}` } })
    .then((r) => r['hydra:member'], () => null);
  return <ExchangePage viewer={{ name: me.name }} files={files} />;
}
