// The stored snapshot (migrations/meta) must be the schema's: `drizzle-kit generate` diffs schema.ts
// against the newest snapshot, so a stale one makes the next generated migration re-create tables
// that exist. A dry generate into a copy of the folder must write nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();
const folder = path.join(root, 'server/db/migrations');
const files = (dir: string) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

it('has a snapshot of the current schema: a dry `drizzle-kit generate` writes no migration', () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  try {
    fs.cpSync(folder, copy, { recursive: true });
    // drizzle-kit joins --out to the working directory, so it takes a relative path
    const run = spawnSync(process.execPath, [
      path.join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate',
      '--dialect', 'postgresql', '--schema', './server/db/schema.ts', '--out', path.relative(root, copy),
    ], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(files(copy)).toEqual(files(folder));
    expect(fs.readFileSync(path.join(copy, 'meta/_journal.json'), 'utf8')).toBe(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
