// What `npm run cluster` hands Prometheus (scripts/prometheus.ts): deploy/prometheus/prometheus.yml
// with the cluster's ports, which promtool accepts with its alert rules, and a Prometheus that starts
// on it and scrapes a shop process's /metrics.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { prometheusBinary, renderPrometheusConf, startPrometheus } from './prometheus';

// CI and `npm run cluster` install prometheus (scripts/services.sh); a machine without it skips, saying so
const withPrometheus = prometheusBinary() ? it : it.skip;

describe('the cluster\'s Prometheus', () => {
  it('scrapes exactly the cluster\'s APIs and storefronts', () => {
    const conf = renderPrometheusConf([4201, 4202], [3201, 3202], '2s');
    expect(conf).toContain("targets: ['127.0.0.1:4201', '127.0.0.1:4202']");
    expect(conf).toContain("targets: ['127.0.0.1:3201', '127.0.0.1:3202']");
    expect(conf).toContain('scrape_interval: 2s');
    expect(conf).not.toMatch(/:410[12]'|:310[12]'/);
  });

  withPrometheus('is a configuration promtool accepts, with its alert rules', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-prometheus-check-'));
    try {
      fs.writeFileSync(path.join(dir, 'prometheus.yml'), renderPrometheusConf([4201, 4202], [3201, 3202]));
      fs.copyFileSync(path.join('deploy', 'prometheus', 'alerts.yml'), path.join(dir, 'alerts.yml'));
      const r = spawnSync('promtool', ['check', 'config', path.join(dir, 'prometheus.yml')], { encoding: 'utf8' });
      expect(`${r.stdout}${r.stderr}`).toMatch(/SUCCESS/);
      expect(r.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  withPrometheus('starts and finds a process answering /metrics up', async () => {
    const api = createServer((req, res) => {
      res.writeHead(req.url === '/metrics' ? 200 : 404, { 'content-type': 'text/plain; version=0.0.4' });
      res.end(req.url === '/metrics' ? 'shop_up 1\n' : '');
    });
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    const apiPort = (api.address() as AddressInfo).port;
    const port = 19090 + Math.floor(Math.random() * 500);
    const prometheus = await startPrometheus(port, [apiPort], [apiPort + 1], '1s');
    try {
      let health: string[] = [];
      // each target is scraped on its own schedule: wait until both have been tried
      const settled = () => health.includes(`127.0.0.1:${apiPort} up`) && health.some((h) => h.startsWith(`127.0.0.1:${apiPort + 1} `) && !h.endsWith(' unknown'));
      for (let i = 0; i < 40 && !settled(); i++) {
        await new Promise((r) => setTimeout(r, 500));
        const targets = await (await fetch(`${prometheus.url}/api/v1/targets`)).json() as { data: { activeTargets: { labels: { instance: string }; health: string }[] } };
        health = targets.data.activeTargets.map((t) => `${t.labels.instance} ${t.health}`);
      }
      expect(health).toContain(`127.0.0.1:${apiPort} up`);
      // the storefront's port nobody listens on is down, not missing
      expect(health).toContain(`127.0.0.1:${apiPort + 1} down`);
    } finally {
      await prometheus.stop();
      await new Promise((r) => api.close(r));
    }
  }, 60_000);
});
