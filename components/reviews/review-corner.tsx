'use client';
// The customer's part of the reviews section, filled in the browser (the cached page is everyone's):
// a guest reads 'Авторизуйтесь…'; a customer with a review sees it and its status instead of a
// second form; one without sees the form, loaded on demand so guests never download it.
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { Review } from '@/contract';
import { REVIEW_MESSAGES, REVIEW_STATUS, reviewStatusLabel } from '@/domain/reviews';
import { useSession } from '@/components/auth/session-store';
import { ownReview } from '@/lib/api/reviews-browser';
import { Stars } from './review-item';
import s from './reviews.module.css';

const ReviewForm = dynamic(() => import('./review-form').then((m) => m.ReviewForm), { ssr: false });

type Own = { state: 'loading' } | { state: 'none' } | { state: 'failed' } | { state: 'sent'; review: Review; fresh: boolean };

export function ReviewCorner({ goodId, shopId, onPublished }: { goodId: number; shopId: number; onPublished: () => void }) {
  const { status, user } = useSession();
  const [own, setOwn] = useState<Own>({ state: 'loading' });

  useEffect(() => {
    if (!user) return;
    let live = true;
    ownReview(goodId, user.id).then(
      (r) => live && setOwn(r ? { state: 'sent', review: r, fresh: false } : { state: 'none' }),
      () => live && setOwn({ state: 'failed' }),
    );
    return () => { live = false; };
  }, [goodId, user]);

  if (status === 'loading') return null;
  if (!user) return <p className={s.note} data-testid="review-guest">{REVIEW_MESSAGES.guest}</p>;
  if (own.state === 'loading') return null;
  if (own.state === 'failed') return <p className={s.note}>Не удалось загрузить ваш отзыв.</p>;
  if (own.state === 'none') {
    return (
      <ReviewForm
        goodId={goodId}
        shopId={shopId}
        onSent={(review) => {
          setOwn({ state: 'sent', review, fresh: true });
          if (review.status === REVIEW_STATUS.published) onPublished();
        }}
      />
    );
  }
  const { review, fresh } = own;
  return (
    <div className={s.own} data-testid="own-review">
      {fresh && review.status === REVIEW_STATUS.pending && <p role="status" className={s.thanks}>{REVIEW_MESSAGES.pending}</p>}
      <h3 className={s.ownTitle}>Ваш отзыв</h3>
      <Stars rate={review.rate} />
      {review.review && <p className={s.text}>{review.review}</p>}
      <p className={s.status} data-testid="own-review-status">
        {reviewStatusLabel(review.status)}
        {review.status === REVIEW_STATUS.rejected && review.rejectReason ? `: ${review.rejectReason}` : ''}
      </p>
    </div>
  );
}
