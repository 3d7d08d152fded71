// Operations of both processes as an operator meets them: /health and /ready, /metrics on each
// (refused to anything relayed; the /api proxy never passes it), the request id one request carries
// from the storefront to the API, and the dashboard's and alerts' queries checked against the metric
// names the two processes actually export (deploy/grafana/shop.json, deploy/prometheus/alerts.yml).
import http from 'node:http';
import { alertExpressions, dashboardExpressions, exportedNames, metricNames } from '../scripts/promql-names';
import { API_URL, BASE_URL, expect, test } from './fixtures';

/** A GET with its path exactly as given. */
function rawGet(url: string): Promise<{ status: number; body: string }> {
  const u = new URL(url);
  const path = url.slice(u.origin.length);
  return new Promise((resolve, reject) => {
    http.get({ host: u.hostname, port: u.port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

// metrics from other exporters the alerts name: Prometheus's own `up`, the node exporter's disks
const EXTERNAL = /^(up|node_.*)$/;

test('both processes answer /health and /ready', async ({ request }) => {
  for (const base of [BASE_URL, API_URL]) {
    expect((await request.get(`${base}/health`)).status()).toBe(200);
    const ready = await request.get(`${base}/ready`);
    expect(ready.status()).toBe(200);
    expect((await ready.json()).ready).toBe(true);
  }
  expect((await (await request.get(`${BASE_URL}/ready`)).json()).checks.api).toBe('ok');
});

test('/metrics answers this machine only, and the /api proxy never passes it', async ({ request }) => {
  expect((await request.get(`${BASE_URL}/metrics`)).status()).toBe(200);
  expect((await request.get(`${BASE_URL}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.7' } })).status()).toBe(404);
  expect((await request.get(`${API_URL}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.7' } })).status()).toBe(404);
  // sent as written (a URL parser would fold '..' and '%2e%2e' into /metrics, and Next folds them too:
  // then it is the storefront's own /metrics, for this machine); what must never come back is the
  // API's, whose families only the API has
  for (const path of ['/api/metrics', '/api/../metrics', '/api/%2e%2e/metrics', '/api/%2E%2E/metrics', '/api/internal/backup']) {
    const { status, body } = await rawGet(`${BASE_URL}${path}`);
    expect([path, status]).toEqual([path, expect.any(Number)]);
    expect([path, body]).not.toEqual([path, expect.stringMatching(/shop_outbox_pending|shop_order_events_total/)]);
  }
});

test('a request id the storefront is given reaches the API through the proxy, and a page carries one', async ({ request }) => {
  const id = 'e2e0ops0a1b2c3d4e5f6a7b8c9d0e1f2';
  const res = await request.get(`${BASE_URL}/api/shops`, { headers: { 'X-Request-Id': id } });
  expect(res.status()).toBe(200);
  expect(res.headers()['x-request-id']).toBe(id);
  const page = await request.get(`${BASE_URL}/catalog`);
  expect(page.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('the dashboard and the alerts read only metrics the processes export', async ({ request }) => {
  // traffic first, so every labelled series exists (a family without samples is still listed by TYPE)
  await request.get(`${BASE_URL}/`);
  await request.get(`${BASE_URL}/api/shops`);
  const scraped = new Set<string>();
  for (const base of [BASE_URL, API_URL]) {
    const text = await (await request.get(`${base}/metrics`)).text();
    for (const n of exportedNames(text)) scraped.add(n);
    for (const m of text.matchAll(/^# TYPE (\S+) (\w+)$/gm)) {
      scraped.add(m[1]);
      if (m[2] === 'histogram') for (const s of ['_bucket', '_sum', '_count']) scraped.add(`${m[1]}${s}`);
    }
  }
  expect(scraped).toContain('shop_http_request_duration_seconds_bucket');
  expect(scraped).toContain('shop_page_cache_requests_total');
  const queries = [...alertExpressions('deploy/prometheus/alerts.yml'), ...dashboardExpressions('deploy/grafana/shop.json')];
  expect(queries.length).toBeGreaterThan(20);
  const named = [...new Set(queries.flatMap(metricNames))];
  expect(named.length).toBeGreaterThan(10);
  expect(named.filter((n) => !EXTERNAL.test(n) && !scraped.has(n))).toEqual([]);
});
