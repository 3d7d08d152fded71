'use client';
// The review form (storefront spec §5 "Review"): a rating of 1 to 5 stars (required), an optional
// text of 5 to 1000 characters with its counter, submit enabled once the form changed and not while
// sending, the captcha executed on submit and reset after each outcome. The rules are
// domain/reviews.ts, the very functions the API refines its schema with. Loaded only for customers.
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Review } from '@/contract';
import { canSubmitReview, reviewCounter, reviewText, validateReview } from '@/domain/reviews';
import { useCaptcha } from '@/components/auth/captcha';
import { rulesResolver } from '@/components/auth/resolver';
import { applyFailure } from '@/components/auth/use-submit';
import { Button } from '@/components/ui/button';
import { TextArea, fieldLabelClass } from '@/components/ui/field';
import { ApiError, failureOf } from '@/lib/api/client';
import { postReview } from '@/lib/api/reviews-browser';
import s from './reviews.module.css';

type Values = { rate: number | null; review: string };
const FIELDS = ['rate', 'review'] as const;

export function ReviewForm({ goodId, shopId, onSent }: { goodId: number; shopId: number; onSent: (review: Review) => void }) {
  const { control, register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { rate: null, review: '' },
    resolver: rulesResolver<Values>((v) => validateReview({ rate: v.rate, review: v.review })),
  });
  const text = useWatch({ control, name: 'review' });
  const captcha = useCaptcha();
  const [banner, setBanner] = useState<string | null>(null);
  const sending = formState.isSubmitting;

  const submit = handleSubmit(async (v) => {
    setBanner(null);
    try {
      const captchaToken = await captcha.execute();
      const review = reviewText(v.review);
      const created = await postReview(goodId, { rate: v.rate as number, review, shopId, captchaToken });
      onSent({
        '@id': `/api/goods/${goodId}/reviews/${created.id}`, '@type': 'Review', id: created.id, goodId, rate: v.rate as number,
        review, authorName: '', shopId, status: created.status, rejectReason: null, createdAt: new Date().toISOString(),
      });
    } catch (e) {
      if (!(e instanceof ApiError)) {
        console.error(e);
        setBanner('Не удалось отправить отзыв. Повторите попытку.');
      } else {
        setBanner(applyFailure<Values>(failureOf(e), FIELDS, setError));
      }
    } finally {
      captcha.reset();
    }
  });

  const rateError = formState.errors.rate?.message;
  return (
    <form className={s.form} onSubmit={submit} noValidate data-testid="review-form" aria-label="Отзыв о товаре">
      <Controller
        control={control}
        name="rate"
        render={({ field }) => (
          <fieldset className={s.rating} aria-invalid={!!rateError} aria-describedby={rateError ? 'review-rate-error' : undefined}>
            <legend className={fieldLabelClass}>Ваша оценка</legend>
            <div className={s.starInputs}>
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className={`${s.starInput} ${field.value !== null && n <= field.value ? s.on : ''}`}>
                  <input
                    type="radio" name={field.name} value={n} checked={field.value === n}
                    onChange={() => field.onChange(n)} onBlur={field.onBlur} className={s.radio}
                  />
                  <span aria-hidden="true">★</span>
                  <span className={s.srOnly}>{n} из 5</span>
                </label>
              ))}
            </div>
            {rateError && <p id="review-rate-error" role="alert" className={s.error}>{rateError}</p>}
          </fieldset>
        )}
      />
      <TextArea
        label="Текст отзыва (необязательно)"
        rows={4}
        error={formState.errors.review?.message}
        {...register('review')}
      />
      <p className={s.counter} data-testid="review-counter">{reviewCounter(text ?? '')}</p>
      {banner && <p role="alert" className={s.error}>{banner}</p>}
      {captcha.element}
      <Button type="submit" disabled={!canSubmitReview({ dirty: formState.isDirty, sending })} loading={sending} loadingText="Отправка…">
        Оставить отзыв
      </Button>
    </form>
  );
}
