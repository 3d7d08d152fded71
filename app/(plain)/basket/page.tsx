// /basket?order={id} (checkout-account-admin spec §2): the success stage of that order, opened by a
// reload or the payment gateway's return; rendered per request. /basket without it is the per-shop
// cached app/s/[shop]/basket (the middleware decides). Both are one client component
// (components/basket/basket-page.tsx): the basket, the checkout and the success stage.
import { cookies } from 'next/headers';
import { BasketPage } from '@/components/basket/basket-page';
import { parsePositiveId } from '@/domain/ids';
import { basketMetadata } from '@/lib/basket-page';
import { defaultShopId, parseShopId, SHOP_COOKIE } from '@/lib/shop-choice';

export const metadata = basketMetadata;

export default async function Basket({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { order } = await searchParams;
  const orderId = typeof order === 'string' ? parsePositiveId(order) : null;
  const cookieShopId = parseShopId((await cookies()).get(SHOP_COOKIE)?.value) ?? defaultShopId();
  // keyed by the order: client navigation to another ?order= starts the page afresh
  return <BasketPage key={orderId ?? 'basket'} cookieShopId={cookieShopId} orderId={orderId} />;
}
