'use client';
// The age gate over an age-restricted category or good (checkout-account-admin spec §4; rules in
// domain/age-gate.ts). The page under it is rendered on the server like any other, for search
// engines; the gate is a dialog the browser opens over it after reading localStorage. 'Мне есть 18'
// stores an expiry and leaves the page as it is (the pickup-only question of these goods still asks
// when one is added); 'Мне нет 18', Escape or the backdrop go home.
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { AGE_GATE_MESSAGE, ageGateOpen } from '@/domain/age-gate';
import { setPageGateAsking, storedAge as stored } from './age-store';
import { AgeQuestion } from './age-question';

export function AgeGate() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // after hydration: the server's HTML is the same for everyone, the answer is this browser's
    if (!ageGateOpen(stored(), Date.now())) return;
    setPageGateAsking(true);
    setOpen(true);
    return () => setPageGateAsking(false);
  }, []);
  if (!open) return null;
  return (
    <AgeQuestion
      title={AGE_GATE_MESSAGE}
      testId="age-gate"
      onAnswer={(adult) => {
        setPageGateAsking(false);
        setOpen(false);
        if (!adult) router.replace('/');
      }}
    />
  );
}
