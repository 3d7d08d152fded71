// What every page of the personal area needs before it renders: the signed-in customer as the API
// sees them now (a session it no longer accepts signs out), the chosen shop, whose goods
// 'Повторить заказ' asks for, and the tab's first screen (lib/data/prefetch.ts, decision 0185),
// asked in parallel with the customer: the session already names them. The middleware has already
// sent guests home.
import type { DehydratedState } from '@tanstack/react-query';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { AccountCustomer } from '@/components/account/account-customer';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { upstream } from '@/lib/auth/upstream';
import { seedCache, type Seed } from '@/lib/data/prefetch';
import { defaultShopId, parseShopId, SHOP_COOKIE } from '@/lib/shop-choice';

type Account = { customer: AccountCustomer; shopId: number; state: DehydratedState };

/** `seeds`: the tab's queries, given the session's access token and customer id. */
export async function loadAccount(seeds: (token: string, customerId: number, shopId: number) => Seed[] = () => []): Promise<Account> {
  const jar = await cookies();
  const session = await decodeSession(readSessionCookie(jar));
  if (!session) redirect('/');
  const shopId = parseShopId(jar.get(SHOP_COOKIE)?.value) ?? defaultShopId();
  const [me, state] = await Promise.all([
    upstream.me(session.accessToken, null),
    seedCache(seeds(session.accessToken, session.user.id, shopId)),
  ]);
  if (!me.ok) redirect('/logout');
  const c = me.data;
  return {
    customer: {
      id: c.id, name: c.name, phone: c.phone, hasCard: c.hasCard, isAdmin: c.isAdmin || c.isSiteAdmin, isSiteAdmin: c.isSiteAdmin,
      card: c.card, isCardConfirmed: c.isCardConfirmed, isBlocked: c.isBlocked,
    },
    shopId,
    // another customer than the session named (it cannot be, but then nothing of theirs is shown)
    state: c.id === session.user.id ? state : { queries: [], mutations: [] },
  };
}
