import {
  REVIEW_MESSAGES, REVIEW_STATUS, canSubmitReview, checkRate, checkReviewText, publishesAtOnce, ratingRows, reviewCounter,
  reviewStatusLabel, reviewText, validateReview,
} from './reviews';

describe('the review text (spec §5)', () => {
  it('is optional: blank becomes null after trimming', () => {
    expect(reviewText('   \n ')).toBeNull();
    expect(reviewText(undefined)).toBeNull();
    expect(reviewText('  Вкусно  ')).toBe('Вкусно');
    expect(checkReviewText('   ')).toBeNull();
    expect(checkReviewText(null)).toBeNull();
  });
  it('needs 5 to 1000 characters once trimmed, counted as a person counts them', () => {
    expect(checkReviewText('абвг')).toBe('Текст отзыва должен быть не короче 5 символов.');
    // the message's bound is the rule's: exactly 5 characters pass
    expect(checkReviewText('абвгд')).toBeNull();
    expect(checkReviewText('  абвг  ')).toBe(REVIEW_MESSAGES.textShort);
    expect(checkReviewText('абвгд')).toBeNull();
    expect(checkReviewText('я'.repeat(1000))).toBeNull();
    expect(checkReviewText(`${'я'.repeat(999)}🙂`)).toBeNull();
    expect(checkReviewText('я'.repeat(1001))).toBe('Текст отзыва не должен быть больше 1000 символов.');
  });
  it("has the counter 'n / 1000 символов'", () => {
    expect(reviewCounter('')).toBe('0 / 1000 символов');
    expect(reviewCounter('Хорошо 🙂')).toBe('8 / 1000 символов');
  });
});

describe('the rating', () => {
  it('is required, a whole number from 1 to 5', () => {
    for (const ok of [1, 2, 3, 4, 5]) expect(checkRate(ok)).toBeNull();
    for (const bad of [0, 6, 4.5, NaN, '5', null, undefined]) expect(checkRate(bad)).toBe(REVIEW_MESSAGES.rate);
  });
  it('and the text are checked together, by field', () => {
    expect(validateReview({ rate: 5, review: null })).toEqual({});
    expect(validateReview({ rate: 0, review: 'abc' })).toEqual({ rate: REVIEW_MESSAGES.rate, review: REVIEW_MESSAGES.textShort });
  });
  it('histogram runs from 5 stars down to 1 with each share', () => {
    const rows = ratingRows({ numberRates: 4, numberRate1: 1, numberRate2: 0, numberRate3: 0, numberRate4: 1, numberRate5: 2 });
    expect(rows).toEqual([
      { stars: 5, count: 2, percent: 50 }, { stars: 4, count: 1, percent: 25 }, { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 }, { stars: 1, count: 1, percent: 25 },
    ]);
    expect(ratingRows({ numberRates: 0, numberRate1: 0, numberRate2: 0, numberRate3: 0, numberRate4: 0, numberRate5: 0 })
      .every((r) => r.percent === 0)).toBe(true);
  });
});

describe('the form and the statuses', () => {
  it('submits only once changed and not while sending', () => {
    expect(canSubmitReview({ dirty: false, sending: false })).toBe(false);
    expect(canSubmitReview({ dirty: true, sending: true })).toBe(false);
    expect(canSubmitReview({ dirty: true, sending: false })).toBe(true);
  });
  it('publishes at once only a rating without text from a verified purchase', () => {
    expect(publishesAtOnce({ text: null, verifiedPurchase: true })).toBe(true);
    expect(publishesAtOnce({ text: 'Вкусно!', verifiedPurchase: true })).toBe(false);
    expect(publishesAtOnce({ text: null, verifiedPurchase: false })).toBe(false);
  });
  it('names each status for the author', () => {
    expect(reviewStatusLabel(REVIEW_STATUS.pending)).toBe('На модерации');
    expect(reviewStatusLabel(REVIEW_STATUS.published)).toBe('Опубликован');
    expect(reviewStatusLabel(REVIEW_STATUS.rejected)).toBe('Отклонён модератором');
  });
});
