// /admin-order/reviews: the reviews waiting for moderation, for site admins only (rendered per
// request). The middleware has sent non-admins home; a shop admin is sent to the shops' orders. The
// API checks every call again (moderation answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import { ModerationPage } from '@/components/admin-reviews/moderation-page';
import { adminPage } from '@/lib/auth/admin-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Отзывы на модерации',
  robots: { index: false, follow: false },
};

export default async function ReviewsModerationPage() {
  const { me } = await adminPage({ siteAdmin: true });
  return <ModerationPage viewer={{ name: me.name }} />;
}
