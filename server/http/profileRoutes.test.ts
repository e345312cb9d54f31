import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SONGS } from '#shared/data/songs.ts';
import { BASE_URL, signedInBrowser, startTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('music preferences', () => {
  it('ships at least two original songs, served as audio files', async () => {
    const { songs } = await (await fetch(`${BASE_URL}/api/music`)).json();
    expect(songs.length).toBeGreaterThanOrEqual(2);
    expect(songs[0]).toEqual({ id: SONGS[0]!.id, title: SONGS[0]!.title, artist: SONGS[0]!.artist, url: `/music/${SONGS[0]!.filename}` });
    const file = await fetch(`${BASE_URL}${songs[0].url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^audio\//);
  });

  it('starts unmuted, saves mute and muted songs per user', async () => {
    const player = await signedInBrowser(app, 'music@example.com');
    const other = await signedInBrowser(app, 'other-music@example.com');
    expect(await (await player.fetch('/api/profile')).json()).toEqual({ musicMuted: false, mutedSongs: [] });

    const muted = await player.fetch('/api/profile/music', { method: 'PUT', json: { musicMuted: true } });
    expect(await muted.json()).toEqual({ musicMuted: true, mutedSongs: [] });
    const songs = await player.fetch('/api/profile/music', { method: 'PUT', json: { mutedSongs: [SONGS[1]!.id, SONGS[1]!.id] } });
    expect(await songs.json()).toEqual({ musicMuted: true, mutedSongs: [SONGS[1]!.id] });
    expect(await (await player.fetch('/api/profile')).json()).toEqual({ musicMuted: true, mutedSongs: [SONGS[1]!.id] });
    expect(await (await other.fetch('/api/profile')).json()).toEqual({ musicMuted: false, mutedSongs: [] });
  });

  it('refuses bad input and changes nothing', async () => {
    const player = await signedInBrowser(app, 'bad-music@example.com');
    const cases: Array<[unknown, string]> = [
      [{ musicMuted: 'yes' }, 'musicMuted must be true or false'],
      [{ mutedSongs: 'all' }, 'mutedSongs must be a list of song ids'],
      [{ mutedSongs: ['not-a-song'] }, 'mutedSongs contains an unknown song'],
      [{ volume: 1 }, 'Unrecognized key: "volume"'],
      [[true], 'Request body must be a JSON object'],
    ];
    for (const [body, error] of cases) {
      const res = await player.fetch('/api/profile/music', { method: 'PUT', json: body });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(error);
    }
    expect(await (await player.fetch('/api/profile')).json()).toEqual({ musicMuted: false, mutedSongs: [] });
    expect((await fetch(`${BASE_URL}/api/profile`)).status).toBe(401);
  });
});
