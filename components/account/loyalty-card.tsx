'use client';
// The card's part of the loyalty tab (spec §2, §3 "Loyalty", "Loyalty transaction", §9): the bonus
// balance with two decimals and the unit Б, the card discount, the card's barcode to show at the
// till, how bonuses are earned, and the bonus transactions 20 a page, newest first.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { orderDateText } from '@/components/admin-orders/format';
import { Button } from '@/components/ui/button';
import { LOYALTY_TRANSACTIONS_PAGE_SIZE } from '@/contract/limits';
import { bonusLabel } from '@/domain/loyalty';
import { loyalty, loyaltyTransactions } from '@/lib/api/account-browser';
import { barcodeSrc } from '@/lib/api/barcode';
import { queryKeys } from '@/lib/query/keys';
import { NoLoyalty } from './no-loyalty';
import l from './loyalty.module.css';
import s from './personal-area.module.css';

const PER_PAGE = LOYALTY_TRANSACTIONS_PAGE_SIZE;

export function LoyaltyCard({ customerId, card }: { customerId: number; card: string }) {
  const summary = useQuery({ queryKey: queryKeys.account.loyalty(customerId), queryFn: () => loyalty(customerId), staleTime: 0 });
  if (summary.isError) return <p role="alert">Не удалось загрузить бонусы. Обновите страницу.</p>;
  // the page thought the card confirmed, the API finds none (unbound meanwhile): say so as for no card
  if (summary.data === null) return <NoLoyalty access="none" />;
  const data = summary.data;
  return (
    <>
      <div className={`${s.item} ${l.card}`} data-testid="loyalty-card" aria-busy={!data}>
        <dl className={l.figures}>
          <div>
            <dt>Бонусов на карте</dt>
            <dd className={l.balance} data-testid="loyalty-balance">{data ? bonusLabel(data.bonusBalance) : '…'}</dd>
          </div>
          <div>
            <dt>Скидка по карте</dt>
            <dd className={l.discount} data-testid="loyalty-discount">{data ? `${data.discount}%` : '…'}</dd>
          </div>
        </dl>
        <figure className={l.barcode}>
          {/* the API draws the same SVG for a code for ever; its box is the picture's own 190 × 85 */}
          <img src={barcodeSrc(card)} alt={`Штрихкод карты № ${card}`} width={190} height={85} data-testid="loyalty-barcode" />
          <figcaption className={s.muted}>Карта № {card}</figcaption>
        </figure>
        {data && (
          <p className={`${s.muted} ${l.rule}`}>
            За каждый закрытый заказ начисляем {data.bonusPercent}% стоимости товаров за вычетом скидок (доставка и упаковка
            не в счёт). Если за заказ вернули деньги, бонусы за возвращённую часть списываются.
          </p>
        )}
      </div>
      {data && <Transactions customerId={customerId} />}
    </>
  );
}

/** Moscow's date, and the time under it: the table keeps to a phone's width. */
function DateTime({ iso }: { iso: string }) {
  const [date, time] = orderDateText(iso).split(', ');
  return <>{date}<span className={l.sub}>{time}</span></>;
}

function Transactions({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(1);
  const heading = useId();
  const list = useQuery({
    queryKey: queryKeys.account.loyaltyTransactions(customerId, page),
    queryFn: () => loyaltyTransactions(customerId, page),
    placeholderData: (prev) => prev,
  });
  const total = list.data?.total ?? 0;
  const items = list.data?.items ?? [];
  return (
    <>
      <h3 id={heading} className={l.heading}>История бонусов</h3>
      {list.isError && <p role="alert">Не удалось загрузить историю бонусов. Обновите страницу.</p>}
      {list.isSuccess && total === 0 && <p className={s.muted}>Начислений пока нет: бонусы придут за первый закрытый заказ.</p>}
      {total > PER_PAGE && (
        <div className={s.pager}>
          <Button variant="secondary" size="sm" disabled={page <= 1 || list.isPlaceholderData} onClick={() => setPage(page - 1)}>
            Предыдущие {PER_PAGE}
          </Button>
          <Button variant="secondary" size="sm" disabled={!list.data?.hasMore || list.isPlaceholderData} onClick={() => setPage(page + 1)}>
            Следующие {PER_PAGE}
          </Button>
          <span className={s.muted} data-testid="loyalty-range" aria-live="polite">
            {(page - 1) * PER_PAGE + 1}–{Math.min(page * PER_PAGE, total)} из {total}
          </span>
        </div>
      )}
      {items.length > 0 && (
        <div className={s.tableWrap}>
          <table className={`${s.table} ${l.table}`} aria-labelledby={heading} data-testid="loyalty-transactions">
            <thead>
              <tr>
                <th scope="col">Дата</th>
                <th scope="col">Операция</th>
                <th scope="col" className={s.num}>Бонусы</th>
                <th scope="col" className={s.num}>Остаток</th>
              </tr>
            </thead>
            <tbody>
              {items.map((t, i) => (
                <tr key={`${page}-${i}`}>
                  <td><DateTime iso={t.dateTime} /></td>
                  <td>
                    {t.typeName}
                    {t.orderId && <span className={l.sub}>заказ № {t.orderId}</span>}
                  </td>
                  <td className={`${s.num} ${t.bonusAmount < 0 ? l.minus : l.plus}`}>{bonusLabel(t.bonusAmount, true)}</td>
                  <td className={s.num}>{bonusLabel(t.bonusBalance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
