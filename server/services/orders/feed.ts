// Live updates of orders: every order event NOTIFYs ORDER_CHANNEL at its commit (./events.ts), and
// each API process LISTENs once and hands the signal to its open event streams (the customer's
// order page, the back office's list). PostgreSQL carries it between processes, so a browser sees a
// change whichever process it is connected to; PGlite has the same LISTEN within its one process.
import type { Listen } from '../../db/client';
import { ORDER_CHANNEL, type OrderSignal } from './signal';

export type OrderFeed = {
  /** `fn` gets every order signal from now until the returned function is called. */
  subscribe: (fn: (signal: OrderSignal) => void) => () => void;
  close: () => Promise<void>;
};

/** A feed nothing publishes to: for an app built without a database handle (benchmarks); streams then rely on their periodic check. */
export const silentFeed: OrderFeed = { subscribe: () => () => undefined, close: async () => undefined };

export async function listenOrderFeed(listen: Listen): Promise<OrderFeed> {
  const subscribers = new Set<(signal: OrderSignal) => void>();
  const stop = await listen(ORDER_CHANNEL, (payload) => {
    let signal: OrderSignal;
    try {
      signal = JSON.parse(payload) as OrderSignal;
    } catch {
      return;
    }
    for (const fn of subscribers) fn(signal);
  });
  return {
    subscribe: (fn) => {
      subscribers.add(fn);
      return () => { subscribers.delete(fn); };
    },
    close: stop,
  };
}

/**
 * Resolves once `feed` brings a signal `wanted` accepts, or after `ms`, or when `abort` fires:
 * an event stream waits on this between its reads.
 */
export function nextSignal(feed: OrderFeed, wanted: (s: OrderSignal) => boolean, ms: number, abort?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const done = () => { clearTimeout(timer); unsubscribe(); abort?.removeEventListener('abort', done); resolve(); };
    const timer = setTimeout(done, ms);
    // a stream's wait must not keep the process alive on its own
    timer.unref();
    unsubscribe = feed.subscribe((s) => { if (wanted(s)) done(); });
    abort?.addEventListener('abort', done);
  });
}
