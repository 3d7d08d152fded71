// What both favourites pages need: a session (the middleware has already sent guests home; this
// covers a cookie it could not read) and the chosen shop, whose prices and stock the goods show.
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { defaultShopId, parseShopId, SHOP_COOKIE } from '@/lib/shop-choice';

export async function loadFavoritesShop(): Promise<number> {
  const jar = await cookies();
  if (!(await decodeSession(readSessionCookie(jar)))) redirect('/');
  return parseShopId(jar.get(SHOP_COOKIE)?.value) ?? defaultShopId();
}
