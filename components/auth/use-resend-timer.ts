'use client';
// The resend timer (spec §4, §9): seconds from the server's resendTime (plus 1 s for recovery), kept
// in session storage as the moment it ends, so a reload shows the same countdown. Holds no token.
import { useCallback, useEffect, useState } from 'react';
import { resendUntil, secondsLeft } from '@/domain/auth-forms';

const key = (name: string) => `auth_resend_${name}`;

function readUntil(name: string): number {
  try {
    const v = Number(window.sessionStorage.getItem(key(name)));
    return Number.isFinite(v) ? v : 0;
  } catch {
    return 0;
  }
}

export function useResendTimer(name: 'signup' | 'recovery' | 'phone' | 'profile-phone' | 'profile-email') {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setUntil(readUntil(name));
  }, [name]);

  useEffect(() => {
    if (until <= Date.now()) return;
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, [until]);

  const start = useCallback((resendTime: number) => {
    const next = resendUntil(resendTime, Date.now(), { recovery: name === 'recovery' });
    try {
      window.sessionStorage.setItem(key(name), String(next));
    } catch {
      // private mode: the timer still runs until the page reloads
    }
    setNow(Date.now());
    setUntil(next);
  }, [name]);

  return { secondsLeft: secondsLeft(until, now), start };
}
