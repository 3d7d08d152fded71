// What the message adapters share: a message, a channel that sends one, the adapter the services
// hold. Its own module, so the channels (http.ts, outbox.ts) and the chooser (index.ts) that builds
// them from the environment do not import each other.
import type { Db } from '../../db/client';

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
