// The search box's dropdown, loaded on demand (keeps the API client out of the first-load bundle).
import { SUGGESTION_COUNT } from '@/domain/search-text';
import { suggestGoods } from '@/lib/api/browser';
import type { List } from '@/lib/api/list';
import type { Good } from '@/contract';
import { readSuggestions, toSuggestion, writeSuggestions, type Suggestion, type SuggestionsFound } from './suggest-cache';

/** What the dropdown shows of the API's answer: the first SUGGESTION_COUNT goods, reduced to a card. */
export function pickSuggestions(found: List<Good>): Suggestion[] {
  return found.items.slice(0, SUGGESTION_COUNT).map(toSuggestion);
}

export async function loadSuggestions(shopId: number, term: string): Promise<SuggestionsFound> {
  const key = `${shopId}:${term.toLowerCase()}`;
  const cached = readSuggestions(key);
  if (cached) return cached;
  const answer = await suggestGoods(shopId, term);
  const found: SuggestionsFound = { goods: pickSuggestions(answer), ...(answer.correctedQuery ? { correctedQuery: answer.correctedQuery } : {}) };
  writeSuggestions(key, found);
  return found;
}
