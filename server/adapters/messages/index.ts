// SMS and email (design.md §5): the local default keeps every message in the outbox table and
// prints a line to the API log; with SMS_GATEWAY_URL / EMAIL_GATEWAY_URL set, that channel goes to a
// plain HTTP gateway instead. GET /api/dev/outbox answers only while no gateway is configured.
import type { Db } from '../../db/client';
import { env } from '../../env';
import { httpChannel } from './http';
import { outboxChannel } from './outbox';

export type Message = {
  channel: 'sms' | 'email';
  /** 79XXXXXXXXX for sms, an address for email */
  to: string;
  text: string;
  /** the one-time code the text carries, if any (kept by the outbox, for development and tests) */
  code?: string | null;
  /** the storefront path the text links to, if any */
  link?: string | null;
};

export type Channel = (db: Db, message: Message) => Promise<void>;

export type Messages = {
  /** 'outbox' while every channel is the local one: only then is GET /api/dev/outbox served */
  kind: 'outbox' | 'gateway';
  send: (db: Db, message: Message) => Promise<void>;
};

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
