'use client';
// The header bell's unread count (storefront spec §4), shared by the bell and the notifications
// tab: the header also sits on cached pages outside React Query, so it is a small store of its own.
// It asks hydra:totalItems of ?unread=true when a customer signs in and every 5 minutes after, and
// drops at once when the API answers a notification read (lib/account/notifications.ts).
import { useEffect, useSyncExternalStore } from 'react';
import { unreadAfterRead } from '@/lib/account/notifications';

export const UNREAD_POLL_MS = 5 * 60_000;

let count: number | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

async function refresh(customerId: number) {
  try {
    // the API client loads only for a signed-in customer: every page carries the header
    const { unreadCount } = await import('@/lib/api/account-browser');
    count = await unreadCount(customerId);
    emit();
  } catch (e) {
    console.error('Не удалось узнать число непрочитанных уведомлений', e);
  }
}

export const unread = {
  refresh,
  /** a notification the API has just answered: wasUnread before, answeredUnread now */
  noteRead(wasUnread: boolean, answeredUnread: boolean) {
    const next = unreadAfterRead(count, wasUnread, answeredUnread);
    if (next !== count) {
      count = next;
      emit();
    }
  },
};

/** The unread count of the signed-in customer (undefined until known), polled while mounted. */
export function useUnreadCount(customerId: number | null): number | undefined {
  useEffect(() => {
    if (customerId === null) {
      count = undefined;
      emit();
      return;
    }
    void refresh(customerId);
    const timer = window.setInterval(() => void refresh(customerId), UNREAD_POLL_MS);
    return () => window.clearInterval(timer);
  }, [customerId]);
  return useSyncExternalStore(subscribe, () => count, () => undefined);
}
