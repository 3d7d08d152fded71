// The review rules (storefront spec §4 "Review", §5 "Review", §9): the statuses by name, the text
// and rating checks with the spec's messages, and which reviews publish at once. The product page's
// form runs them, and the API refines its contract schema with the same functions
// (server/routes/reviews.ts), so both refuse the same input with the same words.
import { REVIEW_RATE_MAX, REVIEW_RATE_MIN, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../contract/limits';

/** A review's status: pending moderation, published (counted in the rating), rejected with a reason. */
export const REVIEW_STATUS = { pending: 0, published: 1, rejected: 2 } as const;
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

export const REVIEW_MESSAGES = {
  textShort: `Текст отзыва должен быть не короче ${REVIEW_TEXT_MIN} символов.`,
  textLong: `Текст отзыва не должен быть больше ${REVIEW_TEXT_MAX} символов.`,
  rate: `Поставьте оценку от ${REVIEW_RATE_MIN} до ${REVIEW_RATE_MAX}.`,
  pending: 'Спасибо! Отзыв будет опубликован после прохождения модерации.',
  guest: 'Авторизуйтесь, чтобы оставить отзыв о товаре.',
  duplicate: 'Вы уже оставили отзыв об этом товаре.',
  noRatings: 'Нет оценок',
  noReviews: 'Пока нет отзывов :(',
} as const;

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
export const charCount = (text: string): number => [...text].length;

/** The text as stored: trimmed, and null when nothing is left (spec §5: blank becomes null). */
export function reviewText(raw: string | null | undefined): string | null {
  const t = (raw ?? '').trim();
  return t === '' ? null : t;
}

/**
 * The text's message, or null when it is fine (absent, or 5 to 1000 characters once trimmed). The rule
 * and its message say the same: 5 characters pass, so the message says «не короче 5», not «больше 5».
 */
export function checkReviewText(raw: string | null | undefined): string | null {
  const t = reviewText(raw);
  if (t === null) return null;
  const n = charCount(t);
  if (n < REVIEW_TEXT_MIN) return REVIEW_MESSAGES.textShort;
  if (n > REVIEW_TEXT_MAX) return REVIEW_MESSAGES.textLong;
  return null;
}

/** The rating's message, or null for a whole number of stars from 1 to 5. */
export function checkRate(rate: unknown): string | null {
  return typeof rate === 'number' && Number.isInteger(rate) && rate >= REVIEW_RATE_MIN && rate <= REVIEW_RATE_MAX
    ? null : REVIEW_MESSAGES.rate;
}

/** Every field's message (empty when the review may be sent). */
export function validateReview(input: { rate: unknown; review?: string | null }): Partial<Record<'rate' | 'review', string>> {
  const errors: Partial<Record<'rate' | 'review', string>> = {};
  const rate = checkRate(input.rate);
  if (rate) errors.rate = rate;
  const review = checkReviewText(input.review);
  if (review) errors.review = review;
  return errors;
}

/** The counter under the text field: 'n / 1000 символов'. */
export const reviewCounter = (raw: string): string => `${charCount(raw)} / ${REVIEW_TEXT_MAX} символов`;

/** Submit is enabled once the form changed and while nothing is being sent (spec §5). */
export const canSubmitReview = (state: { dirty: boolean; sending: boolean }): boolean => state.dirty && !state.sending;

/**
 * Which reviews skip moderation: a rating without text by a customer who received the good in a
 * completed order. There is nothing in it to moderate, and the purchase vouches for the stars; any
 * text, or a rating from someone who never bought the good, waits for a site admin.
 */
export const publishesAtOnce = (review: { text: string | null; verifiedPurchase: boolean }): boolean =>
  review.text === null && review.verifiedPurchase;

/** How the customer's own review's status reads under the product. */
export function reviewStatusLabel(status: number): string {
  if (status === REVIEW_STATUS.published) return 'Опубликован';
  if (status === REVIEW_STATUS.rejected) return 'Отклонён модератором';
  return 'На модерации';
}

/** The histogram's rows, 5 stars down to 1, each with its count and share of all ratings (0–100). */
export function ratingRows(rating: { numberRates: number; numberRate1: number; numberRate2: number; numberRate3: number; numberRate4: number; numberRate5: number }) {
  const counts = [rating.numberRate5, rating.numberRate4, rating.numberRate3, rating.numberRate2, rating.numberRate1];
  return counts.map((count, i) => ({
    stars: 5 - i,
    count,
    percent: rating.numberRates > 0 ? Math.round((count / rating.numberRates) * 100) : 0,
  }));
}
