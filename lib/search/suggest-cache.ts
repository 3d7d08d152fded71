// Spec §9: the suggestion cache keeps up to 100 entries in localStorage and drops the oldest.
// Entries also expire after 10 minutes so that prices in the dropdown do not go stale (our choice).
import type { Good } from '@/contract';

/** `adult`: the good is for adults; its price waits for the age question (domain/age-gate.ts). */
export type Suggestion = Pick<Good, 'id' | 'name' | 'image' | 'hasImage' | 'article'> & { adult?: boolean };
/** What the dropdown shows for one text: its goods, and the query they were found by when not the one typed. */
export type SuggestionsFound = { goods: Suggestion[]; correctedQuery?: string };

const KEY = 'suggest-cache';
export const SUGGEST_CACHE_SIZE = 100;
const MAX_AGE_MS = 10 * 60 * 1000;

type Entry = { k: string; t: number; v: Suggestion[]; c?: string };

function load(): Entry[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Entry[]).filter((e) => e && typeof e.k === 'string' && Array.isArray(e.v)) : [];
  } catch {
    return [];
  }
}

export function readSuggestions(key: string): SuggestionsFound | undefined {
  const hit = load().find((e) => e.k === key);
  if (!hit || Date.now() - hit.t >= MAX_AGE_MS) return undefined;
  return typeof hit.c === 'string' ? { goods: hit.v, correctedQuery: hit.c } : { goods: hit.v };
}

export function writeSuggestions(key: string, found: SuggestionsFound) {
  const entry: Entry = { k: key, t: Date.now(), v: found.goods, ...(found.correctedQuery ? { c: found.correctedQuery } : {}) };
  const entries = [...load().filter((e) => e.k !== key), entry];
  try {
    window.localStorage.setItem(KEY, JSON.stringify(entries.slice(-SUGGEST_CACHE_SIZE)));
  } catch {
    // a full storage only costs the cache
  }
}

export function toSuggestion(g: Good): Suggestion {
  return { id: g.id, name: g.name, image: g.image, hasImage: g.hasImage, article: g.article, adult: g.catalog.hasAgeRestrictions || undefined };
}
