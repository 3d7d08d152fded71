'use client';
// The print sheet of an order: the card's facts and goods with their barcodes, and a print button
// that the print CSS hides.
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { adminOrder } from '@/lib/api/admin-orders-browser';
import { adminKeys } from '@/lib/query/admin-keys';
import { GoodsTable, OrderFacts } from './order-view';
import s from './print-order.module.css';

/** Prints once the barcodes are drawn: clicked at once, the sheet would go to paper without them. */
async function printLoaded() {
  await Promise.allSettled([...document.images].map((i) => i.decode()));
  window.print();
}

export function PrintOrder({ id }: { id: number }) {
  const q = useQuery({ queryKey: adminKeys.order(id), queryFn: () => adminOrder(id) });
  return (
    <main className={s.sheet}>
      {q.isPending && <p>Загрузка заказа…</p>}
      {q.isError && <p role="alert">Ошибка загрузки данных</p>}
      {q.data && (
        <>
          <header className={s.head}>
            <h1 className={s.title}>Заказ № {q.data.id} <span className={s.status}>{q.data.statusName}</span></h1>
            <Button className={s.print} onClick={printLoaded} data-testid="print-button">Печать</Button>
          </header>
          <OrderFacts order={q.data} />
          <GoodsTable order={q.data} barcodes />
        </>
      )}
    </main>
  );
}
