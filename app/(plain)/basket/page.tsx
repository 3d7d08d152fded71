// /basket (checkout-account-admin spec §2): the basket, the checkout and the success stage, one client
// component (components/basket/basket-page.tsx). ?order={id} opens the success stage of that order.
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { BasketPage } from '@/components/basket/basket-page';
import { parsePositiveId } from '@/domain/ids';
import { defaultShopId, parseShopId, SHOP_COOKIE } from '@/lib/shop-choice';

export const metadata: Metadata = {
  title: 'Корзина',
  robots: { index: false, follow: false },
  alternates: { canonical: '/basket' },
};

export default async function Basket({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { order } = await searchParams;
  const orderId = typeof order === 'string' ? parsePositiveId(order) : null;
  const cookieShopId = parseShopId((await cookies()).get(SHOP_COOKIE)?.value) ?? defaultShopId();
  // keyed by the order: client navigation to another ?order= starts the page afresh
  return <BasketPage key={orderId ?? 'basket'} cookieShopId={cookieShopId} orderId={orderId} />;
}
