// Google sign-in against a local fake token endpoint, Resend against a local fake API, the monitor.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { BASE_URL, Browser, startTestApp, type TestApp } from '../test/harness.ts';
import { until } from '../test/roomHelpers.ts';

interface Captured {
  path: string;
  body: string;
  auth: string | undefined;
}

function fakeServer(respond: (path: string, body: string) => unknown): Promise<{ server: Server; url: string; requests: Captured[] }> {
  const requests: Captured[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', body, auth: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(respond(req.url ?? '', body)));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, requests, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const idToken = (claims: object) => `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url(claims)}.signature`;

let app: TestApp;
let google: Awaited<ReturnType<typeof fakeServer>>;
let resend: Awaited<ReturnType<typeof fakeServer>>;
let googleClaims: object = {};

beforeAll(async () => {
  google = await fakeServer(() => ({ access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken(googleClaims) }));
  resend = await fakeServer(() => ({ id: 'email-1' }));
  app = await startTestApp(
    {
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET: 'client-secret',
      RESEND_API_KEY: 're_test_key',
      RESEND_BASE_URL: resend.url,
      ADMIN_USER: 'admin',
      ADMIN_PASSWORD: 'a-long-admin-password',
    },
    { googleTokenEndpoint: `${google.url}/token` },
  );
});
afterAll(async () => {
  await app.close();
  google.server.close();
  resend.server.close();
});

async function googleRoundTrip(browser: Browser, state?: string) {
  const start = await browser.fetch('/api/auth/google');
  expect(start.status).toBe(302);
  const location = new URL(start.headers.get('location')!);
  expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
  expect(location.searchParams.get('client_id')).toBe('client-id');
  expect(location.searchParams.get('redirect_uri')).toBe(`${BASE_URL}/api/auth/google/callback`);
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  return browser.fetch(`/api/auth/google/callback?code=the-code&state=${state ?? location.searchParams.get('state')}`);
}

describe('Google sign-in', () => {
  it('creates a confirmed account for a new verified Google user', async () => {
    googleClaims = { sub: 'g-1', email: 'NewFan@Example.com', email_verified: true };
    const browser = new Browser();
    const callback = await googleRoundTrip(browser);
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/start');
    const user = await app.storage.findUserByEmail('newfan@example.com');
    expect(user).toMatchObject({ googleId: 'g-1', passwordHash: null });
    expect(user?.emailConfirmedAt).toBeInstanceOf(Date);
    expect(await (await browser.fetch('/api/auth/session')).json()).toEqual({ user: { id: user!.id, email: 'newfan@example.com' } });
    const tokenRequest = google.requests.at(-1)!;
    expect(tokenRequest.body).toContain('code=the-code');
    expect(tokenRequest.body).toContain('code_verifier=');
  });

  it('joins an existing password account with the same verified email', async () => {
    await new Browser().post('/api/auth/signup', { email: 'both@example.com', password: 'secret1' });
    const existing = await app.storage.findUserByEmail('both@example.com');
    googleClaims = { sub: 'g-2', email: 'both@example.com', email_verified: true };
    const browser = new Browser();
    expect((await googleRoundTrip(browser)).headers.get('location')).toBe('/start');
    const joined = await app.storage.findUserByEmail('both@example.com');
    expect(joined?.id).toBe(existing!.id);
    expect(joined?.googleId).toBe('g-2');
    expect(joined?.emailConfirmedAt).toBeInstanceOf(Date);
  });

  it("drops an unconfirmed account's sign-up password when Google joins it: a stranger's sign-up keeps no way in", async () => {
    await new Browser().post('/api/auth/signup', { email: 'google-victim@example.com', password: 'strangers-pass' });
    googleClaims = { sub: 'g-5', email: 'google-victim@example.com', email_verified: true };
    const owner = new Browser();
    expect((await googleRoundTrip(owner)).headers.get('location')).toBe('/start');
    const joined = await app.storage.findUserByEmail('google-victim@example.com');
    expect(joined).toMatchObject({ googleId: 'g-5', passwordHash: null });
    expect(await app.storage.listLiveEmailTokens(joined!.id, 'confirm', new Date())).toEqual([]);
    const stranger = await new Browser().post('/api/auth/signin', { email: 'google-victim@example.com', password: 'strangers-pass' });
    expect(stranger.status).toBe(401);
  });

  it("keeps a confirmed account's password when Google joins it", async () => {
    // Emails go to the fake Resend here, so the confirmed account is made in storage.
    await app.storage.createUser({ id: 'confirmed-first', email: 'confirmed-first@example.com', passwordHash: await hashPassword('own-password'), emailConfirmedAt: new Date(), googleId: null });
    googleClaims = { sub: 'g-6', email: 'confirmed-first@example.com', email_verified: true };
    expect((await googleRoundTrip(new Browser())).headers.get('location')).toBe('/start');
    const signIn = await new Browser().post('/api/auth/signin', { email: 'confirmed-first@example.com', password: 'own-password' });
    expect(signIn.status).toBe(200);
  });

  it('does not join an account for an unverified Google email', async () => {
    await new Browser().post('/api/auth/signup', { email: 'victim@example.com', password: 'secret1' });
    googleClaims = { sub: 'g-3', email: 'victim@example.com', email_verified: false };
    const browser = new Browser();
    expect((await googleRoundTrip(browser)).headers.get('location')).toBe('/auth?notice=google_unverified');
    expect((await app.storage.findUserByEmail('victim@example.com'))?.googleId).toBeNull();
    expect(browser.cookies.has('mem_session')).toBe(false);
  });

  it('refuses a callback whose state does not match', async () => {
    googleClaims = { sub: 'g-4', email: 'state@example.com', email_verified: true };
    const browser = new Browser();
    const callback = await googleRoundTrip(browser, 'forged-state');
    expect(callback.headers.get('location')).toBe('/auth?notice=google_failed');
    expect(await app.storage.findUserByEmail('state@example.com')).toBeNull();
  });

  it('reports the provider as enabled', async () => {
    expect(await (await fetch(`${BASE_URL}/api/auth/providers`)).json()).toEqual({ google: true });
  });
});

describe('email through Resend', () => {
  it('sends the confirmation email through the Resend API and keeps no dev outbox', async () => {
    await new Browser().post('/api/auth/signup', { email: 'resend-user@example.com', password: 'secret1' });
    // The answer does not wait for the mail service (detachedDelivery): the request follows it.
    await until(() => resend.requests.some((r) => r.body.includes('resend-user@example.com')));
    const request = resend.requests.find((r) => r.body.includes('resend-user@example.com'))!;
    expect(request.path).toBe('/emails');
    expect(request.auth).toBe('Bearer re_test_key');
    const body = JSON.parse(request.body);
    expect(body.subject).toBe('Confirm your Main Event Mogul account');
    expect(body.text).toMatch(new RegExp(`${BASE_URL}/confirm-email\\?token=[a-z2-7]{32}`));
    expect(await app.storage.listOutbox(10)).toEqual([]);
    expect((await fetch(`${BASE_URL}/dev/mailbox`)).status).toBe(404);
    expect((await fetch(`${BASE_URL}/api/dev/mailbox`)).status).toBe(404);
  });
});

describe('Colyseus monitor', () => {
  it('asks for admin credentials and accepts only the right ones', async () => {
    const none = await fetch(`${BASE_URL}/colyseus/`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Basic');
    const wrong = await fetch(`${BASE_URL}/colyseus/`, { headers: { authorization: `Basic ${Buffer.from('admin:nope').toString('base64')}` } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${BASE_URL}/colyseus/`, { headers: { authorization: `Basic ${Buffer.from('admin:a-long-admin-password').toString('base64')}` } });
    expect(right.status).toBe(200);
  });
});
