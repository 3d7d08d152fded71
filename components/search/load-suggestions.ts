// Loaded on demand by the search box (keeps the API client out of the first-load bundle).
import { suggestGoods } from '@/lib/api/catalog';
import { readSuggestions, toSuggestion, writeSuggestions, type Suggestion } from './suggest-cache';

export const MAX_SUGGESTIONS = 8;

export async function loadSuggestions(shopId: number, term: string): Promise<Suggestion[]> {
  const key = `${shopId}:${term.toLowerCase()}`;
  const cached = readSuggestions(key);
  if (cached) return cached;
  const found = (await suggestGoods(shopId, term))['hydra:member'].slice(0, MAX_SUGGESTIONS).map(toSuggestion);
  writeSuggestions(key, found);
  return found;
}
