// The world's news (/rumblefeed) is fetched a page at a time with the read-only getNews command: newest
// first, filtered (all, big, mine), each item marked `mine` for the caller's federation; nothing synced.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addNews } from '#shared/sim/news/newsItem.ts';
import { startedWorld } from '#shared/sim/testing/worlds.ts';
import { GameJournal } from '../persistence/gameJournal.ts';
import { playerBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { joinGame, refusal, snapshot } from '../test/roomHelpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { roomGraceMs: 200 });
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

describe('getNews: the world news, a page at a time', () => {
  it('pages the news newest first, filters big and mine, marks the caller’s items, and refuses a bad payload', async () => {
    const email = 'news-feed@example.com';
    const browser = await playerBrowser(app, email);
    const userId = (await app.storage.findUserByEmail(email))!.id;
    const world = startedWorld(78, 'Feed Wrestling');
    for (let i = 0; i < 40; i += 1) {
      const mine = i % 4 === 0;
      addNews(world, { kind: 'show', importance: i % 5 === 0 ? 3 : 1, federationIds: [mine ? 'player' : 'rival'], wrestlerIds: [], headline: `Item ${i}`, text: `Text ${i}` });
    }
    await new GameJournal(app.storage).start(userId, 1, world);

    const room = await joinGame(browser);
    expect(JSON.stringify(room.state.toJSON())).not.toContain('Item 1');

    const all = await room.request('getNews', { filter: 'all', offset: 0, limit: 10 });
    expect(all.news.total).toBe(40);
    expect(all.news.items.map((n: { headline: string }) => n.headline)).toEqual(Array.from({ length: 10 }, (_, i) => `Item ${39 - i}`));
    expect(all.news.items.map((n: { mine: boolean }) => n.mine)).toEqual(Array.from({ length: 10 }, (_, i) => (39 - i) % 4 === 0));

    const big = await room.request('getNews', { filter: 'big' });
    expect(big.news.total).toBe(8);
    expect(big.news.items.every((n: { importance: number }) => n.importance === 3)).toBe(true);

    const mine = await room.request('getNews', { filter: 'mine', offset: 5, limit: 100 });
    expect(mine.news.total).toBe(10);
    expect(mine.news.items.map((n: { headline: string }) => n.headline)).toEqual(['Item 16', 'Item 12', 'Item 8', 'Item 4', 'Item 0']);
    expect(mine.news.items.every((n: { mine: boolean }) => n.mine)).toBe(true);

    const before = snapshot(room);
    expect(await refusal(room.request('getNews', { filter: 'rivals' }))).toBe('Invalid getNews command: Filter must be all, big or mine');
    expect(await refusal(room.request('getNews', { filter: 'all', limit: 101 }))).toBe('Invalid getNews command: Limit must be a whole number from 1 to 100');
    expect(await refusal(room.request('getNews', { filter: 'all', offset: -1 }))).toBe('Invalid getNews command: Offset must be a whole number from 0');
    expect(snapshot(room)).toBe(before);
  });
});
