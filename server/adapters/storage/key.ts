// The storage adapters' shape and the one rule of their keys.
export type PhotoStorage = {
  kind: 'folder' | 's3';
  /** The bytes under `key`, or null when there are none. */
  get: (key: string) => Promise<Buffer | null>;
  /** Stores `bytes` under `key` whole or not at all. */
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  /** Removes the keys; a missing one is no error. */
  remove: (keys: string[]) => Promise<void>;
  /** The hashes of every stored original (for the photos' backup; variants are made again from them). */
  originals: () => Promise<string[]>;
};

const KEY = /^[a-z]+(\/[a-z0-9]+){1,2}(\.(jpg|webp|avif))?$/;

/** Refuses anything but the keys this code makes: no `..`, no absolute path, no odd character. */
export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`bad storage key: ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}

