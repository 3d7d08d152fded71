import {
  normalizeText, phoneticKey, phoneticWord, queryTerms, searchColumns, searchTerms, switchLayout, transliterate, withinOneEdit,
} from './search-text';

describe('switchLayout', () => {
  it('reads Latin keys as the Russian letters on them', () => {
    expect(switchLayout('vjkjrj')).toBe('молоко');
    expect(switchLayout('Vjkjrj')).toBe('молоко');
    // punctuation keys carry letters: ',' is б, ';' is ж, '[' is х, '`' is ё
    expect(switchLayout('[kt,')).toBe('хлеб');
    expect(switchLayout('vjhj;tyjt')).toBe('мороженое');
    expect(switchLayout('`;bR')).toBe('ёжик');
    expect(switchLayout('{KT<')).toBe('хлеб');
  });

  it('reads Russian letters as the Latin keys under them', () => {
    expect(switchLayout('вфтщту')).toBe('danone');
    expect(switchLayout('Туыеду')).toBe('nestle');
  });

  it('leaves digits and, in Russian text, punctuation alone', () => {
    expect(switchLayout('ьщдщлщ 3,2%')).toBe('moloko 3,2%');
    expect(switchLayout('vjkjrj 3')).toBe('молоко 3');
  });

  it('is its own inverse on letters', () => {
    for (const word of ['молоко', 'творог', 'шоколад', 'сгущенка', 'danone', 'heinz']) {
      expect(switchLayout(switchLayout(word))).toBe(word);
    }
  });
});

describe('normalizeText', () => {
  it('lower-cases, folds ё, drops punctuation and extra spaces', () => {
    expect(normalizeText('  Молоко «Домик в деревне», 3,2%  1 л. ')).toBe('молоко домик в деревне 3 2% 1 л');
    expect(normalizeText('Мёд ЦВЕТОЧНЫЙ')).toBe('мед цветочный');
  });

  it('drops accents of Latin names but keeps й', () => {
    expect(normalizeText('Nestlé Café')).toBe('nestle cafe');
    expect(normalizeText('Йогурт чайный')).toBe('йогурт чайный');
  });
});

describe('phonetic keys', () => {
  it.each([
    ['молоко', 'малако'],
    ['молоко', 'молако'],
    ['кефир', 'кифир'],
    ['сгущёнка', 'згущенка'],
    ['творог', 'тварок'],
    ['йогурт', 'йогурд'],
    ['масло', 'масла'],
    ['ряженка', 'ряжэнка'],
    ['сыр', 'сир'],
    ['шоколадный', 'шакаладный'],
    ['пицца', 'пица'],
    ['городской', 'гороцкой'],
    ['подсолнечное', 'поцолнечное'],
    ['мороженое', 'марожинное'],
    ['фасоль', 'фасол'],
  ])('%s and %s (a usual misspelling) share a key', (word, typo) => {
    expect(phoneticWord(normalizeText(typo))).toBe(phoneticWord(normalizeText(word)));
  });

  it.each([
    ['молоко', 'мука'],
    ['масло', 'мясо'],
    ['сыр', 'сок'],
    ['кефир', 'кофе'],
    ['рис', 'рыба'],
    ['чай', 'чипсы'],
    ['хлеб', 'хлопья'],
  ])('%s and %s (different goods) keep different keys', (a, b) => {
    expect(phoneticWord(a)).not.toBe(phoneticWord(b));
  });

  it('keys every word of a text', () => {
    expect(phoneticKey('Молоко Домик в деревне')).toBe('малака тамик ф тирифни');
  });
});

describe('searchColumns', () => {
  it('stores name and brand normalized, and their phonetic key', () => {
    expect(searchColumns('Молоко 3,2% 1 л', 'Простоквашино')).toEqual({
      searchText: 'молоко 3 2% 1 л простоквашино',
      searchKey: 'малака 3 2% 1 л прастакфашина',
    });
    expect(searchColumns('Хлеб Бородинский', null).searchText).toBe('хлеб бородинский');
  });
});

describe('searchTerms', () => {
  it('ANDs the words and lets the last one be a prefix', () => {
    expect(searchTerms('  Молоко  Простоквашино ')).toEqual([
      {
        text: 'молоко простоквашино',
        tsquery: 'молоко & простоквашино:*',
        key: 'малака прастакфашина',
        keyTsquery: 'малака & прастакфашина:*',
        longestKeyWord: 13,
        name: 'молоко простоквашино',
      },
      expect.objectContaining({ text: 'vjkjrj ghjcnjrdfibyj' }),
      expect.objectContaining({ text: 'moloko prostokvashino' }),
      expect.objectContaining({ text: 'вджкджрдж гхджкнджрдфибйдж' }),
    ]);
  });

  it('adds the other keyboard layout reading for text in one alphabet', () => {
    const terms = searchTerms('vjkjrj');
    expect(terms.map((t) => t.text).slice(0, 2)).toEqual(['vjkjrj', 'молоко']);
    expect(terms[1].tsquery).toBe('молоко:*');
    expect(searchTerms('вфтщту').map((t) => t.text).slice(0, 2)).toEqual(['вфтщту', 'danone']);
  });

  it('adds the transliterated readings after the layouts, each once', () => {
    expect(searchTerms('данон').map((t) => t.text)).toEqual(['данон', 'lfyjy', 'danon', 'лфйджй']);
    expect(searchTerms('ьщдщлщ').map((t) => t.text)).toEqual(['ьщдщлщ', 'moloko', 'schdschlsch', 'молоко']);
    expect(searchTerms('moloko').map((t) => t.text)).toEqual(['moloko', 'ьщдщлщ', 'молоко', 'schdschlsch']);
  });

  it('does not switch the layout of text that mixes alphabets', () => {
    expect(searchTerms('Йогурт Danone').map((t) => t.text)).toEqual(['йогурт danone']);
  });

  it('cannot be used to inject tsquery operators', () => {
    for (const raw of ["молоко & !кефир | (сыр) <-> 'xy':*", 'ab:* | bc', "\\'; drop table goods; --"]) {
      const terms = searchTerms(raw);
      expect(terms.length).toBeGreaterThan(0);
      for (const t of terms) {
        for (const q of [t.tsquery, t.keyTsquery]) expect(q).toMatch(/^[a-zа-я0-9]+(?: & [a-zа-я0-9]+)*(?::\*)?$/);
      }
    }
  });

  it('takes a one-letter last word whole, not as a prefix of every word with that letter', () => {
    expect(searchTerms('вода 1,5 л')[0].tsquery).toBe('вода & 1 & 5 & л');
    expect(searchTerms('молоко 2,5%')[0]).toMatchObject({ text: 'молоко 2 5%', tsquery: 'молоко & 2 & 5', key: 'малака 2 5%' });
    expect(searchTerms('молоко пр')[0].tsquery).toBe('молоко & пр:*');
  });

  it('names each word of the full text and whether it is matched as a prefix (what the walk of search_words reads)', () => {
    expect(queryTerms(['молоко', '2', '5%'])).toEqual([
      { word: 'молоко', prefix: false }, { word: '2', prefix: false }, { word: '5', prefix: false },
    ]);
    expect(queryTerms(['вода', 'минеральная'])).toEqual([{ word: 'вода', prefix: false }, { word: 'минеральная', prefix: true }]);
    expect(queryTerms(['%'])).toEqual([]);
  });

  it('measures the longest word key, which decides whether trigram matching is worth it', () => {
    expect(searchTerms('сыр молоко')[0].longestKeyWord).toBe(6);
  });

  it('compares whole names case-insensitively, with ё as е and spaces folded', () => {
    expect(searchTerms('  Мёд   Цветочный, 250 г ')[0].name).toBe('мед цветочный, 250 г');
    expect(searchTerms('Vjkjrj')[1].name).toBe('молоко');
  });

  it('is empty when nothing searchable is left', () => {
    expect(searchTerms('!!! ---')).toEqual([]);
  });

  it('ignores words beyond the eighth', () => {
    const [t] = searchTerms('а б в г д е ж з и к');
    expect(t.text.split(' ')).toHaveLength(8);
  });
});

describe('transliterate', () => {
  it('writes Cyrillic in Latin letters and back, as brands and shoppers spell them', () => {
    expect(transliterate('данон')).toBe('danon');
    expect(transliterate('Щука жареная')).toBe('schuka zharenaya');
    expect(transliterate('moloko')).toBe('молоко');
    expect(transliterate('shchi zhiguli')).toBe('щи жигули');
    expect(transliterate('kefir 2,5%')).toBe('кефир 2,5%');
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['кефир', 'кефир', true], ['кефр', 'кефир', true], ['кефиир', 'кефир', true], ['кфеир', 'кефир', true],
    ['кефар', 'кефир', true], ['кефир', 'кефр', true], ['кеф', 'кефир', false], ['фкеир', 'кефир', false],
    ['кфеирр', 'кефир', false], ['', 'а', true], ['аб', 'ба', true], ['абв', 'вба', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});
