// README.md's environment tables are the one list a newcomer reads: each must name exactly what the
// code reads, once. The storefront's and the API's tables are held to the keys of their zod schemas,
// the launcher's and the test harness's to the process.env reads of their files, the tools' to what
// the rest of scripts/ reads (less what the other tables or docs/bench.md already explain), and
// .env.example to every variable of the first three tables.
import fs from 'node:fs';
import path from 'node:path';
import { Env as StorefrontEnv } from '../lib/env';
import { EnvSchema as ApiEnv } from '../server/env';

const root = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The variable names of the first column of the table under the `### {heading}` of README.md. */
function table(heading: string): string[] {
  const readme = read('README.md');
  const start = readme.indexOf(`\n### ${heading}`);
  expect(start).toBeGreaterThan(-1);
  const section = readme.slice(start + 1).split(/\n#{2,3} /)[0];
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
}

/** Every `process.env.NAME` (or `process.env['NAME']`) read in the given files and folders. */
function envReads(entries: string[]): Set<string> {
  const names = new Set<string>();
  const visit = (rel: string) => {
    const full = path.join(root, rel);
    if (fs.statSync(full).isDirectory()) {
      for (const child of fs.readdirSync(full)) visit(path.join(rel, child));
    } else if (/\.(ts|tsx|mjs|cjs|js)$/.test(rel)) {
      for (const m of read(rel).matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)) names.add(m[1] ?? m[2]);
    }
  };
  entries.forEach(visit);
  return names;
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
const once = (names: string[]) => names.filter((n, i) => names.indexOf(n) !== i);

const storefront = table('Storefront (`lib/env.ts`)');
const api = table('Shop API (`server/env.ts`)');
const launcher = table('Launcher and build');
const harness = table('Test harness');
const tools = table('Tools (`scripts/`)');

const LAUNCHER_FILES = ['scripts/start.ts', 'scripts/stack.ts', 'next.config.mjs', 'scripts/compile-hints.ts', 'lib/cache'];
const HARNESS_FILES = ['scripts/test.ts', 'playwright.config.ts', 'e2e'];
/** The other scripts of scripts/ (tests aside): the tools' table answers for what they read. */
const toolFiles = () => fs.readdirSync(path.join(root, 'scripts'))
  .map((f) => `scripts/${f}`)
  .filter((f) => /\.(ts|mjs|cjs|js)$/.test(f) && !/\.test\.ts$/.test(f) && !LAUNCHER_FILES.includes(f) && !HARNESS_FILES.includes(f));
/** The benchmark's and the audit's variables, which docs/bench.md explains. */
const benchDoc = new Set([...read('docs/bench.md').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));

describe("README.md's environment tables", () => {
  it('list every variable of lib/env.ts, and nothing else, under the storefront', () => {
    expect(sorted(storefront)).toEqual(sorted(Object.keys(StorefrontEnv.shape)));
  });

  it('list every variable of server/env.ts, and nothing else, under the shop API', () => {
    expect(sorted(api)).toEqual(sorted(Object.keys(ApiEnv.shape)));
  });

  it('list what the launcher, the build and the page cache read', () => {
    const reads = envReads(LAUNCHER_FILES);
    expect(sorted(launcher)).toEqual(sorted(reads));
  });

  it('list what the test runner and the end-to-end suite read', () => {
    const reads = envReads(HARNESS_FILES);
    expect(sorted(harness)).toEqual(sorted(reads));
  });

  it('list what the other scripts read that no other table or docs/bench.md explains, under the tools', () => {
    const elsewhere = new Set([...storefront, ...api, ...launcher, ...harness, ...benchDoc]);
    const reads = [...envReads(toolFiles())].filter((name) => !elsewhere.has(name));
    expect(sorted(tools)).toEqual(sorted(reads));
  });

  it('name each variable once per table', () => {
    for (const names of [storefront, api, launcher, harness, tools]) expect(once(names)).toEqual([]);
  });
});

describe('.env.example', () => {
  it('lists every variable of the storefront, the API and the launcher, once, each with its default', () => {
    const lines = read('.env.example').split('\n').filter((l) => /^# [A-Z][A-Z0-9_]*=/.test(l));
    const names = lines.map((l) => l.slice(2, l.indexOf('=')));
    expect(once(names)).toEqual([]);
    expect(sorted(names)).toEqual(sorted([...storefront, ...api, ...launcher]));
  });
});
