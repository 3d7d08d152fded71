// Photos in a folder on this host: the default, for one API process or several on one machine.
// A write goes to a temporary name and is renamed into place, so two processes making the same
// variant at once each leave a whole file and a reader never sees a part of one.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkKey, type PhotoStorage } from './key';

export function folderStorage(root: string): PhotoStorage {
  const file = (key: string) => join(root, ...checkKey(key).split('/'));
  return {
    kind: 'folder',
    get: async (key) => {
      try {
        return await readFile(file(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    put: async (key, bytes) => {
      const target = file(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (e) {
        await rm(temporary, { force: true });
        throw e;
      }
    },
    remove: async (keys) => {
      await Promise.all(keys.map((key) => rm(file(key), { force: true })));
    },
    originals: async () => {
      try {
        // a write's temporary `.part` file is not a photo yet
        return (await readdir(join(root, 'originals'))).filter((name) => /^[a-z0-9]+$/.test(name)).sort();
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw e;
      }
    },
  };
}
