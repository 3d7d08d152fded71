// Runs deploy/prometheus/prometheus.yml (the documented scrape and alert setup) beside `npm run
// cluster`, with Debian's prometheus: the targets replaced by the cluster's ports, the rest as
// shipped, alerts.yml beside it. So the dashboards' and alerts' queries run against the shop's own
// processes on one machine (http://127.0.0.1:9090/alerts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run, stop, waitForUrl, type Proc } from './stack';

const DEPLOY = path.join(root, 'deploy', 'prometheus');

/** The prometheus binary, or null when it is not installed (Debian: apt-get install prometheus). */
export function prometheusBinary(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v prometheus'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const JOB_TARGETS = (job: string) => new RegExp(`(- job_name: ${job}\\n(?:[^\\n]*\\n)*?\\s*- targets: )\\[[^\\]]*\\]`);

/** prometheus.yml for this run: the APIs and storefronts on these ports, scraped every `every`. */
export function renderPrometheusConf(apiPorts: number[], storefrontPorts: number[], every = '15s'): string {
  const conf = fs.readFileSync(path.join(DEPLOY, 'prometheus.yml'), 'utf8');
  if (!JOB_TARGETS('shop-api').test(conf) || !JOB_TARGETS('shop-storefront').test(conf)) {
    throw new Error('deploy/prometheus/prometheus.yml no longer has the shop-api and shop-storefront targets scripts/prometheus.ts replaces');
  }
  const list = (ports: number[]) => `[${ports.map((p) => `'127.0.0.1:${p}'`).join(', ')}]`;
  return conf
    .replace(JOB_TARGETS('shop-api'), `$1${list(apiPorts)}`)
    .replace(JOB_TARGETS('shop-storefront'), `$1${list(storefrontPorts)}`)
    .replace(/scrape_interval: \S+/, `scrape_interval: ${every}`);
}

export type Prometheus = { url: string; proc: Proc; stop: () => Promise<void> };

/** Prometheus on 127.0.0.1:`port` scraping the cluster's processes; its data in a temporary folder. */
export async function startPrometheus(port: number, apiPorts: number[], storefrontPorts: number[], every = '15s'): Promise<Prometheus> {
  const bin = prometheusBinary();
  if (!bin) throw new Error('prometheus is not installed (Debian: apt-get install prometheus)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-prometheus-'));
  fs.writeFileSync(path.join(dir, 'prometheus.yml'), renderPrometheusConf(apiPorts, storefrontPorts, every));
  fs.copyFileSync(path.join(DEPLOY, 'alerts.yml'), path.join(dir, 'alerts.yml'));
  const proc = run('prometheus', bin, [
    `--config.file=${path.join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${port}`, '--storage.tsdb.retention.time=1d', '--log.level=warn',
  ], process.env, false);
  const url = `http://127.0.0.1:${port}`;
  const stopIt = async () => {
    await stop([proc]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${url}/-/ready`, { proc, ok: true, timeoutMs: 60_000 });
  } catch (err) {
    await stopIt();
    throw err;
  }
  return { url, proc, stop: stopIt };
}
