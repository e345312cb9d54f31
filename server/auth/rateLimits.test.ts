import { describe, expect, it } from 'vitest';
import { accountDelayMs, describeWait, LoginThrottle, rateLimitedMessage, SIGN_IN_THROTTLE } from './rateLimits.ts';

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

describe('parallel password checks on one account', () => {
  const { maxInLinePerAccount, delayCapMs } = SIGN_IN_THROTTLE;

  it('wait in line and are slowed exactly like sequential ones; past the line, 429', async () => {
    const delays: number[] = [];
    const throttle = new LoginThrottle('line', SIGN_IN_THROTTLE, async (ms) => void delays.push(ms));
    // 72 wrong passwords sent at once from 8 addresses; each reports its failure as soon as it is let through.
    const outcomes = await Promise.all(
      Array.from({ length: 72 }, async (_, i) => {
        const gate = await throttle.attempt(`10.0.0.${i % 8}`, 'victim@example.com');
        if (gate.ok) await gate.attempt.failed();
        return gate.ok ? 'checked' : gate.retryAfterSeconds;
      }),
    );
    expect(outcomes.filter((o) => o === 'checked')).toHaveLength(maxInLinePerAccount);
    expect(new Set(outcomes.filter((o) => o !== 'checked'))).toEqual(new Set([Math.ceil((maxInLinePerAccount * delayCapMs) / 1000)]));
    const sequential = Array.from({ length: maxInLinePerAccount }, (_, failures) => accountDelayMs(failures)).filter((ms) => ms > 0);
    expect(delays).toEqual(sequential);
  });

  it("lets the owner's addresses (signed in, or confirmed the email) past a full line without waiting", async () => {
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const delays: number[] = [];
    const throttle = new LoginThrottle('owner', SIGN_IN_THROTTLE, async (ms) => {
      delays.push(ms);
      await held;
    });
    const account = 'owner@example.com';
    await throttle.rememberOwnerAddress('10.9.0.1', account);
    for (let i = 0; i < SIGN_IN_THROTTLE.freeAccountFailures; i += 1) {
      const gate = await throttle.attempt(`10.1.0.${i}`, account);
      if (gate.ok) await gate.attempt.failed();
    }
    // The sixth failure's slowdown holds the line; the line fills up behind it.
    const inLine = Array.from({ length: maxInLinePerAccount }, (_, i) => throttle.attempt(`10.2.0.${i}`, account));
    const refused = await throttle.attempt('10.3.0.1', account);
    expect(refused).toEqual({ ok: false, retryAfterSeconds: Math.ceil((maxInLinePerAccount * delayCapMs) / 1000) });

    const owner = await throttle.attempt('10.9.0.1', account);
    expect(owner.ok).toBe(true);
    expect(delays).toEqual([SIGN_IN_THROTTLE.delayBaseMs]);
    if (owner.ok) await owner.attempt.succeeded();

    letGo();
    for (const pending of inLine) {
      const gate = await pending;
      if (gate.ok) await gate.attempt.failed();
    }
  });

  it('ends a turn that is never reported, so the line moves on', async () => {
    const throttle = new LoginThrottle('stall', { ...SIGN_IN_THROTTLE, turnLimitMs: 50 }, async () => {});
    const first = await throttle.attempt('10.0.0.1', 'stall@example.com');
    expect(first.ok).toBe(true);
    // first never reports (its check threw); the next one gets its turn once the limit passes.
    const started = performance.now();
    const second = await throttle.attempt('10.0.0.2', 'stall@example.com');
    expect(second.ok).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(40);
    if (second.ok) await second.attempt.failed();
  });
});
