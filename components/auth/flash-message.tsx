'use client';
// The one-time result of a confirmation or recovery link (lib/auth/links.ts puts it in the
// `auth_flash` cookie and redirects home): shown once as an alert, then the cookie is gone.
import { useEffect, useState } from 'react';
import a from './account.module.css';

const COOKIE = 'auth_flash';

function takeFlash(): { ok: boolean; message: string } | null {
  const raw = document.cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${COOKIE}=`));
  if (!raw) return null;
  document.cookie = `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  try {
    const value = JSON.parse(decodeURIComponent(raw.slice(COOKIE.length + 1))) as { ok?: unknown; message?: unknown };
    return typeof value.message === 'string' ? { ok: value.ok === true, message: value.message.slice(0, 300) } : null;
  } catch {
    return null;
  }
}

export function FlashMessage() {
  const [flash, setFlash] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => setFlash(takeFlash()), []);
  if (!flash) return null;
  return (
    <div className={`${a.flash} ${flash.ok ? a.flashOk : a.flashError}`} role="alert" data-testid="auth-flash">
      <span>{flash.message}</span>
      <button type="button" className={a.flashClose} onClick={() => setFlash(null)} aria-label="Закрыть сообщение">×</button>
    </div>
  );
}
