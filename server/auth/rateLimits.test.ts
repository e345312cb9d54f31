import { describe, expect, it } from 'vitest';
import { accountDelayMs, describeWait, rateLimitedMessage, SIGN_IN_THROTTLE } from './rateLimits.ts';

describe('throttle figures', () => {
  it('slows an account down from its sixth failure, doubling up to the cap', () => {
    const delays = Array.from({ length: 12 }, (_, failures) => accountDelayMs(failures));
    expect(delays).toEqual([0, 0, 0, 0, 0, 250, 500, 1_000, 2_000, 4_000, 4_000, 4_000]);
    expect(Math.max(...delays)).toBe(SIGN_IN_THROTTLE.delayCapMs);
  });

  it('keeps "own address" memory within what a Node timer can hold', () => {
    expect(SIGN_IN_THROTTLE.knownAddressS * 1000).toBeLessThan(2 ** 31);
  });

  it('says when to try again, rounding the wait up', () => {
    expect([1, 40, 60, 61, 900, 3_600, 5_400].map(describeWait)).toEqual(['1 second', '40 seconds', '1 minute', '2 minutes', '15 minutes', '1 hour', '2 hours']);
    expect(rateLimitedMessage(898)).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});
