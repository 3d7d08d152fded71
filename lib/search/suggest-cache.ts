// Spec §9: the suggestion cache keeps up to 100 entries in localStorage and drops the oldest.
// Entries also expire after 10 minutes so that prices in the dropdown do not go stale (our choice).
import type { Good } from '@/contract';

export type Suggestion = Pick<Good, 'id' | 'name' | 'image' | 'hasImage' | 'article'>;

const KEY = 'suggest-cache';
export const SUGGEST_CACHE_SIZE = 100;
const MAX_AGE_MS = 10 * 60 * 1000;

type Entry = { k: string; t: number; v: Suggestion[] };

function load(): Entry[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Entry[]).filter((e) => e && typeof e.k === 'string' && Array.isArray(e.v)) : [];
  } catch {
    return [];
  }
}

export function readSuggestions(key: string): Suggestion[] | undefined {
  const hit = load().find((e) => e.k === key);
  return hit && Date.now() - hit.t < MAX_AGE_MS ? hit.v : undefined;
}

export function writeSuggestions(key: string, goods: Suggestion[]) {
  const entries = [...load().filter((e) => e.k !== key), { k: key, t: Date.now(), v: goods }];
  try {
    window.localStorage.setItem(KEY, JSON.stringify(entries.slice(-SUGGEST_CACHE_SIZE)));
  } catch {
    // a full storage only costs the cache
  }
}

export function toSuggestion(g: Good): Suggestion {
  return { id: g.id, name: g.name, image: g.image, hasImage: g.hasImage, article: g.article };
}
