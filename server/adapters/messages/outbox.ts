// The local messages channel: the outbox table (read by GET /api/dev/outbox) and one log line, so a
// developer sees the code without any gateway. Production sets a gateway and this never runs there.
import { outbox } from '../../db/schema';
import { env } from '../../env';
import type { Channel } from './types';

export const outboxChannel: Channel = async (db, m) => {
  await db.insert(outbox).values({
    channel: m.channel,
    phone: m.channel === 'sms' ? m.to : null,
    email: m.channel === 'email' ? m.to : null,
    text: m.text,
    code: m.code ?? null,
    link: m.link ?? null,
  });
  if (env.NODE_ENV !== 'test') console.log(`[outbox] ${m.channel} to ${m.to}: ${m.text}`);
};
