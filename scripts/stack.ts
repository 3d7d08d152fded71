// Runs the two processes of the shop (the API, then the storefront) for `npm start`, the
// end-to-end tests and the benchmark, so all three start, wait and stop them the same way.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './compile-hints';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Extra variables for a child (process.env's type insists on NODE_ENV) */
export type Env = Record<string, string | undefined>;

/** `recent`: the process's last RECENT_LINES lines of output, stdout and stderr, for tests that read its log. */
export type Proc = { name: string; child: ChildProcess; exited: Promise<number>; recent: string[] };

const RECENT_LINES = 5000;

// Every process started here and still running, so a signal during start-up can stop them too.
const live = new Set<Proc>();
export const stopLive = () => stop([...live]);

export type StackOptions = {
  port: number;
  apiPort: number;
  /** PGlite folder; ignored by the API when DATABASE_URL is set */
  dataDir: string;
  /** NEXT_DIST_DIR: the build the storefront serves */
  distDir?: string;
  dev?: boolean;
  /** forward the processes' stdout too (stderr is always forwarded) */
  verbose?: boolean;
  env?: Env;
};

/**
 * A secret kept in a file of the data folder (the parent of the PGlite folder, `.data/` by default):
 * made once from 32 random bytes, then read, so sessions survive a restart and the README's two
 * commands work on a fresh machine without configuration.
 */
export function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(path.dirname(path.resolve(root, dataDir)), name);
  try {
    const known = fs.readFileSync(file, 'utf8').trim();
    if (known.length >= 32) return known;
  } catch {
    // not made yet
  }
  const secret = randomBytes(32).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The environment both processes (and the build, whose rewrites point at the API) share. */
export function stackEnv(o: Pick<StackOptions, 'port' | 'apiPort' | 'dataDir' | 'distDir' | 'env'>): Env {
  const base = { ...process.env, ...o.env };
  return {
    ...base,
    // next-auth's cookie key: from the environment, else generated once into the data folder
    NEXTAUTH_SECRET: base.NEXTAUTH_SECRET || persistentSecret(o.dataDir, 'nextauth-secret'),
    PORT: String(o.port),
    API_PORT: String(o.apiPort),
    DATA_DIR: o.dataDir,
    SHOP_API_URL: base.SHOP_API_URL ?? `http://127.0.0.1:${o.apiPort}`,
    ...(o.distDir ? { NEXT_DIST_DIR: o.distDir } : {}),
  };
}

/**
 * The storefront's environment: the preload that records each connection's address
 * (lib/socket-address.cjs; Next shows route handlers none) in NODE_OPTIONS, which `next dev`'s
 * worker inherits too.
 */
export function storefrontEnv(env: Env): Env {
  const preload = `--require ${JSON.stringify(path.join(root, 'lib', 'socket-address.cjs'))}`;
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, preload].filter(Boolean).join(' ') };
}

// STACK_LOG_FILE: every line of every process started here is also appended there, printed or not
// (npm test scans the end-to-end run's file for secrets: scripts/log-scan.ts)
const logFile = process.env.STACK_LOG_FILE;
let logStream: fs.WriteStream | undefined;

function forward(stream: NodeJS.ReadableStream | null, prefix: string, out: NodeJS.WriteStream | null, recent: string[]) {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => {
    recent.push(line);
    if (recent.length > RECENT_LINES) recent.splice(0, recent.length - RECENT_LINES);
    out?.write(`${prefix} ${line}\n`);
    if (logFile) (logStream ??= fs.createWriteStream(logFile, { flags: 'a' })).write(`${prefix} ${line}\n`);
  });
}

/** Spawns in its own process group, so stopping it also stops whatever it forked (next's workers). */
export function run(name: string, command: string, args: string[], env: Env, verbose = true): Proc {
  const child = spawn(command, args, { cwd: root, env: env as NodeJS.ProcessEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`;
  const recent: string[] = [];
  forward(child.stdout, prefix, verbose ? process.stdout : null, recent);
  forward(child.stderr, prefix, process.stderr, recent);
  const exited = new Promise<number>((resolve) => {
    child.on('error', (err) => {
      process.stderr.write(`${prefix} ${err.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
  const proc = { name, child, exited, recent };
  live.add(proc);
  exited.then(() => live.delete(proc));
  return proc;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `url` answers (any status unless `ok`); rejects when `proc` exits first or on timeout. */
export async function waitForUrl(url: string, { proc, timeoutMs = 300_000, ok = false }: { proc?: Proc; timeoutMs?: number; ok?: boolean } = {}) {
  let gone: number | undefined;
  proc?.exited.then((code) => { gone = code; });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`${proc!.name} exited with code ${gone} before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (!ok || res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals) {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** True when something accepts connections on the port, or it cannot be bound (IPv4 or IPv6). */
export async function portTaken(port: number): Promise<boolean> {
  const answers = (host: string) => new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1_000);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
    socket.once('error', () => resolve(false));
  });
  const bindable = () => new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    // no host: the dual-stack address `next start` and the API listen on
    server.listen(port, () => server.close(() => resolve(true)));
  });
  if ((await answers('127.0.0.1')) || (await answers('::1'))) return true;
  return !(await bindable());
}

/** A port nothing listens on now (the one the system hands out for port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Refuses ports another process holds: tests would otherwise talk to someone else's server. */
export async function assertPortsFree(ports: number[]) {
  const taken: number[] = [];
  for (const port of ports) if (await portTaken(port)) taken.push(port);
  if (taken.length) {
    throw new Error(`port ${taken.join(', ')} is already in use: stop what listens there or choose other ports (E2E_PORT, E2E_API_PORT, PORT, API_PORT)`);
  }
}

/** SIGTERM to each process group, SIGKILL to what is still there after the grace period. */
export async function stop(procs: Proc[], graceMs = 10_000) {
  await Promise.all(procs.map(async (p) => {
    if (p.child.exitCode === null && p.child.signalCode === null) {
      signalGroup(p.child.pid, 'SIGTERM');
      const done = await Promise.race([p.exited.then(() => true), sleep(graceMs).then(() => false)]);
      if (!done) {
        signalGroup(p.child.pid, 'SIGKILL');
        await p.exited;
      }
    }
    // next start leaves its server worker behind when the parent dies first: clear the group
    signalGroup(p.child.pid, 'SIGKILL');
  }));
}

/** `next build` into o.distDir, then the compile hints; rejects when the build fails. */
export async function build(o: Pick<StackOptions, 'port' | 'apiPort' | 'dataDir' | 'distDir' | 'env' | 'verbose'>) {
  // next build rewrites tsconfig.json to include `<distDir>/types` of any build folder it is given:
  // a test or benchmark build must not leave the checkout changed
  const tsconfig = path.join(root, 'tsconfig.json');
  const before = fs.readFileSync(tsconfig, 'utf8');
  try {
    const p = run('build', process.execPath, [nextBin, 'build'], stackEnv(o), o.verbose ?? true);
    const code = await p.exited;
    if (code !== 0) throw new Error(`next build failed with code ${code}`);
    addCompileHints(path.resolve(root, o.distDir ?? '.next'));
  } finally {
    if (fs.readFileSync(tsconfig, 'utf8') !== before) fs.writeFileSync(tsconfig, before);
  }
}

export type Stack = {
  /** the per-run token the API's /health echoes: proof that the answering API is this run's */
  token: string;
  apiUrl: string;
  baseUrl: string;
  procs: Proc[];
  /** resolves with the first process that exits on its own */
  firstExit: Promise<{ name: string; code: number }>;
  stop: () => Promise<void>;
};

/** Fails unless the API answering on apiUrl is the one started with this token. */
export async function assertOwnApi(apiUrl: string, token: string) {
  const res = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(5_000) });
  const body = (await res.json().catch(() => ({}))) as { token?: string };
  if (body.token !== token) throw new Error(`${apiUrl}/health answers, but not with this run's token: another server holds the port`);
}

/** Fails unless the storefront answering on baseUrl is the one started with this token (its middleware's X-Stack-Token). */
export async function assertOwnStorefront(baseUrl: string, token: string) {
  const res = await fetch(`${baseUrl}/robots.txt`, { signal: AbortSignal.timeout(30_000) });
  await res.arrayBuffer();
  if (res.headers.get('x-stack-token') !== token) {
    throw new Error(`${baseUrl}/robots.txt answers, but not with this run's X-Stack-Token: another server holds the port`);
  }
}

/** Fails when a process has exited: its port may be answered by someone else. */
export function assertRunning(procs: Proc[]) {
  const gone = procs.filter((p) => p.child.exitCode !== null || p.child.signalCode !== null);
  if (gone.length) throw new Error(`${gone.map((p) => `${p.name} (code ${p.child.exitCode ?? p.child.signalCode})`).join(', ')} exited`);
}

/**
 * Starts the API (it migrates and seeds on first run), waits for /health, then the storefront.
 * Refuses ports already taken, and checks that the API and the storefront answering carry this run's
 * token and that both processes still run once they answer, so a stranger on the ports cannot pass
 * for the shop.
 */
export async function startStack(o: StackOptions): Promise<Stack> {
  await assertPortsFree([o.apiPort, o.port]);
  const token = randomUUID();
  // `npm run dev`: readable log lines on both processes, unless LOG_FORMAT says otherwise
  const env: Env = { ...stackEnv(o), STACK_TOKEN: token, ...(o.dev && !process.env.LOG_FORMAT ? { LOG_FORMAT: 'pretty' } : {}) };
  const apiUrl = `http://127.0.0.1:${o.apiPort}`;
  const baseUrl = `http://127.0.0.1:${o.port}`;
  const procs: Proc[] = [];
  const stopAll = () => stop(procs);
  try {
    // outside demo the API runs as production Node does (NODE_ENV=production: the development webhook
    // secret refused); a demo leaves it unset, as `npm start` always has
    const apiEnv = env.SHOP_MODE && env.SHOP_MODE !== 'demo' && !env.NODE_ENV ? { ...env, NODE_ENV: 'production' } : env;
    const api = run('api', process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], apiEnv, o.verbose ?? true);
    procs.push(api);
    await waitForUrl(`${apiUrl}/health`, { proc: api, ok: true });
    await assertOwnApi(apiUrl, token);
    const args = o.dev ? ['dev', '-p', String(o.port)] : ['start', '-p', String(o.port)];
    // no -H: with an explicit host, next start proxies the middleware's same-origin rewrites over
    // HTTP to localhost (its rewrite base) instead of serving them in-process
    const web = run('web', process.execPath, [nextBin, ...args], storefrontEnv(env), o.verbose ?? true);
    procs.push(web);
    // any answer means it listens; the first page render is the tests' business
    await waitForUrl(`${baseUrl}/robots.txt`, { proc: web });
    // the answer must carry this run's token: a stranger on the port (our `next start` having died
    // on 'address in use' in a race) fails here; and both processes must still run
    await assertOwnStorefront(baseUrl, token);
    assertRunning(procs);
  } catch (err) {
    await stopAll();
    throw err;
  }
  const firstExit = Promise.race(procs.map((p) => p.exited.then((code) => ({ name: p.name, code }))));
  return { token, apiUrl, baseUrl, procs, firstExit, stop: stopAll };
}
