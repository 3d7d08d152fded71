'use client';
// Opens the mega menu by hover (CSS), and by click, tap or keyboard. Without JavaScript the CSS alone
// opens it on hover and focus, and the trigger is a plain link to /catalog.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { MenuIcon } from './icons';
import s from './mega-menu.module.css';

/** auto: CSS hover decides; open/closed: the shopper clicked, tapped or pressed a key. */
type State = 'auto' | 'open' | 'closed';

/** A plain left click that the browser would follow in this tab. */
const followsInTab = (e: MouseEvent, a: HTMLAnchorElement) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey
  && (!a.target || a.target === '_self') && a.origin === window.location.origin;

export function MegaMenuRoot({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>('auto');
  const [enhanced, setEnhanced] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const iconsShown = useRef(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const router = useRouter();

  useEffect(() => setEnhanced(true), []);

  // The icons load once the shopper reaches for the menu (pointer over it, focus in it, a tap).
  const want = () => {
    if (iconsShown.current) return;
    iconsShown.current = true;
    for (const icon of root.current?.querySelectorAll<HTMLElement>('[data-icon]') ?? []) {
      icon.style.backgroundImage = `url(${JSON.stringify(icon.dataset.icon)})`;
    }
  };

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
      // pointerover, not pointerenter: React derives enter from the previous node's pointerout, which never
      // comes when a navigation swapped the header under a resting pointer (the icons never loaded)
      onPointerOver={want}
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
        const a = (e.target as HTMLElement).closest('a');
        if (!a || trigger.current?.contains(a)) return;
        close();
        // The panel keeps the server's plain links (see Deferred): the router follows them, as a Link would.
        if (!e.defaultPrevented && followsInTab(e, a)) {
          e.preventDefault();
          router.push(a.pathname + a.search + a.hash);
        }
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
      {children}
    </div>
  );
}
