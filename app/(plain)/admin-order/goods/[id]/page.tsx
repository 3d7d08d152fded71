// /admin-order/goods/{id}: a good's card for site admins (rendered per request): its photos, to
// upload, reorder and delete, and how the product page will show them. The API checks every call
// again (GET /api/admin/goods/{id}/photos answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { GoodPhotos } from '@/contract';
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
  let photos: GoodPhotos | null;
  try {
    photos = await apiFetch<GoodPhotos>(`/api/admin/goods/${id}/photos`, { headers: { Authorization: `Bearer ${accessToken}` } });
  } catch (e) {
    if (isApiError(e, 404)) notFound();
    photos = null;
  }
  return <GoodCard viewer={{ name: me.name }} goodId={id} initial={photos} />;
}
