'use client';
// The 18+ question (decision 0182) in one place: the page gate over a restricted category or good,
// «В корзину» of a good for adults, and an address that adds one (?good=, also what «В корзину»
// sends before the page's scripts run: decision 0189). 'Мне есть 18' stores the answer for every
// reader (age-store.ts); the owner hears the answer once the dialog has closed.
import { useRef } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { confirmAdult } from './age-store';

type Props = {
  title: string;
  testId: string;
  /** closed: true after 'Мне есть 18'; false after 'Мне нет 18', Escape or the backdrop */
  onAnswer: (adult: boolean) => void;
};

export function AgeQuestion({ title, testId, onAnswer }: Props) {
  const adult = useRef(false);
  return (
    <ConfirmDialog
      title={title}
      confirmLabel="Мне есть 18"
      cancelLabel="Мне нет 18"
      testId={testId}
      onConfirm={() => {
        adult.current = true;
        confirmAdult();
      }}
      onClose={() => onAnswer(adult.current)}
    />
  );
}
