'use client';
// The browser's answer to the age question (domain/age-gate.ts): read from localStorage, written by
// 'Мне есть 18' on any page, and told to every mounted reader (prices of cards, the search dropdown)
// at once, so a price hidden for a restricted good shows as soon as the visitor answers.
import { useSyncExternalStore } from 'react';
import { AGE_GATE_KEY, ageGateExpiry, ageGateOpen } from '@/domain/age-gate';

const listeners = new Set<() => void>();

export function storedAge(): string | null {
  try {
    return localStorage.getItem(AGE_GATE_KEY);
  } catch {
    return null;
  }
}

// the page gate (age-gate.tsx) is asking now: an address's add of a good for adults waits for its
// answer instead of asking the same a second time over it (basket-url.tsx)
let gateAsking = false;
export const pageGateAsking = (): boolean => gateAsking;
export function setPageGateAsking(asking: boolean): void {
  gateAsking = asking;
}

let thisPage = false; // storage refused (private mode): the answer holds for this page

/** Whether the visitor said they are 18 and the answer still holds. */
export const isAdultConfirmed = (): boolean => thisPage || !ageGateOpen(storedAge(), Date.now());

/** 'Мне есть 18': stores the expiry and tells every reader. */
export function confirmAdult(): void {
  try {
    localStorage.setItem(AGE_GATE_KEY, String(ageGateExpiry(Date.now())));
  } catch {
    thisPage = true;
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => { if (e.key === AGE_GATE_KEY) listener(); };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The answer as a hook; false on the server and during hydration (the cached HTML is everyone's). */
export const useAdultConfirmed = (): boolean => useSyncExternalStore(subscribe, isAdultConfirmed, () => false);
