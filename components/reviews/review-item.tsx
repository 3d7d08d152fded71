// One review: the author's first name, the date, the stars and the text. The text is plain text
// from a customer: React escapes it, line breaks stay (CSS), no HTML is ever built from it.
import type { Review } from '@/contract';
import { formatDate } from '@/lib/format';
import s from './reviews.module.css';

export function Stars({ rate }: { rate: number }) {
  return (
    <span className={s.rate} role="img" aria-label={`Оценка ${rate} из 5`}>
      <span aria-hidden="true">{'★'.repeat(rate)}</span>
      <span aria-hidden="true" className={s.rateOff}>{'★'.repeat(5 - rate)}</span>
    </span>
  );
}

export function ReviewItem({ review }: { review: Review }) {
  return (
    <article className={s.item} data-testid="review">
      <header className={s.itemHead}>
        <span className={s.author}>{review.authorName}</span>
        <time dateTime={review.createdAt} className={s.date}>{formatDate(review.createdAt)}</time>
      </header>
      <Stars rate={review.rate} />
      {review.review && <p className={s.text}>{review.review}</p>}
    </article>
  );
}
