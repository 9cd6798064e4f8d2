/**
 * Rate limits a test suite that is not about them can run under: every request of a suite comes
 * from one address (in-process requests have none), more often than a person would.
 */
import { RATE_LIMIT_NAMES, type RateLimitName, type RateLimitRule } from '../limits/rateLimitDefaults.js'

export const TEST_RATE_LIMITS = Object.fromEntries(
  RATE_LIMIT_NAMES.map((n) => [n, { limit: 100_000, windowSec: 60 }]),
) as Record<RateLimitName, RateLimitRule>
