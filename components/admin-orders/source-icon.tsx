// The mark of an order a partner platform sent (the grocery aggregator's basket, the food-delivery
// partner's): the picker sees at once whose rules the order follows.
import { SOURCE_NAMES } from './format';
import s from './admin-orders.module.css';

export function SourceIcon({ source }: { source: string }) {
  if (source === 'site') return null;
  const name = `Заказ партнёра: ${SOURCE_NAMES[source] ?? source}`;
  return (
    <span className={`${s.source} ${source === 'partner' ? s.sourcePartner : s.sourceAggregator}`} role="img" aria-label={name} title={name}>
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true" focusable="false">
        {source === 'partner'
          ? <path d="M5 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0M15 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0M7 17h8M3 12h10l3-5h3l2 5v5h-2" />
          : <path d="M4 6h2l2 10h10l2-7H7M10 20h.01M17 20h.01" />}
      </svg>
    </span>
  );
}
