'use client';
// The site admin's view of the outbox's dead letters: webhooks to the order-assembly service or a
// partner platform that failed every try. Each can be sent again (same event id and body); the list
// hides itself while there is nothing to show.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@/contract';
import { Button } from '@/components/ui/button';
import { deadDeliveries, retryDelivery } from '@/lib/api/admin-orders-browser';
import { SOURCE_NAMES, orderDateText } from './format';
import { adminKeys } from '@/lib/query/admin-keys';
import s from './admin-orders.module.css';

const receiverName = (target: WebhookDelivery['target']) => (target === 'assembly' ? 'Сервис сборки' : SOURCE_NAMES[target] ?? target);

export function FailedWebhooks() {
  const client = useQueryClient();
  const dead = useQuery({ queryKey: adminKeys.deadDeliveries, queryFn: deadDeliveries, staleTime: 30_000 });
  const retry = useMutation({
    mutationFn: retryDelivery,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.deadDeliveries }),
  });
  const rows = dead.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section className={s.failed} aria-labelledby="failed-webhooks">
      <h2 id="failed-webhooks" className={s.failedTitle}>Недоставленные уведомления внешним сервисам: {rows.length}</h2>
      <ul className={s.failedList}>
        {rows.map((d) => (
          <li key={d.id} className={s.failedRow}>
            <span>Заказ № {d.orderId} → {receiverName(d.target)}</span>
            <span className={s.failedWhy}>{orderDateText(d.createdAt)}, попыток: {d.attempts}{d.lastError ? `, ${d.lastError}` : ''}</span>
            <Button size="sm" variant="secondary" loading={retry.isPending && retry.variables === d.id} onClick={() => retry.mutate(d.id)}>
              Отправить снова
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
