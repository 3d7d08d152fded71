// Yandex Maps' failures for a map drawn through @pbe/react-yandex-maps: the bindings' loader has no
// error path (a failed load is an unhandled rejection), so both maps that use it (the receiving
// popup's and the back office's zone editor) watch for the rejection and for a map that never comes.
import { useCallback, useEffect, useRef } from 'react';
import { YANDEX_LOAD_TIMEOUT_MS } from './map-mode';

/** Whether an unhandled rejection is Yandex's: its script failing to load, or an error of its API. */
export const isYandexFailure = (reason: unknown): boolean => {
  if (typeof Event !== 'undefined' && reason instanceof Event) {
    const target = reason.target as HTMLScriptElement | null;
    return Boolean(target?.src?.startsWith('https://api-maps.yandex.ru/'));
  }
  return reason instanceof Error && /ymaps|yandex/i.test(`${reason.message} ${reason.stack ?? ''}`);
};

/**
 * Calls `onFail` on Yandex's unhandled rejection (marking it handled) or when the map is not `ready`
 * within YANDEX_LOAD_TIMEOUT_MS. Returns a stable function that calls the latest `onFail`, for the
 * bindings' own onError.
 */
export function useYandexFailure(onFail: () => void, ready: boolean): () => void {
  const failRef = useRef(onFail);
  useEffect(() => { failRef.current = onFail; }, [onFail]);

  useEffect(() => {
    const onRejection = (e: PromiseRejectionEvent) => {
      if (!isYandexFailure(e.reason)) return;
      e.preventDefault();
      failRef.current();
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);

  useEffect(() => {
    if (ready) return;
    const timer = window.setTimeout(() => failRef.current(), YANDEX_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);

  return useCallback(() => failRef.current(), []);
}
