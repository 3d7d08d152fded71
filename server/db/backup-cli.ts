// npm run db:backup -- <file>   a copy of the shop's database (decision 0166)
// npm run db:restore -- <file>  that copy into a new database
// npm run photos:backup -- <dir>   the photos' originals into a folder, those it lacks (server/ops/photo-backup.ts);
//                                  db:backup does it into `photos/` beside the dump when the photos are on this host
// npm run photos:restore -- <dir>  back into the photo storage, those it lacks (db:restore: from `photos/` beside the dump)
// PostgreSQL (DATABASE_URL): pg_dump's custom format, consistent while the shop runs; restored with
// pg_restore into DATABASE_URL's database (create it empty first), in one transaction.
// PGlite (DATA_DIR): a running API sends its own dump (GET /internal/backup, OPS_TOKEN), taken between
// transactions; with the API stopped the folder is dumped directly. Restored into DATA_DIR, which
// must be absent or empty (move the old folder aside first), with the API stopped.
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from './client';
import { env } from '../env';
import { photoStorageFromEnv } from '../adapters/storage';
import { backupKind, backupPgliteFolder, backupPgliteThroughApi, backupPostgres, restorePglite, restorePostgres } from '../ops/backup-files';
import { backupPhotos, hasPhotoCopies, restorePhotos } from '../ops/photo-backup';

const USAGE = 'Использование: npm run db:backup -- <файл> | npm run db:restore -- <файл> | npm run photos:backup -- <папка> | npm run photos:restore -- <папка>';

/** The photos' folder of the dumps in `file`'s folder. */
const photosBeside = (file: string) => path.join(path.dirname(path.resolve(file)), 'photos');

async function photos(command: string, dir: string) {
  const storage = photoStorageFromEnv();
  if (command === 'photos-backup') {
    const r = await backupPhotos(storage, dir);
    console.log(`photos: ${r.copied} copied to ${dir}, ${r.kept} already there`);
    if (r.damaged.length) throw new Error(`оригиналы не совпадают со своим хешем или пропали, не скопированы: ${r.damaged.join(', ')}`);
    return;
  }
  const r = await restorePhotos(storage, dir);
  console.log(`photos: ${r.restored} restored from ${dir}, ${r.present} already in storage`);
  if (r.refused.length) throw new Error(`файлы не совпадают со своим именем (хешем), не восстановлены: ${r.refused.join(', ')}`);
}

async function apiAnswers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

async function main() {
  const [command, file] = process.argv.slice(2);
  if (!file) throw new Error(USAGE);
  if (command === 'photos-backup' || command === 'photos-restore') return photos(command, file);
  if (command !== 'backup' && command !== 'restore') throw new Error(USAGE);
  const started = performance.now();
  const apiUrl = `http://127.0.0.1:${env.API_PORT}`;
  if (command === 'backup') {
    if (env.DATABASE_URL) await backupPostgres(env.DATABASE_URL, file);
    else if (await apiAnswers(apiUrl)) await backupPgliteThroughApi(apiUrl, env.OPS_TOKEN, file);
    else await backupPgliteFolder(dataDir(), file);
    console.log(`backup: ${file}, ${(fs.statSync(file).size / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // the photos the dump names, when they are kept on this host: after the dump, into one folder beside
    // it that every dump there shares (a hash's bytes never change: each run copies only the new ones)
    const storage = photoStorageFromEnv();
    if (storage.kind === 'folder') await photos('photos-backup', photosBeside(file));
    return;
  }
  const kind = backupKind(file);
  if (env.DATABASE_URL) {
    if (kind !== 'postgres') throw new Error(`${file}: не копия pg_dump (а DATABASE_URL задан).`);
    await restorePostgres(env.DATABASE_URL, file);
  } else {
    if (kind !== 'pglite') throw new Error(`${file}: не копия PGlite (для неё DATABASE_URL задан быть не должен).`);
    if (await apiAnswers(apiUrl)) throw new Error(`API отвечает на ${apiUrl}: остановите его перед восстановлением.`);
    await restorePglite(file, dataDir());
  }
  if (photoStorageFromEnv().kind === 'folder' && await hasPhotoCopies(photosBeside(file))) await photos('photos-restore', photosBeside(file));
  console.log(`restored ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s; start the API (it applies newer migrations)`);
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
