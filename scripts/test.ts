// `npm test`: types, lint, jest unit, jest API, Playwright, in that order, every step even after a
// failure. Typecheck and lint count as one test each; a step that crashes counts as a failure, and
// so does a step that ran no test at all (a typo in a file filter must not pass), and a focused test
// (`.only`) left in a test file. The last line is `N passed, N failed[, N skipped]`, which CI reads.
//   npm test -- --only static|unit|api|e2e   (comma-separated for several)
//   npm test -- --only e2e e2e/smoke.spec.ts (extra arguments go to the one runner selected)
//   npm run test:unit|test:api -- <file> are `npm test -- --only unit|api <file>`
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { root, type Env } from './stack';
import { jestArgs, parseArgs, type Part } from './test-args';
import { logLeaks } from './log-scan';

type Count = { passed: number; failed: number; skipped: number };
type Step = { name: string; part: Part; label?: string; run: (extra: string[]) => Promise<Count> };
// CI sets TEST_POSTGRES_URL (a PostgreSQL server's maintenance database): the API suite then runs a
// second time against that server, so the DATABASE_URL path is tested on every change
const postgresUrl = process.env.TEST_POSTGRES_URL || undefined;
const bin = {
  next: 'node_modules/next/dist/bin/next',
  tsc: 'node_modules/typescript/bin/tsc',
  eslint: 'node_modules/eslint/bin/eslint.js',
  jest: 'node_modules/jest/bin/jest.js',
  playwright: 'node_modules/@playwright/test/cli.js',
};

const env: Env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Runs a node script from the repo root with inherited output; resolves with its exit code. */
function node(script: string, args: string[], extraEnv: Env = {}, nodeFlags: string[] = []): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeFlags, script, ...args], { cwd: root, env: { ...env, ...extraEnv } as NodeJS.ProcessEnv, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

const one = (ok: boolean): Count => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));

type JestReport = {
  numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number;
  numRuntimeErrorTestSuites: number;
  testResults?: { name: string; status: string; message: string; assertionResults?: { fullName: string; status: string }[] }[];
};

// What failed, repeated after the summary: CI shows only the end of a long run's output, and a suite
// that fails outside its tests (an afterAll, a worker that dies) leaves no ✕ line to find
const failures: string[] = [];

function jestFailures(r: JestReport, tag: string, code: number) {
  const before = failures.length;
  for (const suite of r.testResults ?? []) {
    if (suite.status !== 'failed') continue;
    const file = path.relative(root, suite.name);
    const tests = (suite.assertionResults ?? []).filter((a) => a.status === 'failed').map((a) => a.fullName);
    const message = stripVTControlCharacters(suite.message).split('\n').map((l) => l.trimEnd()).filter(Boolean).slice(0, 12).join('\n    ');
    failures.push(`jest (${tag}) ${file}${tests.length ? `: ${tests.join('; ')}` : ' (outside its tests)'}\n    ${message}`);
  }
  if (code !== 0 && failures.length === before) failures.push(`jest (${tag}) exited with code ${code}, no suite failed`);
}

/** A run that tested nothing is a failure, not a green line. */
function nothingRan(c: Count, what: string): Count {
  if (c.passed + c.failed + c.skipped > 0) return c;
  console.error(`${what}: no test ran`);
  return one(false);
}

// jest has no --forbid-only: a focused test would silently skip the others, so refuse it here
const FOCUSED = /\b(?:(?:it|test|describe)\.only|fit|fdescribe)\s*\(/;
const JEST_ROOTS: Record<'unit' | 'api', string[]> = { unit: ['domain', 'lib', 'scripts'], api: ['server'] };

function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

function focusedTests(dirs: string[]): string[] {
  return dirs.flatMap(testFiles).filter((file) => FOCUSED.test(fs.readFileSync(path.join(root, file), 'utf8')));
}

async function jest(project: 'unit' | 'api', extra: string[], extraEnv: Env = {}, tag: string = project): Promise<Count> {
  const focused = focusedTests(JEST_ROOTS[project]);
  if (focused.length) {
    console.error(`focused tests (.only, fit, fdescribe) are not allowed: ${focused.join(', ')}`);
    return one(false);
  }
  const out = path.join(tmp, `jest-${tag}.json`);
  // PGlite loads its WebAssembly with a dynamic import(), which jest's VM allows only with this flag
  const flags = ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'];
  const code = await node(bin.jest, jestArgs(project, out, extra), extraEnv, flags);
  const r = readJson<JestReport>(out);
  if (!r) return one(false);
  jestFailures(r, tag, code);
  // a suite that cannot even load has no test results: count it as a failed test
  const failed = r.numFailedTests + r.numRuntimeErrorTestSuites;
  return nothingRan({
    passed: r.numPassedTests,
    failed: failed === 0 && code !== 0 ? 1 : failed,
    skipped: r.numPendingTests + r.numTodoTests,
  }, `jest (${tag})`);
}

type PlaywrightReport = { stats?: { expected: number; unexpected: number; flaky: number; skipped: number }; errors?: unknown[] };

const stackLog = path.join(tmp, 'e2e-processes.log');

async function playwright(extra: string[]): Promise<Count> {
  const out = path.join(tmp, 'playwright.json');
  const code = await node(bin.playwright, ['test', '--forbid-only', '--reporter=list,json', ...extra], { PLAYWRIGHT_JSON_OUTPUT_NAME: out, STACK_LOG_FILE: stackLog });
  const r = readJson<PlaywrightReport>(out);
  if (!r?.stats) return one(false);
  const { expected, unexpected, flaky, skipped } = r.stats;
  // global set-up errors and the like fail the run without failing a test
  const failed = unexpected + (unexpected === 0 && (code !== 0 || (r.errors?.length ?? 0) > 0) ? 1 : 0);
  return nothingRan({ passed: expected + flaky, failed, skipped }, 'playwright');
}

const steps: Step[] = [
  {
    name: 'typecheck',
    part: 'static',
    // route types (.next/types, next-env.d.ts) are generated, not committed
    run: async () => one((await node(bin.next, ['typegen'])) === 0 && (await node(bin.tsc, ['--noEmit'])) === 0),
  },
  { name: 'lint', part: 'static', run: async () => one((await node(bin.eslint, ['.'])) === 0) },
  // two runs, so each reports its own count and a failing API set-up cannot hide the unit results
  { name: 'jest', part: 'unit', run: (extra) => jest('unit', extra) },
  { name: 'jest', part: 'api', run: (extra) => jest('api', extra) },
  ...(postgresUrl
    ? [{ name: 'jest', part: 'api' as const, label: 'jest (api, postgres)', run: (extra: string[]) => jest('api', extra, { DATABASE_URL: postgresUrl }, 'api-postgres') }]
    : []),
  { name: 'playwright', part: 'e2e', run: (extra) => playwright(extra) },
  // after the browser run: what its processes logged holds no secret (scripts/log-scan.ts)
  { name: 'logs', part: 'e2e', label: 'no secret in the e2e logs', run: async () => scanLogs() },
];

function scanLogs(): Count {
  let text: string;
  try {
    text = fs.readFileSync(stackLog, 'utf8');
  } catch {
    console.error(`no process log at ${stackLog}: the end-to-end run started no process`);
    return one(false);
  }
  const leaks = logLeaks(text);
  for (const l of leaks.slice(0, 20)) console.error(`secret in the e2e logs, line ${l.line}: ${l.rule}: ${l.excerpt}`);
  console.log(`logs: ${text.split('\n').length} lines of the end-to-end run's processes scanned, ${leaks.length} secrets found`);
  return one(leaks.length === 0);
}

const args = parseArgs(process.argv.slice(2));
if ('error' in args) {
  console.error(args.error);
  process.exit(2);
}
const { only, extra } = args;
const selected = steps.filter((s) => only.includes(s.part));

const total: Count = { passed: 0, failed: 0, skipped: 0 };
const summary: string[] = [];
for (const step of selected) {
  const label = step.label ?? (step.name === 'jest' ? `jest (${step.part})` : step.name);
  console.log(`\n===== ${label} =====`);
  const started = Date.now();
  let c: Count;
  try {
    c = await step.run(extra);
  } catch (err) {
    console.error(err);
    c = one(false);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(`${label.padEnd(20)} ${String(c.passed).padStart(5)} passed ${String(c.failed).padStart(4)} failed ${String(c.skipped).padStart(4)} skipped  ${seconds.padStart(6)} s`);
  total.passed += c.passed;
  total.failed += c.failed;
  total.skipped += c.skipped;
}
fs.rmSync(tmp, { recursive: true, force: true });

if (failures.length) console.log(`\n===== what failed in jest =====\n${failures.join('\n')}`);
console.log(`\n===== summary =====\n${summary.join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
