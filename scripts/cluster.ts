// `npm run cluster`: the shop as production runs it, on this machine. A PostgreSQL server (Debian's,
// installed and started by scripts/services.sh), two API processes on it, a Redis server as the
// storefronts' shared page cache, two storefront processes, and nginx (deploy/nginx/shop.conf) in
// front of both storefronts. Prints the address; Ctrl-C stops everything it started. The reliability
// script (scripts/reliability.ts) and the cluster end-to-end test start it through startCluster().
// Its mode (decision 141): `npm run cluster` runs SHOP_MODE=staging (production's rules with the local
// stand-ins, since this machine has no SMS gateway, bank or captcha key) on a database of its own,
// with every secret generated; SHOP_MODE=demo or production in the environment choose those instead
// (production then refuses to start until the real services are configured). The reliability
// script and the end-to-end test run demo: they need the demo goods and accounts.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startNginx, type Nginx } from './nginx';
import { prometheusBinary, startPrometheus, type Prometheus } from './prometheus';
import {
  assertOwnApi, assertPortsFree, persistentSecret, root, run, stop, storefrontEnv, waitForUrl, type Env, type Proc,
} from './stack';

const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

export type ClusterOptions = {
  /** nginx's port: the shop's address */
  port: number;
  apiPorts: [number, number];
  storefrontPorts: [number, number];
  redisPort: number;
  /** the database both APIs share; created when missing */
  databaseUrl: string;
  /** the build both storefronts serve (a copy of it, without its caches: see copyBuild) */
  distDir?: string;
  verbose?: boolean;
  env?: Env;
  /** SHOP_MODE of every process (default demo: the reliability script's and the tests' demo data) */
  mode?: 'demo' | 'staging' | 'production';
  /** Prometheus (deploy/prometheus, scripts/prometheus.ts) on this port, scraping every process, when installed */
  prometheus?: { port: number; every?: string };
  /**
   * The photo folder both APIs share, as a volume mounted on every API host would be (default:
   * `.data/cluster/photos/<database>`, beside the cluster's secrets; PHOTO_DIR or PHOTO_S3_BUCKET in
   * the environment win). Unset, each API would take `photos` beside its own DATA_DIR.
   */
  photoDir?: string;
};

/** The photo storage variables both APIs get: the bucket when one is configured, else one shared folder. */
export function sharedPhotoEnv(o: Pick<ClusterOptions, 'photoDir' | 'databaseUrl' | 'env'>): Env {
  const bucket = o.env?.PHOTO_S3_BUCKET ?? process.env.PHOTO_S3_BUCKET;
  if (bucket) return {};
  const dir = o.photoDir ?? o.env?.PHOTO_DIR ?? process.env.PHOTO_DIR
    ?? path.join('.data', 'cluster', 'photos', decodeURIComponent(new URL(o.databaseUrl).pathname.slice(1)) || 'postgres');
  return { PHOTO_DIR: path.resolve(root, dir) };
}

export type Cluster = {
  url: string;
  apiUrls: string[];
  storefrontUrls: string[];
  redisUrl: string;
  databaseUrl: string;
  /** the folder both APIs keep photos in (none: they share PHOTO_S3_BUCKET) */
  photoDir?: string;
  procs: { apis: Proc[]; storefronts: Proc[]; redis: Proc };
  /** the Prometheus scraping them, when asked for and installed */
  prometheusUrl?: string;
  /** starts API i again (after a kill in the reliability script) and waits for it */
  restartApi: (i: number) => Promise<Proc>;
  stop: () => Promise<void>;
};

/** DATABASE_URL of scripts/services.sh (installing and starting PostgreSQL, Redis and nginx when missing). */
export function services(): string {
  const out = execFileSync('bash', [path.join(root, 'scripts', 'services.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const line = out.trim().split('\n').at(-1) ?? '';
  if (!line.startsWith('DATABASE_URL=')) throw new Error(`scripts/services.sh printed no DATABASE_URL: ${out}`);
  return line.slice('DATABASE_URL='.length);
}

/** `url` with its database name replaced, after creating that database on the server when missing. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops database `name` on the server (WITH (FORCE): the cluster's pools may linger a moment). */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

function redisBinary(): string {
  for (const p of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) if (fs.existsSync(p)) return p;
  throw new Error('redis-server is not installed (Debian: apt-get install redis-server; scripts/services.sh does it)');
}

/**
 * A copy of the build at `from` (relative to the project) without the pages and data it cached:
 * the cluster's storefronts write their local cache there, never into the build `npm start` or the
 * other tests serve (those pages came from another database).
 */
export function copyBuild(from: string, to: string) {
  const src = path.resolve(root, from);
  if (!fs.existsSync(path.join(src, 'BUILD_ID'))) throw new Error(`no build in ${from}: run npm run build first`);
  const skip = new Set([path.join(src, 'cache'), path.join(src, 'server', 'route-cache')]);
  fs.rmSync(path.resolve(root, to), { recursive: true, force: true });
  fs.cpSync(src, path.resolve(root, to), { recursive: true, filter: (p) => !skip.has(p) });
}

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const { apiPorts, storefrontPorts, redisPort } = o;
  await assertPortsFree([o.port, ...apiPorts, ...storefrontPorts, redisPort, ...(o.prometheus ? [o.prometheus.port] : [])]);
  const verbose = o.verbose ?? true;
  const dataDir = path.join('.data', 'cluster', 'pglite');
  const token = randomUUID();
  const distDir = `.next-cluster-${o.port}`;
  copyBuild(o.distDir ?? '.next', distDir);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const secret = (name: string) => persistentSecret(dataDir, `cluster-${name}`);
  const base: Env = {
    ...process.env,
    ...o.env,
    SHOP_MODE: o.mode ?? 'demo',
    NODE_ENV: 'production',
    // the secrets a deployment sets, generated once for this machine's cluster (the environment wins)
    STOREFRONT_SECRET: o.env?.STOREFRONT_SECRET ?? process.env.STOREFRONT_SECRET ?? secret('storefront-secret'),
    ...Object.fromEntries(['ASSEMBLY', 'AGGREGATOR', 'PARTNER'].map((p) => [
      `${p}_WEBHOOK_SECRET`, o.env?.[`${p}_WEBHOOK_SECRET`] ?? process.env[`${p}_WEBHOOK_SECRET`] ?? secret(`${p.toLowerCase()}-webhook-secret`),
    ])),
    EXCHANGE_1C_LOGIN: o.env?.EXCHANGE_1C_LOGIN ?? process.env.EXCHANGE_1C_LOGIN ?? 'cluster-1c',
    EXCHANGE_1C_PASSWORD: o.env?.EXCHANGE_1C_PASSWORD ?? process.env.EXCHANGE_1C_PASSWORD ?? secret('exchange-1c-password'),
    DATABASE_URL: o.databaseUrl,
    // every photo either API stored, the other serves (decision 175)
    ...sharedPhotoEnv(o),
    // one secret per kind for every process of a kind: a token one API signed, the other accepts
    JWT_SECRET: o.env?.JWT_SECRET ?? process.env.JWT_SECRET ?? persistentSecret(dataDir, 'cluster-jwt-secret'),
    NEXTAUTH_SECRET: o.env?.NEXTAUTH_SECRET ?? process.env.NEXTAUTH_SECRET ?? persistentSecret(dataDir, 'nextauth-secret'),
    STACK_TOKEN: token,
    NEXT_DIST_DIR: distDir,
  };
  const all: Proc[] = [];
  const stopAll = async () => {
    await stop([...all].reverse());
    fs.rmSync(path.resolve(root, distDir), { recursive: true, force: true });
  };
  const apis: Proc[] = [];
  const storefronts: Proc[] = [];
  const apiUrls = apiPorts.map((p) => `http://127.0.0.1:${p}`);
  const storefrontUrls = storefrontPorts.map((p) => `http://127.0.0.1:${p}`);

  const startApi = async (i: number) => {
    const api = run(`api${i + 1}`, process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')],
      // each API tells its own storefront of stale pages; through Redis that storefront tells the other
      { ...base, API_PORT: String(apiPorts[i]), API_HOST: '127.0.0.1', STOREFRONT_URL: storefrontUrls[i] }, verbose);
    all.push(api);
    apis[i] = api;
    await waitForUrl(`${apiUrls[i]}/health`, { proc: api, ok: true, timeoutMs: 120_000 });
    await assertOwnApi(apiUrls[i], token);
    return api;
  };

  try {
    const redisDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-redis-'));
    // a cache, not a store: no snapshots, bounded, least recently used entries leave first
    const redis = run('redis', redisBinary(), [
      '--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir, '--save', '', '--appendonly', 'no',
      '--maxmemory', '256mb', '--maxmemory-policy', 'allkeys-lru',
    ], base, false);
    all.push(redis);
    // the first API migrates and seeds alone; the second finds both done
    await startApi(0);
    await startApi(1);
    for (const [i, port] of storefrontPorts.entries()) {
      const web = run(`web${i + 1}`, process.execPath, [nextBin, 'start', '-p', String(port)], storefrontEnv({
        ...base,
        PORT: String(port),
        SHOP_API_URL: apiUrls[i],
        REDIS_URL: redisUrl,
        // nginx sets X-Forwarded-For from the connection: one trusted hop
        TRUSTED_PROXY_HOPS: '1',
      }), verbose);
      all.push(web);
      storefronts.push(web);
    }
    for (const [i, url] of storefrontUrls.entries()) await waitForUrl(`${url}/robots.txt`, { proc: storefronts[i] });
    let nginx: Nginx | undefined = await startNginx(o.port, [...storefrontPorts]);
    const stopNginx = async () => {
      await nginx?.stop();
      nginx = undefined;
    };
    let prometheus: Prometheus | undefined;
    if (o.prometheus && prometheusBinary()) {
      try {
        prometheus = await startPrometheus(o.prometheus.port, [...apiPorts], [...storefrontPorts], o.prometheus.every);
      } catch (err) {
        await stopNginx();
        throw err;
      }
    }
    return {
      url: nginx.url,
      apiUrls,
      storefrontUrls,
      redisUrl,
      databaseUrl: o.databaseUrl,
      photoDir: base.PHOTO_DIR,
      procs: { apis, storefronts, redis },
      prometheusUrl: prometheus?.url,
      restartApi: (i) => startApi(i),
      stop: async () => {
        await prometheus?.stop();
        await stopNginx();
        await stopAll();
        fs.rmSync(redisDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const mode = process.env.SHOP_MODE || 'staging';
  if (mode !== 'demo' && mode !== 'staging' && mode !== 'production') throw new Error(`SHOP_MODE: demo, staging или production, получено «${mode}»`);
  const serverUrl = process.env.DATABASE_URL ?? services();
  // a demo database is refused outside demo: each mode has its own
  const databaseUrl = process.env.DATABASE_URL ?? (await ensureDatabase(serverUrl, mode === 'demo' ? 'shop_cluster' : `shop_cluster_${mode}`));
  const cluster = await startCluster({
    mode,
    port,
    apiPorts: [4101, 4102],
    storefrontPorts: [3101, 3102],
    redisPort: Number(process.env.REDIS_PORT ?? 6390),
    databaseUrl,
    prometheus: { port: 9090 },
  });
  console.log(`[cluster] SHOP_MODE=${mode} shop on ${cluster.url} (nginx → storefronts ${cluster.storefrontUrls.join(', ')} → APIs ${cluster.apiUrls.join(', ')}; Redis ${cluster.redisUrl}; ${databaseUrl.replace(/:[^:@/]+@/, ':***@')})`);
  console.log(cluster.prometheusUrl ? `[cluster] Prometheus ${cluster.prometheusUrl} (targets, alerts: deploy/prometheus)` : '[cluster] no Prometheus here (Debian: apt-get install prometheus)');
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  const gone = await Promise.race([...cluster.procs.apis, ...cluster.procs.storefronts, cluster.procs.redis].map((p) => p.exited.then((code) => ({ name: p.name, code }))));
  if (!stopping) {
    console.error(`[cluster] ${gone.name} exited with code ${gone.code}; stopping`);
    await shutdown(gone.code || 1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(root, 'scripts', 'cluster.ts')) {
  main().catch((err) => {
    console.error(`[cluster] ${(err as Error).message}`);
    process.exit(1);
  });
}
