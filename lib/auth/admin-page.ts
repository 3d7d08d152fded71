// The one gate of a back-office page, rendered per request on the server: no session goes home, an
// ended one signs out, a customer goes home, and a shop admin on a site admin's page goes to the
// shops' orders. The middleware has already sent non-admins home (lib/auth/gate.ts); the API checks
// every call again, so this gate only decides what to render.
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Customer } from '@/contract';
import { decodeSession, readSessionCookie } from './cookie';
import { upstream } from './upstream';

export type AdminViewer = { accessToken: string; me: Customer };

/** The signed-in administrator of this request; `siteAdmin`: the page is for site admins only. */
export async function adminPage({ siteAdmin = false }: { siteAdmin?: boolean } = {}): Promise<AdminViewer> {
  const session = await decodeSession(readSessionCookie(await cookies()));
  if (!session) redirect('/');
  const me = await upstream.me(session.accessToken, null);
  if (!me.ok) redirect('/logout');
  const { isAdmin, isSiteAdmin } = me.data;
  if (siteAdmin ? !isSiteAdmin : !isAdmin && !isSiteAdmin) redirect(isAdmin ? '/admin-order' : '/');
  return { accessToken: session.accessToken, me: me.data };
}
