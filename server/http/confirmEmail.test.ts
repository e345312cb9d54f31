// Confirming an email: the link proves the inbox for the sign-up that sent it and sets that sign-up's
// password; confirming is a same-origin POST from our page, never a GET another site can open; a
// registered address gets at most one "already registered" note an hour (docs/accounts.md).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_REGISTERED_NOTE_INTERVAL_S } from '../auth/accounts.ts';
import { Browser, confirmationLink, confirmWith, linkToken, signedInBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { closeRoom, joinGame, own, until } from '../test/roomHelpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: 'true' }, { roomGraceMs: 200 });
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

const INVALID = { error: 'This confirmation link is invalid or has expired. Sign in to get a new one.', code: 'confirm_invalid' };

/** A browser at its own address (TRUST_PROXY: the test sets the forwarded address). */
function from(address: string) {
  const browser = new Browser();
  const headers = { 'x-forwarded-for': address };
  return {
    browser,
    signUp: (email: string, password: string) => browser.fetch('/api/auth/signup', { method: 'POST', json: { email, password }, headers }),
    signIn: (email: string, password: string) => browser.fetch('/api/auth/signin', { method: 'POST', json: { email, password }, headers }),
    confirm: (link: string) => confirmWith(browser, link, headers),
  };
}

const outboxTo = async (email: string) => (await app.storage.listOutbox(100)).filter((e) => e.to === email);

describe('a confirmation link sets the password of the sign-up that sent it', () => {
  it('keeps the account from a stranger who signed up first with the same email', async () => {
    const stranger = from('10.20.0.1');
    const owner = from('10.20.0.2');
    expect((await stranger.signUp('victim@example.com', 'stranger-pass-a')).status).toBe(201);
    const strangersLink = await confirmationLink(app.storage, 'victim@example.com');

    const ownerSignUp = await owner.signUp('victim@example.com', 'owner-pass-b');
    expect(ownerSignUp.status).toBe(201);
    expect(await ownerSignUp.json()).toEqual({ message: 'Please check your email to confirm your account.' });
    const ownersLink = await confirmationLink(app.storage, 'victim@example.com');
    expect(ownersLink).not.toBe(strangersLink);

    // The owner confirms with the newest link and founds a federation.
    expect((await owner.confirm(ownersLink)).status).toBe(200);
    const room = await joinGame(owner.browser);
    await room.request('createFederation', { name: 'Owners Wrestling', logo: '' });
    await until(() => own(room).gameStarted);
    await closeRoom(app, room);

    const strangerIn = await stranger.signIn('victim@example.com', 'stranger-pass-a');
    expect(strangerIn.status).toBe(401);
    expect(await strangerIn.json()).toEqual({ error: 'Invalid email or password', code: 'invalid_credentials' });
    expect(stranger.browser.cookies.size).toBe(0);
    expect((await confirmWith(new Browser(), strangersLink)).status).toBe(400);

    const ownerAgain = from('10.20.0.3');
    expect((await ownerAgain.signIn('victim@example.com', 'owner-pass-b')).status).toBe(200);
    const saves = (await (await ownerAgain.browser.fetch('/api/saves')).json()) as { slots: Array<{ save: { federationName: string } | null }> };
    expect(saves.slots.map((slot) => slot.save?.federationName ?? null)).toEqual(['Owners Wrestling', null]);
  });

  it('resends the link with the latest sign-up password, and only the newest link works', async () => {
    const first = from('10.21.0.1');
    await first.signUp('resent@example.com', 'first-password');
    await first.signUp('resent@example.com', 'latest-password');
    // Before confirming, only the latest sign-up's password is the account's (and it is not confirmed yet).
    expect((await first.signIn('resent@example.com', 'first-password')).status).toBe(401);
    expect((await first.signIn('resent@example.com', 'latest-password')).status).toBe(403);
    const beforeResend = await confirmationLink(app.storage, 'resent@example.com');
    expect((await first.browser.fetch('/api/auth/resend', { method: 'POST', json: { email: 'resent@example.com' }, headers: { 'x-forwarded-for': '10.21.0.1' } })).status).toBe(202);
    const resent = await confirmationLink(app.storage, 'resent@example.com');

    expect((await first.confirm(beforeResend)).status).toBe(400);
    expect((await first.confirm(resent)).status).toBe(200);
    const later = from('10.21.0.2');
    expect((await later.signIn('resent@example.com', 'first-password')).status).toBe(401);
    expect((await later.signIn('resent@example.com', 'latest-password')).status).toBe(200);
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
    // The link still works, from the page.
    expect((await confirmWith(new Browser(), link)).status).toBe(200);
  });

  it('refuses a confirmation sent from another site, and the link stays usable', async () => {
    await new Browser().post('/api/auth/signup', { email: 'csrf-confirm@example.com', password: 'secret-pass' });
    const link = await confirmationLink(app.storage, 'csrf-confirm@example.com');
    const visitor = await signedInBrowser(app, 'csrf-visitor@example.com');
    const before = visitor.cookies.get('mem_session');

    const res = await confirmWith(visitor, link, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Cross-site requests are not allowed', code: 'cross_site' });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(visitor.cookies.get('mem_session')).toBe(before);
    expect(await (await visitor.fetch('/api/auth/session')).json()).toMatchObject({ user: { email: 'csrf-visitor@example.com' } });
    expect((await app.storage.findUserByEmail('csrf-confirm@example.com'))?.emailConfirmedAt).toBeNull();
    expect((await confirmWith(new Browser(), link)).status).toBe(200);
  });

  it('says which account a link confirms without using it, and refuses dead links in a sentence', async () => {
    await new Browser().post('/api/auth/signup', { email: 'check@example.com', password: 'secret-pass' });
    const link = await confirmationLink(app.storage, 'check@example.com');
    const check = (token: unknown) => new Browser().post('/api/auth/confirm/check', { token });

    const found = await check(linkToken(link));
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ email: 'check@example.com' });
    expect((await check(linkToken(link))).status).toBe(200);

    for (const token of ['', 'abc', 'a'.repeat(32), 'x'.repeat(65), 42, undefined]) {
      const dead = await check(token);
      expect(dead.status, String(token)).toBe(400);
      expect(await dead.json()).toEqual(token === 'x'.repeat(65) || token === 42 || token === undefined ? { ...INVALID, code: 'validation' } : INVALID);
      const confirm = await new Browser().post('/api/auth/confirm', { token });
      expect(confirm.status).toBe(400);
      expect(confirm.headers.getSetCookie()).toEqual([]);
    }

    expect((await confirmWith(new Browser(), link)).status).toBe(200);
    const used = await check(linkToken(link));
    expect(used.status).toBe(400);
    expect(await used.json()).toEqual(INVALID);
    const again = await confirmWith(new Browser(), link);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID);
  });

  it('signs a visitor signed in as someone else out of that account and into the link’s', async () => {
    await new Browser().post('/api/auth/signup', { email: 'link-owner@example.com', password: 'secret-pass' });
    const link = await confirmationLink(app.storage, 'link-owner@example.com');
    const visitor = await signedInBrowser(app, 'someone-else@example.com');
    const oldToken = visitor.cookies.get('mem_session')!;

    const res = await confirmWith(visitor, link);
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
