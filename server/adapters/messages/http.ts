// A plain HTTP gateway: POST {to, text} as JSON, with `Authorization: Bearer <token>` when a token is
// set. Real SMS providers differ in their fields; a provider-specific adapter replaces this one file.
import type { Channel } from './types';

const TIMEOUT_MS = 10_000;

export const httpChannel = (url: string, token?: string): Channel => async (_db, m) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ channel: m.channel, to: m.to, text: m.text }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`message gateway answered ${res.status}`);
};
