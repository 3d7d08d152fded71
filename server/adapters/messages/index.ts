// SMS and email (design.md §5): the local default keeps every message in the outbox table and
// prints a line to the API log; with SMS_GATEWAY_URL / EMAIL_GATEWAY_URL set, that channel goes to a
// plain HTTP gateway instead. GET /api/dev/outbox answers only while no gateway is configured.
import { env } from '../../env';
import { httpChannel } from './http';
import { outboxChannel } from './outbox';
import type { Messages } from './types';

export type { Channel, Message, Messages } from './types';

export function createMessages(config: {
  smsUrl?: string; smsToken?: string; emailUrl?: string; emailToken?: string;
} = {}): Messages {
  const sms = config.smsUrl ? httpChannel(config.smsUrl, config.smsToken) : outboxChannel;
  const email = config.emailUrl ? httpChannel(config.emailUrl, config.emailToken) : outboxChannel;
  return {
    kind: config.smsUrl || config.emailUrl ? 'gateway' : 'outbox',
    send: (db, message) => (message.channel === 'sms' ? sms : email)(db, message),
  };
}

/** The adapter the environment selects. */
export const messagesFromEnv = (): Messages => createMessages({
  smsUrl: env.SMS_GATEWAY_URL, smsToken: env.SMS_GATEWAY_TOKEN,
  emailUrl: env.EMAIL_GATEWAY_URL, emailToken: env.EMAIL_GATEWAY_TOKEN,
});
