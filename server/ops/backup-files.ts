// Backup and restore files of both databases (npm run db:backup / db:restore, server/db/backup-cli.ts;
// the restore drill, server/ops/backup.test.ts). PostgreSQL: pg_dump's custom format, consistent by
// its snapshot while the shop runs; pg_restore in one transaction, so a failed restore leaves nothing
// half-written. PGlite: its own dump (a gzipped tar of the data folder), taken by the API process
// when it runs (GET /internal/backup, ./backup.ts: decision 0166) or from the folder when it does not.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openPglite } from '../db/client';

/** pg_dump's custom format starts with these bytes; a PGlite dump is gzip (1f 8b). */
const PGDMP = Buffer.from('PGDMP');
const GZIP = Buffer.from([0x1f, 0x8b]);

export type BackupKind = 'postgres' | 'pglite';

/** What a backup file holds, by its first bytes; null when it is neither. */
export function backupKind(file: string): BackupKind | null {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(5);
    fs.readSync(fd, head, 0, 5, 0);
    if (head.equals(PGDMP)) return 'postgres';
    if (head.subarray(0, 2).equals(GZIP)) return 'pglite';
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} завершился с кодом ${code}: ${stderr.trim().slice(0, 2000)}`))));
  });
}

/** Writes to `file` through a temporary neighbour, so a failed backup never leaves a file that looks whole. */
async function atomically(file: string, write: (tmp: string) => Promise<void>): Promise<void> {
  const tmp = `${file}.part-${process.pid}`;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  try {
    await write(tmp);
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

export function backupPostgres(url: string, file: string): Promise<void> {
  return atomically(file, (tmp) => run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${tmp}`, `--dbname=${url}`]));
}

/** Restores into `url`'s database, replacing what the dump holds; in one transaction. */
export function restorePostgres(url: string, file: string): Promise<void> {
  return run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file]);
}

/** The dump a running API sends (GET /internal/backup), written to `file`. */
export async function backupPgliteThroughApi(apiUrl: string, token: string | undefined, file: string): Promise<void> {
  await atomically(file, async (tmp) => {
    const res = await fetch(`${apiUrl}/internal/backup`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!res.ok || !res.body) throw new Error(`API не отдал копию: ${res.status} ${(await res.text()).slice(0, 300)}`);
    const out = fs.createWriteStream(tmp);
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!out.write(value)) await new Promise<void>((r) => out.once('drain', () => r()));
    }
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  });
}

/** The dump of a PGlite folder no process holds open (the API stopped). */
export async function backupPgliteFolder(dir: string, file: string): Promise<void> {
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`В ${dir} нет базы PGlite.`);
  const handle = await openPglite(dir);
  try {
    const client = handle.client as { exec: (q: string) => Promise<unknown>; dumpDataDir: (c: 'gzip') => Promise<Blob> };
    await client.exec('CHECKPOINT');
    const blob = await client.dumpDataDir('gzip');
    await atomically(file, async (tmp) => fs.writeFileSync(tmp, Buffer.from(await blob.arrayBuffer())));
  } finally {
    await handle.close();
  }
}

/** A new PGlite folder `dir` (absent or empty) from a dump; it opens and answers before this returns. */
export async function restorePglite(file: string, dir: string): Promise<void> {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    throw new Error(`Папка ${dir} не пуста: восстановление пишет только в новую папку (переименуйте старую).`);
  }
  const blob = new Blob([fs.readFileSync(file)]);
  const handle = await openPglite(dir, blob);
  try {
    await (handle.client as { exec: (q: string) => Promise<unknown> }).exec('SELECT count(*) FROM orders');
  } catch (err) {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  await handle.close();
}
