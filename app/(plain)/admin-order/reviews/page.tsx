// /admin-order/reviews: the reviews waiting for moderation, for site admins only (rendered per
// request). The middleware has sent non-admins home; a shop admin is sent to the shops' orders. The
// API checks every call again (moderation answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { ModerationPage } from '@/components/admin-reviews/moderation-page';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { upstream } from '@/lib/auth/upstream';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Отзывы на модерации',
  robots: { index: false, follow: false },
};

export default async function ReviewsModerationPage() {
  const session = await decodeSession(readSessionCookie(await cookies()));
  if (!session) redirect('/');
  const me = await upstream.me(session.accessToken, null);
  if (!me.ok) redirect('/logout');
  if (!me.data.isSiteAdmin) redirect(me.data.isAdmin ? '/admin-order' : '/');
  return <ModerationPage viewer={{ name: me.data.name }} />;
}
