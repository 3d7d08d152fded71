// What every page of the personal area needs before it renders: the signed-in customer as the API
// sees them now (a session it no longer accepts signs out) and the chosen shop, whose goods
// 'Повторить заказ' asks for. The middleware has already sent guests home.
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { AccountCustomer } from '@/components/account/account-customer';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { upstream } from '@/lib/auth/upstream';
import { defaultShopId, parseShopId, SHOP_COOKIE } from '@/lib/shop-choice';

export async function loadAccount(): Promise<{ customer: AccountCustomer; shopId: number }> {
  const jar = await cookies();
  const session = await decodeSession(readSessionCookie(jar));
  if (!session) redirect('/');
  const me = await upstream.me(session.accessToken, null);
  if (!me.ok) redirect('/logout');
  const c = me.data;
  return {
    customer: {
      id: c.id, name: c.name, phone: c.phone, hasCard: c.hasCard, isAdmin: c.isAdmin || c.isSiteAdmin, isSiteAdmin: c.isSiteAdmin,
      card: c.card, isCardConfirmed: c.isCardConfirmed, isBlocked: c.isBlocked,
    },
    shopId: parseShopId(jar.get(SHOP_COOKIE)?.value) ?? defaultShopId(),
  };
}
