import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS, RateLimits, SIGN_IN_THROTTLE } from '../auth/rateLimits.ts';
import { Browser, startTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  // The account slowdown's delays are not waited out here (signInThrottle.test.ts checks them).
  app = await startTestApp({}, { rateLimits: new RateLimits({ sleep: async () => {} }) });
});
afterAll(async () => {
  await app.close();
});

describe('server-side rate limits', () => {
  it(`refuses the sign-in after ${SIGN_IN_THROTTLE.failuresPerAddressAndAccount.points} failures from one address on one email`, async () => {
    const attempt = () => new Browser().post('/api/auth/signin', { email: 'target@example.com', password: 'guess-guess' });
    for (let i = 0; i < SIGN_IN_THROTTLE.failuresPerAddressAndAccount.points; i += 1) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Too many attempts. Please try again in 15 minutes.', code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another email from the same IP still works until the per-IP limit.
    expect((await new Browser().post('/api/auth/signin', { email: 'other@example.com', password: 'guess-guess' })).status).toBe(401);
  });

  it(`refuses resends after ${AUTH_LIMITS.resendPerEmail.points} per email, and sends nothing more`, async () => {
    await new Browser().post('/api/auth/signup', { email: 'resend@example.com', password: 'secret1' });
    for (let i = 0; i < AUTH_LIMITS.resendPerEmail.points; i += 1) {
      expect((await new Browser().post('/api/auth/resend', { email: 'resend@example.com' })).status).toBe(202);
    }
    const before = (await app.storage.listOutbox(100)).length;
    const refused = await new Browser().post('/api/auth/resend', { email: 'resend@example.com' });
    expect(refused.status).toBe(429);
    expect((await app.storage.listOutbox(100)).length).toBe(before);
  });

  it(`refuses sign-ups after ${AUTH_LIMITS.signUpPerIp.points} from one IP and stores nothing`, async () => {
    // One sign-up was spent by the previous test.
    for (let i = 1; i < AUTH_LIMITS.signUpPerIp.points; i += 1) {
      expect((await new Browser().post('/api/auth/signup', { email: `flood${i}@example.com`, password: 'secret1' })).status).toBe(201);
    }
    const refused = await new Browser().post('/api/auth/signup', { email: 'flood-last@example.com', password: 'secret1' });
    expect(refused.status).toBe(429);
    expect(await app.storage.findUserByEmail('flood-last@example.com')).toBeNull();
  });
});
