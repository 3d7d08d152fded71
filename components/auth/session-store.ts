// Who is signed in, as the browser knows it: the header, the basket's card prices and the phone
// reminder read it. Cached pages carry no customer, so it is asked after load from next-auth's
// session endpoint, which answers the name, card flag and roles and never a token. A guest's page
// does not ask at all: without the `session_hint` cookie (set beside the httpOnly session cookie)
// there is no session to ask about. Browser-only.
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@/lib/auth/session';

export type { SessionUser };
export type SessionState = { status: 'loading' | 'ready'; user: SessionUser | null };

const HINT = 'session_hint';
const LOADING: SessionState = { status: 'loading', user: null };
let state: SessionState = LOADING;
let started = false;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  for (const l of listeners) l();
}

const hasHint = () => document.cookie.split(';').some((c) => c.trim().startsWith(`${HINT}=1`));

/** Asks the session endpoint (or not, for a guest) and tells every reader. */
export async function reloadSession(): Promise<SessionUser | null> {
  if (!hasHint()) {
    set({ status: 'ready', user: null });
    return null;
  }
  try {
    const res = await fetch('/api/session/session', { credentials: 'same-origin', cache: 'no-store' });
    const body = (await res.json().catch(() => null)) as { user?: SessionUser | null } | null;
    const user = res.ok && body?.user ? body.user : null;
    set({ status: 'ready', user });
    return user;
  } catch {
    set({ status: 'ready', user: null });
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) {
    started = true;
    void reloadSession();
  }
  return () => listeners.delete(listener);
}

const getServerSnapshot = () => LOADING;

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state, getServerSnapshot);
}

/** For code outside React (the basket's prices): true once the session says the customer holds a card. */
export const sessionHasCard = (): boolean => state.user?.hasCard === true;

/**
 * Asks next-auth to read the customer again (after the phone was confirmed): its jwt callback
 * calls the API's /customers/me with the session's token and rewrites the cookie.
 */
export async function updateSession(): Promise<SessionUser | null> {
  try {
    const csrf = (await (await fetch('/api/session/csrf', { credentials: 'same-origin', cache: 'no-store' })).json()) as { csrfToken?: string };
    await fetch('/api/session/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ csrfToken: csrf.csrfToken ?? '', data: {} }),
      credentials: 'same-origin',
    });
  } catch {
    // the next refresh reads the customer again anyway
  }
  return reloadSession();
}
