// /admin-order/goods/{id}: a good's card for site admins (rendered per request): its photos, to
// upload, reorder and delete, and how the product page will show them; its description and whether
// shoppers see it. The API checks every call
// again (GET /api/admin/goods/{id}/photos answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { AdminGood, GoodPhotos } from '@/contract';
import { GoodCard } from '@/components/admin-goods/good-card';
import { isApiError } from '@/lib/api/client';
import { apiFetch } from '@/lib/api/fetch';
import { adminPage } from '@/lib/auth/admin-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Карточка товара',
  robots: { index: false, follow: false },
};

export default async function GoodAdminPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  if (!/^[1-9]\d{0,15}$/.test(raw)) notFound();
  const id = Number(raw);
  const { accessToken, me } = await adminPage({ siteAdmin: true });
  const headers = { Authorization: `Bearer ${accessToken}` };
  // each null when it could not be read (the card says so); an unknown good (or not a site admin) is 404
  const read = async <T,>(path: string): Promise<T | null> => {
    try {
      return await apiFetch<T>(path, { headers });
    } catch (e) {
      if (isApiError(e, 404)) notFound();
      return null;
    }
  };
  const [photos, details] = await Promise.all([read<GoodPhotos>(`/api/admin/goods/${id}/photos`), read<AdminGood>(`/api/admin/goods/${id}`)]);
  return <GoodCard viewer={{ name: me.name }} goodId={id} initial={photos} details={details} />;
}
