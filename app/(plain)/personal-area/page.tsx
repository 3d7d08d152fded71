// /personal-area (checkout spec §2): private, rendered per request, never cached. Until the personal
// area's own work lands it shows the customer's name, phone and the logout button. The middleware
// has already sent guests home; a session the API no longer accepts ends here (storefront spec §4).
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { PersonalArea } from '@/components/account/personal-area';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { upstream } from '@/lib/auth/upstream';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Личный кабинет',
  robots: { index: false, follow: false },
};

export default async function PersonalAreaPage() {
  const session = await decodeSession(readSessionCookie(await cookies()));
  if (!session) redirect('/');
  const me = await upstream.me(session.accessToken, null);
  if (!me.ok) redirect('/logout');
  const c = me.data;
  return <PersonalArea customer={{ name: c.name, phone: c.phone, email: c.email, hasCard: c.hasCard, isPhoneConfirmed: c.isPhoneConfirmed, isAdmin: c.isAdmin || c.isSiteAdmin }} />;
}
