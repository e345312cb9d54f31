// "Download my data": one JSON file with the account's profile and every save, never a secret.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SONGS } from '#shared/data/songs.ts';
import { playerFederation, WORLD_VERSION, type World } from '#shared/sim/world.ts';
import { AUTH_LIMITS, RateLimits } from '../auth/rateLimits.ts';
import { hashToken } from '../auth/tokens.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { closeRoom, joinGame, paced, savedGame } from '../test/roomHelpers.ts';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, exportFileName, type AccountDataExport } from './profileExport.ts';
import { passwordPlayer, Tab } from '#server/test/profilePlayers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: 'true' }, { roomGraceMs: 200, rateLimits: new RateLimits({ sleep: async () => {} }) });
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

async function download(tab: Tab): Promise<{ res: Response; text: string; data: AccountDataExport }> {
  const res = await tab.fetch('/api/profile/export');
  const text = await res.text();
  return { res, text, data: JSON.parse(text) as AccountDataExport };
}

describe('download my data', () => {
  it('is one JSON attachment with the profile and every save, the live game included, and no secret', async () => {
    const { tab, user } = await passwordPlayer(app, 'export@example.com', 'export-password');
    await tab.fetch('/api/profile/music', { method: 'PUT', json: { musicMuted: true, mutedSongs: [SONGS[1]!.id] } });
    const room = await joinGame(tab);
    await paced(() => room.request('createFederation', { name: 'Export Wrestling', logo: '' }));
    await paced(() => room.request('saveGame', { slot: 2 }));
    // Logged after slot 2's snapshot, in the slot the game now plays in.
    await paced(() => room.request('advanceWeek', {}));

    // While the room is open: each slot's logged commands since its snapshot are replayed into the file.
    const { res, text, data } = await download(tab);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${exportFileName(new Date())}"`);
    expect(res.headers.get('cache-control')).toBe('no-store');

    expect(data.format).toBe(EXPORT_FORMAT);
    expect(data.formatVersion).toBe(EXPORT_FORMAT_VERSION);
    expect(data.account).toEqual({
      email: 'export@example.com',
      createdAt: user.createdAt.toISOString(),
      emailConfirmedAt: user.emailConfirmedAt!.toISOString(),
      signInMethods: ['password'],
    });
    expect(data.preferences).toEqual({ music: { musicMuted: true, mutedSongs: [{ id: SONGS[1]!.id, title: SONGS[1]!.title }] } });

    expect(data.saves.map((save) => [save.slotNumber, save.autosave, save.worldVersion])).toEqual([
      [1, false, WORLD_VERSION],
      [2, true, WORLD_VERSION],
    ]);
    for (const save of data.saves) {
      const stored = (await savedGame(app.storage, user.id, save.slotNumber))!;
      expect(save.federationName).toBe(stored.federationName);
      expect(save.savedAt).toBe(stored.savedAt.toISOString());
      expect(save.world).toEqual(JSON.parse(JSON.stringify(stored.world)));
      expect(save.problem).toBeUndefined();
    }
    for (const save of data.saves) expect(playerFederation(save.world as World).name).toBe('Export Wrestling');
    expect((data.saves[1]!.world as World).calendar.totalWeeksProgressed).toBe((data.saves[0]!.world as World).calendar.totalWeeksProgressed + 1);

    // No password hash, session or token of any kind.
    const sessionToken = tab.cookies.get('mem_session')!;
    for (const secret of [user.passwordHash!, '$argon2', sessionToken, hashToken(sessionToken), 'passwordHash', 'mem_session']) expect(text).not.toContain(secret);
    await closeRoom(app, room);
  });

  it('lists no saves and the default preferences for an account that has none', async () => {
    const { tab } = await passwordPlayer(app, 'export-empty@example.com', 'export-password');
    const { res, data } = await download(tab);
    expect(res.status).toBe(200);
    expect(data.saves).toEqual([]);
    expect(data.preferences).toEqual({ music: { musicMuted: false, mutedSongs: [] } });
  });

  it('needs a signed-in player', async () => {
    expect((await new Tab().fetch('/api/profile/export')).status).toBe(401);
  });

  it(`makes at most ${AUTH_LIMITS.exportPerAccount.points} files an hour per account, then 429 with Retry-After`, async () => {
    const { tab } = await passwordPlayer(app, 'export-flood@example.com', 'export-password');
    for (let i = 0; i < AUTH_LIMITS.exportPerAccount.points; i += 1) expect((await tab.fetch('/api/profile/export')).status).toBe(200);
    const refused = await tab.fetch('/api/profile/export');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not held back by it.
    const { tab: other } = await passwordPlayer(app, 'export-other@example.com', 'export-password');
    expect((await other.fetch('/api/profile/export')).status).toBe(200);
  });
});
