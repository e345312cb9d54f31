import { describe, expect, it } from 'vitest';
import { WEEKLY_MARKET_SIZE } from '#shared/rules/market.ts';
import { createRngState } from '../rng.ts';
import { player, startedWorld } from '../testing/worlds.ts';
import { fillMarket, keepCount, marketCandidates, refreshMarket } from './market.ts';
import { signWrestler } from './signing.ts';

const names = (world: ReturnType<typeof startedWorld>, ids: readonly string[]) => ids.map((id) => world.wrestlers.find((w) => w.id === id)!.name);

describe('the weekly market (spec §4, §7, §9)', () => {
  it('offers 10 free agents the federation qualifies for (popularity floored), shuffled by the seed', () => {
    const world = startedWorld(11);
    const market = player(world).market;
    expect(market).toHaveLength(WEEKLY_MARKET_SIZE);
    for (const id of market) expect(world.wrestlers.find((w) => w.id === id)!.minFederationPopularityRequired).toBeLessThanOrEqual(10);
    expect(new Set(names(world, market)).size).toBe(WEEKLY_MARKET_SIZE);
    expect(startedWorld(11).federations[0]!.market).toEqual(market);
    expect(startedWorld(12).federations[0]!.market).not.toEqual(market);
  });

  it('floors the federation popularity: 10.9 qualifies for 10, not 11', () => {
    const world = startedWorld(3);
    player(world).popularity = 10.9;
    const candidates = marketCandidates(world, player(world));
    expect(candidates.every((w) => w.minFederationPopularityRequired <= 10)).toBe(true);
    expect(candidates.some((w) => w.minFederationPopularityRequired === 10)).toBe(true);
  });

  it('keeps 3 to 5 of 10 at each refresh, fills back to 10 with no duplicate names', () => {
    const world = startedWorld(5);
    const rng = createRngState(99);
    const seenKept = new Set<number>();
    for (let week = 0; week < 60; week += 1) {
      const before = [...player(world).market];
      const events = refreshMarket(world, player(world), rng);
      const after = player(world).market;
      const kept = after.filter((id) => before.includes(id)).length;
      expect(kept).toBeGreaterThanOrEqual(3);
      expect(kept).toBeLessThanOrEqual(5);
      seenKept.add(kept);
      expect(after).toHaveLength(10);
      expect(new Set(names(world, after)).size).toBe(10);
      expect(events).toEqual([{ kind: 'marketRefreshed', federationId: 'player', kept, added: 10 - kept }]);
    }
    expect([...seenKept].sort()).toEqual([3, 4, 5]);
  });

  it('keeps 30-50% of a smaller market too', () => {
    const rng = createRngState(1);
    for (let i = 0; i < 200; i += 1) {
      const kept = keepCount(7, rng);
      expect(kept).toBeGreaterThanOrEqual(3);
      expect(kept).toBeLessThanOrEqual(3);
    }
  });

  it('keeps the old market when no new candidate can be had', () => {
    const world = startedWorld(8);
    const federation = player(world);
    const market = [...federation.market];
    // Every other free agent is out of reach.
    for (const w of world.wrestlers) if (!market.includes(w.id)) w.minFederationPopularityRequired = 100;
    expect(refreshMarket(world, federation, createRngState(4))).toEqual([]);
    expect(federation.market).toEqual(market);
  });

  it('drops a wrestler who signed anywhere, and never offers a signed wrestler', () => {
    const world = startedWorld(21);
    const federation = player(world);
    const id = federation.market[0]!;
    signWrestler(world, 'player', id, { source: 'market', contractType: 'permanent', weeks: 5 });
    expect(federation.market).not.toContain(id);
    refreshMarket(world, federation, createRngState(2));
    expect(federation.market).not.toContain(id);
    fillMarket(world, federation, createRngState(3));
    expect(federation.market).not.toContain(id);
  });
});
