import { AI_SHUTDOWN_REASONS } from '#shared/rules/ai.ts';
import { describe, expect, it } from 'vitest';
import { createRngState } from '../rng.ts';
import { cloneWeeklyShows, createShow } from '../shows/scheduling.ts';
import { acceptTvOffer } from '../tv/tvDeals.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { createWorld } from '../createWorld.ts';
import { activeAiFederations } from './profile.ts';
import { closeAiFederation, shutdownRule } from './shutdown.ts';

const rule = (popularity: number, funds: number, consecutiveLosses = 0, seed = 1) => shutdownRule({ popularity, funds }, { consecutiveLosses }, createRngState(seed));
const RICH = 1_000_000;

describe('the five shutdown rules (spec §9), each at its boundary', () => {
  it('popularity under 10 and funds under 25000', () => {
    expect(rule(9.99, 24_999.99)).toBe('broke');
    expect(rule(10, 24_999.99)).toBeNull();
    expect(rule(9.99, 25_000)).not.toBe('broke');
  });

  it('popularity under 20 and 8+ losses', () => {
    expect(rule(19.99, RICH, 8)).toBe('losing');
    expect(rule(19.99, RICH, 7)).toBeNull();
    expect(rule(20, RICH, 100)).toBeNull();
  });

  it('popularity under 5', () => {
    expect(rule(4.99, RICH)).toBe('forgotten');
    // At 5 only the 2% chance rule can close it (popularity under 15).
    expect(rule(5, RICH, 0, 1)).not.toBe('forgotten');
  });

  it('funds under 10000 and 4+ losses', () => {
    expect(rule(50, 9_999.99, 4)).toBe('bleeding');
    expect(rule(50, 9_999.99, 3)).toBeNull();
    expect(rule(50, 10_000, 4)).toBeNull();
  });

  it('popularity under 15 with 2% chance a week, never at 15, and no draw above the line', () => {
    let closed = 0;
    const draws = 20_000;
    const rng = createRngState(77);
    for (let i = 0; i < draws; i += 1) if (shutdownRule({ popularity: 14.99, funds: RICH }, { consecutiveLosses: 0 }, rng) === 'unlucky') closed += 1;
    expect(closed / draws).toBeGreaterThan(0.017);
    expect(closed / draws).toBeLessThan(0.023);
    const above = createRngState(77);
    for (let i = 0; i < 2_000; i += 1) expect(shutdownRule({ popularity: 15, funds: RICH }, { consecutiveLosses: 0 }, above)).toBeNull();
    expect(above.state).toBe(createRngState(77).state);
  });
});

describe('a closing federation', () => {
  it('frees its wrestlers and retires its titles with their lineage kept', () => {
    const world = createWorld(4, { aiFederations: true });
    const federation = activeAiFederations(world)[1]!;
    const roster = rosterOf(world, federation.id);
    const titles = world.championships.filter((c) => c.federationId === federation.id);
    const champions = titles.map((t) => t.holderId);
    const events = closeAiFederation(world, federation, federation.ai!, AI_SHUTDOWN_REASONS.bleeding);

    expect(federation.ai).toMatchObject({ isActive: false, closedWeek: 0, closedReason: 'It kept losing money until the bank stepped in' });
    expect(activeAiFederations(world).map((f) => f.id)).not.toContain(federation.id);
    expect(world.federations).toContain(federation);
    expect(rosterOf(world, federation.id)).toEqual([]);
    for (const wrestler of roster) {
      expect(wrestler.federationId).toBeNull();
      expect(wrestler.contract).toBeNull();
      expect(wrestler.championships).toEqual([]);
    }
    expect(events.filter((e) => e.kind === 'wrestlerReleased')).toHaveLength(roster.length);
    for (const [i, title] of titles.entries()) {
      expect(title.isActive).toBe(false);
      expect(title.holderId).toBeNull();
      expect(title.history.map((h) => h.event)).toEqual(['created', 'awarded', 'vacated']);
      expect(title.history[1]!.holder).toBe(champions[i]);
      expect(title.history[2]!.eventDescription).toMatch(/^The federation closed/);
    }
    expect(Object.values(federation.products).every((p) => !p.isActive)).toBe(true);
  });

  it('books no weekly show again for a federation that closed the week it ran one (found by the AI-world property test)', () => {
    const world = createWorld(5, { aiFederations: true });
    const federation = activeAiFederations(world)[0]!;
    const ran = createShow(world, federation.id, { name: 'Last Weekly', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
    ran.hasBeenRun = true;
    closeAiFederation(world, federation, federation.ai!, AI_SHUTDOWN_REASONS.bleeding);
    const ended = world.calendar.totalWeeksProgressed;
    world.calendar.totalWeeksProgressed += 1;
    const funds = federation.funds;
    expect(cloneWeeklyShows(world, ended, 0)).toEqual([]);
    expect(world.shows.filter((s) => s.federationId === federation.id && !s.hasBeenRun)).toEqual([]);
    expect(federation.funds).toBe(funds);
  });

  it('ends its TV deals: a closed federation airs nothing (found by the AI-world property test)', () => {
    const world = createWorld(6, { aiFederations: true });
    const federation = activeAiFederations(world)[0]!;
    const show = createShow(world, federation.id, { name: 'On Air Weekly', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
    const state = federation.tvNetworks.find((n) => n.networkId === 'local_community_tv')!;
    state.currentOffer ??= { networkId: 'local_community_tv', paymentStructure: 'per_episode', paymentAmount: 3_000, lengthWeeks: 12, minimumShowRatingTarget: 1.3, minimumViewershipTarget: 1_000, expiresWeek: 4, isRenewal: false } as NonNullable<typeof state.currentOffer>;
    const deal = acceptTvOffer(world, federation.id, 'local_community_tv', show.id);
    closeAiFederation(world, federation, federation.ai!, AI_SHUTDOWN_REASONS.bleeding);
    expect(deal).toMatchObject({ isActive: false, endedReason: 'cancelled' });
    expect(federation.broadcastDeals.some((d) => d.isActive)).toBe(false);
  });
});
