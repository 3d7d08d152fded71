// The one string hash of the demo: the art draws with it (same name, same picture) and the seed's
// PRNG seeds its streams with it. It lives with the art because the production /media route draws
// with it and must not import the seed; the seed imports it from here.

/** 32-bit FNV-1a hash of a string: turns stream names ('good:10100001') into seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
