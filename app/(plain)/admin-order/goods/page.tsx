// /admin-order/goods: a site admin finds a good to open its card (its photos), rendered per request.
// A plain GET form: without a text, the first goods by name; with one, the goods whose name matches.
// The middleware has sent non-admins home; a shop admin is sent to the shops' orders.
import type { Metadata } from 'next';
import type { GoodsSearchCollection, HydraCollection, Shop } from '@/contract';
import { GoodsAdminList, type GoodRow } from '@/components/admin-goods/goods-list';
import { apiFetch } from '@/lib/api/fetch';
import { adminPage } from '@/lib/auth/admin-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Товары',
  robots: { index: false, follow: false },
};

const PAGE = 30;

async function findGoods(query: string): Promise<GoodRow[] | null> {
  try {
    const shops = await apiFetch<HydraCollection<Shop>>('/api/shops');
    const shopId = shops['hydra:member'][0]?.id;
    if (!shopId) return [];
    const found = query
      ? await apiFetch<GoodsSearchCollection>(`/api/goods?softShopId=${shopId}&name=${encodeURIComponent(query)}&itemsPerPage=${PAGE}`)
      : await apiFetch<HydraCollection<GoodsSearchCollection['hydra:member'][number]>>(`/api/shops/${shopId}/goods?itemsPerPage=${PAGE}`);
    return found['hydra:member'].map((g) => ({ id: g.id, name: g.name, image: g.image, hasImage: g.hasImage }));
  } catch {
    return null;
  }
}

export default async function GoodsAdminPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const { me } = await adminPage({ siteAdmin: true });
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw ?? '').trim().slice(0, 100);
  return <GoodsAdminList viewer={{ name: me.name }} query={query} goods={await findGoods(query)} />;
}
