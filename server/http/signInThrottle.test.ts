// A stranger's wrong passwords never lock the owner out. Failures are throttled per
// (address, account) pair and per address; the account itself only slows down, and the owner's own
// address (one that signed in before) does not even slow down.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountDelayMs, RateLimits, SIGN_IN_THROTTLE } from '../auth/rateLimits.ts';
import { Browser, confirmationLink, confirmWith, signedInBrowser, startTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
/** Every delay the throttle asked for, in ms, instead of waiting it out. */
let delays: number[] = [];
/** Share of each delay really waited (0: none), for tests of requests that overlap. */
let realShare = 0;

beforeAll(async () => {
  const rateLimits = new RateLimits({
    sleep: async (ms) => {
      delays.push(ms);
      if (realShare > 0) await new Promise((resolve) => setTimeout(resolve, ms * realShare));
    },
  });
  app = await startTestApp({ TRUST_PROXY: 'true' }, { rateLimits });
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  delays = [];
  realShare = 0;
});

function signInFrom(address: string, email: string, password: string): Promise<Response> {
  return new Browser().fetch('/api/auth/signin', { method: 'POST', json: { email, password }, headers: { 'x-forwarded-for': address } });
}

const { failuresPerAddressAndAccount, failuresPerAddress, freeAccountFailures, delayBaseMs, delayCapMs, maxInLinePerAccount } = SIGN_IN_THROTTLE;

describe('sign-in throttle', () => {
  it('refuses a stranger after too many wrong passwords, but the owner still signs in from their own address', async () => {
    await signedInBrowser(app, 'owner@example.com', 'owner-password');
    expect((await signInFrom('10.0.0.1', 'owner@example.com', 'owner-password')).status).toBe(200);

    for (let i = 0; i < failuresPerAddressAndAccount.points; i += 1) {
      const wrong = await signInFrom('10.9.9.9', 'owner@example.com', `guess-${i}`);
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ error: 'Invalid email or password', code: 'invalid_credentials' });
    }
    const refused = await signInFrom('10.9.9.9', 'owner@example.com', 'guess-again');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Too many attempts. Please try again in 15 minutes.', code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Even the right password from the stranger's address waits: the pair is refused before any check.
    expect((await signInFrom('10.9.9.9', 'owner@example.com', 'owner-password')).status).toBe(429);

    delays = [];
    const owner = await signInFrom('10.0.0.1', 'owner@example.com', 'owner-password');
    expect(owner.status).toBe(200);
    expect(delays).toEqual([]);
  });

  it('slows the account down with each failure, up to a cap, and never locks it', async () => {
    await signedInBrowser(app, 'slow@example.com', 'slow-password');
    // Failures from many addresses: each pair stays under its own limit.
    const seen: number[] = [];
    for (let i = 0; i < freeAccountFailures + 8; i += 1) {
      delays = [];
      expect((await signInFrom(`10.1.0.${i}`, 'slow@example.com', 'wrong-one')).status).toBe(401);
      seen.push(delays[0] ?? 0);
    }
    expect(seen.slice(0, freeAccountFailures + 1)).toEqual([...Array(freeAccountFailures).fill(0), delayBaseMs]);
    expect(seen[freeAccountFailures + 1]).toBe(delayBaseMs * 2);
    expect(Math.max(...seen)).toBe(delayCapMs);
    expect(seen.at(-1)).toBe(delayCapMs);

    // The owner from an address that never signed in is slowed, not refused.
    delays = [];
    const fromNewPhone = await signInFrom('10.2.0.1', 'slow@example.com', 'slow-password');
    expect(fromNewPhone.status).toBe(200);
    expect(delays).toEqual([delayCapMs]);
  });

  it('lets a successful sign-in reset its own pair', async () => {
    await signedInBrowser(app, 'typo@example.com', 'typo-password');
    for (let i = 0; i < failuresPerAddressAndAccount.points - 1; i += 1) {
      expect((await signInFrom('10.3.0.1', 'typo@example.com', 'typo-passwort')).status).toBe(401);
    }
    expect((await signInFrom('10.3.0.1', 'typo@example.com', 'typo-password')).status).toBe(200);
    for (let i = 0; i < failuresPerAddressAndAccount.points; i += 1) {
      expect((await signInFrom('10.3.0.1', 'typo@example.com', 'typo-passwort')).status).toBe(401);
    }
    expect((await signInFrom('10.3.0.1', 'typo@example.com', 'typo-passwort')).status).toBe(429);
  });

  it(`refuses an address spraying many accounts after ${failuresPerAddress.points} failures`, async () => {
    for (let i = 0; i < failuresPerAddress.points; i += 1) {
      expect((await signInFrom('10.4.0.1', `spray${i}@example.com`, 'Password1')).status).toBe(401);
    }
    const refused = await signInFrom('10.4.0.1', 'spray-last@example.com', 'Password1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signInFrom('10.4.0.2', 'spray-last@example.com', 'Password1')).status).toBe(401);
  });

  it('slows guesses sent at once exactly like guesses sent one after another, and refuses the rest with 429', async () => {
    await signedInBrowser(app, 'parallel@example.com', 'parallel-password');
    // Each slowdown really waits a twentieth of its length, so the requests overlap as they would.
    realShare = 1 / 20;
    const answers = await Promise.all(Array.from({ length: 72 }, (_, i) => signInFrom(`10.6.0.${i % 8}`, 'parallel@example.com', `guess-${i}`)));
    const checked = answers.filter((res) => res.status === 401);
    const refused = answers.filter((res) => res.status === 429);
    expect(checked.length + refused.length).toBe(72);
    expect(checked.length).toBeGreaterThanOrEqual(maxInLinePerAccount);
    expect(refused.length).toBeGreaterThan(0);
    const retryAfter = Math.ceil((maxInLinePerAccount * delayCapMs) / 1000);
    for (const res of refused) {
      expect(res.headers.get('retry-after')).toBe(String(retryAfter));
      expect(await res.json()).toEqual({ error: `Too many attempts. Please try again in ${retryAfter} seconds.`, code: 'rate_limited' });
    }
    // The n-th check waited what the n-th of a sequential run waits: none slipped past the slowdown.
    const sequential = checked.map((_, failures) => accountDelayMs(failures)).filter((ms) => ms > 0);
    expect(delays).toEqual(sequential);
  });

  it('lets the address that confirmed the email sign in without the slowdown a stranger caused', async () => {
    const home = { 'x-forwarded-for': '10.7.0.1' };
    const signup = await new Browser().fetch('/api/auth/signup', { method: 'POST', json: { email: 'confirmed-here@example.com', password: 'home-password' }, headers: home });
    expect(signup.status).toBe(201);
    const confirmed = await confirmWith(new Browser(), await confirmationLink(app.storage, 'confirmed-here@example.com'), 'home-password', home);
    expect(confirmed.status).toBe(200);

    for (let i = 0; i < freeAccountFailures + 6; i += 1) {
      expect((await signInFrom(`10.7.1.${i}`, 'confirmed-here@example.com', 'stranger-guess')).status).toBe(401);
    }
    expect(delays.at(-1)).toBe(delayCapMs);

    delays = [];
    expect((await signInFrom('10.7.0.1', 'confirmed-here@example.com', 'home-password')).status).toBe(200);
    expect(delays).toEqual([]);
    // Any other address still waits.
    expect((await signInFrom('10.7.2.1', 'confirmed-here@example.com', 'home-password')).status).toBe(200);
    expect(delays).toEqual([delayCapMs]);
  });
});
