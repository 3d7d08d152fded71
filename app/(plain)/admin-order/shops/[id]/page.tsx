// /admin-order/shops/{id}: a shop's card, slot schedule and delivery zones (rendered per request). A
// shop that is not the admin's answers 404 like an unknown one (the API decides).
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { AdminShop, AdminZone, DeliveryZone } from '@/contract';
import { ShopCardPage } from '@/components/admin-shops/shop-card-page';
import { apiFetch } from '@/lib/api/fetch';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { upstream } from '@/lib/auth/upstream';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Магазин', robots: { index: false, follow: false } };

export default async function AdminShopPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  const session = await decodeSession(readSessionCookie(await cookies()));
  if (!session) redirect('/');
  const me = await upstream.me(session.accessToken, null);
  if (!me.ok) redirect('/logout');
  if (!me.data.isAdmin && !me.data.isSiteAdmin) redirect('/');
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const [shop, zones, all] = await Promise.all([
    apiFetch<AdminShop>(`/api/admin/shops/${id}`, { headers }).catch(() => null),
    apiFetch<{ 'hydra:member': AdminZone[] }>(`/api/admin/shops/${id}/zones`, { headers }).then((r) => r['hydra:member'], () => null),
    apiFetch<{ 'hydra:member': DeliveryZone[] }>('/api/delivery_zones').then((r) => r['hydra:member'], () => []),
  ]);
  if (!shop || !zones) notFound();
  return <ShopCardPage viewer={{ name: me.data.name, isSiteAdmin: me.data.isSiteAdmin }} shop={shop} zones={zones} otherZones={all.filter((z) => z.shopId !== shop.id)} />;
}
