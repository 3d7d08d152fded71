'use client';
// The status chips above the admin list (issue 42): one tap shows the orders of one status, with how
// many there are under the other filters; «Все» is the list without a status (every status but
// annulled). The statuses and their names come from the status table (lib/admin-orders/filters.ts
// statusChips over domain/order-status.ts). On a phone the row scrolls sideways, one line high.
import { statusChips } from '@/lib/admin-orders/filters';
import s from './admin-orders.module.css';

type Props = {
  /** the API's counts (counts=1); null while the list is read: the chips show no number then */
  counts: readonly { status: number; count: number }[] | null;
  /** the status filter: '' for «Все» */
  value: string;
  onChange: (status: string) => void;
};

export function StatusChips({ counts, value, onChange }: Props) {
  return (
    <div className={s.chips} role="group" aria-label="Быстрый отбор заказов" data-testid="status-chips">
      {statusChips(counts ?? []).map((chip) => (
        <button
          key={chip.key}
          type="button"
          className={s.chip}
          data-status={chip.key}
          data-testid={`status-chip-${chip.key}`}
          aria-pressed={value === chip.value}
          onClick={() => onChange(chip.value)}
        >
          {chip.label}
          {counts && <span className={s.chipCount}>{chip.count}</span>}
        </button>
      ))}
    </div>
  );
}
