// /admin-order/pages: the FAQ's questions and the rules page's text, for site admins only (rendered
// per request). The middleware has sent non-admins home; a shop admin is sent to the shops' orders.
// The API checks every call again (/api/admin/faq and /api/admin/site-texts answer 404 to anyone else).
import type { Metadata } from 'next';
import { InfoPagesPage } from '@/components/admin-content/info-pages-page';
import { adminPage } from '@/lib/auth/admin-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Вопросы и правила',
  robots: { index: false, follow: false },
};

export default async function InfoPagesAdminPage() {
  const { me } = await adminPage({ siteAdmin: true });
  return <InfoPagesPage viewer={{ name: me.name }} />;
}
