'use client';
// The product page's reviews (storefront spec §2 "Reviews section"): the rating with its histogram
// for 5 to 1 stars, the customer's corner (the form, the own review, or the guests' note), the
// published reviews and 'Показать еще'. The page is cached and the same for everyone: the server
// renders the rating and the first page; what depends on the customer loads here, in the browser.
import { useCallback, useState } from 'react';
import type { Rating, Review } from '@/contract';
import { REVIEW_MESSAGES, ratingRows } from '@/domain/reviews';
import { RatingBar } from '@/components/product/rating-bar';
import { Button } from '@/components/ui/button';
import { rating as fetchRating, reviewsPage } from '@/lib/api/reviews-browser';
import { ReviewCorner } from './review-corner';
import { ReviewItem } from './review-item';
import s from './reviews.module.css';

type Props = { goodId: number; shopId: number; rating: Rating | null; items: Review[]; hasMore: boolean };

export function ReviewsSection({ goodId, shopId, rating: first, items: firstItems, hasMore: firstHasMore }: Props) {
  const [rating, setRating] = useState(first);
  const [items, setItems] = useState(firstItems);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(firstHasMore);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const more = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const next = await reviewsPage(goodId, page + 1);
      // a review published meanwhile shifts the pages: one already shown is not shown twice
      setItems((shown) => [...shown, ...next.items.filter((r) => !shown.some((o) => o.id === r.id))]);
      setHasMore(next.hasMore);
      setPage(page + 1);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  // a review published at once (status 1): the rating and the first page are read again
  const reload = useCallback(async () => {
    const [r, list] = await Promise.all([fetchRating(goodId).catch(() => null), reviewsPage(goodId, 1).catch(() => null)]);
    if (r) setRating(r);
    if (list) {
      setItems(list.items);
      setHasMore(list.hasMore);
      setPage(1);
    }
  }, [goodId]);

  const rated = rating !== null && rating.numberRates > 0;
  return (
    <section className={s.section} aria-labelledby="reviews" data-testid="reviews">
      <h2 id="reviews" className={s.title}>Отзывы</h2>
      <div className={s.layout}>
        <div className={s.summary} data-testid="rating-summary">
          {rated ? (
            <>
              <RatingBar averageRate={rating.averageRate} numberRates={rating.numberRates} />
              <ul className={s.histogram} aria-label="Распределение оценок">
                {ratingRows(rating).map((row) => (
                  <li key={row.stars} className={s.row}>
                    <span className={s.stars}>{row.stars} ★</span>
                    <span className={s.track} aria-hidden="true"><span style={{ width: `${row.percent}%` }} /></span>
                    <span className={s.rowCount} aria-label={`${row.stars} ★: ${row.count}`}>{row.count}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className={s.empty}>{REVIEW_MESSAGES.noRatings}</p>
          )}
          <ReviewCorner goodId={goodId} shopId={shopId} onPublished={reload} />
        </div>
        <div className={s.list}>
          {items.length === 0 ? (
            <p className={s.empty}>{REVIEW_MESSAGES.noReviews}</p>
          ) : (
            <ul className={s.items} data-testid="review-list">
              {items.map((r) => <li key={r.id}><ReviewItem review={r} /></li>)}
            </ul>
          )}
          {failed && <p role="alert" className={s.error}>Не удалось загрузить отзывы. Попробуйте ещё раз.</p>}
          {hasMore && (
            <Button variant="secondary" onClick={more} loading={loading} loadingText="Загрузка…" className={s.more}>Показать еще</Button>
          )}
        </div>
      </div>
    </section>
  );
}
