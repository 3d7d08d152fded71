// Reviews and ratings (storefront spec §3 "Review", "Rating", §7):
//   GET  /api/goods/{id}/reviews?page                  published reviews, newest first
//   GET  /api/goods/{goodId}/reviews/{customerId}      the signed-in customer's own review (another's: 404)
//   GET  /api/goods/{id}/rating                        Rating: the average, the count and the histogram
//   POST /api/goods/{id}/reviews                       ReviewCreateRequest → 201 ReviewCreated (status)
// Moderation, site admins only (anyone else: 404):
//   GET  /api/reviews/pending?page                     pending reviews, newest first, with the good
//   POST /api/reviews/{id}/publish                     → Review (published; the rating counts it)
//   POST /api/reviews/{id}/reject                      ReviewRejectRequest → Review (rejected, with the reason)
// Shapes only: the form's rules (domain/reviews.ts) refine the request on the API.
import { z } from 'zod';
import { iri } from './hydra';
import { REJECT_REASON_MAX } from './limits';
import { goodIdParam, idParam, pageParam } from './params';

export const GoodIdParams = z.object({ id: goodIdParam });
export const OwnReviewParams = z.object({ goodId: goodIdParam, customerId: idParam });
export const ReviewsQuery = z.object({ page: pageParam });

const status = z.number().int().meta({ description: 'pending 0, published 1, rejected 2 (domain/reviews.ts REVIEW_STATUS)' });

export const Review = z.object({
  '@id': iri,
  '@type': z.literal('Review'),
  id: z.number().int(),
  goodId: z.number().int(),
  rate: z.number().int().min(1).max(5),
  review: z.string().nullable().meta({ description: 'Plain text (never HTML): shown escaped' }),
  authorName: z.string().meta({ description: "The author's first name only" }),
  shopId: z.number().int(),
  status,
  rejectReason: z.string().nullable().meta({ description: "Why a moderator rejected it; only in the author's own review and moderation" }),
  createdAt: z.iso.datetime(),
}).meta({ id: 'Review' });
export type Review = z.infer<typeof Review>;

export const ModerationReview = Review.extend({
  good: z.object({ id: z.number().int(), name: z.string() }),
}).meta({ id: 'ModerationReview' });
export type ModerationReview = z.infer<typeof ModerationReview>;

export const Rating = z.object({
  '@id': iri,
  '@type': z.literal('Rating'),
  averageRate: z.number().meta({ description: 'Mean of the published ratings, two decimals; 0 with none' }),
  numberRates: z.number().int(),
  numberRate1: z.number().int(),
  numberRate2: z.number().int(),
  numberRate3: z.number().int(),
  numberRate4: z.number().int(),
  numberRate5: z.number().int(),
}).meta({ id: 'Rating' });
export type Rating = z.infer<typeof Rating>;

export const ReviewCreateRequest = z.object({
  rate: z.number({ message: 'Поставьте оценку от 1 до 5.' }),
  review: z.string().max(10_000, 'Текст отзыва не должен быть больше 1000 символов.').nullable().optional()
    .meta({ description: 'Optional; blank becomes null, otherwise 5 to 1000 characters once trimmed' }),
  shopId: idParam.meta({ description: 'The shop the customer was in' }),
  captchaToken: z.string().max(4096).optional(),
}).meta({ id: 'ReviewCreateRequest' });
export type ReviewCreateRequest = z.input<typeof ReviewCreateRequest>;

export const ReviewCreated = z.object({ id: z.number().int(), status }).meta({ id: 'ReviewCreated' });
export type ReviewCreated = z.infer<typeof ReviewCreated>;

export const ReviewRejectRequest = z.object({
  reason: z.string({ message: 'Укажите причину отклонения.' }).trim()
    .min(1, 'Укажите причину отклонения.').max(REJECT_REASON_MAX, `Причина не должна быть длиннее ${REJECT_REASON_MAX} символов.`),
}).meta({ id: 'ReviewRejectRequest' });
export type ReviewRejectRequest = z.input<typeof ReviewRejectRequest>;
