// Runs deploy/nginx/shop.conf (the documented production setup) in front of a running storefront,
// as a child process with its own prefix folder, for the benchmark and tests. Only the listening
// port, the storefront's address and the cache folder are replaced; the rest is the file as shipped.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run, stop, waitForUrl, type Proc } from './stack';

export const NGINX_CONF = path.join(root, 'deploy', 'nginx', 'shop.conf');

/** The nginx binary, or null when it is not installed (Debian: apt-get install nginx-light). */
export function nginxBinary(): string | null {
  for (const p of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].filter(Boolean) as string[]) {
    if (fs.existsSync(p)) return p;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** where shop.conf expects deploy/nginx/html on a real host */
const HTML_ROOT = '/usr/share/shop/nginx-html';
const UPSTREAM = /(upstream shop_storefront \{\n)((?:\s*server [^\n]+\n)+)/;

/** shop.conf for this run: listening on `port`, proxying to the storefronts on `storefrontPorts`, caching under `dir`. */
export function renderConf(port: number, storefrontPorts: number[], dir: string): string {
  const conf = fs.readFileSync(NGINX_CONF, 'utf8');
  if (!conf.includes('listen 80;') || !UPSTREAM.test(conf) || !conf.includes('/var/cache/nginx/shop') || !conf.includes(`root ${HTML_ROOT};`)) {
    throw new Error(`${NGINX_CONF} no longer has the lines scripts/nginx.ts replaces`);
  }
  const servers = storefrontPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;\n`).join('');
  return conf
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace(UPSTREAM, `$1${servers}`)
    .replace('/var/cache/nginx/shop', path.join(dir, 'cache'))
    .replaceAll(`root ${HTML_ROOT};`, `root ${path.join(root, 'deploy', 'nginx', 'html')};`);
}

/** staticUrl: with `staticDir`, a second server on port + 1 serving that folder from disk, precompressed (gzip_static). */
export type Nginx = { url: string; staticUrl?: string; pid: number; stop: () => Promise<void> };

/** nginx on `port` in front of the storefront(s) on `storefrontPort`; one worker per core, as Debian's default. */
export async function startNginx(
  port: number, storefrontPort: number | number[], { workers = 'auto', staticDir }: { workers?: number | 'auto'; staticDir?: string } = {},
): Promise<Nginx> {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  for (const d of ['cache', 'tmp']) fs.mkdirSync(path.join(dir, d));
  fs.writeFileSync(path.join(dir, 'shop.conf'), renderConf(port, Array.isArray(storefrontPort) ? storefrontPort : [storefrontPort], dir));
  const mime = fs.existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  // started by root, nginx's workers would run as nobody and could not use this run's folders
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  fs.writeFileSync(path.join(dir, 'nginx.conf'), `
${user}
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  ${mime}
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  include ${dir}/shop.conf;
  ${staticDir ? `server { listen 127.0.0.1:${port + 1}; root ${staticDir}; gzip_static on; location / { } }` : ''}
}
`);
  const proc: Proc = run('nginx', bin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], process.env, false);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/robots.txt`, { proc, timeoutMs: 30_000, ok: true });
  } catch (err) {
    await stop([proc]);
    const log = fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx did not start: ${(err as Error).message}\n${log}`);
  }
  return {
    url,
    pid: proc.child.pid!,
    staticUrl: staticDir ? `http://127.0.0.1:${port + 1}` : undefined,
    stop: async () => {
      await stop([proc]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
