'use client';
// The header search (spec §2, §5, §9): a real GET form to /catalog (works without JavaScript), plus
// suggestions from 3 characters, 500 ms after typing stops. Errors are only logged; results clear.
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { SearchIcon } from '@/components/layout/icons';
import { SEARCH_TEXT_MIN } from '@/domain/search-text';
import type { SuggestionsFound } from '@/lib/search/suggest-cache';
import { Suggestions } from './suggestions';
import { useDebounced } from './use-debounced';
import s from './search-box.module.css';

export const SEARCH_DEBOUNCE_MS = 500;

export function searchHref(text: string) {
  return `/catalog?search-word=${encodeURIComponent(text.trim())}`;
}

export function SearchBox({ shopId }: { shopId: number }) {
  const router = useRouter();
  const listId = useId();
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = term.length >= SEARCH_TEXT_MIN;

  const [found, setFound] = useState<(SuggestionsFound & { term: string }) | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    import('@/lib/search/load-suggestions')
      .then(({ loadSuggestions }) => loadSuggestions(shopId, term))
      .then((answer) => {
        if (current) setFound({ term, ...answer });
      })
      .catch((e) => {
        console.error('Поиск: не удалось получить подсказки', e);
        if (current) setFound(null);
      });
    return () => {
      current = false;
    };
  }, [enabled, shopId, term]);

  // Only the answer for what is typed now counts; older answers are dropped.
  const fresh = enabled && text.trim() === term && found?.term === term ? found : null;
  const goods = fresh?.goods ?? [];

  // The results page shows its query in the box.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.pathname === '/catalog') setText(url.searchParams.get('search-word') ?? '');
  }, []);

  useEffect(() => setActive(-1), [term]);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const showDropdown = open && fresh !== null;

  const go = (href: string) => {
    setOpen(false);
    input.current?.blur();
    router.push(href);
  };

  return (
    <form
      ref={root}
      action="/catalog"
      method="get"
      role="search"
      className={s.form}
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) go(searchHref(text));
      }}
    >
      <div className={s.field}>
        <SearchIcon className={s.icon} width={20} height={20} />
        <input
          ref={input}
          className={s.input}
          type="search"
          name="search-word"
          placeholder="Поиск по каталогу"
          aria-label="Поиск по каталогу"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showDropdown}
          aria-controls={listId}
          aria-activedescendant={showDropdown && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setOpen(true);
            void import('@/lib/search/load-suggestions');
          }}
          onKeyDown={(e) => {
            if (e.key === 'Tab') setOpen(false);
            else if (e.key === 'Escape') {
              if (showDropdown) e.preventDefault();
              setOpen(false);
            } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              if (!goods.length) return;
              e.preventDefault();
              setOpen(true);
              const last = goods.length - 1;
              // -1 is the text itself: the arrows cycle through it like a list item.
              setActive((i) => (e.key === 'ArrowDown' ? (i >= last ? -1 : i + 1) : (i <= -1 ? last : i - 1)));
            } else if (e.key === 'Enter' && showDropdown && active >= 0 && active < goods.length) {
              e.preventDefault();
              go(`/product/${goods[active].id}`);
            }
          }}
        />
        <button type="submit" className={s.submit} aria-label="Найти">
          <SearchIcon width={20} height={20} className={s.submitIcon} />
          <span className={s.submitText}>Найти</span>
        </button>
      </div>
      {showDropdown && (
        <Suggestions
          id={listId}
          goods={goods}
          correctedQuery={fresh?.correctedQuery}
          active={active}
          allHref={searchHref(text)}
          onPick={() => setOpen(false)}
          onHover={setActive}
        />
      )}
    </form>
  );
}
