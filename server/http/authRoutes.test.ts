import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.ts';
import { BASE_URL, Browser, confirmationLink, confirmWith, TEST_PORT, signedInBrowser, startTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

describe('sign up, confirm, sign in, sign out', () => {
  it('walks the whole account flow', async () => {
    const browser = new Browser();
    const signup = await browser.post('/api/auth/signup', { email: 'Champ@Example.com', password: 'secret1' });
    expect(signup.status).toBe(201);
    expect(await signup.json()).toEqual({ message: 'Please check your email to confirm your account.' });
    expect(browser.cookies.size).toBe(0);

    const user = await app.storage.findUserByEmail('champ@example.com');
    expect(user?.emailConfirmedAt).toBeNull();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const early = await browser.post('/api/auth/signin', { email: 'champ@example.com', password: 'secret1' });
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({
      error: 'Please confirm your email address before signing in. Check your inbox for the confirmation link, or send it again.',
      code: 'email_unconfirmed',
    });

    const firstLink = await confirmationLink(app.storage, 'champ@example.com');
    const resend = await browser.post('/api/auth/resend', { email: 'champ@example.com' });
    expect(resend.status).toBe(202);
    const secondLink = await confirmationLink(app.storage, 'champ@example.com');
    expect(secondLink).not.toBe(firstLink);

    expect(pathOf(secondLink)).toMatch(/^\/confirm-email\?token=[a-z2-7]{32}$/);

    // Confirming asks for the password chosen at sign-up; without it nothing happens.
    const withoutPassword = await confirmWith(browser, secondLink, null);
    expect(withoutPassword.status).toBe(400);
    expect(await withoutPassword.json()).toEqual({ error: 'Enter the password you chose when you signed up.', code: 'confirm_password_needed' });
    expect(browser.cookies.size).toBe(0);

    const confirm = await confirmWith(browser, secondLink, 'secret1');
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toEqual({ user: { id: user!.id, email: 'champ@example.com' } });
    const cookie = confirm.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^mem_session=[a-z2-7]{32}; Path=\/; HttpOnly; SameSite=Lax; Expires=/);

    // The resend left the first link live until the account was confirmed; confirming ended every link.
    const stale = await confirmWith(new Browser(), firstLink, 'secret1');
    expect(stale.status).toBe(400);
    expect(await stale.json()).toEqual({ error: 'This confirmation link is invalid or has expired. Sign in to get a new one.', code: 'confirm_invalid' });
    expect(stale.headers.getSetCookie()).toEqual([]);

    const session = await browser.fetch('/api/auth/session');
    expect(await session.json()).toEqual({ user: { id: user!.id, email: 'champ@example.com' } });

    const reused = await confirmWith(new Browser(), secondLink, 'secret1');
    expect(reused.status).toBe(400);
    expect(reused.headers.getSetCookie()).toEqual([]);

    const signout = await browser.post('/api/auth/signout', {});
    expect(signout.status).toBe(204);
    expect(await (await browser.fetch('/api/auth/session')).json()).toEqual({ user: null });

    const signin = await browser.post('/api/auth/signin', { email: 'CHAMP@example.com', password: 'secret1' });
    expect(signin.status).toBe(200);
    expect(await signin.json()).toEqual({ user: { id: user!.id, email: 'champ@example.com' } });
    expect(await (await browser.fetch('/api/auth/session')).json()).toEqual({ user: { id: user!.id, email: 'champ@example.com' } });
  });

  it('stores only the SHA-256 of the session token', async () => {
    const browser = await signedInBrowser(app, 'hash@example.com');
    const token = browser.cookies.get('mem_session')!;
    expect(await app.storage.findSession(token)).toBeNull();
    expect(await app.storage.findSession(hashToken(token))).not.toBeNull();
  });

  it('removes the session on sign out, so the old cookie no longer works', async () => {
    const browser = await signedInBrowser(app, 'signout@example.com');
    const token = browser.cookies.get('mem_session')!;
    await browser.post('/api/auth/signout', {});
    expect(await app.storage.findSession(hashToken(token))).toBeNull();
    const replay = new Browser();
    replay.cookies.set('mem_session', token);
    expect(await (await replay.fetch('/api/auth/session')).json()).toEqual({ user: null });
  });

  it('answers an unknown email and a wrong password with the same message', async () => {
    await signedInBrowser(app, 'known@example.com', 'right-password');
    const wrong = await new Browser().post('/api/auth/signin', { email: 'known@example.com', password: 'wrong-password' });
    const unknown = await new Browser().post('/api/auth/signin', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { error: 'Invalid email or password', code: 'invalid_credentials' };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
  });

  it('gives a second sign-up with the same email the same answer and creates nothing new', async () => {
    await signedInBrowser(app, 'twice@example.com');
    const before = await app.storage.findUserByEmail('twice@example.com');
    const again = await new Browser().post('/api/auth/signup', { email: 'twice@example.com', password: 'other-pass' });
    expect(again.status).toBe(201);
    expect(await app.storage.findUserByEmail('twice@example.com')).toEqual(before);
  });
});

describe('bad input changes nothing', () => {
  const cases: Array<[string, unknown, string]> = [
    ['missing email', { password: 'secret1' }, 'Email is required'],
    ['missing password', { email: 'bad@example.com' }, 'Password is required'],
    ['short password', { email: 'bad@example.com', password: '12345' }, 'Password must be at least 6 characters'],
    ['malformed email', { email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address'],
    ['wrong types', { email: ['bad@example.com'], password: 123456 }, 'Email is required'],
    ['array body', ['bad@example.com'], 'Request body must be a JSON object'],
    ['string body', 'hello', 'Request body must be a JSON object'],
  ];
  for (const [name, body, message] of cases) {
    it(`refuses sign-up with ${name}`, async () => {
      const outboxBefore = (await app.storage.listOutbox(100)).length;
      const res = await new Browser().post('/api/auth/signup', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: message, code: 'validation' });
      expect(await app.storage.findUserByEmail('bad@example.com')).toBeNull();
      expect((await app.storage.listOutbox(100)).length).toBe(outboxBefore);
    });
  }

  it('refuses malformed JSON with 400', async () => {
    const res = await fetch(`${BASE_URL}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Malformed JSON body', code: 'malformed_json' });
  });

  it('refuses an oversized body with 413', async () => {
    const res = await new Browser().post('/api/auth/signup', { email: 'big@example.com', password: 'x'.repeat(20_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body too large', code: 'body_too_large' });
    expect(await app.storage.findUserByEmail('big@example.com')).toBeNull();
  });

  it('refuses a body that is not JSON', async () => {
    const res = await fetch(`${BASE_URL}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'email=a' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Request body must be a JSON object', code: 'validation' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await fetch(`${BASE_URL}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No API route GET /nope', code: 'not_found' });
  });

  it('treats a forged or junk session cookie as signed out', async () => {
    for (const value of ['forged', 'a'.repeat(32), '%%%', '']) {
      const browser = new Browser();
      browser.cookies.set('mem_session', value);
      const res = await browser.fetch('/api/auth/session');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ user: null });
    }
  });

  it('treats an expired session as signed out and deletes it', async () => {
    const browser = await signedInBrowser(app, 'expired@example.com');
    const id = hashToken(browser.cookies.get('mem_session')!);
    await app.storage.updateSessionExpiry(id, new Date(Date.now() - 1000));
    expect(await (await browser.fetch('/api/auth/session')).json()).toEqual({ user: null });
    expect(await app.storage.findSession(id)).toBeNull();
  });

  it('slides a session used in its second half to a fresh 30 days', async () => {
    const browser = await signedInBrowser(app, 'sliding@example.com');
    const id = hashToken(browser.cookies.get('mem_session')!);
    await app.storage.updateSessionExpiry(id, new Date(Date.now() + 2 * 24 * 3600 * 1000));
    const res = await browser.fetch('/api/auth/session');
    expect(res.headers.getSetCookie()[0]).toMatch(/^mem_session=/);
    const session = await app.storage.findSession(id);
    const days = (session!.expiresAt.getTime() - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(29.9);
  });

  it('refuses a confirmation link with a junk token', async () => {
    for (const query of ['', '?token=', '?token=abc', '?token[]=x']) {
      const res = await new Browser().fetch(`/api/auth/confirm${query}`);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/auth?notice=confirm_invalid');
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses writes from another site', async () => {
    const res = await new Browser().fetch('/api/auth/signup', {
      method: 'POST',
      json: { email: 'csrf@example.com', password: 'secret1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await app.storage.findUserByEmail('csrf@example.com')).toBeNull();
  });
});

describe('health and headers', () => {
  it('reports storage kind and readiness', async () => {
    const res = await fetch(`${BASE_URL}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', storage: 'sqlite', ready: true, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('sends a CSP that allows only our origin and its websocket', async () => {
    const res = await fetch(`${BASE_URL}/api/health`);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`connect-src 'self' ws://localhost:${TEST_PORT}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('says the Google button is disabled and how to enable it', async () => {
    expect(await (await fetch(`${BASE_URL}/api/auth/providers`)).json()).toEqual({ google: false });
    const res = await fetch(`${BASE_URL}/api/auth/google`, { redirect: 'manual' });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toContain('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
  });

  it('lists outbox emails with clickable links at /dev/mailbox', async () => {
    await new Browser().post('/api/auth/signup', { email: 'mailbox@example.com', password: 'secret1' });
    const link = await confirmationLink(app.storage, 'mailbox@example.com');
    const html = await (await fetch(`${BASE_URL}/dev/mailbox`)).text();
    expect(html).toContain('Dev mailbox');
    expect(html).toContain(`<a href="${link}">`);
    const json = await (await fetch(`${BASE_URL}/api/dev/mailbox`)).json();
    expect(json.emails[0]).toMatchObject({ to: 'mailbox@example.com', subject: 'Confirm your Main Event Mogul account', links: [link] });
  });

  it('has no monitor without admin credentials', async () => {
    const res = await fetch(`${BASE_URL}/colyseus`);
    expect(res.status).toBe(404);
  });
});
