// Outgoing order webhooks (design.md §5): each receiver (the order-assembly service, the two partner
// platforms) is an HTTPS endpoint when its URL is set, else the local sink, the table webhook_sink
// that GET /api/dev/webhooks shows. Every request is signed (server/lib/webhook-signature.ts) and
// carries the event's id; the outbox (server/services/webhooks/sender.ts) decides when to send.
import type { Db } from '../../db/client';
import { webhookSink, type WebhookTarget } from '../../db/schema';
import { env } from '../../env';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signBody } from '../../lib/webhook-signature';

/** Signs development webhooks when no secret is set (documented; refused inbound in production). */
export const LOCAL_WEBHOOK_SECRET = 'local-webhook-secret';
/** A receiver that has not answered in this long has failed this try. */
const TIMEOUT_MS = 10_000;

/** `ownSecret`: a secret was configured (else the development one signs, and production refuses its inbound webhooks). */
export type Receiver = { url?: string; secret: string; ownSecret: boolean };
export type SendResult = { ok: true } | { ok: false; error: string };

export type Webhooks = {
  /** 'sink' while no receiver has a URL: only then is GET /api/dev/webhooks served */
  kind: 'sink' | 'http';
  receivers: Readonly<Record<WebhookTarget, Receiver>>;
  send: (db: Db, target: WebhookTarget, eventId: number, body: string, now: Date) => Promise<SendResult>;
};

export function createWebhooks(receivers: Partial<Record<WebhookTarget, { url?: string; secret?: string }>> = {}): Webhooks {
  const of = (t: WebhookTarget): Receiver => ({
    url: receivers[t]?.url, secret: receivers[t]?.secret ?? LOCAL_WEBHOOK_SECRET, ownSecret: receivers[t]?.secret !== undefined,
  });
  const all = { assembly: of('assembly'), aggregator: of('aggregator'), partner: of('partner') };
  return {
    kind: Object.values(all).some((r) => r.url) ? 'http' : 'sink',
    receivers: all,
    send: async (db, target, eventId, body, now) => {
      const r = all[target];
      const headers = {
        'Content-Type': 'application/json', [EVENT_ID_HEADER]: String(eventId), [SIGNATURE_HEADER]: signBody(r.secret, body, now),
      };
      if (!r.url) {
        await db.insert(webhookSink).values({ target, eventId, headers, body, receivedAt: now });
        return { ok: true };
      }
      try {
        const res = await fetch(r.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'manual' });
        await res.body?.cancel();
        return res.ok ? { ok: true } : { ok: false, error: `HTTP ${res.status}` };
      } catch (err) {
        return { ok: false, error: err instanceof Error ? err.message.slice(0, 200) : 'error' };
      }
    },
  };
}

/** The adapter the environment selects. */
export const webhooksFromEnv = (): Webhooks => createWebhooks({
  assembly: { url: env.ASSEMBLY_WEBHOOK_URL, secret: env.ASSEMBLY_WEBHOOK_SECRET },
  aggregator: { url: env.AGGREGATOR_WEBHOOK_URL, secret: env.AGGREGATOR_WEBHOOK_SECRET },
  partner: { url: env.PARTNER_WEBHOOK_URL, secret: env.PARTNER_WEBHOOK_SECRET },
});
