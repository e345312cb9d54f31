// Confirming an email: the link proves the inbox; the password chosen at sign-up, asked whenever the
// account is unconfirmed, proves which sign-up is the inbox owner's, and confirming sets it. So a
// stranger's sign-up of someone's address cannot be confirmed by its owner with a click (the owner gets in
// with a password reset instead). Confirming is a same-origin POST from our page, never a GET another site
// can open; a registered address gets at most one "already registered" note an hour (docs/accounts.md).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALREADY_REGISTERED_NOTE_INTERVAL_S, MAX_LIVE_CONFIRMATION_LINKS } from '../auth/accounts.ts';
import { RateLimits, SIGN_IN_THROTTLE } from '../auth/rateLimits.ts';
import { Browser, BASE_URL, confirmationLink, confirmWith, linkToken, signedInBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { closeRoom, joinGame, own, until } from '../test/roomHelpers.ts';

let app: TestApp;
beforeAll(async () => {
  // The throttle's slowdown is not waited out here (signInThrottle.test.ts measures it).
  const rateLimits = new RateLimits({ sleep: async () => {} });
  app = await startTestApp({ TRUST_PROXY: 'true' }, { roomGraceMs: 200, rateLimits });
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

const INVALID = { error: 'This confirmation link is invalid or has expired. Sign in to get a new one.', code: 'confirm_invalid' };
const PASSWORD_NEEDED = { error: 'Enter the password you chose when you signed up.', code: 'confirm_password_needed' };
const WRONG_PASSWORD = {
  error: 'That is not the password this address signed up with. Enter the password you chose when you signed up.',
  code: 'confirm_wrong_password',
};

/** A browser at its own address (TRUST_PROXY: the test sets the forwarded address). */
function from(address: string) {
  const browser = new Browser();
  const headers = { 'x-forwarded-for': address };
  return {
    browser,
    signUp: (email: string, password: string) => browser.fetch('/api/auth/signup', { method: 'POST', json: { email, password }, headers }),
    signIn: (email: string, password: string) => browser.fetch('/api/auth/signin', { method: 'POST', json: { email, password }, headers }),
    /** Confirms without a password (as for an account that is already confirmed). */
    confirm: (link: string) => confirmWith(browser, link, null, headers),
    /** Confirms as the page does: with the password typed into its field. */
    confirmWithPassword: (link: string, password: string) => confirmWith(browser, link, password, headers),
    forgotPassword: (email: string) => browser.fetch('/api/auth/forgot-password', { method: 'POST', json: { email }, headers: { origin: BASE_URL, ...headers } }),
    resetPassword: (token: string, password: string) =>
      browser.fetch('/api/auth/reset-password', { method: 'POST', json: { token, password }, headers: { origin: BASE_URL, ...headers } }),
    check: async (link: string) => {
      const res = await browser.fetch('/api/auth/confirm/check', { method: 'POST', json: { token: linkToken(link) }, headers });
      return { status: res.status, body: (await res.json()) as unknown };
    },
  };
}

const outboxTo = async (email: string) => (await app.storage.listOutbox(100)).filter((e) => e.to === email);
/** Every confirmation link mailed to `email`, newest first. */
const confirmationLinks = async (email: string) =>
  (await outboxTo(email)).map((e) => e.text.match(/https?:\/\/\S+\/confirm-email\?token=[a-z2-7]+/)?.[0]).filter((link): link is string => Boolean(link));
const liveLinkCount = async (email: string) => {
  const user = await app.storage.findUserByEmail(email);
  return (await app.storage.listLiveEmailTokens(user!.id, 'confirm', new Date())).length;
};

describe('the link proves the inbox; the password says whose sign-up it is', () => {
  it('keeps the account from a stranger who signs up after the owner: the owner confirms from the newest link with their own password', async () => {
    const owner = from('10.20.0.1');
    const stranger = from('10.20.0.2');
    expect((await owner.signUp('victim@example.com', 'owner-pass-b')).status).toBe(201);
    const ownersLink = await confirmationLink(app.storage, 'victim@example.com');
    const strangerSignUp = await stranger.signUp('victim@example.com', 'stranger-pass-a');
    expect(strangerSignUp.status).toBe(201);
    expect(await strangerSignUp.json()).toEqual({ message: 'Please check your email to confirm your account.' });
    // The stranger's sign-up mailed the owner's inbox a link of its own; the owner's link still works.
    const strangersLink = await confirmationLink(app.storage, 'victim@example.com');
    expect(strangersLink).not.toBe(ownersLink);
    expect((await owner.check(ownersLink)).status).toBe(200);

    // The owner clicks the newest link in the inbox: the stranger's. The page must ask for a password.
    expect(await owner.check(strangersLink)).toEqual({ status: 200, body: { email: 'victim@example.com', needsPassword: true } });
    const withoutPassword = await owner.confirm(strangersLink);
    expect(withoutPassword.status).toBe(400);
    expect(await withoutPassword.json()).toEqual(PASSWORD_NEEDED);
    expect(withoutPassword.headers.getSetCookie()).toEqual([]);

    // The owner's own password works from any live link, and founds a federation.
    const confirmed = await owner.confirmWithPassword(strangersLink, 'owner-pass-b');
    expect(confirmed.status).toBe(200);
    const account = await app.storage.findUserByEmail('victim@example.com');
    expect(await confirmed.json()).toEqual({ user: { id: account!.id, email: 'victim@example.com' } });
    expect(account?.emailConfirmedAt).not.toBeNull();
    const room = await joinGame(owner.browser);
    await room.request('createFederation', { name: 'Owners Wrestling', logo: '' });
    await until(() => own(room).gameStarted);
    await closeRoom(app, room);

    // The stranger's password is refused, and every link of the account is dead.
    const strangerIn = await stranger.signIn('victim@example.com', 'stranger-pass-a');
    expect(strangerIn.status).toBe(401);
    expect(await strangerIn.json()).toEqual({ error: 'Invalid email or password', code: 'invalid_credentials' });
    expect(stranger.browser.cookies.size).toBe(0);
    for (const link of [ownersLink, strangersLink]) {
      expect((await stranger.check(link)).status).toBe(400);
      expect((await stranger.confirmWithPassword(link, 'stranger-pass-a')).status).toBe(400);
    }
    expect(await liveLinkCount('victim@example.com')).toBe(0);

    const ownerAgain = from('10.20.0.3');
    expect((await ownerAgain.signIn('victim@example.com', 'owner-pass-b')).status).toBe(200);
    const saves = (await (await ownerAgain.browser.fetch('/api/saves')).json()) as { slots: Array<{ save: { federationName: string } | null }> };
    expect(saves.slots.map((slot) => slot.save?.federationName ?? null)).toEqual(['Owners Wrestling', null]);
  });

  it('keeps the account from a stranger who signed up first: the owner confirms from the newest link with their password', async () => {
    const stranger = from('10.20.1.1');
    const owner = from('10.20.1.2');
    await stranger.signUp('first-victim@example.com', 'stranger-pass-a');
    await owner.signUp('first-victim@example.com', 'owner-pass-b');
    const ownersLink = await confirmationLink(app.storage, 'first-victim@example.com');
    expect(await owner.check(ownersLink)).toEqual({ status: 200, body: { email: 'first-victim@example.com', needsPassword: true } });
    expect((await owner.confirmWithPassword(ownersLink, 'owner-pass-b')).status).toBe(200);

    expect((await from('10.20.1.3').signIn('first-victim@example.com', 'stranger-pass-a')).status).toBe(401);
    expect((await from('10.20.1.3').signIn('first-victim@example.com', 'owner-pass-b')).status).toBe(200);
  });

  it('refuses a wrong password in a sentence, uses nothing up, and the link still confirms after', async () => {
    const owner = from('10.20.2.1');
    await owner.signUp('wrong-pass@example.com', 'owner-pass-b');
    await from('10.20.2.2').signUp('wrong-pass@example.com', 'stranger-pass-a');
    const newest = await confirmationLink(app.storage, 'wrong-pass@example.com');

    for (const password of ['not-either', 'owner-pass-', 'x']) {
      const wrong = await owner.confirmWithPassword(newest, password);
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual(WRONG_PASSWORD);
      expect(wrong.headers.getSetCookie()).toEqual([]);
    }
    expect((await app.storage.findUserByEmail('wrong-pass@example.com'))?.emailConfirmedAt).toBeNull();
    expect(await liveLinkCount('wrong-pass@example.com')).toBe(2);
    expect(await owner.check(newest)).toEqual({ status: 200, body: { email: 'wrong-pass@example.com', needsPassword: true } });

    expect((await owner.confirmWithPassword(newest, 'owner-pass-b')).status).toBe(200);
    expect(await (await owner.browser.fetch('/api/auth/session')).json()).toMatchObject({ user: { email: 'wrong-pass@example.com' } });
  });

  it('checks the password through the sign-in throttle: an address that keeps guessing gets 429, the owner elsewhere confirms', async () => {
    const guesser = from('10.20.3.1');
    await from('10.20.3.2').signUp('guessed@example.com', 'owner-pass-b');
    await guesser.signUp('guessed@example.com', 'stranger-pass-a');
    const link = await confirmationLink(app.storage, 'guessed@example.com');
    for (let i = 0; i < SIGN_IN_THROTTLE.failuresPerAddressAndAccount.points; i += 1) {
      expect((await guesser.confirmWithPassword(link, `guess-${i}`)).status).toBe(401);
    }
    const throttled = await guesser.confirmWithPassword(link, 'owner-pass-b');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBeTruthy();
    expect((await app.storage.findUserByEmail('guessed@example.com'))?.emailConfirmedAt).toBeNull();

    expect((await from('10.20.3.3').confirmWithPassword(link, 'owner-pass-b')).status).toBe(200);
  });

  it('asks a single sign-up for its password too: without it nothing is used up, a resend carries the same sign-up', async () => {
    const player = from('10.21.0.1');
    await player.signUp('single@example.com', 'only-password');
    const first = await confirmationLink(app.storage, 'single@example.com');
    expect(await player.check(first)).toEqual({ status: 200, body: { email: 'single@example.com', needsPassword: true } });
    expect((await player.browser.fetch('/api/auth/resend', { method: 'POST', json: { email: 'single@example.com' }, headers: { 'x-forwarded-for': '10.21.0.1' } })).status).toBe(202);
    const resent = await confirmationLink(app.storage, 'single@example.com');
    expect(resent).not.toBe(first);
    // The resend left the first link live; both carry the one sign-up's password, and both ask for it.
    expect(await player.check(first)).toEqual({ status: 200, body: { email: 'single@example.com', needsPassword: true } });
    expect(await player.check(resent)).toEqual({ status: 200, body: { email: 'single@example.com', needsPassword: true } });

    // Without the password: refused in a sentence, nothing used up, nobody signed in.
    const withoutPassword = await player.confirm(first);
    expect(withoutPassword.status).toBe(400);
    expect(await withoutPassword.json()).toEqual(PASSWORD_NEEDED);
    expect(withoutPassword.headers.getSetCookie()).toEqual([]);
    expect(player.browser.cookies.size).toBe(0);
    expect((await app.storage.findUserByEmail('single@example.com'))?.emailConfirmedAt).toBeNull();
    expect(await liveLinkCount('single@example.com')).toBe(2);
    expect(await player.check(first)).toEqual({ status: 200, body: { email: 'single@example.com', needsPassword: true } });

    expect((await player.confirmWithPassword(first, 'only-password')).status).toBe(200);
    expect((await player.check(resent)).status).toBe(400);
    expect((await from('10.21.0.2').signIn('single@example.com', 'only-password')).status).toBe(200);
  });

  it('keeps a stranger’s only sign-up from the inbox owner who never signed up: no click confirms it, a password reset gives the owner the account', async () => {
    const stranger = from('10.21.2.1');
    const victim = from('10.21.2.2');
    expect((await stranger.signUp('never-signed-up@example.com', 'stranger-pass-a')).status).toBe(201);
    const link = await confirmationLink(app.storage, 'never-signed-up@example.com');

    // The victim opens the email's link: the page asks for the sign-up's password, which the victim does not know.
    expect(await victim.check(link)).toEqual({ status: 200, body: { email: 'never-signed-up@example.com', needsPassword: true } });
    const click = await victim.confirm(link);
    expect(click.status).toBe(400);
    expect(await click.json()).toEqual(PASSWORD_NEEDED);
    expect(click.headers.getSetCookie()).toEqual([]);
    for (const guess of ['password', 'victim-pass', 'stranger-pass']) {
      const wrong = await victim.confirmWithPassword(link, guess);
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual(WRONG_PASSWORD);
      expect(wrong.headers.getSetCookie()).toEqual([]);
    }
    expect(victim.browser.cookies.size).toBe(0);
    expect((await app.storage.findUserByEmail('never-signed-up@example.com'))?.emailConfirmedAt).toBeNull();
    expect(await liveLinkCount('never-signed-up@example.com')).toBe(1);

    // "Forgot password?": the reset link proves the inbox, confirms the account and kills the stranger's link.
    expect((await victim.forgotPassword('never-signed-up@example.com')).status).toBe(202);
    const resetToken = await vi.waitFor(
      async () => {
        const email = (await outboxTo('never-signed-up@example.com')).find((e) => e.subject === 'Reset your Main Event Mogul password');
        const token = email?.text.match(/\/reset-password\?token=([a-z2-7]{32})\b/)?.[1];
        expect(token).toBeDefined();
        return token!;
      },
      { timeout: 5_000, interval: 20 },
    );
    const reset = await victim.resetPassword(resetToken, 'victim-own-pass');
    expect(reset.status).toBe(200);
    const account = await app.storage.findUserByEmail('never-signed-up@example.com');
    expect(account?.emailConfirmedAt).not.toBeNull();
    expect(await (await victim.browser.fetch('/api/auth/session')).json()).toEqual({ user: { id: account!.id, email: 'never-signed-up@example.com' } });
    expect(await liveLinkCount('never-signed-up@example.com')).toBe(0);
    expect((await stranger.check(link)).status).toBe(400);
    expect((await stranger.confirmWithPassword(link, 'stranger-pass-a')).status).toBe(400);

    // The stranger's password A no longer opens the account; the victim's does.
    const strangerIn = await stranger.signIn('never-signed-up@example.com', 'stranger-pass-a');
    expect(strangerIn.status).toBe(401);
    expect(await strangerIn.json()).toEqual({ error: 'Invalid email or password', code: 'invalid_credentials' });
    expect(stranger.browser.cookies.size).toBe(0);
    expect((await from('10.21.2.3').signIn('never-signed-up@example.com', 'victim-own-pass')).status).toBe(200);
  });

  it('before confirming, the latest sign-up’s password gets "please confirm", and a resend carries it', async () => {
    const first = from('10.21.1.1');
    await first.signUp('resent@example.com', 'first-password');
    await first.signUp('resent@example.com', 'latest-password');
    expect((await first.signIn('resent@example.com', 'first-password')).status).toBe(401);
    expect((await first.signIn('resent@example.com', 'latest-password')).status).toBe(403);
    const beforeResend = await confirmationLinks('resent@example.com');
    expect((await first.browser.fetch('/api/auth/resend', { method: 'POST', json: { email: 'resent@example.com' }, headers: { 'x-forwarded-for': '10.21.1.1' } })).status).toBe(202);
    const resent = await confirmationLink(app.storage, 'resent@example.com');
    expect(beforeResend).not.toContain(resent);
    // Three links live, two sign-ups: the resent link asks which one.
    expect(await liveLinkCount('resent@example.com')).toBe(3);
    expect(await first.check(resent)).toEqual({ status: 200, body: { email: 'resent@example.com', needsPassword: true } });
    // Either live sign-up's password confirms; here the first one's, which becomes the account's.
    expect((await first.confirmWithPassword(resent, 'first-password')).status).toBe(200);
    const later = from('10.21.1.2');
    expect((await later.signIn('resent@example.com', 'latest-password')).status).toBe(401);
    expect((await later.signIn('resent@example.com', 'first-password')).status).toBe(200);
  });

  it(`keeps at most ${MAX_LIVE_CONFIRMATION_LINKS} live links per account, dropping the oldest`, async () => {
    for (let i = 0; i < 7; i += 1) {
      expect((await from(`10.22.0.${i}`).signUp('flooded@example.com', `password-${i}`)).status).toBe(201);
    }
    expect(await liveLinkCount('flooded@example.com')).toBe(MAX_LIVE_CONFIRMATION_LINKS);
    const links = await confirmationLinks('flooded@example.com'); // newest first
    expect(links).toHaveLength(7);
    const checker = from('10.22.1.1');
    for (const [i, link] of links.entries()) expect((await checker.check(link)).status, `link ${i}`).toBe(i < MAX_LIVE_CONFIRMATION_LINKS ? 200 : 400);
    // The dropped sign-ups' passwords no longer confirm; a kept one does.
    expect((await checker.confirmWithPassword(links[0]!, 'password-0')).status).toBe(401);
    expect((await checker.confirmWithPassword(links[0]!, 'password-2')).status).toBe(200);
  });
});

describe('links that ask no password', () => {
  it('kills the links of an account Google confirmed: the sign-up password they carry may be a stranger\'s', async () => {
    const player = from('10.23.0.1');
    await player.signUp('joined@example.com', 'signup-pass');
    const link = await confirmationLink(app.storage, 'joined@example.com');
    const joined = await app.ctx.accounts.googleAccount('google-sub-joined', 'joined@example.com', true);
    expect(joined?.emailConfirmedAt).not.toBeNull();
    expect(joined?.passwordHash).toBeNull();

    expect(await liveLinkCount('joined@example.com')).toBe(0);
    expect((await player.check(link)).status).toBe(400);
    const confirmed = await player.confirm(link);
    expect(confirmed.status).toBe(400);
    expect((await app.storage.findUserByEmail('joined@example.com'))?.passwordHash).toBeNull();
  });

  it('confirms with a click an unconfirmed account that has no password at all (sign-up never makes one)', async () => {
    const user = await app.storage.createUser({ id: randomUUID(), email: 'no-hash@example.com', passwordHash: null, emailConfirmedAt: null, googleId: null });
    await app.ctx.accounts.sendConfirmation(user);
    const link = await confirmationLink(app.storage, 'no-hash@example.com');
    const player = from('10.23.1.1');

    expect(await player.check(link)).toEqual({ status: 200, body: { email: 'no-hash@example.com', needsPassword: false } });
    const confirmed = await player.confirm(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ user: { id: user.id, email: 'no-hash@example.com' } });
    const account = await app.storage.findUserByEmail('no-hash@example.com');
    expect(account?.emailConfirmedAt).not.toBeNull();
    expect(account?.passwordHash).toBeNull();
  });
});

describe('confirming from the page, never from a link alone', () => {
  it('answers a GET of an old-style link with the page that carries its token, and signs nobody in', async () => {
    await new Browser().post('/api/auth/signup', { email: 'oldlink@example.com', password: 'secret-pass' });
    const link = await confirmationLink(app.storage, 'oldlink@example.com');
    const token = linkToken(link);
    const visitor = await signedInBrowser(app, 'visitor@example.com');
    const before = visitor.cookies.get('mem_session');

    const res = await visitor.fetch(`/api/auth/confirm?token=${token}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/confirm-email?token=${token}`);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(visitor.cookies.get('mem_session')).toBe(before);
    expect(await (await visitor.fetch('/api/auth/session')).json()).toMatchObject({ user: { email: 'visitor@example.com' } });
    expect((await app.storage.findUserByEmail('oldlink@example.com'))?.emailConfirmedAt).toBeNull();
    // The link still works, from the page, with the sign-up's password.
    expect((await confirmWith(new Browser(), link, 'secret-pass')).status).toBe(200);
  });

  it('refuses a confirmation sent from another site, and the link stays usable', async () => {
    await new Browser().post('/api/auth/signup', { email: 'csrf-confirm@example.com', password: 'secret-pass' });
    const link = await confirmationLink(app.storage, 'csrf-confirm@example.com');
    const visitor = await signedInBrowser(app, 'csrf-visitor@example.com');
    const before = visitor.cookies.get('mem_session');

    const res = await confirmWith(visitor, link, 'secret-pass', { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Cross-site requests are not allowed', code: 'cross_site' });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(visitor.cookies.get('mem_session')).toBe(before);
    expect(await (await visitor.fetch('/api/auth/session')).json()).toMatchObject({ user: { email: 'csrf-visitor@example.com' } });
    expect((await app.storage.findUserByEmail('csrf-confirm@example.com'))?.emailConfirmedAt).toBeNull();
    expect((await confirmWith(new Browser(), link, 'secret-pass')).status).toBe(200);
  });

  it('says which account a link confirms without using it, and refuses dead links in a sentence', async () => {
    await new Browser().post('/api/auth/signup', { email: 'check@example.com', password: 'secret-pass' });
    const link = await confirmationLink(app.storage, 'check@example.com');
    const check = (token: unknown) => new Browser().post('/api/auth/confirm/check', { token });

    const found = await check(linkToken(link));
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ email: 'check@example.com', needsPassword: true });
    expect((await check(linkToken(link))).status).toBe(200);

    for (const token of ['', 'abc', 'a'.repeat(32), 'x'.repeat(65), 42, undefined]) {
      const dead = await check(token);
      expect(dead.status, String(token)).toBe(400);
      expect(await dead.json()).toEqual(token === 'x'.repeat(65) || token === 42 || token === undefined ? { ...INVALID, code: 'validation' } : INVALID);
      const confirm = await new Browser().post('/api/auth/confirm', { token });
      expect(confirm.status).toBe(400);
      expect(confirm.headers.getSetCookie()).toEqual([]);
    }

    expect((await confirmWith(new Browser(), link, 'secret-pass')).status).toBe(200);
    const used = await check(linkToken(link));
    expect(used.status).toBe(400);
    expect(await used.json()).toEqual(INVALID);
    const again = await confirmWith(new Browser(), link, 'secret-pass');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID);
  });

  it('signs a visitor signed in as someone else out of that account and into the link’s', async () => {
    await new Browser().post('/api/auth/signup', { email: 'link-owner@example.com', password: 'secret-pass' });
    const link = await confirmationLink(app.storage, 'link-owner@example.com');
    const visitor = await signedInBrowser(app, 'someone-else@example.com');
    const oldToken = visitor.cookies.get('mem_session')!;

    const res = await confirmWith(visitor, link, 'secret-pass');
    expect(res.status).toBe(200);
    const owner = await app.storage.findUserByEmail('link-owner@example.com');
    expect(await res.json()).toEqual({ user: { id: owner!.id, email: 'link-owner@example.com' } });
    expect(owner?.emailConfirmedAt).not.toBeNull();
    expect(await (await visitor.fetch('/api/auth/session')).json()).toEqual({ user: { id: owner!.id, email: 'link-owner@example.com' } });
    // The earlier session is over, not only replaced in this browser.
    const replay = new Browser();
    replay.cookies.set('mem_session', oldToken);
    expect(await (await replay.fetch('/api/auth/session')).json()).toEqual({ user: null });
  });
});

describe('"already registered" notes', () => {
  it(`sends a registered address one note per ${ALREADY_REGISTERED_NOTE_INTERVAL_S / 3600} hour, whoever signs up how often, with the same answer`, async () => {
    await signedInBrowser(app, 'registered@example.com');
    const before = (await outboxTo('registered@example.com')).length;
    const answers: Array<{ status: number; body: unknown }> = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await from(`10.30.0.${i}`).signUp('registered@example.com', `attempt-${i}`);
      answers.push({ status: res.status, body: await res.json() });
    }
    expect(answers).toEqual(Array(12).fill({ status: 201, body: { message: 'Please check your email to confirm your account.' } }));
    const notes = (await outboxTo('registered@example.com')).slice(0, -before || undefined);
    expect(notes.map((e) => e.subject)).toEqual(['You already have a Main Event Mogul account']);
    // A new email is answered the same way and gets its confirmation link.
    const fresh = await from('10.30.1.1').signUp('fresh-address@example.com', 'secret-pass');
    expect({ status: fresh.status, body: await fresh.json() }).toEqual(answers[0]);
    expect((await outboxTo('fresh-address@example.com')).length).toBe(1);
  });
});
