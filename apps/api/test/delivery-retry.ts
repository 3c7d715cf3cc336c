import type { RetryPolicy } from '../src/delivery/queue.ts';

/** Retries at once and twice at most: a test drains them again without waiting. */
export const TEST_RETRY: RetryPolicy = {
  limit: 2,
  delaySeconds: 0,
  backoff: false,
  maxDelaySeconds: 0,
};
