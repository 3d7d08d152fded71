'use client';
// /admin-order/reviews: the site admins' moderation (the 'Отзывы' tab beside the shops' orders).
// Pending reviews, newest first, each with its good, author, text and rating; publish, or reject
// with a reason the author sees. Publishing drops the good's cached product pages (the API tells the
// storefront: server/lib/storefront-pages.ts), so the new rating shows at once.
// Taps in the hall: publishing waits PUBLISH_UNDO_MS with «Отменить» before it is sent, a review keeps
// its height through every phase (idle, undo, sent, decided: the next review's buttons never move under
// the finger), and the list is read again only when asked («Обновить список») or paged.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { MODERATION_PAGE_SIZE, REJECT_REASON_MAX } from '@/contract/limits';
import type { ModerationReview } from '@/contract';
import { adminTabs } from '@/components/admin-orders/admin-tabs';
import { Stars } from '@/components/reviews/review-item';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
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
  const client = useQueryClient();
  const list = useQuery({
    queryKey: adminKeys.pendingReviews(page), queryFn: () => pendingReviews(page), staleTime: 0, placeholderData: (prev) => prev,
    // the list stays as read while reviews are decided on it: a focus or a reconnect does not reorder it
    refetchOnWindowFocus: false, refetchOnReconnect: false,
  });
  const total = list.data?.['hydra:totalItems'] ?? 0;
  const items = list.data?.['hydra:member'] ?? [];
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Личный кабинет', href: '/personal-area' }, { label: 'Отзывы' }]} />
      <PageHead title="Отзывы на модерации">
        <Link href="/personal-area">{viewer.name}</Link>
      </PageHead>
      <TabLinks label="Разделы личного кабинета" tabs={adminTabs(true, '/admin-order/reviews')} />
      <div className={s.toolbar}>
        <p className={s.count} aria-live="polite">{list.isFetching && !list.data ? 'Загрузка…' : `Ждут модерации: ${total}`}</p>
        <Button variant="secondary" className={s.tap} disabled={list.isFetching}
          onClick={() => void client.invalidateQueries({ queryKey: adminKeys.pendingReviewsAll })}>Обновить список</Button>
      </div>
      {list.isPending && <Loading testId="moderation-loading" />}
      {list.isError && <p role="alert" className={s.error}>Ошибка загрузки данных</p>}
      {list.data && items.length === 0 && <p className={s.empty}>Новых отзывов нет.</p>}
      <ul className={s.list} data-testid="moderation-list">
        {items.map((r) => <li key={r.id}><PendingReview review={r} /></li>)}
      </ul>
      {total > MODERATION_PAGE_SIZE && (
        <div className={s.pager}>
          <Button variant="secondary" className={s.tap} disabled={page <= 1} onClick={() => setPage(page - 1)}>Предыдущие</Button>
          <Button variant="secondary" className={s.tap} disabled={page * MODERATION_PAGE_SIZE >= total} onClick={() => setPage(page + 1)}>Следующие</Button>
        </div>
      )}
    </div>
  );
}

/** How long a tapped «Опубликовать» waits with «Отменить» before the review is published. */
export const PUBLISH_UNDO_MS = 5000;

type Phase = 'idle' | 'undo' | 'sending' | 'published' | 'rejected';

function PendingReview({ review }: { review: ModerationReview }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // one decision per review, whatever the taps: the ref is set before any re-render could offer a second
  const decided = useRef(false);
  const failed = (e: unknown) => {
    decided.current = false;
    setPhase('idle');
    setError(isApiError(e) && e.description ? e.description : 'Не удалось выполнить действие. Повторите попытку.');
  };
  const publish = useMutation({ mutationFn: () => publishReview(review.id), onSuccess: () => setPhase('published'), onError: failed });
  const reject = useMutation({ mutationFn: () => rejectReview(review.id, reason), onSuccess: () => setPhase('rejected'), onError: failed });
  // leaving the page within the undo time publishes at once: the tap meant it
  useEffect(() => () => {
    if (timer.current !== undefined) {
      clearTimeout(timer.current);
      void publishReview(review.id).catch(() => undefined);
    }
  }, [review.id]);
  const startPublish = () => {
    if (decided.current) return;
    decided.current = true;
    setError(null);
    setPhase('undo');
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setPhase('sending');
      publish.mutate();
    }, PUBLISH_UNDO_MS);
  };
  const undo = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    decided.current = false;
    setPhase('idle');
  };
  const busy = phase !== 'idle' || reject.isPending;
  const reasonId = `reason-${review.id}`;
  return (
    <article className={s.card} data-testid="pending-review" data-phase={phase} aria-labelledby={`good-${review.id}`}>
      <header className={s.cardHead}>
        <Link id={`good-${review.id}`} href={`/product/${review.good.id}`} prefetch={false} className={s.good}>{review.good.name}</Link>
        <time dateTime={review.createdAt} className={s.date}>{formatDate(review.createdAt)}</time>
      </header>
      <p className={s.author}>{review.authorName}</p>
      <Stars rate={review.rate} />
      {review.review ? <p className={s.text}>{review.review}</p> : <p className={s.muted}>Без текста</p>}
      {error && <p role="alert" className={s.error}>{error}</p>}
      {phase === 'published' || phase === 'rejected' ? (
        // the same block as the buttons': the card keeps its height, the next review stays under the finger
        <div className={s.actions}>
          <p className={s.outcome} role="status" data-testid="review-outcome">{phase === 'published' ? 'Опубликован' : 'Отклонён'}</p>
          <p className={s.hint} />
        </div>
      ) : rejecting ? (
        <form className={s.reject} onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim() || decided.current) return;
          decided.current = true;
          reject.mutate();
        }}>
          <TextArea id={reasonId} label="Причина отклонения" rows={2} maxLength={REJECT_REASON_MAX} value={reason}
            onChange={(e) => setReason(e.target.value)} />
          <div className={s.actions}>
            <Button type="submit" variant="danger" className={s.tap} disabled={!reason.trim() || busy} loading={reject.isPending}>Отклонить</Button>
            <Button variant="secondary" className={s.tap} onClick={() => setRejecting(false)} disabled={busy}>Отмена</Button>
          </div>
        </form>
      ) : (
        <div className={s.actions}>
          {/* the first button stays where it was, disabled, so a second tap of a double tap does nothing */}
          <Button className={s.tap} onClick={startPublish} disabled={busy} aria-busy={phase === 'sending' || undefined}>
            {phase === 'idle' ? 'Опубликовать' : 'Публикуется…'}
          </Button>
          {phase === 'undo'
            ? <Button variant="secondary" className={s.tap} onClick={undo}>Отменить публикацию</Button>
            : <Button variant="secondary" className={s.tap} onClick={() => setRejecting(true)} disabled={busy}>Отклонить…</Button>}
          <p className={s.hint} role="status">{phase === 'undo' ? `Публикация через ${PUBLISH_UNDO_MS / 1000} секунд` : ''}</p>
        </div>
      )}
    </article>
  );
}
