// What both favourites pages need: a session (the middleware has already sent guests home; this
// covers a cookie it could not read), the chosen shop, whose prices and stock the goods show, and
// the list's first page, read here with the session (decision 0185) instead of after hydration.
import type { DehydratedState } from '@tanstack/react-query';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { accountSeeds, seedCache } from '@/lib/data/prefetch';
import type { FavoritesKind } from '@/lib/api/favorites-browser';
import { defaultShopId, parseShopId, SHOP_COOKIE } from '@/lib/shop-choice';

export async function loadFavorites(kind: FavoritesKind): Promise<{ shopId: number; state: DehydratedState }> {
  const jar = await cookies();
  const session = await decodeSession(readSessionCookie(jar));
  if (!session) redirect('/');
  const shopId = parseShopId(jar.get(SHOP_COOKIE)?.value) ?? defaultShopId();
  return { shopId, state: await seedCache([accountSeeds.favorites(session.accessToken, kind, shopId)]) };
}
