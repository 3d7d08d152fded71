// The shop segment of the per-shop routes (/s/{shop}/…), set by the middleware from the cookie.
import { notFound } from 'next/navigation';
import { parseShopId } from '@/lib/shop-choice';

export function shopFromParam(value: string): number {
  const shop = parseShopId(value);
  if (shop === null) notFound();
  return shop;
}
