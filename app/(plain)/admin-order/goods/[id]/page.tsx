// /admin-order/goods/{id}: a good's card for site admins (rendered per request): its photos, to
// upload, reorder and delete, and how the product page will show them. The API checks every call
// again (GET /api/admin/goods/{id}/photos answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { GoodPhotos } from '@/contract';
import { GoodCard } from '@/components/admin-goods/good-card';
import { isApiError } from '@/lib/api/client';
import { apiFetch } from '@/lib/api/fetch';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { upstream } from '@/lib/auth/upstream';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Карточка товара',
  robots: { index: false, follow: false },
};

export default async function GoodAdminPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  if (!/^[1-9]\d{0,15}$/.test(raw)) notFound();
  const id = Number(raw);
  const session = await decodeSession(readSessionCookie(await cookies()));
  if (!session) redirect('/');
  const me = await upstream.me(session.accessToken, null);
  if (!me.ok) redirect('/logout');
  if (!me.data.isSiteAdmin) redirect(me.data.isAdmin ? '/admin-order' : '/');
  let photos: GoodPhotos | null;
  try {
    photos = await apiFetch<GoodPhotos>(`/api/admin/goods/${id}/photos`, { headers: { Authorization: `Bearer ${session.accessToken}` } });
  } catch (e) {
    if (isApiError(e, 404)) notFound();
    photos = null;
  }
  return <GoodCard viewer={{ name: me.data.name }} goodId={id} initial={photos} />;
}
