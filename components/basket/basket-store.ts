// The basket kept in localStorage (spec §3), as a tiny external store: every badge and button reads it
// with useSyncExternalStore, and other tabs' changes arrive through the `storage` event. Browser-only:
// imported by client components.
import { useSyncExternalStore } from 'react';
import { sessionHasCard } from '@/components/auth/session-store';
import {
  addGood, clearBasket, decrementLine, incrementLine, removeLine, setLineQuantity, type BasketLine, type GoodSummary,
} from '@/domain/basket';

export const BASKET_KEY = 'basket';

const EMPTY: BasketLine[] = [];
let cache: BasketLine[] | null = null;
const listeners = new Set<() => void>();

function isLine(value: unknown): value is BasketLine {
  if (!value || typeof value !== 'object') return false;
  const l = value as Record<string, unknown>;
  return typeof l.id === 'number' && typeof l.name === 'string' && typeof l.quantity === 'number'
    && Number.isFinite(l.quantity) && typeof l.step === 'number' && typeof l.max === 'number';
}

function read(): BasketLine[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(BASKET_KEY) ?? '[]');
    const lines = Array.isArray(parsed) ? parsed.filter(isLine) : [];
    // the server's snapshot when empty: a new [] would differ from it and make every reader render
    // again, synchronously, right after hydration
    return lines.length > 0 ? lines : EMPTY;
  } catch {
    return EMPTY;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== BASKET_KEY) return;
  cache = read();
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): BasketLine[] {
  if (cache === null) cache = read();
  return cache;
}

const getServerSnapshot = () => EMPTY;

function commit(next: BasketLine[]) {
  cache = next;
  try {
    window.localStorage.setItem(BASKET_KEY, JSON.stringify(next));
  } catch (e) {
    console.error('Не удалось сохранить корзину', e);
  }
  emit();
}

// Card holders pay the card price (spec §4): the session store knows once the header has asked;
// guests pay the regular price.
const hasCard = () => sessionHasCard();

export const basket = {
  add: (good: GoodSummary) => commit(addGood(getSnapshot(), good, hasCard())),
  increment: (id: number) => commit(incrementLine(getSnapshot(), id, hasCard())),
  decrement: (id: number) => commit(decrementLine(getSnapshot(), id, hasCard())),
  setQuantity: (id: number, quantity: number) => commit(setLineQuantity(getSnapshot(), id, quantity, hasCard())),
  remove: (id: number) => commit(removeLine(getSnapshot(), id)),
  clear: () => commit(clearBasket()),
  /** the lines as they are now, outside React (the URL actions of basket-url.tsx) */
  lines: (): BasketLine[] => getSnapshot(),
  replace: (lines: BasketLine[]) => {
    if (lines !== getSnapshot()) commit(lines);
  },
};

export function useBasketLines(): BasketLine[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** The badge number: lines, not pieces. */
export function useBasketCount(): number {
  return useSyncExternalStore(subscribe, () => getSnapshot().length, () => 0);
}

export function useBasketLine(id: number): BasketLine | undefined {
  return useSyncExternalStore(subscribe, () => getSnapshot().find((l) => l.id === id), () => undefined);
}
