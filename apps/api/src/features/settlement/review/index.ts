export { registerReviewRoutes } from './review.routes.ts';
export { createReviewService, type ReviewService } from './review.service.ts';
