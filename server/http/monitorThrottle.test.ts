// The monitor's basic auth gets the same throttle as sign-in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RateLimits, SIGN_IN_THROTTLE } from '../auth/rateLimits.ts';
import { BASE_URL, startTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
let delays: number[] = [];

beforeAll(async () => {
  const rateLimits = new RateLimits({ sleep: async (ms) => void delays.push(ms) });
  app = await startTestApp({ TRUST_PROXY: 'true', ADMIN_USER: 'admin', ADMIN_PASSWORD: 'a-long-admin-password' }, { rateLimits });
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  delays = [];
});

function monitorFrom(address: string, credentials?: string): Promise<Response> {
  const headers: Record<string, string> = { 'x-forwarded-for': address };
  if (credentials) headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  return fetch(`${BASE_URL}/colyseus/`, { headers });
}

describe('monitor sign-in throttle', () => {
  it('refuses an address after too many wrong credentials, with a wait, while the admin elsewhere gets in', async () => {
    // Opening the page without credentials (the browser's first request) is not a failure.
    for (let i = 0; i < SIGN_IN_THROTTLE.failuresPerAddressAndAccount.points + 2; i += 1) expect((await monitorFrom('10.5.0.1')).status).toBe(401);

    for (let i = 0; i < SIGN_IN_THROTTLE.failuresPerAddressAndAccount.points; i += 1) {
      expect((await monitorFrom('10.5.0.1', `admin:guess-${i}`)).status).toBe(401);
    }
    const refused = await monitorFrom('10.5.0.1', 'admin:guess-again');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Too many attempts. Please try again in 15 minutes.', code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await monitorFrom('10.5.0.1', 'admin:a-long-admin-password')).status).toBe(429);

    // Failures slowed the monitor down, they did not lock it.
    delays = [];
    const admin = await monitorFrom('10.5.0.2', 'admin:a-long-admin-password');
    expect(admin.status).toBe(200);
    expect(delays.length).toBe(1);
    expect(delays[0]).toBeGreaterThan(0);
    expect(delays[0]).toBeLessThanOrEqual(SIGN_IN_THROTTLE.delayCapMs);

    // Once in, that address is the admin's own: no slowdown next time.
    delays = [];
    expect((await monitorFrom('10.5.0.2', 'admin:a-long-admin-password')).status).toBe(200);
    expect(delays).toEqual([]);
  });
});
