// /admin-order/reviews: the reviews waiting for moderation, for site admins only (rendered per
// request). The middleware has sent non-admins home; a shop admin is sent to the shops' orders. The
// API checks every call again (moderation answers 404 to anyone but a site admin). The first page of
// reviews is read here, in parallel with the gate's customer (decision 0185): a refusal leaves it out.
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { ModerationPage } from '@/components/admin-reviews/moderation-page';
import { adminPage } from '@/lib/auth/admin-page';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { accountSeeds, seedCache } from '@/lib/data/prefetch';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Отзывы на модерации',
  robots: { index: false, follow: false },
};

export default async function ReviewsModerationPage() {
  const session = await decodeSession(readSessionCookie(await cookies()));
  const [{ me }, state] = await Promise.all([
    adminPage({ siteAdmin: true }),
    seedCache(session ? [accountSeeds.pendingReviews(session.accessToken)] : []),
  ]);
  return <HydrationBoundary state={state}><ModerationPage viewer={{ name: me.name }} /></HydrationBoundary>;
}
