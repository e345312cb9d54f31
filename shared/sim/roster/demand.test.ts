import { describe, expect, it } from 'vitest';
import { INTEREST_PREMIUM_MAX, INTEREST_PREMIUM_PER_FEDERATION, interestFactor } from '#shared/rules/demand.ts';
import { activeAiFederations } from '../ai/profile.ts';
import { executeCommand } from '../commands/table.ts';
import { createFederation } from '../createFederation.ts';
import { SimRefusal } from '../refusal.ts';
import { figuresAiWorld, playAiWeek } from '../testing/aiWorld.ts';
import { player, startedWorld, TEST_NOW } from '../testing/worlds.ts';
import { seatFederationId, type World } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { quoteContract } from './contractTerms.ts';
import { competingInterest, openToSign, signingAppetite } from './demand.ts';
import { listFreeAgents } from './freeAgents.ts';
import { signWrestler } from './signing.ts';
import type { Wrestler } from './wrestler.ts';

/** A new game as the server makes it: the AI federations and the player's federation. */
function aiWorld(seed = 5): World {
  const world = createWorld(seed, { aiFederations: true });
  createFederation(world, seatFederationId(world), { name: 'Test Wrestling', logo: '' }, world.rng, TEST_NOW);
  player(world).funds = 1_000_000;
  return world;
}

/** A free agent every AI promoter wants: rated above every roster, no popularity requirement. */
function star(world: World): Wrestler {
  const w = world.wrestlers.find((x) => x.federationId === null && x.status !== 'injured' && x.rehireBanUntilWeek === null)!;
  w.totalPoints = 999;
  w.minFederationPopularityRequired = 0;
  return w;
}

describe('competing interest: the premium rival federations add to a signing', () => {
  it('the premium is 0 at no interest, one step per federation, and stops at the cap', () => {
    expect(interestFactor(0)).toBe(1);
    expect(interestFactor(1)).toBeCloseTo(1 + INTEREST_PREMIUM_PER_FEDERATION);
    const atCap = Math.round(INTEREST_PREMIUM_MAX / INTEREST_PREMIUM_PER_FEDERATION);
    expect(interestFactor(atCap)).toBeCloseTo(1 + INTEREST_PREMIUM_MAX);
    expect(interestFactor(atCap + 3)).toBeCloseTo(1 + INTEREST_PREMIUM_MAX);
    const quote = quoteContract({ askingSalary: 2_000, morale: 70 }, { source: 'freeAgent', type: 'permanent', weeks: 12 }, 2);
    expect(quote.parts).toContainEqual({ label: '2 rival federations are interested', factor: 1.1 });
    expect(quote.salary).toBe(2_200);
    expect(quoteContract({ askingSalary: 2_000, morale: 70 }, { source: 'renewal', type: 'permanent', weeks: 12 }, 2).salary).toBe(2_000);
  });

  it('a lone world has no interest: every free agent quotes as before', () => {
    const world = startedWorld(5);
    const w = star(world);
    expect(competingInterest(world, w, 'player')).toBe(0);
  });

  it('counts the active AI federations that would sign the wrestler now, 1 when only one is active', () => {
    const world = aiWorld();
    const w = star(world);
    const ai = activeAiFederations(world);
    expect(ai.length).toBeGreaterThanOrEqual(3);
    expect(competingInterest(world, w, 'player')).toBe(ai.length);
    // An AI federation does not compete with itself.
    expect(competingInterest(world, w, ai[0]!.id)).toBe(ai.length - 1);
    for (const f of ai.slice(1)) f.ai!.isActive = false;
    expect(competingInterest(world, w, 'player')).toBe(1);
    // A wrestler rated below every roster's average interests nobody.
    w.totalPoints = 1;
    expect(competingInterest(world, w, 'player')).toBe(0);
  });

  it("the player's signing pays the premium the quote shows", () => {
    const world = aiWorld();
    const w = star(world);
    const interest = competingInterest(world, w, 'player');
    const expected = quoteContract(w, { source: 'freeAgent', type: 'permanent', weeks: 12 }, interest);
    expect(expected.salary).toBeGreaterThan(quoteContract(w, { source: 'freeAgent', type: 'permanent', weeks: 12 }).salary);
    signWrestler(world, 'player', w.id, { source: 'freeAgent', contractType: 'permanent', weeks: 12 });
    expect(w.contract!.salary).toBe(expected.salary);
  });
});

describe('the appetites read from the roster index, as a scan of the world gives them', () => {
  it('equal a scan of the world per federation: roster size and the mean of its ratings summed in the world order', () => {
    const world = figuresAiWorld(4);
    for (let week = 0; week < 30; week += 1) playAiWeek(world);
    const byScan = () =>
      world.federations.map((federation) => {
        const roster = world.wrestlers.filter((w) => w.federationId === federation.id);
        return { federation, rosterSize: roster.length, averageRating: roster.length === 0 ? 0 : roster.reduce((sum, w) => sum + w.totalPoints, 0) / roster.length };
      });
    expect(byScan().filter((a) => a.rosterSize > 0).length).toBeGreaterThan(3);
    expect(world.federations.map((f) => signingAppetite(world, f))).toEqual(byScan());
    // After a signing (the index is rebuilt) and a rating change (read live).
    const seat = seatFederationId(world);
    signWrestler(world, seat, world.wrestlers.find((w) => w.federationId === null && openToSign(world, player(world), w))!.id, { source: 'freeAgent', contractType: 'permanent', weeks: 12 });
    world.wrestlers.find((w) => w.federationId === seat)!.totalPoints += 7.25;
    expect(world.federations.map((f) => signingAppetite(world, f))).toEqual(byScan());
  });
});

describe('a wrestler exists once: signed by one federation, gone from every list', () => {
  it('one an AI federation signs leaves every market and the free-agent list at once; the player is refused by name', () => {
    const world = aiWorld();
    const w = star(world);
    player(world).market.push(w.id);
    const rival = activeAiFederations(world)[0]!;
    rival.funds = 10_000_000;
    executeCommand(world, 'signWrestler', rival.id, { wrestlerId: w.id, source: 'freeAgent', contractType: 'permanent', weeks: 52 }, { now: TEST_NOW });
    expect(w.federationId).toBe(rival.id);
    for (const f of world.federations) expect(f.market).not.toContain(w.id);
    expect(listFreeAgents(world, 'player', { limit: 100 }).rows.map((r) => r.wrestler.id)).not.toContain(w.id);
    expect(() => signWrestler(world, 'player', w.id, { source: 'freeAgent', contractType: 'permanent', weeks: 12 })).toThrow(SimRefusal);
    expect(() => signWrestler(world, 'player', w.id, { source: 'market', contractType: 'permanent', weeks: 5 })).toThrow(`${w.name} is already signed to ${rival.name}.`);
  });
});
