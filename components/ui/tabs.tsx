'use client';
// Tabs in one look, two kinds:
// - <Tabs> switches panels inside a page or a dialog: a tablist of buttons (aria-selected, one tab
//   in the Tab order, arrow keys, Home and End move between tabs and select), with <TabPanel>
//   beside it. `id` ties them: tab `${id}-tab-${key}`, panel `${id}-panel`.
// - <TabLinks> are tabs that are pages (the personal area's sections): links in a <nav>, the
//   current one aria-current="page" — the WAI pattern for navigation, not role="tab". Many sections
//   become one menu on a phone (TAB_MENU_FROM).
import Link from 'next/link';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import s from './tabs.module.css';

export type TabItem<K extends string> = { key: K; label: ReactNode };

type TabsProps<K extends string> = {
  id: string;
  /** what the tabs choose between, for screen readers */
  label: string;
  tabs: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  className?: string;
};

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function Tabs<K extends string>({ id, label, tabs, selected, onSelect, className }: TabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const move = MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    const next = tabs[move(tabs.findIndex((t) => t.key === selected), tabs.length)];
    onSelect(next.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-tab-${next.key}`)}`)?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={`${s.tabs} ${className ?? ''}`} onKeyDown={onKeyDown}>
      {tabs.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          id={`${id}-tab-${t.key}`}
          aria-selected={t.key === selected}
          aria-controls={`${id}-panel`}
          tabIndex={t.key === selected ? 0 : -1}
          className={`${s.tab} ${t.key === selected ? s.active : ''}`}
          onClick={() => onSelect(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel<K extends string>({ id, selected, className, children }: { id: string; selected: K; className?: string; children: ReactNode }) {
  return (
    <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${selected}`} className={className}>
      {children}
    </div>
  );
}

export type TabLink = { href: string; label: ReactNode; current: boolean };

/**
 * From this many sections a phone gets one menu instead of the tabs: a site admin's twelve took
 * three rows at 390 px and pushed every back-office page's content below the fold.
 */
export const TAB_MENU_FROM = 7;

export function TabLinks({ label, tabs, className }: { label: string; tabs: TabLink[]; className?: string }) {
  const links = tabs.map((t) => (
    <Link key={t.href} href={t.href} aria-current={t.current ? 'page' : undefined} className={`${s.tab} ${t.current ? s.active : ''}`}>
      {t.label}
    </Link>
  ));
  const nav = <nav aria-label={label} className={`${s.tabs} ${s.scroll} ${className ?? ''}`}>{links}</nav>;
  if (tabs.length < TAB_MENU_FROM) return nav;
  // both are rendered, CSS shows one by width: no layout shift at hydration, and the menu (a native
  // <details>) opens without JavaScript
  return (
    <>
      <div className={s.wide}>{nav}</div>
      <details className={s.menu} data-testid="section-menu">
        <summary className={s.summary}>
          <span className={s.summaryLabel}>Раздел:</span> {tabs.find((t) => t.current)?.label ?? label}
        </summary>
        <nav aria-label={label} className={s.menuList}>{links}</nav>
      </details>
    </>
  );
}
