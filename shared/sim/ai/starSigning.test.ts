// A rich promoter wants stars: the money line at its boundary, the player's signing checks, the release
// that makes room on a full roster, and the content promoter that signs none.
import { describe, expect, it } from 'vitest';
import { AI_CONTRACT_WEEKS, AI_ROSTER_SIZE, AI_STAR_RICH_WEEKS, AI_STAR_TOP_COUNT, aiAmbition } from '#shared/rules/ai.ts';
import { releaseSeverance } from '#shared/rules/contracts.ts';
import { createFederation } from '../createFederation.ts';
import { createRngState } from '../rng.ts';
import { quotePrice } from '../roster/contractTerms.ts';
import { interestCounter } from '../roster/demand.ts';
import { rosterOf, setFederationOf, type Wrestler } from '../roster/wrestler.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { seatFederationId, type Federation, type World } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { aiCandidates, runAiController, takeAiActions, weighCandidates } from './controller.ts';
import { activeAiFederations } from './profile.ts';
import { richStarCandidate, runningCostsOf, starPopularityLine } from './starSigning.ts';
import { executeCommand } from '../commands/table.ts';

const NO_TITLES = new Set<string>();

/** Seed 3's large founder, aggressive and under its ambition (it still grows), popular enough for every star. */
function prepared(funds: number): { world: World; federation: Federation } {
  const world = createWorld(3, { aiFederations: true });
  createFederation(world, seatFederationId(world), { name: 'Test Wrestling', logo: '' }, world.rng, TEST_NOW);
  const federation = activeAiFederations(world).find((f) => f.ai!.tier === 'large')!;
  federation.ai!.personality = 'aggressive';
  federation.popularity = aiAmbition('large', 'aggressive') - 5;
  federation.funds = funds;
  return { world, federation };
}

/** The most popular free agent (ties by rating, then id): the star the rule looks at first. */
function mostPopularFree(world: World): Wrestler {
  return world.wrestlers.filter((w) => w.federationId === null).sort((a, b) => b.popularity - a.popularity || b.totalPoints - a.totalPoints || a.id.localeCompare(b.id))[0]!;
}

/** The funds at which the star is just affordable: its bonus plus AI_STAR_RICH_WEEKS weeks of running costs with its wage. */
function moneyLine(world: World, federation: Federation, star: Wrestler): number {
  const quote = quotePrice(star, { source: 'freeAgent', type: 'permanent', weeks: AI_CONTRACT_WEEKS }, interestCounter(world)(star, federation.id));
  return quote.bonus + AI_STAR_RICH_WEEKS * (runningCostsOf(federation, rosterOf(world, federation.id)) + quote.salary);
}

describe('a rich promoter signs a star (starSigning.ts)', () => {
  it('a star is one of the world\'s AI_STAR_TOP_COUNT most popular wrestlers, signed or free', () => {
    const { world } = prepared(0);
    const popularity = world.wrestlers.map((w) => w.popularity).sort((a, b) => b - a);
    expect(starPopularityLine(world)).toBe(popularity[AI_STAR_TOP_COUNT - 1]);
  });

  it('signs the most popular free star at its money line, and not a dollar under it', () => {
    const { world, federation } = prepared(0);
    const star = mostPopularFree(world);
    expect(rosterOf(world, federation.id).length).toBeLessThan(AI_ROSTER_SIZE.max);
    const line = moneyLine(world, federation, star);

    federation.funds = line - 1;
    expect(richStarCandidate(world, federation, rosterOf(world, federation.id), NO_TITLES)).toBeNull();

    federation.funds = line;
    const candidate = richStarCandidate(world, federation, rosterOf(world, federation.id), NO_TITLES)!;
    expect(candidate).not.toBeNull();
    expect(candidate.payload).toEqual({ wrestlerId: star.id, source: 'freeAgent', contractType: 'permanent', weeks: AI_CONTRACT_WEEKS });
    expect(candidate.before).toBeUndefined();
    expect(candidate.reason).toMatch(new RegExp(`^Rich enough to sign a star: signed ${star.name} \\(popularity \\d+, rating \\d+\\) for \\$[\\d,]+ a week; \\$[\\d,]+ left pays ${AI_STAR_RICH_WEEKS} weeks of running costs of \\$[\\d,]+$`));
    // It takes the ordinary signing's place in the week's list.
    expect(aiCandidates(world, federation, federation.ai!).filter((c) => c.kind === 'sign')).toEqual([candidate]);
  });

  it('never picks a star the player\'s checks would refuse it: too popular for it, or banned from it', () => {
    const { world, federation } = prepared(100_000_000);
    const star = mostPopularFree(world);
    star.minFederationPopularityRequired = Math.floor(federation.popularity) + 1;
    const barred = richStarCandidate(world, federation, rosterOf(world, federation.id), NO_TITLES)!;
    expect((barred.payload as { wrestlerId: string }).wrestlerId).not.toBe(star.id);

    star.minFederationPopularityRequired = 0;
    star.rehireBanFederationId = federation.id;
    star.rehireBanUntilWeek = world.calendar.totalWeeksProgressed + 4;
    const banned = richStarCandidate(world, federation, rosterOf(world, federation.id), NO_TITLES)!;
    expect((banned.payload as { wrestlerId: string }).wrestlerId).not.toBe(star.id);

    // No free star it may sign: no candidate at all, however rich.
    const line = starPopularityLine(world);
    for (const w of world.wrestlers) if (w.federationId === null && w.popularity >= line) w.minFederationPopularityRequired = 101;
    expect(richStarCandidate(world, federation, rosterOf(world, federation.id), NO_TITLES)).toBeNull();
  });

  it('with a full roster releases its weakest hand (not a champion) in the same action, the severance counted', () => {
    const { world, federation } = prepared(0);
    const free = world.wrestlers.filter((w) => w.federationId === null && w.popularity < starPopularityLine(world)).sort((a, b) => a.totalPoints - b.totalPoints);
    for (const w of free.slice(0, AI_ROSTER_SIZE.max - rosterOf(world, federation.id).length)) {
      setFederationOf(world, w, federation.id);
      w.contract = { type: 'permanent', salary: 500, weeksRemaining: 40, lengthWeeks: 52, signedWeek: 0 };
    }
    const roster = rosterOf(world, federation.id);
    expect(roster).toHaveLength(AI_ROSTER_SIZE.max);
    const [weakest, second] = [...roster].sort((a, b) => a.totalPoints - b.totalPoints || a.id.localeCompare(b.id));
    const star = mostPopularFree(world);
    const quote = quotePrice(star, { source: 'freeAgent', type: 'permanent', weeks: AI_CONTRACT_WEEKS }, interestCounter(world)(star, federation.id));
    federation.funds = 100_000_000;

    // The weakest holds a title: the next weakest makes room.
    const titled = richStarCandidate(world, federation, roster, new Set([weakest!.id]))!;
    expect(titled.before).toEqual({ command: 'releaseWrestler', payload: { wrestlerId: second!.id } });

    const candidate = richStarCandidate(world, federation, roster, NO_TITLES)!;
    expect(candidate.before).toEqual({ command: 'releaseWrestler', payload: { wrestlerId: weakest!.id } });
    expect(candidate.cost).toBe(quote.bonus + releaseSeverance(weakest!.contract!));
    expect(candidate.reason).toContain(`released ${weakest!.name}`);

    const funds = federation.funds;
    runAiController(world, federation, federation.ai!, createRngState(1), TEST_NOW, executeCommand);
    expect(star.federationId).toBe(federation.id);
    expect(weakest!.federationId).toBeNull();
    expect(rosterOf(world, federation.id)).toHaveLength(AI_ROSTER_SIZE.max);
    expect(federation.funds).toBeLessThanOrEqual(funds - candidate.cost);
    expect(federation.ai!.decisions).toContainEqual({ weekIndex: 0, action: 'sign', reason: candidate.reason });
  });

  it('a promoter content with its popularity signs no star, however rich', () => {
    const { world, federation } = prepared(100_000_000);
    expect(richStarCandidate(world, federation, rosterOf(world, federation.id), NO_TITLES)).not.toBeNull();
    federation.popularity = aiAmbition('large', 'aggressive');
    expect(aiCandidates(world, federation, federation.ai!).some((c) => c.reason.startsWith('Rich enough'))).toBe(false);
  });

  it('stays within the week\'s spending cap: a dollar short of its cost, the star stays free', () => {
    const { world, federation } = prepared(100_000_000);
    const star = mostPopularFree(world);
    const candidate = richStarCandidate(world, federation, rosterOf(world, federation.id), NO_TITLES)!;
    expect((candidate.payload as { wrestlerId: string }).wrestlerId).toBe(star.id);
    const choices = weighCandidates([candidate], federation.ai!, createRngState(1));
    expect(takeAiActions(world, federation, federation.ai!, choices, candidate.cost - 1, TEST_NOW, executeCommand)).toEqual([]);
    expect(star.federationId).toBeNull();
    takeAiActions(world, federation, federation.ai!, choices, candidate.cost, TEST_NOW, executeCommand);
    expect(star.federationId).toBe(federation.id);
  });
});
