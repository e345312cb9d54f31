// "Sign out everywhere", and a password change ends every session of the account
// (the browser that changed it gets a fresh one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.ts';
import { Client } from '@colyseus/sdk';
import { SESSION_ENDED_CLOSE_CODE } from '#shared/protocol/commands.ts';
import { GameState } from '#shared/schema/GameState.ts';
import { BASE_URL, Browser, playerBrowser, signedInBrowser, startTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function whoIs(browser: Browser): Promise<string | null> {
  const body = (await (await browser.fetch('/api/auth/session')).json()) as { user: { email: string } | null };
  return body.user?.email ?? null;
}

async function secondDevice(email: string, password: string): Promise<Browser> {
  const browser = new Browser();
  const signin = await browser.post('/api/auth/signin', { email, password });
  expect(signin.status).toBe(200);
  return browser;
}

describe('sign out everywhere', () => {
  it('ends every session of the account, and only that account', async () => {
    const laptop = await signedInBrowser(app, 'everywhere@example.com', 'everywhere-pass');
    const phone = await secondDevice('everywhere@example.com', 'everywhere-pass');
    const someoneElse = await signedInBrowser(app, 'bystander@example.com');
    const phoneToken = phone.cookies.get('mem_session')!;

    const out = await laptop.post('/api/auth/signout-everywhere', {});
    expect(out.status).toBe(204);
    expect(laptop.cookies.has('mem_session')).toBe(false);
    expect(await whoIs(laptop)).toBeNull();
    expect(await whoIs(phone)).toBeNull();
    expect(await app.storage.findSession(hashToken(phoneToken))).toBeNull();
    expect(await whoIs(someoneElse)).toBe('bystander@example.com');
  });

  it('needs a signed-in player and refuses another site', async () => {
    const anonymous = await new Browser().post('/api/auth/signout-everywhere', {});
    expect(anonymous.status).toBe(401);
    const player = await signedInBrowser(app, 'crosssite-out@example.com');
    const cross = await player.fetch('/api/auth/signout-everywhere', { method: 'POST', json: {}, headers: { origin: 'https://evil.example' } });
    expect(cross.status).toBe(403);
    expect(await whoIs(player)).toBe('crosssite-out@example.com');
  });
});

describe('password change', () => {
  it('changes the password, signs out every other session and keeps this browser signed in', async () => {
    const laptop = await signedInBrowser(app, 'change@example.com', 'old-password');
    const phone = await secondDevice('change@example.com', 'old-password');
    const oldLaptopToken = laptop.cookies.get('mem_session')!;

    const change = await laptop.post('/api/profile/password', { currentPassword: 'old-password', newPassword: 'new-password' });
    expect(change.status).toBe(200);
    expect(await change.json()).toEqual({ message: 'Password changed. You were signed out everywhere else.' });

    expect(laptop.cookies.get('mem_session')).not.toBe(oldLaptopToken);
    expect(await app.storage.findSession(hashToken(oldLaptopToken))).toBeNull();
    expect(await whoIs(laptop)).toBe('change@example.com');
    expect(await whoIs(phone)).toBeNull();

    expect((await new Browser().post('/api/auth/signin', { email: 'change@example.com', password: 'old-password' })).status).toBe(401);
    expect((await new Browser().post('/api/auth/signin', { email: 'change@example.com', password: 'new-password' })).status).toBe(200);
  });

  it('refuses a wrong current password or a bad new one and changes nothing', async () => {
    const laptop = await signedInBrowser(app, 'keep@example.com', 'keep-password');
    const phone = await secondDevice('keep@example.com', 'keep-password');
    const before = await app.storage.findUserByEmail('keep@example.com');

    const cases: Array<[unknown, string]> = [
      [{ currentPassword: 'not-it', newPassword: 'new-password' }, 'Your current password is not correct'],
      [{ currentPassword: 'keep-password', newPassword: 'short' }, 'Password must be at least 6 characters'],
      [{ currentPassword: 'keep-password', newPassword: 'keep-password' }, 'Choose a new password that is different from the current one'],
      [{ newPassword: 'new-password' }, 'Current password is required'],
      [['keep-password'], 'Request body must be a JSON object'],
    ];
    for (const [body, error] of cases) {
      const refused = await laptop.post('/api/profile/password', body);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe(error);
    }
    expect(await app.storage.findUserByEmail('keep@example.com')).toEqual(before);
    expect(await whoIs(laptop)).toBe('keep@example.com');
    expect(await whoIs(phone)).toBe('keep@example.com');
  });

  it('needs a signed-in player and refuses another site', async () => {
    expect((await new Browser().post('/api/profile/password', { currentPassword: 'a-password', newPassword: 'b-password' })).status).toBe(401);
    const player = await signedInBrowser(app, 'crosssite-pw@example.com', 'cross-password');
    const cross = await player.fetch('/api/profile/password', {
      method: 'POST',
      json: { currentPassword: 'cross-password', newPassword: 'evil-password' },
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect((await new Browser().post('/api/auth/signin', { email: 'crosssite-pw@example.com', password: 'cross-password' })).status).toBe(200);
  });

  it('describes the account for the profile page', async () => {
    const player = await signedInBrowser(app, 'account@example.com');
    const account = await player.fetch('/api/profile/account');
    expect(account.status).toBe(200);
    const user = await app.storage.findUserByEmail('account@example.com');
    // A password sign-in: no Google sign-in to count as fresh.
    expect(await account.json()).toEqual({ email: 'account@example.com', hasPassword: true, google: false, createdAt: user!.createdAt.toISOString(), freshGoogleSignInUntil: null });
  });
});

describe('open game rooms when sessions end', () => {
  async function joinGame(browser: Browser) {
    const room = await new Client(BASE_URL, { headers: { cookie: browser.cookieHeader() } }).joinOrCreate('game', {}, GameState);
    const left = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));
    return { room, left };
  }
  const stillOpen = (left: Promise<number>) => Promise.race([left.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 300))]);

  it('sign out everywhere closes every game connection of the account, telling it the session ended', async () => {
    const laptop = await signedInBrowser(app, 'rooms-out@example.com', 'rooms-out-pass');
    const phone = await secondDevice('rooms-out@example.com', 'rooms-out-pass');
    const bystander = await joinGame(await signedInBrowser(app, 'rooms-bystander@example.com'));
    const onLaptop = await joinGame(laptop);
    const onPhone = await joinGame(phone);

    expect((await laptop.post('/api/auth/signout-everywhere', {})).status).toBe(204);
    expect(await onPhone.left).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await onLaptop.left).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await stillOpen(bystander.left)).toBe(true);
    await bystander.room.leave();
  });

  it('a plain sign-out closes the game connections of that browser\'s session, every tab of it, and no other device\'s', async () => {
    // Sessions made directly (playerBrowser), so this test spends nothing of the sign-up limit per address.
    const laptop = await playerBrowser(app, 'rooms-signout@example.com');
    const account = await app.storage.findUserByEmail('rooms-signout@example.com');
    const phone = new Browser();
    phone.cookies.set('mem_session', (await app.ctx.sessions.create(account!.id)).token);
    const firstTab = await joinGame(laptop);
    const secondTab = await joinGame(laptop);
    const onPhone = await joinGame(phone);

    expect((await laptop.post('/api/auth/signout', {})).status).toBe(204);
    expect(await firstTab.left).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await secondTab.left).toBe(SESSION_ENDED_CLOSE_CODE);
    // The closed tab cannot play on: its commands no longer reach the room.
    await expect(firstTab.room.request('advanceWeek', {})).rejects.toThrow();
    expect(await stillOpen(onPhone.left)).toBe(true);
    expect(await whoIs(phone)).toBe('rooms-signout@example.com');
    await onPhone.room.request('markAllMessagesRead', {});
    // Rejoining with the ended session is refused.
    await expect(joinGame(laptop)).rejects.toThrow();
    await onPhone.room.leave();
  });

  it('a password change closes the other devices and keeps the game of the browser that changed it', async () => {
    const laptop = await signedInBrowser(app, 'rooms-change@example.com', 'rooms-old-pass');
    const phone = await secondDevice('rooms-change@example.com', 'rooms-old-pass');
    const onLaptop = await joinGame(laptop);
    const onPhone = await joinGame(phone);

    expect((await laptop.post('/api/profile/password', { currentPassword: 'rooms-old-pass', newPassword: 'rooms-new-pass' })).status).toBe(200);
    expect(await onPhone.left).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await stillOpen(onLaptop.left)).toBe(true);
    await onLaptop.room.request('advanceWeek', {}).catch(() => undefined);
    await onLaptop.room.leave();
  });
});
