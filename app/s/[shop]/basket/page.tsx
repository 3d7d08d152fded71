// /basket as most shoppers open it (checkout-account-admin spec §2): its HTML holds nothing of the
// visitor (the basket lives in localStorage, the session is asked for in the browser), so it is
// cached per shop like the public pages and paints before its scripts load. /basket?order={id}, the
// success stage opened by a reload or the payment gateway's return, is app/(plain)/basket.
import { shopFromParam } from '@/components/catalog/route-params';
import { BasketPage } from '@/components/basket/basket-page';
import { Providers } from '@/app/providers';
import { basketMetadata } from '@/lib/basket-page';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

export const metadata = basketMetadata;

export default async function Page({ params }: { params: Promise<{ shop: string }> }) {
  return (
    <Providers>
      <BasketPage cookieShopId={shopFromParam((await params).shop)} orderId={null} />
    </Providers>
  );
}
