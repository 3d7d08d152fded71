'use client';
// A per-second countdown to a moment (the pay link of an order awaiting payment: the basket's
// success stage and the personal area's orders): the text, or null once the time is over.
import { useEffect, useState } from 'react';
import { timeLeft } from '@/lib/basket-page';

/** Ticks every second while `until` lies ahead; the countdown text, or null once it is over. */
export function useCountdown(until: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  const left = until ? timeLeft(until, now) : null;
  useEffect(() => {
    if (!until || left === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until, left === null]); // eslint-disable-line react-hooks/exhaustive-deps -- restart only when it starts or ends
  return left;
}
