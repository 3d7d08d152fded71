'use client';
// Opens the mega menu by hover (CSS), and by click, tap or keyboard. Without JavaScript the CSS alone
// opens it on hover and focus, and the trigger is a plain link to /catalog.
import Link from 'next/link';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { MenuIcon } from './icons';
import s from './mega-menu.module.css';

/** auto: CSS hover decides; open/closed: the shopper clicked, tapped or pressed a key. */
type State = 'auto' | 'open' | 'closed';

/**
 * True once the shopper has reached for the menu (pointer over it, focus in it, a tap). Its category
 * icons load only then: a closed menu is hidden, yet the browser would fetch its 15+ lazy images on
 * every page, since they sit in the layout right under the header.
 */
const Wanted = createContext(false);
export const useMenuWanted = () => useContext(Wanted);

export function MegaMenuRoot({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>('auto');
  const [enhanced, setEnhanced] = useState(false);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (state !== 'open') return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setState('auto');
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [state]);

  const close = () => {
    setState('closed');
    (document.activeElement as HTMLElement | null)?.blur?.();
  };

  return (
    <div
      ref={root}
      className={s.root}
      data-enhanced={enhanced || undefined}
      data-state={state}
      data-testid="mega-menu"
      onPointerEnter={want}
      onFocus={want}
      onMouseLeave={() => setState('auto')}
      onBlur={(e) => {
        // Tabbing out of a menu opened by keyboard closes it; a menu closed by a click stays closed.
        if (state === 'open' && !root.current?.contains(e.relatedTarget as Node | null)) setState('auto');
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && state !== 'closed') {
          setState('closed');
          trigger.current?.focus();
        }
      }}
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('a') && !trigger.current?.contains(e.target as Node)) close();
      }}
    >
      <Link
        ref={trigger}
        href="/catalog"
        prefetch={false}
        className={s.trigger}
        aria-haspopup="true"
        aria-expanded={enhanced ? state === 'open' : undefined}
        onClick={(e) => {
          e.preventDefault();
          setState((prev) => (prev === 'open' ? 'closed' : 'open'));
        }}
      >
        <MenuIcon width={20} height={20} />
        <span>Каталог</span>
      </Link>
      <Wanted.Provider value={wanted}>{children}</Wanted.Provider>
    </div>
  );
}
