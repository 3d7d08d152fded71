import { createHmac } from 'node:crypto';
import { signBody, verifySignature } from './webhook-signature';

const secret = 'a-shared-secret-of-the-receiver';
const now = new Date('2026-11-25T10:00:00Z');
const body = '{"id":17,"event":1}';

describe('webhook signature', () => {
  it('is HMAC-SHA256 of "<t>.<body>" in hex, with the unix time', () => {
    const t = now.getTime() / 1000;
    expect(signBody(secret, body, now)).toBe(`t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`);
  });
  it('accepts its own signature within five minutes either way', () => {
    const header = signBody(secret, body, now);
    expect(verifySignature(secret, body, header, now).ok).toBe(true);
    expect(verifySignature(secret, body, header, new Date(now.getTime() + 299_000)).ok).toBe(true);
    expect(verifySignature(secret, body, header, new Date(now.getTime() - 299_000)).ok).toBe(true);
  });
  it('refuses another body, another secret, an old time, a missing or malformed header', () => {
    const header = signBody(secret, body, now);
    expect(verifySignature(secret, `${body} `, header, now)).toEqual({ ok: false, why: 'mismatch' });
    expect(verifySignature('another-secret-entirely', body, header, now)).toEqual({ ok: false, why: 'mismatch' });
    expect(verifySignature(secret, body, header, new Date(now.getTime() + 301_000))).toEqual({ ok: false, why: 'stale' });
    expect(verifySignature(secret, body, null, now)).toEqual({ ok: false, why: 'missing' });
    expect(verifySignature(secret, body, 't=abc,v1=00', now)).toEqual({ ok: false, why: 'malformed' });
    // the time is signed: moving it forward breaks the signature
    const moved = header.replace(/^t=(\d+)/, (_, t) => `t=${Number(t) + 600}`);
    expect(verifySignature(secret, body, moved, new Date(now.getTime() + 600_000))).toEqual({ ok: false, why: 'mismatch' });
  });
});
