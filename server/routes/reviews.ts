// Reviews and ratings (contract/reviews.ts lists the routes). Reading is public; posting needs a
// customer, passes the captcha and a rate limit, and is refined with the form's own rules
// (domain/reviews.ts), so the API and the product page refuse the same input with the same words.
// Moderation is for site admins: anyone else gets 404, as if it did not exist.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  GoodIdParams, HydraError, IdParams, ModerationReview, MODERATION_PAGE_SIZE, OwnReviewParams, Rating, Review, ReviewCreated,
  ReviewCreateRequest, ReviewRejectRequest, ReviewsQuery, REVIEWS_PAGE_SIZE, hydraCollection,
} from '../../contract';
import { validateReview } from '../../domain/reviews';
import { clientIp } from '../lib/client-ip';
import { collection } from '../lib/hydra';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { requireCustomer, requireSelf, requireSiteAdmin } from '../lib/permissions';
import { createReview, listPending, listPublished, moderate, ownReview, ratingOf } from '../services/reviews';

const bearer = [{ Bearer: [] }];
const e401 = jsonLd(HydraError, 'No access token, or a bad or expired one');
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } }) as const;

const ReviewBody = ReviewCreateRequest.superRefine((b, ctx) => {
  for (const [field, message] of Object.entries(validateReview(b))) ctx.addIssue({ code: 'custom', path: [field], message });
});

const list = createRoute({
  method: 'get', path: '/api/goods/{id}/reviews', description: "The good's published reviews, newest first",
  request: { params: GoodIdParams, query: ReviewsQuery },
  responses: { 200: jsonLd(hydraCollection(Review), `${REVIEWS_PAGE_SIZE} reviews a page`), 400: errors[400], 404: jsonLd(HydraError, 'No such good') },
});
const own = createRoute({
  method: 'get', path: '/api/goods/{goodId}/reviews/{customerId}', security: bearer,
  description: "The signed-in customer's own review of the good, whatever its status",
  request: { params: OwnReviewParams },
  responses: {
    200: jsonLd(Review, 'The review, with the rejection reason when rejected'), 400: errors[400], 401: e401,
    404: jsonLd(HydraError, 'No review yet, no such good, or another customer (they answer alike)'),
  },
});
const rating = createRoute({
  method: 'get', path: '/api/goods/{id}/rating', description: "The good's rating: the mean, the count and the count of each star",
  request: { params: GoodIdParams },
  responses: { 200: jsonLd(Rating, 'The rating of the published reviews'), 400: errors[400], 404: jsonLd(HydraError, 'No such good') },
});
const create = createRoute({
  method: 'post', path: '/api/goods/{id}/reviews', security: bearer,
  description: "The signed-in customer's one review of the good: status 1 when it is published at once (a verified "
    + 'purchase rated without text), 0 when it waits for moderation',
  request: { params: GoodIdParams, ...body(ReviewBody) },
  responses: {
    201: jsonLd(ReviewCreated, 'The review was saved'), 400: jsonLd(HydraError, 'A rejected captcha (violation on captchaToken)'),
    401: e401, 404: jsonLd(HydraError, 'No such good'),
    422: jsonLd(HydraError, 'Violations of the review rules, an unknown shop, or a second review of the good'),
    429: jsonLd(HydraError, 'Too many reviews in a row: Retry-After says when to post again'),
  },
});
const e404admin = jsonLd(HydraError, 'Not a site admin (the moderation does not exist for anyone else), or no such review');
const pending = createRoute({
  method: 'get', path: '/api/reviews/pending', security: bearer, description: 'Reviews waiting for moderation, newest first (site admins)',
  request: { query: ReviewsQuery },
  responses: { 200: jsonLd(hydraCollection(ModerationReview), `${MODERATION_PAGE_SIZE} a page`), 400: errors[400], 401: e401, 404: e404admin },
});
const publish = createRoute({
  method: 'post', path: '/api/reviews/{id}/publish', security: bearer, description: "Publishes a pending review: the good's rating counts it (site admins)",
  request: { params: IdParams },
  responses: { 200: jsonLd(Review, 'The published review'), 400: errors[400], 401: e401, 404: e404admin, 409: jsonLd(HydraError, 'The review is not pending') },
});
const reject = createRoute({
  method: 'post', path: '/api/reviews/{id}/reject', security: bearer, description: 'Rejects a pending review with a reason the author sees (site admins)',
  request: { params: IdParams, ...body(ReviewRejectRequest) },
  responses: {
    200: jsonLd(Review, 'The rejected review'), 400: errors[400], 401: e401, 404: e404admin,
    409: jsonLd(HydraError, 'The review is not pending'), 422: errors[422],
  },
});

export const reviewRoutes = createRouter();
openapi(reviewRoutes, list, async (c) => {
  const { page } = c.req.valid('query');
  const { members, total } = await listPublished(c.var.db, c.req.valid('param').id, page);
  return c.json(collection(c, members, total, { page, itemsPerPage: REVIEWS_PAGE_SIZE }), 200);
});
openapi(reviewRoutes, own, async (c) => {
  const { goodId, customerId } = c.req.valid('param');
  const customer = await requireSelf(c, customerId);
  return c.json(await ownReview(c.var.db, goodId, customer.id), 200);
});
openapi(reviewRoutes, rating, async (c) => c.json(await ratingOf(c.var.db, c.req.valid('param').id), 200));
openapi(reviewRoutes, create, async (c) => {
  const customer = await requireCustomer(c);
  const b = c.req.valid('json');
  const goodId = c.req.valid('param').id;
  const ctx = { db: c.var.db, services: c.var.services, ip: clientIp(c) };
  return c.json(await createReview(ctx, goodId, customer.id, b), 201);
});
openapi(reviewRoutes, pending, async (c) => {
  await requireSiteAdmin(c);
  const { page } = c.req.valid('query');
  const { members, total } = await listPending(c.var.db, page);
  return c.json(collection(c, members, total, { page, itemsPerPage: MODERATION_PAGE_SIZE }), 200);
});
openapi(reviewRoutes, publish, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await moderate(c.var.db, c.req.valid('param').id, admin.id, { publish: true }), 200);
});
openapi(reviewRoutes, reject, async (c) => {
  const admin = await requireSiteAdmin(c);
  const { reason } = c.req.valid('json');
  return c.json(await moderate(c.var.db, c.req.valid('param').id, admin.id, { publish: false, reason }), 200);
});
