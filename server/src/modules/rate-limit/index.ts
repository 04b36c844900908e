/**
 * The rate-limit module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { default as rateLimitPlugin, UPLOAD_ROUTES } from './rate-limit.plugin';
export { RateLimitRepository } from './rate-limit.repository';
export { RateLimiter, slowedAllowance } from './rate-limit.service';
