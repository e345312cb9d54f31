// Server-side attempt limits for the account endpoints, per client IP and per email address.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

interface LimitRule {
  points: number; // attempts
  duration: number; // seconds
}

/** Attempts allowed per window. Per-email limits stop guessing one account from many IPs. */
export const AUTH_LIMITS = {
  signInPerIp: { points: 20, duration: 15 * 60 },
  signInPerEmail: { points: 10, duration: 15 * 60 },
  signUpPerIp: { points: 10, duration: 60 * 60 },
  resendPerIp: { points: 10, duration: 60 * 60 },
  resendPerEmail: { points: 3, duration: 15 * 60 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof AUTH_LIMITS;

export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterMemory>;

  constructor(rules: Record<LimitName, LimitRule> = AUTH_LIMITS) {
    this.limiters = Object.fromEntries(
      Object.entries(rules).map(([name, rule]) => [name, new RateLimiterMemory({ points: rule.points, duration: rule.duration, keyPrefix: name })]),
    ) as Record<LimitName, RateLimiterMemory>;
  }

  /**
   * Spends one attempt on every named limit; returns the seconds to wait when any is exhausted.
   * Each key is spent even when another is exhausted, so a flood keeps counting.
   */
  async consume(checks: Array<[LimitName, string]>): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
    let retryAfterMs = 0;
    for (const [name, key] of checks) {
      try {
        await this.limiters[name].consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) retryAfterMs = Math.max(retryAfterMs, rejection.msBeforeNext);
        else throw rejection;
      }
    }
    return retryAfterMs > 0 ? { ok: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : { ok: true };
  }
}
