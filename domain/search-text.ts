// Text rules of catalogue search, shared by the seed (which stores searchColumns) and the query side
// (server/services/search.ts), so a name and a query are always folded the same way.

// The bounds of a search text and the dropdown's size are part of the API's contract (its query
// schema enforces them); the storefront checks the same numbers before asking.
export { SEARCH_TEXT_MAX, SEARCH_TEXT_MIN, SUGGESTION_COUNT } from '../contract/limits';
/** Words beyond this are ignored: no grocery name needs more, and each word costs index work. */
const MAX_QUERY_WORDS = 8;

// Keys of the Russian ЙЦУКЕН layout and the US QWERTY layout, position by position.
const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`{}:\"<>~";
const CYRILLIC_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюёхъжэбюё';
const CYRILLIC_LETTERS = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const LATIN_LETTERS = 'qwertyuiopasdfghjklzxcvbnm';

const hasCyrillic = (text: string) => /[а-яё]/i.test(text);
const hasLatin = (text: string) => /[a-z]/i.test(text);

/**
 * Text typed in the wrong keyboard layout, switched: 'vjkjrj' → 'молоко', 'Вфтщту' → 'danone'.
 * Punctuation keys that carry Russian letters (',' is 'б', ';' is 'ж') count as letters only when the
 * text has no Cyrillic, so '3,2%' in a Russian query stays a number.
 */
export function switchLayout(text: string): string {
  const toCyrillic = !hasCyrillic(text);
  let out = '';
  for (const ch of text.toLowerCase()) {
    const ci = CYRILLIC_LETTERS.indexOf(ch);
    if (ci >= 0) {
      out += LATIN_KEYS[ci];
      continue;
    }
    const li = LATIN_KEYS.indexOf(ch);
    out += li >= 0 && (toCyrillic || LATIN_LETTERS.includes(ch)) ? CYRILLIC_KEYS[li] : ch;
  }
  return out;
}

/** Lower case, ё → е, accents dropped (Nestlé → nestle), punctuation to spaces, spaces folded. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    // NFD splits й into и + breve; й is a letter of its own in Russian, so it is put back
    .replace(/и\u0306/g, 'й')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zа-я0-9%]+/g, ' ')
    .trim();
}

const VOWELS: Record<string, string> = { о: 'а', я: 'а', е: 'и', э: 'и', ы: 'и', ю: 'у', й: 'и' };
const DEVOICE: Record<string, string> = { б: 'п', в: 'ф', г: 'к', д: 'т', ж: 'ш', з: 'с', щ: 'ш' };

/**
 * A phonetic key of one word: Russian spelling mistakes mostly confuse unstressed vowels, voiced and
 * voiceless consonants, soft signs, doubled letters and 'тс'/'ц' (as in 'городской', 'пицца'),
 * so the key erases exactly those differences ('малако' and 'молоко' both become 'малака').
 */
export function phoneticWord(word: string): string {
  let mapped = '';
  for (const ch of word) {
    if (ch === 'ь' || ch === 'ъ') continue;
    mapped += VOWELS[ch] ?? DEVOICE[ch] ?? ch;
  }
  return mapped.replace(/тс/g, 'ц').replace(/(.)\1+/g, '$1');
}

/** Phonetic key of a text: each word keyed, joined by spaces. */
export function phoneticKey(text: string): string {
  return normalizeText(text).split(' ').filter(Boolean).map(phoneticWord).join(' ');
}

/** What the goods table stores for search: searchText is name and brand, normalized. */
export function searchColumns(name: string, brand: string | null | undefined) {
  const text = normalizeText(`${name} ${brand ?? ''}`);
  return { searchText: text, searchKey: phoneticKey(text) };
}

/** One reading of a shopper's query, in the forms each search branch needs. */
export type SearchTerms = {
  /** normalized text, compared with the start of goods.search_text */
  text: string;
  /** to_tsquery('russian', …) input over the words (see andQuery) */
  tsquery: string;
  /** phonetic key of the words, compared with goods.search_key by trigram word similarity */
  key: string;
  /** to_tsquery('simple', …) input over the words' phonetic keys: typos that only change the spelling */
  keyTsquery: string;
  /** length of the longest word's key: trigrams of shorter words match too much to mean a typo */
  longestKeyWord: number;
  /** the query as a whole name (case and ё aside), compared with goods.name: an exact match ranks first */
  name: string;
};

/**
 * The words of a full-text query and how each is matched: the last one also as a prefix, since the
 * shopper may still be typing it; a one-letter last word ('1,5 л') is taken whole, as a prefix it
 * would match a good part of the vocabulary. '%' is not a word's letter ('2,5%').
 */
export function queryTerms(words: string[]): { word: string; prefix: boolean }[] {
  const lexemes = words.map((w) => w.replace(/%/g, '')).filter(Boolean);
  const last = lexemes.length - 1;
  return lexemes.map((word, i) => ({ word, prefix: i === last && word.length > 1 }));
}

/**
 * A tsquery where every word must match (AND), as queryTerms takes them. Words hold only letters and
 * digits, so no tsquery operator can get in.
 */
function andQuery(words: string[]): string {
  return queryTerms(words).map((t) => (t.prefix ? `${t.word}:*` : t.word)).join(' & ');
}

function termsOf(raw: string): SearchTerms | null {
  const words = normalizeText(raw).split(' ').filter(Boolean).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return null;
  const keys = words.map(phoneticWord);
  return {
    text: words.join(' '),
    tsquery: andQuery(words),
    key: keys.join(' '),
    keyTsquery: andQuery(keys),
    longestKeyWord: Math.max(...keys.map((k) => k.length)),
    name: raw.trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е'),
  };
}

// Transliteration, for names and queries written in the other alphabet ('данон' is Danone,
// 'moloko' is молоко). Not a standard: the spellings shoppers and brands actually use, longest first.
const TO_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};
const TO_CYRILLIC: readonly [string, string][] = [
  ['shch', 'щ'], ['sch', 'щ'], ['zh', 'ж'], ['kh', 'х'], ['ts', 'ц'], ['ch', 'ч'], ['sh', 'ш'], ['yu', 'ю'], ['ya', 'я'],
  ['yo', 'ё'], ['ck', 'к'], ['ph', 'ф'], ['a', 'а'], ['b', 'б'], ['c', 'к'], ['d', 'д'], ['e', 'е'], ['f', 'ф'], ['g', 'г'],
  ['h', 'х'], ['i', 'и'], ['j', 'дж'], ['k', 'к'], ['l', 'л'], ['m', 'м'], ['n', 'н'], ['o', 'о'], ['p', 'п'], ['q', 'к'],
  ['r', 'р'], ['s', 'с'], ['t', 'т'], ['u', 'у'], ['v', 'в'], ['w', 'в'], ['x', 'кс'], ['y', 'й'], ['z', 'з'],
];

/** The text in the other alphabet: Cyrillic letters to Latin ones, or Latin to Cyrillic; the rest kept. */
export function transliterate(text: string): string {
  const lower = text.toLowerCase();
  if (hasCyrillic(lower)) return [...lower].map((ch) => TO_LATIN[ch] ?? ch).join('');
  let out = '';
  for (let i = 0; i < lower.length;) {
    const hit = TO_CYRILLIC.find(([latin]) => lower.startsWith(latin, i));
    out += hit ? hit[1] : lower[i];
    i += hit ? hit[0].length : 1;
  }
  return out;
}

/**
 * Whether `a` becomes `b` by at most one edit: a letter missing, extra, replaced, or two neighbours
 * swapped (the optimal string alignment distance is at most 1).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    return a.slice(i + 1) === b.slice(i + 1)
      || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Words shorter than this are taken as typed: one edit turns a short word into too many others. */
export const TYPO_MIN_WORD = 4;

/**
 * The readings of a query, to try in turn: as typed; when its letters are all of one alphabet, as if
 * typed in the other keyboard layout ('vjkjrj' is 'молоко', 'вфтщту' is 'danone'); then each of those
 * transliterated ('данон' is 'danon', 'ьщдщкщ' is 'moloko', so 'молоко'). Empty when nothing
 * searchable is left.
 */
export function searchTerms(raw: string): SearchTerms[] {
  const asTyped = termsOf(raw);
  if (!asTyped) return [];
  const oneAlphabet = hasCyrillic(raw) !== hasLatin(raw);
  const spellings = oneAlphabet ? [raw, switchLayout(raw)] : [raw];
  const candidates = [...spellings, ...(oneAlphabet ? spellings.map(transliterate) : [])];
  const readings: SearchTerms[] = [];
  for (const text of candidates) {
    const t = termsOf(text);
    if (t && !readings.some((r) => r.text === t.text)) readings.push(t);
  }
  return readings;
}

/** The same reading with some of its words replaced (a typo corrected). */
export function withWords(t: SearchTerms, words: string[]): SearchTerms {
  return { ...termsOf(words.join(' '))!, name: t.name };
}
