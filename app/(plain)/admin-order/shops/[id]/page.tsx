// /admin-order/shops/{id}: a shop's card, slot schedule and delivery zones (rendered per request). A
// shop that is not the admin's answers 404 like an unknown one (the API decides). The Yandex Maps key,
// read at run time, decides the zone editor (decision 192).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { AdminShop, AdminZone, DeliveryZone } from '@/contract';
import { ShopCardPage } from '@/components/admin-shops/shop-card-page';
import { apiFetch } from '@/lib/api/fetch';
import { adminPage } from '@/lib/auth/admin-page';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Магазин', robots: { index: false, follow: false } };

export default async function AdminShopPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  const { accessToken, me } = await adminPage();
  const headers = { Authorization: `Bearer ${accessToken}` };
  const [shop, zones, all] = await Promise.all([
    apiFetch<AdminShop>(`/api/admin/shops/${id}`, { headers }).catch(() => null),
    apiFetch<{ 'hydra:member': AdminZone[] }>(`/api/admin/shops/${id}/zones`, { headers }).then((r) => r['hydra:member'], () => null),
    apiFetch<{ 'hydra:member': DeliveryZone[] }>('/api/delivery_zones').then((r) => r['hydra:member'], () => []),
  ]);
  if (!shop || !zones) notFound();
  return <ShopCardPage viewer={{ name: me.name, isSiteAdmin: me.isSiteAdmin }} shop={shop} zones={zones} otherZones={all.filter((z) => z.shopId !== shop.id)}
    mapsKey={env.yandexMapsApiKey()} />;
}
