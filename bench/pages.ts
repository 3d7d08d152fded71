// Throughput and latency of one URL under load: a short warm-up (fills caches, JITs the code),
// then the measured run. Numbers are printed by bench/run.ts, never asserted.
import http from 'node:http';
import autocannon from 'autocannon';

import fs from 'node:fs';

/** cpuMs: CPU time the serving processes spent per request (null when not measured). */
export type LoadResult = { rps: number; p50: number; p99: number; requests: number; non2xx: number; errors: number; cpuMs: number | null };

/** servers: process groups whose CPU time counts as the server's (the storefront's, nginx's). */
export type LoadOptions = { connections?: number; seconds?: number; warmupSeconds?: number; headers?: Record<string, string>; servers?: number[] };

const TICK_MS = 10; // Linux's USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s

/**
 * CPU time (ms) used so far by every process in the given process groups (Linux /proc). On a
 * shared machine, the server's CPU time per request is the figure other load does not distort much:
 * throughput and latency also measure the load generator and whoever else holds the cores.
 */
export function groupCpuMs(groups: number[]): number {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // after "pid (comm) ": state ppid pgrp …; utime and stime are fields 14 and 15 of the whole line
      if (groups.includes(Number(fields[2]))) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * TICK_MS;
}

/**
 * What a browser sends with a page request (Chrome on Linux, a Russian shopper who chose a shop):
 * the headers decide which work the server does (compression, the shop's cache entry).
 */
export function browserHeaders(shopId: number): Record<string, string> {
  return {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    'accept-language': 'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7',
    'accept-encoding': 'gzip, br',
    cookie: `shop=${shopId}`,
  };
}

/** The same browser asking for a script: only Accept differs. */
export const scriptHeaders = (shopId: number) => ({ ...browserHeaders(shopId), accept: '*/*' });

export async function load(url: string, o: LoadOptions = {}): Promise<LoadResult> {
  const connections = o.connections ?? 32;
  const common = { url, connections, headers: o.headers, timeout: 10 };
  if ((o.warmupSeconds ?? 3) > 0) await autocannon({ ...common, duration: o.warmupSeconds ?? 3 });
  const cpuBefore = o.servers ? groupCpuMs(o.servers) : 0;
  const r = await autocannon({ ...common, duration: o.seconds ?? 10 });
  const cpuMs = o.servers && r.requests.total ? (groupCpuMs(o.servers) - cpuBefore) / r.requests.total : null;
  return {
    cpuMs,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

export type Probe = { status: number; headers: http.IncomingHttpHeaders; wireBytes: number; ms: number };

/** One request as sent, the body left as it came over the wire (compressed or not). */
export function probe(url: string, headers: Record<string, string>): Promise<Probe> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      let wireBytes = 0;
      res.on('data', (chunk: Buffer) => (wireBytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, wireBytes, ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
