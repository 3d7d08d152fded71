// /admin-order/outbox: the SMS the local outbox kept for one phone, for site admins of a staging shop
// (decision 0142), where no SMS gateway sends them and /api/dev/outbox does not exist. Rendered per
// request on the server with the session's token: the API route is not in the /api proxy's allowlist.
// Production (a gateway) has no outbox: the page says so.
import type { Metadata } from 'next';
import { OutboxPage } from '@/components/admin-outbox/outbox-page';
import { PHONE_DIGITS } from '@/contract/limits';
import { adminPage } from '@/lib/auth/admin-page';
import { upstream } from '@/lib/auth/upstream';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Сообщения покупателям',
  robots: { index: false, follow: false },
};

export default async function AdminOutboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { accessToken, me } = await adminPage({ siteAdmin: true });
  const raw = (await searchParams).phone;
  const digits = (typeof raw === 'string' ? raw : '').replace(/\D/g, '');
  const phone = digits.length === PHONE_DIGITS && digits.startsWith('7') ? digits : null;
  if (!phone) return <OutboxPage viewer={me.name} phone={typeof raw === 'string' ? raw : ''} state={raw ? 'bad-phone' : 'ask'} />;
  const answer = await upstream.outbox(accessToken, phone);
  if (!answer.ok) return <OutboxPage viewer={me.name} phone={phone} state="no-outbox" />;
  return <OutboxPage viewer={me.name} phone={phone} state="found" messages={answer.data['hydra:member']} />;
}
