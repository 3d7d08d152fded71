// The outbox alert fires when the sender stops: an API whose sender does not run (tests start none)
// gets an order, and its /metrics shows the webhook pending and its age growing; those scraped figures,
// continued at the rate they grew, are the input of `promtool test rules` against
// deploy/prometheus/alerts.yml (ShopOutboxStuck fires); after one round of the sender the age is 0
// and the same rule stays silent. Without promtool (Debian's prometheus not installed) the rule's
// threshold and `for` are read from alerts.yml and evaluated here over the same series.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { listen } from '../http-server';
import { setOutboxSource } from '../lib/metrics';
import { outboxFigures } from '../services/webhooks/outbox-metrics';
import { sendDueWebhooks } from '../services/webhooks/sender';
import { serverUrl, testApp, type TestApp } from '../test/harness';
import { NOW, newKey, payload, plentiful, resetNow, setNow, signIn } from '../test/order-fixtures';
import { promotions } from '../db/schema';
import { appendOrderEvent } from '../services/orders/events';
import { ORDER_STATUS } from '../../domain/order-status';
import { webhooksFromEnv } from '../adapters/webhooks';
import { DEFAULT_RETRY } from '../../domain/order-webhooks';

const RULES = path.resolve('deploy/prometheus/alerts.yml');
let t: TestApp;
let server: Server;
beforeAll(async () => {
  setNow(NOW);
  t = await testApp();
  await t.db.delete(promotions);
  server = await listen(t.app, 0, '127.0.0.1');
  setOutboxSource(() => outboxFigures(t.db));
});
afterAll(async () => {
  resetNow();
  setOutboxSource(null);
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const scrape = async (name: string) => {
  const text = await (await fetch(`${serverUrl(server)}/metrics`)).text();
  const m = new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text);
  if (!m) throw new Error(`${name} not exported`);
  return Number(m[1]);
};

const hasPromtool = spawnSync('promtool', ['--version']).status === 0;

/** Whether ShopOutboxStuck fires at minute `at` over a series of one value per minute. */
function fires(values: number[], at: number): boolean {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-alerts-'));
  try {
    if (hasPromtool) {
      fs.copyFileSync(RULES, path.join(dir, 'alerts.yml'));
      const test = [
        'rule_files: [alerts.yml]', 'evaluation_interval: 1m', 'tests:', '  - interval: 1m', '    input_series:',
        `      - series: 'shop_outbox_oldest_pending_age_seconds{job="shop-api",instance="a"}'`,
        `        values: '${values.map((v) => v.toFixed(0)).join(' ')}'`,
        '    alert_rule_test:', `      - eval_time: ${at}m`, '        alertname: ShopOutboxStuck', '        exp_alerts: []',
      ].join('\n');
      fs.writeFileSync(path.join(dir, 'test.yml'), test);
      // the test expects no alert: promtool fails exactly when the alert fires
      const r = spawnSync('promtool', ['test', 'rules', 'test.yml'], { cwd: dir, encoding: 'utf8' });
      if (r.status !== 0 && !/ShopOutboxStuck/.test(r.stdout + r.stderr)) throw new Error(r.stdout + r.stderr);
      return r.status !== 0;
    }
    const rule = /alert: ShopOutboxStuck\s+expr: max\(shop_outbox_oldest_pending_age_seconds\) > (\d+)\s+for: (\d+)m/.exec(fs.readFileSync(RULES, 'utf8'));
    if (!rule) throw new Error('ShopOutboxStuck not found in alerts.yml');
    const [threshold, forMinutes] = [Number(rule[1]), Number(rule[2])];
    return values.slice(at - forMinutes, at + 1).every((v) => v > threshold);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it(`fires ShopOutboxStuck when the sender stops, and not while it runs (${hasPromtool ? 'promtool test rules' : 'evaluated here: no promtool'})`, async () => {
  const anna = await signIn(t, '79000000002');
  const [good] = await plentiful(t, 1, { min: 50, dear: true });
  const body = await payload(t, { customerId: anna.id, type: 'pickup', time: '12:00-15:00', items: [{ id: good.id, quantity: 3 }] });
  const created = await t.post('/api/orders', body, { ...anna.headers, 'Idempotency-Key': newKey() });
  expect(created.status).toBe(201);
  // the shop takes it into work: the event that owes the assembly service its webhook (event 1)
  // now, not the fixtures' fixed clock (which slots need), so the delivery's age starts at 0
  await appendOrderEvent(t.db, Number(created.body.id), 'status', { from: ORDER_STATUS.new, to: ORDER_STATUS.open }, new Date());

  expect(await scrape('shop_outbox_pending')).toBeGreaterThan(0);
  const first = await scrape('shop_outbox_oldest_pending_age_seconds');
  await new Promise((r) => setTimeout(r, 1500));
  const second = await scrape('shop_outbox_oldest_pending_age_seconds');
  const perSecond = (second - first) / 1.5;
  expect(perSecond).toBeGreaterThan(0.8);
  // the scraped age, continued at the rate it grew, one value a minute for 30 minutes
  const stopped = Array.from({ length: 31 }, (_, minute) => second + minute * 60 * perSecond);
  // over the threshold from minute `over` on: pending then, firing 5 minutes later (the rule's `for`)
  const over = stopped.findIndex((v) => v > 600);
  expect(over).toBeGreaterThan(3);
  expect(fires(stopped, over + 3)).toBe(false);
  expect(fires(stopped, over + 6)).toBe(true);

  // the sender's round, to the local sink (no receiver has a URL in tests), on the real clock
  resetNow();
  await sendDueWebhooks(t.db, webhooksFromEnv(), DEFAULT_RETRY);
  expect(await scrape('shop_outbox_pending')).toBe(0);
  const running = await scrape('shop_outbox_oldest_pending_age_seconds');
  expect(running).toBe(0);
  expect(fires(Array(31).fill(running), 20)).toBe(false);
});
