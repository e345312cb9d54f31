// "Forgot password?" (docs/accounts.md "Password reset"): a one-time link by email, valid for an hour,
// stored hashed, dead after use or after a newer one; the reset ends every session of the account and
// closes its game connections, then signs the browser that reset in. Same answer for any email.
import { Client } from '@colyseus/sdk';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '#shared/protocol/commands.ts';
import { GameState } from '#shared/schema/GameState.ts';
import { PasswordResetMessages, RESET_LINK_LIFETIME_MS } from '#shared/validation/passwordReset.ts';
import { PasswordReset } from '../auth/passwordReset.ts';
import { hashPassword } from '../auth/passwords.ts';
import { AUTH_LIMITS, RateLimits, SIGN_IN_THROTTLE } from '../auth/rateLimits.ts';
import { hashToken } from '../auth/tokens.ts';
import type { EmailMessage, Mailer } from '../email/mailer.ts';
import { BASE_URL, Browser, startTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
/** Delays the sign-in throttle asked for, in ms (recorded, not waited out). */
const throttleDelays: number[] = [];
beforeAll(async () => {
  // Each test speaks from its own address (X-Forwarded-For), so the per-address limits of one test do
  // not spill into the next; the account throttle's delays are not waited out.
  app = await startTestApp({ TRUST_PROXY: 'true' }, { rateLimits: new RateLimits({ sleep: async (ms) => void throttleDelays.push(ms) }) });
});
afterAll(async () => {
  await app.close();
});

const RESET_SUBJECT = 'Reset your Main Event Mogul password';
const LINK_INVALID = { error: PasswordResetMessages.linkInvalid, code: 'reset_link_invalid' };

/** A browser tab on its own client address. */
class Tab extends Browser {
  readonly address: string;
  constructor(address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) {
    super();
    this.address = address;
  }
  override fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.address);
    return super.fetch(path, { ...init, headers });
  }
}

async function account(email: string, password: string | null, confirmed = true, googleId: string | null = null) {
  return app.storage.createUser({
    id: randomUUID(),
    email,
    passwordHash: password ? await hashPassword(password) : null,
    emailConfirmedAt: confirmed ? new Date() : null,
    googleId,
  });
}

async function signedIn(email: string, password: string): Promise<Tab> {
  const tab = new Tab();
  const answer = await tab.post('/api/auth/signin', { email, password });
  expect(answer.status).toBe(200);
  return tab;
}

async function whoIs(browser: Browser): Promise<string | null> {
  const body = (await (await browser.fetch('/api/auth/session')).json()) as { user: { email: string } | null };
  return body.user?.email ?? null;
}

async function resetEmails(to: string) {
  return (await app.storage.listOutbox(500)).filter((email) => email.to === to && email.subject === RESET_SUBJECT);
}

/** The token of the newest reset email to `to`, once `count` of them have arrived (they are sent after the answer). */
async function resetToken(to: string, count = 1): Promise<string> {
  return vi.waitFor(
    async () => {
      const emails = await resetEmails(to);
      expect(emails).toHaveLength(count);
      const token = emails[0]!.text.match(/\/reset-password\?token=([a-z2-7]{32})\b/)?.[1];
      expect(token).toBeDefined();
      return token!;
    },
    { timeout: 5_000, interval: 20 },
  );
}

async function requestLink(tab: Tab, email: string, count = 1): Promise<string> {
  const answer = await tab.post('/api/auth/forgot-password', { email });
  expect(answer.status).toBe(202);
  return resetToken(email, count);
}

const signInStatus = async (email: string, password: string) => (await new Tab().post('/api/auth/signin', { email, password })).status;

describe('asking for a reset link', () => {
  it('answers the same for a registered and an unknown email, and emails only the registered one, once', async () => {
    await account('known-reset@example.com', 'old-password');
    const tab = new Tab();
    const unknown = await tab.post('/api/auth/forgot-password', { email: 'nobody-reset@example.com' });
    const known = await tab.post('/api/auth/forgot-password', { email: 'Known-Reset@Example.com ' });

    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    const body = await known.json();
    expect(await unknown.json()).toEqual(body);
    expect(body).toEqual({ message: PasswordResetMessages.forgotSent });

    await resetToken('known-reset@example.com');
    const [email] = await resetEmails('known-reset@example.com');
    expect(email!.text).toContain(`${BASE_URL}/reset-password?token=`);
    expect(email!.text).toContain('expires in 1 hour');
    expect(email!.html).toContain('Choose a new password');
    expect(await resetEmails('nobody-reset@example.com')).toEqual([]);
  });

  it('answers before looking the email up or sending anything, so the timing cannot tell who is registered', async () => {
    await account('slow-mail@example.com', 'old-password');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const lookup = vi.spyOn(app.storage, 'findUserByEmail').mockImplementation(async () => {
      await held;
      return null;
    });
    try {
      const answer = await new Tab().post('/api/auth/forgot-password', { email: 'slow-mail@example.com' });
      expect(answer.status).toBe(202);
      expect(lookup).toHaveBeenCalledTimes(1);
    } finally {
      release();
      lookup.mockRestore();
    }
  });

  it('stores only the SHA-256 of the token sent by email', async () => {
    await account('hashed-reset@example.com', 'old-password');
    const token = await requestLink(new Tab(), 'hashed-reset@example.com');
    expect(await app.storage.findEmailToken(token, 'reset', new Date())).toBeNull();
    const stored = await app.storage.findEmailToken(hashToken(token), 'reset', new Date());
    expect(stored?.id).toBe(hashToken(token));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(RESET_LINK_LIFETIME_MS);
  });

  it('refuses a malformed email with the sign-up sentence and sends nothing', async () => {
    const answer = await new Tab().post('/api/auth/forgot-password', { email: 'not-an-email' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'Please enter a valid email address', code: 'validation' });
  });
});

describe('setting the new password', () => {
  it('ends every session and game connection of the account, signs this browser in, and the link works once', async () => {
    await account('reset-all@example.com', 'old-password');
    const laptop = await signedIn('reset-all@example.com', 'old-password');
    const phone = await signedIn('reset-all@example.com', 'old-password');
    const game = await new Client(BASE_URL, { headers: { cookie: phone.cookieHeader() } }).joinOrCreate('game', {}, GameState);
    const left = new Promise<number>((resolve) => game.onLeave((code) => resolve(code)));

    const resetter = new Tab();
    const token = await requestLink(resetter, 'reset-all@example.com');
    const check = await resetter.post('/api/auth/reset-password/check', { token });
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ email: 'reset-all@example.com', hasPassword: true });

    const done = await resetter.post('/api/auth/reset-password', { token, password: 'new-password' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ user: { email: 'reset-all@example.com' }, message: PasswordResetMessages.done });

    expect(await left).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await whoIs(laptop)).toBeNull();
    expect(await whoIs(phone)).toBeNull();
    expect(await whoIs(resetter)).toBe('reset-all@example.com');
    expect(await signInStatus('reset-all@example.com', 'old-password')).toBe(401);
    expect(await signInStatus('reset-all@example.com', 'new-password')).toBe(200);

    // Used: dead for the check and for a second reset.
    expect(await (await resetter.post('/api/auth/reset-password/check', { token })).json()).toEqual(LINK_INVALID);
    const again = await new Tab().post('/api/auth/reset-password', { token, password: 'third-password' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(LINK_INVALID);
    expect(await signInStatus('reset-all@example.com', 'new-password')).toBe(200);
  });

  it('kills an older link when a newer one is sent', async () => {
    await account('newer-link@example.com', 'old-password');
    const tab = new Tab();
    const first = await requestLink(tab, 'newer-link@example.com', 1);
    const second = await requestLink(tab, 'newer-link@example.com', 2);
    expect(second).not.toBe(first);

    const stale = await tab.post('/api/auth/reset-password', { token: first, password: 'stale-password' });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toEqual(LINK_INVALID);
    expect((await tab.post('/api/auth/reset-password', { token: second, password: 'fresh-password' })).status).toBe(200);
    expect(await signInStatus('newer-link@example.com', 'fresh-password')).toBe(200);
  });

  it('applies the sign-up password rules and keeps the link usable after a refusal', async () => {
    await account('rules-reset@example.com', 'old-password');
    const tab = new Tab();
    const token = await requestLink(tab, 'rules-reset@example.com');
    const cases: Array<[unknown, string]> = [
      [{ token, password: '12345' }, 'Password must be at least 6 characters'],
      [{ token, password: 'x'.repeat(129) }, 'Password must be 128 characters or less'],
      [{ token }, 'Password is required'],
      [['new-password'], 'Request body must be a JSON object'],
    ];
    for (const [body, error] of cases) {
      const refused = await tab.post('/api/auth/reset-password', body);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe(error);
    }
    expect(await signInStatus('rules-reset@example.com', 'old-password')).toBe(200);
    expect((await tab.post('/api/auth/reset-password', { token, password: '123456' })).status).toBe(200);
  });

  it('refuses junk tokens with the same sentence', async () => {
    for (const token of ['', 'a'.repeat(32), 'not a token', 42]) {
      const refused = await new Tab().post('/api/auth/reset-password', { token, password: 'new-password' });
      expect(refused.status).toBe(400);
      if (typeof token === 'string') expect(await refused.json()).toEqual(LINK_INVALID);
    }
  });

  it('adds a password to a Google-only account', async () => {
    await account('google-reset@example.com', null, true, 'google-sub-reset');
    const tab = new Tab();
    const token = await requestLink(tab, 'google-reset@example.com');
    expect(await (await tab.post('/api/auth/reset-password/check', { token })).json()).toEqual({ email: 'google-reset@example.com', hasPassword: false });
    expect((await tab.post('/api/auth/reset-password', { token, password: 'added-password' })).status).toBe(200);
    expect(await signInStatus('google-reset@example.com', 'added-password')).toBe(200);
    expect((await app.storage.findUserByEmail('google-reset@example.com'))?.googleId).toBe('google-sub-reset');
  });

  it('confirms an unconfirmed account (the link proves the inbox) and kills its pending confirmation links', async () => {
    const user = await account('unconfirmed-reset@example.com', 'stranger-password', false);
    await app.storage.createEmailToken({ id: hashToken('pendingconfirmationtoken22222222'), userId: user.id, kind: 'confirm', createdAt: new Date(), expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS) });
    const tab = new Tab();
    const token = await requestLink(tab, 'unconfirmed-reset@example.com');
    expect((await tab.post('/api/auth/reset-password', { token, password: 'owner-password' })).status).toBe(200);

    expect((await app.storage.findUserByEmail('unconfirmed-reset@example.com'))?.emailConfirmedAt).toBeInstanceOf(Date);
    expect(await app.storage.consumeEmailToken(hashToken('pendingconfirmationtoken22222222'), 'confirm', new Date())).toBeNull();
    expect(await signInStatus('unconfirmed-reset@example.com', 'stranger-password')).toBe(401);
    expect(await signInStatus('unconfirmed-reset@example.com', 'owner-password')).toBe(200);
  });
});

describe('the sign-in throttle after a reset', () => {
  it("counts the address that reset as the owner's: a stranger's guesses do not slow its sign-in", async () => {
    await account('guessed-reset@example.com', 'old-password');
    for (let i = 0; i <= SIGN_IN_THROTTLE.freeAccountFailures; i += 1) expect(await signInStatus('guessed-reset@example.com', 'wrong-guess')).toBe(401);
    const owner = new Tab();
    const token = await requestLink(owner, 'guessed-reset@example.com');
    expect((await owner.post('/api/auth/reset-password', { token, password: 'owner-password' })).status).toBe(200);

    throttleDelays.length = 0;
    expect((await owner.post('/api/auth/signin', { email: 'guessed-reset@example.com', password: 'owner-password' })).status).toBe(200);
    expect(throttleDelays).toEqual([]);
    // From elsewhere the account is still slowed down.
    expect(await signInStatus('guessed-reset@example.com', 'owner-password')).toBe(200);
    expect(throttleDelays.length).toBe(1);
  });
});

describe('link lifetime (injected clock)', () => {
  class CapturingMailer implements Mailer {
    readonly kind = 'outbox' as const;
    sent: EmailMessage[] = [];
    async send(message: EmailMessage) {
      this.sent.push(message);
    }
  }

  it(`works until just before ${RESET_LINK_LIFETIME_MS / 60_000} minutes, and not at ${RESET_LINK_LIFETIME_MS / 60_000}`, async () => {
    const user = await account('expiry-reset@example.com', 'old-password');
    let now = new Date('2027-03-01T12:00:00Z');
    const mailer = new CapturingMailer();
    const reset = new PasswordReset(app.storage, mailer, BASE_URL, () => now);
    expect(await reset.request('expiry-reset@example.com')).toBe('sent');
    const token = mailer.sent[0]!.text.match(/token=([a-z2-7]{32})/)![1]!;

    now = new Date(now.getTime() + RESET_LINK_LIFETIME_MS - 1);
    expect(await reset.check(token)).toEqual({ email: user.email, hasPassword: true });
    now = new Date(now.getTime() + 1);
    expect(await reset.check(token)).toBeNull();
    expect(await reset.reset(token, 'late-password')).toBeNull();
    expect(await signInStatus('expiry-reset@example.com', 'old-password')).toBe(200);
  });

  it('answers an expired link over HTTP with the sentence and a way to ask again', async () => {
    await account('expired-http@example.com', 'old-password');
    const mailer = new CapturingMailer();
    // Sent an hour ago (by the server's own clock), so it expires now.
    const reset = new PasswordReset(app.storage, mailer, BASE_URL, () => new Date(Date.now() - RESET_LINK_LIFETIME_MS));
    await reset.request('expired-http@example.com');
    const token = mailer.sent[0]!.text.match(/token=([a-z2-7]{32})/)![1]!;
    const answer = await new Tab().post('/api/auth/reset-password', { token, password: 'late-password' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual(LINK_INVALID);
  });
});

describe('rate limits', () => {
  it(`sends at most ${AUTH_LIMITS.forgotPerEmail.points} reset emails per email per window, then 429 with Retry-After`, async () => {
    await account('flooded-inbox@example.com', 'old-password');
    for (let i = 1; i <= AUTH_LIMITS.forgotPerEmail.points; i += 1) await requestLink(new Tab(), 'flooded-inbox@example.com', i);
    const refused = await new Tab().post('/api/auth/forgot-password', { email: 'flooded-inbox@example.com' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: 'Too many attempts. Please try again in 15 minutes.', code: 'rate_limited' });
    // An unknown email is limited the same way, so the limit does not reveal who is registered.
    for (let i = 0; i < AUTH_LIMITS.forgotPerEmail.points; i += 1) expect((await new Tab().post('/api/auth/forgot-password', { email: 'flooded-nobody@example.com' })).status).toBe(202);
    expect((await new Tab().post('/api/auth/forgot-password', { email: 'flooded-nobody@example.com' })).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await resetEmails('flooded-inbox@example.com')).toHaveLength(AUTH_LIMITS.forgotPerEmail.points);
  });

  it(`refuses an address after ${AUTH_LIMITS.forgotPerIp.points} requests per hour`, async () => {
    const tab = new Tab('10.250.0.1');
    for (let i = 0; i < AUTH_LIMITS.forgotPerIp.points; i += 1) expect((await tab.post('/api/auth/forgot-password', { email: `per-ip-${i}@example.com` })).status).toBe(202);
    const refused = await tab.post('/api/auth/forgot-password', { email: 'per-ip-last@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await new Tab('10.250.0.2').post('/api/auth/forgot-password', { email: 'per-ip-last@example.com' })).status).toBe(202);
  });

  it(`refuses token guessing after ${AUTH_LIMITS.resetPerIp.points} checks or resets per address`, async () => {
    const guesser = new Tab('10.250.0.3');
    for (let i = 0; i < AUTH_LIMITS.resetPerIp.points; i += 1) {
      const path = i % 2 === 0 ? '/api/auth/reset-password' : '/api/auth/reset-password/check';
      expect((await guesser.post(path, { token: 'a'.repeat(32), password: 'guess-password' })).status).toBe(400);
    }
    const refused = await guesser.post('/api/auth/reset-password', { token: 'b'.repeat(32), password: 'guess-password' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await guesser.post('/api/auth/reset-password/check', { token: 'b'.repeat(32) })).status).toBe(429);
  });
});
