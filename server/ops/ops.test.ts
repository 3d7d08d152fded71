// The API's operations surface over real HTTP: /health, /ready, /metrics (route templates, never raw
// paths; refused through a proxy), X-Request-Id echoed, and the outbox's figures.
import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { listen } from '../http-server';
import { serverUrl, testApp, type TestApp } from '../test/harness';
import { setOutboxSource } from '../lib/metrics';
import { outboxFigures } from '../services/webhooks/outbox-metrics';

let t: TestApp;
let server: Server;
let base: string;
beforeAll(async () => {
  t = await testApp();
  server = await listen(t.app, 0, '127.0.0.1');
  base = serverUrl(server);
  setOutboxSource(() => outboxFigures(t.db));
});
afterAll(async () => {
  setOutboxSource(null);
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

it('is alive at /health and ready at /ready: the database answers and every migration is applied', async () => {
  expect((await fetch(`${base}/health`)).status).toBe(200);
  const res = await fetch(`${base}/ready`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok' } });
});

it('is not ready while a migration is missing', async () => {
  const [last] = rowsOf(await t.db.execute(sql.raw('DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING *')));
  try {
    const res = await fetch(`${base}/ready`);
    expect(res.status).toBe(503);
    expect((await res.json()).checks.migrations).toBe('pending');
  } finally {
    await t.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last.id}, ${last.hash}, ${last.created_at})`);
  }
});

it('echoes a well-formed X-Request-Id and replaces one that is not', async () => {
  const given = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  expect((await fetch(`${base}/api/shops`, { headers: { 'X-Request-Id': given } })).headers.get('x-request-id')).toBe(given);
  const made = (await fetch(`${base}/api/shops`, { headers: { 'X-Request-Id': 'bad id\twith spaces' } })).headers.get('x-request-id');
  expect(made).toMatch(/^[0-9a-f-]{36}$/);
});

it('counts requests by route template and status class, never by raw path', async () => {
  await fetch(`${base}/api/shops/2`);
  await fetch(`${base}/api/shops/987654`);
  await fetch(`${base}/api/no-such-thing/12345`);
  const text = await (await fetch(`${base}/metrics`)).text();
  expect(text).toMatch(/shop_http_request_duration_seconds_count\{method="GET",route="\/api\/shops\/:\w+",status_class="2xx"\} \d+/);
  expect(text).toMatch(/shop_http_request_duration_seconds_count\{method="GET",route="\/api\/shops\/:\w+",status_class="4xx"\} \d+/);
  expect(text).toMatch(/route="unmatched",status_class="4xx"/);
  expect(text).not.toMatch(/987654|12345|no-such-thing/);
  // the default process metrics: event-loop lag and memory
  expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  expect(text).toMatch(/^process_resident_memory_bytes /m);
  expect(text).toMatch(/^shop_outbox_pending \d+/m);
  expect(text).toMatch(/^shop_outbox_dead \d+/m);
});

it('refuses /metrics to anything relayed by a proxy', async () => {
  expect((await fetch(`${base}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.5' } })).status).toBe(404);
  expect((await fetch(`${base}/internal/backup`, { headers: { 'X-Forwarded-For': '203.0.113.5' } })).status).toBe(404);
});
