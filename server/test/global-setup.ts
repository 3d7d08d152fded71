// Builds the test template once per jest run: PGlite (dumped to a file) or, with DATABASE_URL,
// a template database on that server.
import fs from 'node:fs';
import { openPglite, openPostgres } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../demo/seed';
import { TEMPLATE_GOODS, templateDbName, templateFile } from './template';
import { env } from '../env';

export default async function globalSetup() {
  const url = env.DATABASE_URL;
  if (url) {
    const admin = await openPostgres(url);
    const { sql } = await import('drizzle-orm');
    await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${templateDbName} WITH (FORCE)`));
    await admin.db.execute(sql.raw(`CREATE DATABASE ${templateDbName}`));
    await admin.close();
    const u = new URL(url);
    u.pathname = `/${templateDbName}`;
    const h = await openPostgres(u.toString());
    await migrate(h);
    await seed(h.db, { goods: TEMPLATE_GOODS });
    await h.close();
    return;
  }
  const h = await openPglite();
  await migrate(h);
  await seed(h.db, { goods: TEMPLATE_GOODS });
  const dump = await (h as unknown as { client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } }).client.dumpDataDir('gzip');
  // write then rename: a test file of another run reading the template never sees half of it
  const partial = `${templateFile()}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, templateFile());
  await h.close();
}
