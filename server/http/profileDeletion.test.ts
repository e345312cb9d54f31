// Deleting an account: the password (or, without one, a fresh Google sign-in) first; then the account,
// its sessions, saves, command logs, profile and tokens are gone in the store, its open game closes, and
// the email can sign up again. A wrong password or a stale Google sign-in deletes nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchMaker } from '@colyseus/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '#shared/protocol/commands.ts';
import { DeletionMessages, FRESH_GOOGLE_SIGN_IN_MINUTES } from '../auth/accountDeletion.ts';
import { AUTH_LIMITS, RateLimits } from '../auth/rateLimits.ts';
import { hashToken } from '../auth/tokens.ts';
import { confirmationLink, confirmWith, startTestApp, type TestApp } from '../test/harness.ts';
import { closeRoom, joinGame, paced } from '../test/roomHelpers.ts';
import { googleOnlyUser, passwordPlayer, sessionTab, Tab, whoIs } from '#server/test/profilePlayers.ts';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const idToken = (claims: object) => `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url(claims)}.signature`;

let app: TestApp;
let google: Server;
let googleClaims: object = {};

beforeAll(async () => {
  google = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken(googleClaims) }));
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  const googleUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
  app = await startTestApp(
    { TRUST_PROXY: 'true', GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret' },
    { roomGraceMs: 200, rateLimits: new RateLimits({ sleep: async () => {} }), googleTokenEndpoint: `${googleUrl}/token` },
  );
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
  google.close();
});

const MINUTE = 60_000;

/** Everything the store holds for a user, in a form to compare before and after. */
async function holdings(userId: string, tokens: string[], gameId: string | null) {
  return {
    user: await app.storage.findUserById(userId),
    sessions: await Promise.all(tokens.map((token) => app.storage.findSession(hashToken(token)))),
    saves: await app.storage.listSaves(userId),
    commands: gameId ? await app.storage.readCommands(userId, 1, gameId, 0) : [],
    profile: await app.storage.getProfile(userId),
    activeSlot: await app.storage.getActiveSlot(userId),
    resetToken: await app.storage.findEmailToken(`reset-${userId}`, 'reset', new Date()),
  };
}

/** An account with a password, a game in slot 1 (its log too), music preferences, a reset link and a second device. */
async function playerWithEverything(email: string, password: string) {
  const { tab, user } = await passwordPlayer(app, email, password);
  const phone = new Tab();
  expect((await phone.post('/api/auth/signin', { email, password })).status).toBe(200);
  await tab.fetch('/api/profile/music', { method: 'PUT', json: { musicMuted: true } });
  await app.storage.createEmailToken({ id: `reset-${user.id}`, userId: user.id, kind: 'reset', expiresAt: new Date(Date.now() + 60 * MINUTE), createdAt: new Date() });
  const room = await joinGame(tab);
  await paced(() => room.request('createFederation', { name: 'Doomed Wrestling', logo: '' }));
  // A command after the new game's snapshot: the slot has a command log.
  await paced(() => room.request('advanceWeek', {}));
  const gameId = (await app.storage.getSlotRecord(user.id, 1))!.gameId;
  const tokens = [tab.cookies.get('mem_session')!, phone.cookies.get('mem_session')!];
  return { tab, phone, user, room, gameId, tokens };
}

/** The Google round trip against the fake token endpoint, started from `start`; returns the callback's answer. */
async function googleRoundTrip(tab: Tab, start: string): Promise<Response> {
  const begun = await tab.fetch(start);
  expect(begun.status).toBe(302);
  const state = new URL(begun.headers.get('location')!).searchParams.get('state');
  return tab.fetch(`/api/auth/google/callback?code=the-code&state=${state}`);
}

describe('delete account with a password', () => {
  it('refuses a missing or wrong password with a clear sentence and deletes nothing', async () => {
    const { tab, phone, user, room, gameId, tokens } = await playerWithEverything('keep-me@example.com', 'keep-password');
    const before = await holdings(user.id, tokens, gameId);
    expect(before.saves).toHaveLength(1);
    expect(before.commands.length).toBeGreaterThan(0);

    const missing = await tab.del('/api/profile/account', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: DeletionMessages.passwordNeeded, code: 'password_needed' });
    const wrong = await tab.del('/api/profile/account', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'That password is not correct. Nothing was deleted.', code: 'wrong_password' });

    expect(await holdings(user.id, tokens, gameId)).toEqual(before);
    expect(await whoIs(tab)).toBe('keep-me@example.com');
    expect(await whoIs(phone)).toBe('keep-me@example.com');
    await closeRoom(app, room);
  });

  it('deletes the account, its sessions, saves, command logs, profile and tokens, and closes its open game', async () => {
    const { tab, phone, user, room, gameId, tokens } = await playerWithEverything('delete-me@example.com', 'delete-password');
    const bystander = await passwordPlayer(app, 'bystander@example.com', 'bystander-password');
    const bystanderRoom = await joinGame(bystander.tab);
    const left = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));

    const deleted = await tab.del('/api/profile/account', { password: 'delete-password' });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: 'Your account, its saved games and its settings were deleted.' });
    expect(tab.cookies.has('mem_session')).toBe(false);
    expect(await left).toBe(SESSION_ENDED_CLOSE_CODE);

    const gone = { user: null, sessions: [null, null], saves: [], commands: [], profile: null, activeSlot: null, resetToken: null };
    expect(await holdings(user.id, tokens, gameId)).toEqual(gone);
    expect(await app.storage.findUserByEmail('delete-me@example.com')).toBeNull();
    expect(await app.storage.getSnapshot(user.id, 1, 'current')).toBeNull();
    // The room closed (its last snapshot written) before the answer, so it cannot write the game back.
    expect(matchMaker.getLocalRoomById(room.roomId)).toBeUndefined();
    expect(await holdings(user.id, tokens, gameId)).toEqual(gone);
    expect(await whoIs(phone)).toBeNull();
    expect(await whoIs(tab)).toBeNull();

    // Someone else's account and game are untouched.
    expect(await whoIs(bystander.tab)).toBe('bystander@example.com');
    expect(bystanderRoom.connection.isOpen).toBe(true);
    await closeRoom(app, bystanderRoom);

    const signIn = await new Tab().post('/api/auth/signin', { email: 'delete-me@example.com', password: 'delete-password' });
    expect(signIn.status).toBe(401);
    expect(await signIn.json()).toEqual({ error: 'Invalid email or password', code: 'invalid_credentials' });
  });

  it('lets the email sign up again afterwards, as a new account with no saves', async () => {
    const { tab } = await passwordPlayer(app, 'again@example.com', 'first-password');
    const room = await joinGame(tab);
    await paced(() => room.request('createFederation', { name: 'First Life Wrestling', logo: '' }));
    expect((await tab.del('/api/profile/account', { password: 'first-password' })).status).toBe(200);

    const fresh = new Tab();
    expect((await fresh.post('/api/auth/signup', { email: 'again@example.com', password: 'second-password' })).status).toBe(201);
    expect((await confirmWith(fresh, await confirmationLink(app.storage, 'again@example.com'), 'second-password')).status).toBe(200);
    expect(await whoIs(fresh)).toBe('again@example.com');
    const saves = (await (await fresh.fetch('/api/saves')).json()) as { slots: Array<{ save: unknown }> };
    expect(saves.slots.map((slot) => slot.save)).toEqual([null, null]);
    expect(await (await fresh.fetch('/api/profile')).json()).toEqual({ musicMuted: false, mutedSongs: [] });
  });

  it('needs a signed-in player and refuses another site', async () => {
    expect((await new Tab().del('/api/profile/account', { password: 'whatever-password' })).status).toBe(401);
    const { tab, user } = await passwordPlayer(app, 'cross-delete@example.com', 'cross-password');
    const cross = await tab.fetch('/api/profile/account', { method: 'DELETE', json: { password: 'cross-password' }, headers: { origin: 'https://evil.example' } });
    expect(cross.status).toBe(403);
    expect(await app.storage.findUserById(user.id)).not.toBeNull();
  });
});

describe('delete a Google-only account', () => {
  it(`asks for a Google sign-in of the last ${FRESH_GOOGLE_SIGN_IN_MINUTES} minutes and deletes nothing without one`, async () => {
    const user = await googleOnlyUser(app, 'stale-google@example.com');
    const plain = await sessionTab(app, user.id);
    const stale = await sessionTab(app, user.id, new Date(Date.now() - (FRESH_GOOGLE_SIGN_IN_MINUTES + 1) * MINUTE));
    for (const tab of [plain, stale]) {
      const account = (await (await tab.fetch('/api/profile/account')).json()) as { hasPassword: boolean; freshGoogleSignInUntil: string | null };
      expect(account.hasPassword).toBe(false);
      const refused = await tab.del('/api/profile/account', {});
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: DeletionMessages.freshGoogleSignInNeeded, code: 'google_reauth_required' });
    }
    expect(await app.storage.findUserById(user.id)).toEqual(user);
    expect(await whoIs(plain)).toBe('stale-google@example.com');
  });

  it('signs in with Google again, comes back to the profile, and then deletes the account', async () => {
    const user = await googleOnlyUser(app, 'fresh-google@example.com');
    googleClaims = { sub: user.googleId, email: 'fresh-google@example.com', email_verified: true };
    const tab = await sessionTab(app, user.id);
    const callback = await googleRoundTrip(tab, `/api/auth/google?return=${encodeURIComponent('/profile?delete=1')}`);
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/profile?delete=1');

    const account = (await (await tab.fetch('/api/profile/account')).json()) as { freshGoogleSignInUntil: string };
    const until = new Date(account.freshGoogleSignInUntil).getTime();
    expect(until).toBeGreaterThan(Date.now() + (FRESH_GOOGLE_SIGN_IN_MINUTES - 1) * MINUTE);
    expect(until).toBeLessThanOrEqual(Date.now() + FRESH_GOOGLE_SIGN_IN_MINUTES * MINUTE);

    const deleted = await tab.del('/api/profile/account', {});
    expect(deleted.status).toBe(200);
    expect(await app.storage.findUserById(user.id)).toBeNull();
    expect(await app.storage.findUserByGoogleId(user.googleId!)).toBeNull();
  });

  it('lands on /start after a Google sign-in whose return path is not one of this site', async () => {
    googleClaims = { sub: 'g-return', email: 'return@example.com', email_verified: true };
    for (const unsafe of ['//evil.example/profile', 'https://evil.example', '/profile\\evil', 'profile']) {
      const callback = await googleRoundTrip(new Tab(), `/api/auth/google?return=${encodeURIComponent(unsafe)}`);
      expect(callback.headers.get('location')).toBe('/start');
    }
    expect((await googleRoundTrip(new Tab(), '/api/auth/google')).headers.get('location')).toBe('/start');
  });

  it(`refuses more than ${AUTH_LIMITS.deleteAccountPerIp.points} deletions an hour from one address with 429`, async () => {
    const user = await googleOnlyUser(app, 'flood-google@example.com');
    const tab = await sessionTab(app, user.id);
    for (let i = 0; i < AUTH_LIMITS.deleteAccountPerIp.points; i += 1) expect((await tab.del('/api/profile/account', {})).status).toBe(403);
    const refused = await tab.del('/api/profile/account', {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await app.storage.findUserById(user.id)).not.toBeNull();
  });
});
