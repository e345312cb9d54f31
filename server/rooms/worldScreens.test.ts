// The world screens' queries: getWorldScene and getRanking answer with every active
// federation's public face and the ranking, never a rival's private figures, and change nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SceneFederation } from '#shared/sim/world/scene.ts';
import type { WorldRanking } from '#shared/sim/world/ranking.ts';
import type { World } from '#shared/sim/world.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, refusal, snapshot } from '../test/roomHelpers.ts';

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

function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

describe('getWorldScene and getRanking', () => {
  it("answer a new game's scene and ranking: the three rivals and your federation, never a rival's money", async () => {
    const room = await foundedRoom(app, 'world-screens', 'Scene Wrestling');
    const world = (app.colyseus.getRoomById(room.roomId) as unknown as { world: World }).world;
    const rivals = world.federations.filter((f) => f.controller === 'ai');
    expect(rivals).toHaveLength(3);
    const before = snapshot(room);

    const sceneAnswer = await room.request('getWorldScene', {});
    const scene = sceneAnswer.scene as SceneFederation[];
    expect(scene.map((f) => f.name).sort()).toEqual([...rivals.map((f) => f.name), 'Scene Wrestling'].sort());
    expect(scene.filter((f) => f.isYou).map((f) => f.name)).toEqual(['Scene Wrestling']);
    expect(scene.filter((f) => f.tier !== 'player').map((f) => f.tier).sort()).toEqual(['large', 'medium', 'small']);

    const rankingAnswer = await room.request('getRanking', {});
    const ranking = rankingAnswer.ranking as WorldRanking;
    expect(ranking.federations.map((f) => f.rank)).toEqual([1, 2, 3, 4]);
    expect(ranking.federations.find((f) => f.isYou)).toMatchObject({ name: 'Scene Wrestling' });
    expect(ranking.byPopularity.top).toHaveLength(50);
    expect(ranking.byRating.top).toHaveLength(50);

    for (const answer of [sceneAnswer, rankingAnswer]) {
      const text = JSON.stringify(answer);
      for (const rival of rivals) expect(text).not.toContain(String(rival.funds));
      expect([...keysOf(answer)].filter((k) => /funds|salary|contract|ledger|expenses/i.test(k))).toEqual([]);
    }
    // The answer stays small however many wrestlers the world holds.
    expect(JSON.stringify(rankingAnswer).length).toBeLessThan(40_000);
    expect(snapshot(room)).toBe(before);
  });

  it('refuse a payload with a clear sentence', async () => {
    const room = await foundedRoom(app, 'world-screens-bad', 'Bad Payload Wrestling');
    expect(await refusal(room.request('getRanking', { page: 2 }))).toMatch(/^Invalid getRanking command: /);
    expect(await refusal(room.request('getWorldScene', { all: true }))).toMatch(/^Invalid getWorldScene command: /);
  });
});
