import { describe, expect, it } from 'vitest';
import { figuresAiWorld, playAiWeek } from '../testing/aiWorld.ts';
import type { World } from '../world.ts';
import { refreshChampionFlags } from './championship.ts';

/** The plain way: the week the wrestler's latest reign ended, read from every lineage whole; null if none has. */
function lastReignEnd(world: World, wrestlerId: string): number | null {
  let ended: number | null = null;
  for (const title of world.championships) {
    for (let i = 1; i < title.history.length; i += 1) {
      if (title.history[i - 1]!.holder === wrestlerId && title.history[i]!.holder !== wrestlerId) ended = Math.max(ended ?? 0, title.history[i]!.weekIndex);
    }
  }
  return ended;
}

describe("a wrestler's recent-champion flag", () => {
  it('reads only the lineages’ recent weeks and comes out as the whole lineages say, week after week', () => {
    const world = figuresAiWorld(6);
    let ends = 0;
    for (let week = 0; week < 60; week += 1) {
      playAiWeek(world);
      for (const wrestler of world.wrestlers) {
        const ended = lastReignEnd(world, wrestler.id);
        if (ended !== null) ends += 1;
        const plain = { ...wrestler };
        refreshChampionFlags(world, plain, ended);
        const read = { ...wrestler };
        refreshChampionFlags(world, read);
        expect(read.wasRecentChampion).toBe(plain.wasRecentChampion);
      }
    }
    expect(ends).toBeGreaterThan(0);
  });
});
