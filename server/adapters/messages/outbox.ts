// The local messages channel: the outbox table, read by GET /api/dev/outbox in demo mode and by site
// admins on the back office's outbox page in staging (decision 142). Production sets a gateway and
// refuses to start without one, so this never runs there.
import { outbox } from '../../db/schema';
import { env } from '../../env';
import type { Channel } from './types';

/**
 * Who a message went to, as a log line may say it: enough to tell two shoppers apart in a log,
 * never enough to read the code off it (79…67, a…@mail.ru).
 */
export function maskRecipient(to: string): string {
  const at = to.indexOf('@');
  if (at >= 0) return `${to.slice(0, Math.min(1, at))}…${to.slice(at)}`;
  return to.length > 4 ? `${to.slice(0, 2)}…${to.slice(-2)}` : '…';
}

export const outboxChannel: Channel = async (db, m) => {
  await db.insert(outbox).values({
    channel: m.channel,
    phone: m.channel === 'sms' ? m.to : null,
    email: m.channel === 'email' ? m.to : null,
    text: m.text,
    code: m.code ?? null,
    link: m.link ?? null,
  });
  // never the text: it carries codes, recovery links and new passwords (issue 35)
  if (env.NODE_ENV !== 'test') console.log(`[outbox] ${m.channel} to ${maskRecipient(m.to)} queued`);
};
