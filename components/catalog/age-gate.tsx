'use client';
// The age gate over an age-restricted category or good (checkout-account-admin spec §4; rules in
// domain/age-gate.ts). The page under it is rendered on the server like any other, for search
// engines; the gate is a dialog the browser opens over it after reading localStorage. 'Мне есть 18'
// stores an expiry and leaves the page as it is (the pickup-only question of these goods still asks
// when one is added); 'Мне нет 18', Escape or the backdrop go home.
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { AGE_GATE_MESSAGE, ageGateOpen } from '@/domain/age-gate';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { confirmAdult, storedAge as stored } from './age-store';

export function AgeGate() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const adult = useRef(false);
  useEffect(() => {
    // after hydration: the server's HTML is the same for everyone, the answer is this browser's
    if (ageGateOpen(stored(), Date.now())) setOpen(true);
  }, []);
  if (!open) return null;
  return (
    <ConfirmDialog
      title={AGE_GATE_MESSAGE}
      confirmLabel="Мне есть 18"
      cancelLabel="Мне нет 18"
      testId="age-gate"
      onConfirm={() => {
        adult.current = true;
        confirmAdult();
      }}
      onClose={() => {
        setOpen(false);
        if (!adult.current) router.replace('/');
      }}
    />
  );
}
