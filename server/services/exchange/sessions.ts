// The exchange's sessions, upload folders and background imports. checkauth opens a session and
// hands 1C a cookie; each session has its own folder (beside DATA_DIR, like jwt-secret) that
// mode=file appends to; mode=import starts one run per file and answers `progress` until it ends.
// One import runs at a time on the whole site (exchange_files_running_idx): another session's
// import is told `progress` (wait) and starts on one of 1C's repeats after the first ends.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { EXCHANGE_FILE_LIMIT } from '../../../contract/limits';
import { failureText, safeRelativePath, type Problem } from '../../../domain/commerceml';
import type { Db } from '../../db/client';
import { exchangeAccounts, exchangeFiles, exchangeSessions, type ExchangeCounts } from '../../db/schema';
import { verifyPassword } from '../auth/passwords';
import { env } from '../../env';
import { clock } from '../../lib/clock';
import { exchangeRoot } from './folders';
import { importCatalog } from './import-catalog';
import { importOffers } from './import-offers';
import { pagesAfterCommit } from './pages';
import { photosFromPictures } from './photos';
import type { PhotoStorage } from '../../adapters/storage';
import type { Run } from './run';
import { XmlFileError } from './xml-stream';

export const COOKIE = 'exchange_1c';
/** The largest body of one mode=file request (1C cuts bigger files into chunks of this size). */
export const FILE_LIMIT = EXCHANGE_FILE_LIMIT;
/** A session unused this long is over: 1C starts a new one with checkauth. */
const SESSION_HOURS = 24;
/** An import 'running' this long was cut off by a process that died: it is failed, so others may run. */
const STALE_RUN_MINUTES = 60;

/** The login and password 1C must send; null: the exchange is off (outside demo, unset). */
export function credentials(source: Pick<typeof env, 'SHOP_MODE' | 'EXCHANGE_1C_LOGIN' | 'EXCHANGE_1C_PASSWORD'> = env): { login: string; password: string } | null {
  if (source.EXCHANGE_1C_LOGIN && source.EXCHANGE_1C_PASSWORD) return { login: source.EXCHANGE_1C_LOGIN, password: source.EXCHANGE_1C_PASSWORD };
  if (source.SHOP_MODE === 'demo') return { login: source.EXCHANGE_1C_LOGIN ?? 'exchange', password: source.EXCHANGE_1C_PASSWORD ?? 'exchange12345' };
  return null;
}

const sameText = (a: string, b: string) => {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
};

/** Whether an Authorization header is HTTP Basic with the exchange's login and password. */
export function basicMatches(header: string | undefined, creds: { login: string; password: string }): boolean {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!m) return false;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  if (i < 0) return false;
  // both compared, always: the time taken says nothing of which was wrong
  const login = sameText(decoded.slice(0, i), creds.login);
  const password = sameText(decoded.slice(i + 1), creds.password);
  return login && password;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');


export type Session = typeof exchangeSessions.$inferSelect & { folder: string; dir: string };

const withDir = (row: typeof exchangeSessions.$inferSelect): Session => {
  const folder = row.tokenHash.slice(0, 24);
  return { ...row, folder, dir: path.join(exchangeRoot(), folder) };
};

/** Whether anyone can sign in to the exchange: the environment's login, or an exchange account not blocked (decision 194). */
export async function exchangeOn(db: Db): Promise<boolean> {
  if (credentials()) return true;
  const [row] = await db.select({ id: exchangeAccounts.id }).from(exchangeAccounts).where(eq(exchangeAccounts.blocked, false)).limit(1);
  return row !== undefined;
}

/**
 * Who an Authorization header signs in as: the environment's login (accountId null), or an exchange
 * account not blocked; undefined: nobody. An unknown login costs a password check all the same, so the
 * time taken does not say which logins exist.
 */
export async function authenticate(db: Db, header: string | undefined): Promise<{ accountId: number | null } | undefined> {
  const creds = credentials();
  if (creds && basicMatches(header, creds)) return { accountId: null };
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  if (i < 0) return undefined;
  const login = decoded.slice(0, i).trim().toLowerCase();
  const [account] = login.length > 0 && login.length <= 100
    ? await db.select().from(exchangeAccounts).where(and(eq(exchangeAccounts.login, login), eq(exchangeAccounts.blocked, false)))
    : [];
  if (!(await verifyPassword(account?.passwordHash ?? null, decoded.slice(i + 1))) || !account) return undefined;
  await db.update(exchangeAccounts).set({ lastSignInAt: clock.now() }).where(eq(exchangeAccounts.id, account.id));
  return { accountId: account.id };
}

export async function openSession(db: Db, type: 'catalog' | 'sale', accountId: number | null = null): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await db.insert(exchangeSessions).values({ tokenHash: hash(token), type, createdAt: clock.now(), lastSeenAt: clock.now(), accountId });
  return token;
}

/** The session of a `exchange_1c=<token>` cookie, still fresh; null otherwise. */
export async function findSession(db: Db, cookieHeader: string | undefined): Promise<Session | null> {
  const token = /(?:^|;\s*)exchange_1c=([0-9a-f]{48})(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  if (!token) return null;
  // the environment's login switched off ends its sessions; an account blocked (or gone) ends its own
  const whose = credentials()
    ? or(isNull(exchangeSessions.accountId), sql`${exchangeSessions.accountId} IN (SELECT id FROM exchange_accounts WHERE NOT blocked)`)
    : sql`${exchangeSessions.accountId} IN (SELECT id FROM exchange_accounts WHERE NOT blocked)`;
  const [row] = await db.update(exchangeSessions).set({ lastSeenAt: clock.now() })
    .where(and(eq(exchangeSessions.tokenHash, hash(token)), sql`${exchangeSessions.lastSeenAt} > ${clock.now().toISOString()}::timestamptz - make_interval(hours => ${SESSION_HOURS})`, whose))
    .returning();
  return row ? withDir(row) : null;
}

/** The file a path of 1C's names inside the session's folder, or null for `..`, an absolute path and the like. */
export function sessionFile(session: Session, name: string | undefined): string | null {
  const rel = name ? safeRelativePath(name) : null;
  if (!rel) return null;
  const full = path.resolve(session.dir, rel);
  return full.startsWith(session.dir + path.sep) ? full : null;
}

/** Appends one chunk (a request body, read as it arrives) to the session's file; false past FILE_LIMIT. */
export async function appendChunk(file: string, body: ReadableStream<Uint8Array> | null): Promise<boolean> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const out = await fs.promises.open(file, 'a');
  let size = 0;
  try {
    if (!body) return true;
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      size += value.byteLength;
      if (size > FILE_LIMIT) {
        await reader.cancel();
        return false;
      }
      await out.write(value);
    }
  } finally {
    await out.close();
  }
}

type Kind = 'catalog' | 'offers';
const kindOf = (name: string): Kind | null => {
  const base = path.basename(name).toLowerCase();
  if (/^import.*\.xml$/.test(base)) return 'catalog';
  if (/^offers.*\.xml$/.test(base)) return 'offers';
  return null;
};

/** This process's imports under way, by exchange_files id: what 1C is told while it waits. */
const jobs = new Map<number, { progress: string; done: Promise<void> }>();

/** Waits for this process's imports to end (tests, shutdown). */
export const importsSettled = () => Promise.all([...jobs.values()].map((j) => j.done));

const warnings = (problems: Problem[], file: string) =>
  problems.length === 0 ? '' : `\nПропущено строк: ${problems.length}. ${problems.slice(0, 3).map((p) => `${file}${p.line ? `, строка ${p.line}` : ''}: ${p.message}`).join('; ')}`;

/**
 * mode=import: the answer 1C gets for `filename` in this session. The first call starts the file's
 * import in the background; every call answers how far it is, then how it ended.
 */
export async function importStep(db: Db, session: Session, filename: string | undefined, photos?: PhotoStorage): Promise<string> {
  const file = sessionFile(session, filename);
  if (!file || !filename) return 'failure\nНедопустимое имя файла.';
  const kind = kindOf(filename);
  if (!kind) return `failure\nФайл ${filename}: ожидается import*.xml или offers*.xml.`;
  const [row] = await db.select().from(exchangeFiles).where(and(eq(exchangeFiles.sessionId, session.id), eq(exchangeFiles.filename, filename)));
  if (row) return stateAnswer(db, row);
  if (!fs.existsSync(file)) return `failure\nФайл ${filename} не загружен (mode=file).`;
  // a run left 'running' by a process that died must not block every later exchange
  await db.update(exchangeFiles).set({ state: 'failure', finishedAt: clock.now(), problems: [{ file: '', line: null, message: 'импорт прерван: процесс остановился' }] })
    .where(and(eq(exchangeFiles.state, 'running'), sql`${exchangeFiles.startedAt} < ${clock.now().toISOString()}::timestamptz - make_interval(mins => ${STALE_RUN_MINUTES})`));
  let id: number;
  try {
    const [created] = await db.insert(exchangeFiles).values({ sessionId: session.id, filename, state: 'running', startedAt: clock.now() })
      .returning({ id: exchangeFiles.id });
    id = created.id;
  } catch (err) {
    const [again] = await db.select().from(exchangeFiles).where(and(eq(exchangeFiles.sessionId, session.id), eq(exchangeFiles.filename, filename)));
    if (again) return stateAnswer(db, again);
    if (isUniqueViolation(err)) return 'progress\nИдёт импорт другого обмена: этот файл ждёт своей очереди.';
    throw err;
  }
  const job = { progress: 'импорт начат', done: Promise.resolve() };
  jobs.set(id, job);
  job.done = runImport(db, session, id, filename, file, kind, (text) => { job.progress = text; }, photos).finally(() => jobs.delete(id));
  return `progress\nФайл ${filename}: импорт начат.`;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function stateAnswer(db: Db, row: typeof exchangeFiles.$inferSelect): Promise<string> {
  if (row.state === 'running') {
    const job = jobs.get(row.id);
    return `progress\nФайл ${row.filename}: ${job?.progress ?? 'импорт идёт'}.`;
  }
  const problems = row.problems.map((p) => ({ line: p.line ?? 0, message: p.message }));
  if (row.state === 'failure') return failureText(row.filename, problems);
  return `success${warnings(problems, row.filename)}`;
}

async function runImport(
  db: Db, session: Session, id: number, filename: string, file: string, kind: Kind, progress: (t: string) => void, photos?: PhotoStorage,
): Promise<void> {
  const started = performance.now();
  const counts: ExchangeCounts = {};
  let problems: Problem[] = [];
  let failed = false;
  const photoGoods = new Set<number>();
  try {
    await db.transaction(async (tx) => {
      const run: Run = {
        tx, file: filename, dir: session.dir, folder: session.folder, counts, problems, goods: new Map(), categories: new Set(), tree: false, progress, photoGoods,
      };
      await (kind === 'catalog' ? importCatalog : importOffers)(run, file);
      counts.pages = await pagesAfterCommit(run);
    });
  } catch (err) {
    failed = true;
    problems = err instanceof XmlFileError
      ? [{ line: err.line ?? 0, message: err.message }]
      : [{ line: 0, message: `ошибка при записи: ${err instanceof Error ? err.message.slice(0, 300) : String(err)}` }];
    if (!(err instanceof XmlFileError)) console.error(`exchange: ${filename} failed`, err);
  }
  // the photos of goods whose pictures changed, each in its own transaction, once the goods are there
  if (!failed && photoGoods.size > 0) await photosFromPictures(db, [...photoGoods], { counts, problems, progress }, photos);
  counts.ms = Math.round(performance.now() - started);
  await db.update(exchangeFiles).set({
    state: failed ? 'failure' : 'success', finishedAt: clock.now(), counts,
    problems: problems.slice(0, 200).map((p) => ({ file: filename, line: p.line || null, message: p.message })),
  }).where(eq(exchangeFiles.id, id));
}
