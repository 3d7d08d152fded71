// Reviews from the browser (contract/reviews.ts), through this site's /api proxy, which adds the
// signed-in customer's token: the next pages of a good's reviews, its rating, the customer's own
// review, posting one; and the site admins' moderation.
import { apiClient } from './client';
import { toList, type List } from './list';
import type { HydraCollection, ModerationReview, Rating, Review, ReviewCreated, ReviewCreateRequest } from '@/contract';

const { get, getOrNull, send } = apiClient(() => '/');

export const reviewsPage = (goodId: number, page: number): Promise<List<Review>> =>
  get<HydraCollection<Review>>(`api/goods/${goodId}/reviews`, { page }).then(toList);
export const rating = (goodId: number): Promise<Rating> => get<Rating>(`api/goods/${goodId}/rating`);
/** The customer's own review of the good, or null when there is none yet. */
export const ownReview = (goodId: number, customerId: number): Promise<Review | null> =>
  getOrNull<Review>(`api/goods/${goodId}/reviews/${customerId}`);
export const postReview = (goodId: number, body: ReviewCreateRequest): Promise<ReviewCreated> =>
  send<ReviewCreated>('post', `api/goods/${goodId}/reviews`, body);

export const pendingReviews = (page: number): Promise<HydraCollection<ModerationReview>> =>
  get<HydraCollection<ModerationReview>>('api/reviews/pending', { page });
/**
 * Publishing goes through the storefront's own route (app/api/reviews/[id]/publish/route.ts), which
 * forwards it and then revalidates the good's cached product pages.
 */
export const publishReview = (id: number): Promise<Review> => send<Review>('post', `api/reviews/${id}/publish`);
export const rejectReview = (id: number, reason: string): Promise<Review> => send<Review>('post', `api/reviews/${id}/reject`, { reason });
