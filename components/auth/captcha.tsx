'use client';
// The captcha adapter of the auth forms (storefront spec §4 Captcha): executed on submit, it yields
// a token, then the request goes out, and it is reset after each outcome. The local default yields
// 'local' at once (the API's local captcha adapter accepts any token). With
// NEXT_PUBLIC_SMARTCAPTCHA_CLIENT_KEY set, Yandex SmartCaptcha's invisible widget is used; its
// script and frame come from smartcaptcha.yandexcloud.net, which the CSP must then allow
// (lib/cache/csp-sources.cjs; README, Environment). The API verifies the token server-side.
import { useCallback, useEffect, useRef } from 'react';
import { env } from '@/lib/env';

type SmartCaptcha = {
  render(el: HTMLElement, o: Record<string, unknown>): number;
  execute(id: number): void;
  reset(id: number): void;
  subscribe(id: number, event: string, cb: (token?: string) => void): () => void;
};

const SCRIPT = 'https://smartcaptcha.yandexcloud.net/captcha.js';

function loadScript(): Promise<SmartCaptcha> {
  const w = window as unknown as { smartCaptcha?: SmartCaptcha };
  if (w.smartCaptcha) return Promise.resolve(w.smartCaptcha);
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = SCRIPT;
    s.async = true;
    s.onload = () => (w.smartCaptcha ? resolve(w.smartCaptcha) : reject(new Error('smartCaptcha missing')));
    s.onerror = () => reject(new Error('captcha script failed'));
    document.head.appendChild(s);
  });
}

export type Captcha = { execute: () => Promise<string>; reset: () => void; element: React.ReactNode };

/** The captcha of one form: `await execute()` before sending, `reset()` after the answer. */
export function useCaptcha(): Captcha {
  const key = env.smartCaptchaClientKey();
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: SmartCaptcha; id: number } | null>(null);
  const pending = useRef<((token: string) => void) | null>(null);

  useEffect(() => {
    if (!key || !box.current) return;
    let unsubscribe: (() => void) | undefined;
    loadScript().then((api) => {
      if (!box.current) return;
      const id = api.render(box.current, { sitekey: key, invisible: true, hl: 'ru', hideShield: true });
      widget.current = { api, id };
      unsubscribe = api.subscribe(id, 'success', (token) => {
        pending.current?.(token ?? '');
        pending.current = null;
      });
    }).catch((e) => console.error(e));
    return () => unsubscribe?.();
  }, [key]);

  const execute = useCallback(async () => {
    if (!key) return 'local';
    const w = widget.current;
    if (!w) return '';
    return new Promise<string>((resolve) => {
      pending.current = resolve;
      w.api.execute(w.id);
    });
  }, [key]);

  const reset = useCallback(() => {
    const w = widget.current;
    if (w) w.api.reset(w.id);
  }, []);

  return { execute, reset, element: key ? <div ref={box} /> : null };
}
