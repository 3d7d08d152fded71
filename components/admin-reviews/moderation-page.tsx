'use client';
// /admin-order/reviews: the site admins' moderation (the 'Отзывы' tab beside the shops' orders).
// Pending reviews, newest first, each with its good, author, text and rating; publish, or reject
// with a reason the author sees. Publishing drops the good's cached product pages (the API tells the
// storefront: server/lib/storefront-pages.ts), so the new rating shows at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { MODERATION_PAGE_SIZE, REJECT_REASON_MAX } from '@/contract/limits';
import type { ModerationReview } from '@/contract';
import { adminTabs } from '@/components/admin-orders/admin-tabs';
import { Stars } from '@/components/reviews/review-item';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { PageHead } from '@/components/ui/page-head';
import { TextArea } from '@/components/ui/field';
import { TabLinks } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api/client';
import { pendingReviews, publishReview, rejectReview } from '@/lib/api/reviews-browser';
import { formatDate } from '@/lib/format';
import { adminKeys } from '@/lib/query/admin-keys';
import s from './moderation.module.css';

export function ModerationPage({ viewer }: { viewer: { name: string } }) {
  const [page, setPage] = useState(1);
  const list = useQuery({ queryKey: adminKeys.pendingReviews(page), queryFn: () => pendingReviews(page), staleTime: 0, placeholderData: (prev) => prev });
  const total = list.data?.['hydra:totalItems'] ?? 0;
  const items = list.data?.['hydra:member'] ?? [];
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Личный кабинет', href: '/personal-area' }, { label: 'Отзывы' }]} />
      <PageHead title="Отзывы на модерации">
        <Link href="/personal-area">{viewer.name}</Link>
      </PageHead>
      <TabLinks label="Разделы личного кабинета" tabs={adminTabs(true, '/admin-order/reviews')} />
      <p className={s.count} aria-live="polite">{list.isFetching && !list.data ? 'Загрузка…' : `Ждут модерации: ${total}`}</p>
      {list.isError && <p role="alert" className={s.error}>Ошибка загрузки данных</p>}
      {list.data && items.length === 0 && <p className={s.empty}>Новых отзывов нет.</p>}
      <ul className={s.list} data-testid="moderation-list">
        {items.map((r) => <li key={r.id}><PendingReview review={r} /></li>)}
      </ul>
      {total > MODERATION_PAGE_SIZE && (
        <div className={s.pager}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>Предыдущие</Button>
          <Button variant="secondary" size="sm" disabled={page * MODERATION_PAGE_SIZE >= total} onClick={() => setPage(page + 1)}>Следующие</Button>
        </div>
      )}
    </div>
  );
}

function PendingReview({ review }: { review: ModerationReview }) {
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const done = () => client.invalidateQueries({ queryKey: adminKeys.pendingReviewsAll });
  const failed = (e: unknown) => setError(isApiError(e) && e.description ? e.description : 'Не удалось выполнить действие. Повторите попытку.');
  const publish = useMutation({ mutationFn: () => publishReview(review.id), onSuccess: done, onError: failed });
  const reject = useMutation({ mutationFn: () => rejectReview(review.id, reason), onSuccess: done, onError: failed });
  const busy = publish.isPending || reject.isPending;
  const reasonId = `reason-${review.id}`;
  return (
    <article className={s.card} data-testid="pending-review" aria-labelledby={`good-${review.id}`}>
      <header className={s.cardHead}>
        <Link id={`good-${review.id}`} href={`/product/${review.good.id}`} prefetch={false} className={s.good}>{review.good.name}</Link>
        <time dateTime={review.createdAt} className={s.date}>{formatDate(review.createdAt)}</time>
      </header>
      <p className={s.author}>{review.authorName}</p>
      <Stars rate={review.rate} />
      {review.review ? <p className={s.text}>{review.review}</p> : <p className={s.muted}>Без текста</p>}
      {error && <p role="alert" className={s.error}>{error}</p>}
      {rejecting ? (
        <form className={s.reject} onSubmit={(e) => { e.preventDefault(); if (reason.trim()) reject.mutate(); }}>
          <TextArea id={reasonId} label="Причина отклонения" rows={2} maxLength={REJECT_REASON_MAX} value={reason}
            onChange={(e) => setReason(e.target.value)} />
          <div className={s.actions}>
            <Button type="submit" variant="danger" size="sm" disabled={!reason.trim() || busy} loading={reject.isPending}>Отклонить</Button>
            <Button variant="secondary" size="sm" onClick={() => setRejecting(false)} disabled={busy}>Отмена</Button>
          </div>
        </form>
      ) : (
        <div className={s.actions}>
          <Button size="sm" onClick={() => publish.mutate()} disabled={busy} loading={publish.isPending}>Опубликовать</Button>
          <Button variant="secondary" size="sm" onClick={() => setRejecting(true)} disabled={busy}>Отклонить…</Button>
        </div>
      )}
    </article>
  );
}
