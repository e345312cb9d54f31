// The promoters' dealings: who targets whom and why, by personality, need and relationship (fixed seeds),
// retaliation, the cooldowns (per pair, the rest between dealings, one received a week), the spending cap,
// offers to a player in place of an answer at once, and the switch that turns them off.
import { describe, expect, it } from 'vitest';
import { AI_DEALING_PAIR_COOLDOWN_WEEKS, AI_DEALING_REST_WEEKS, AI_RETALIATION_NEED, AI_DEALING_WEIGHTS, type AiDealingKind } from '#shared/rules/aiDiplomacy.ts';
import { AI_PERSONALITIES, type AiPersonality } from '#shared/rules/ai.ts';
import { executeCommand } from '../commands/table.ts';
import { loanWorld, setRelationship } from '../diplomacy/testing/loanWorld.ts';
import { createRngState } from '../rng.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import type { Federation, World } from '../world.ts';
import { noteDealing, restingFromDealings, runAiDealings } from './diplomacy.ts';
import { dealingCandidates, grudgeAgainst, onPairCooldown } from './diplomacyCandidates.ts';
import { activeAiFederations, aiProfileOf } from './profile.ts';

const HOSTILE: readonly AiDealingKind[] = ['spreadRumours', 'counterProgramming', 'mediaWar', 'poach', 'raid'];
const FRIENDLY: readonly AiDealingKind[] = ['alliance', 'crossPromotion', 'tradeAgreement', 'lend', 'jointShow'];

/**
 * The loan world (the player and three computer-run federations) with the first rival as the promoter under
 * test: rich, its personality set, every other promoter resting so only it deals this week.
 */
function dealingWorld(personality: AiPersonality, seed = 7): { world: World; you: Federation; rival: Federation; others: Federation[] } {
  const { world, you, rival } = loanWorld(seed);
  aiProfileOf(rival)!.personality = personality;
  const others = activeAiFederations(world).filter((f) => f.id !== rival.id);
  for (const other of others) aiProfileOf(other)!.dealtWith = { [rival.id]: world.calendar.totalWeeksProgressed };
  return { world, you, rival, others };
}

/** The one dealing the promoter takes this week, as it recorded it. */
function dealOnce(world: World, rival: Federation, seed = 1) {
  runAiDealings(world, createRngState(seed), TEST_NOW, executeCommand);
  return aiProfileOf(rival)!.decisions.filter((d) => d.action === 'dealing');
}

describe('the promoter lists its dealings from the quotes the screens read', () => {
  it('lists each dealing with its target, a need in 0-1, the command and a reason naming the target', () => {
    const { world, rival } = dealingWorld('chaotic');
    const candidates = dealingCandidates(world, rival, aiProfileOf(rival)!);
    expect(candidates.length).toBeGreaterThan(0);
    for (const c of candidates) {
      expect(c.targetId).not.toBe(rival.id);
      expect(c.need).toBeGreaterThanOrEqual(0);
      expect(c.need).toBeLessThanOrEqual(1);
      expect(c.reason).toContain(world.federations.find((f) => f.id === c.targetId)!.name);
    }
  });

  it('toward the player, an alliance and a joint show are offers (makeOffer), and it never lends to a player', () => {
    const { world, you, rival } = dealingWorld('cooperative');
    setRelationship(world, rival.id, you.id, 80);
    const towardYou = dealingCandidates(world, rival, aiProfileOf(rival)!).filter((c) => c.targetId === you.id);
    expect(towardYou.find((c) => c.kind === 'alliance')).toMatchObject({ command: 'makeOffer', payload: { kind: 'alliance', toFederationId: you.id }, cost: 0 });
    expect(towardYou.find((c) => c.kind === 'jointShow')).toMatchObject({ command: 'makeOffer', payload: { kind: 'jointShow', split: 60, weeksAhead: 2 } });
    expect(towardYou.some((c) => c.kind === 'lend')).toBe(false);
    // The actions that need no yes are taken at once: a trade agreement is the command itself.
    expect(towardYou.find((c) => c.kind === 'tradeAgreement')).toMatchObject({ command: 'takeRivalryAction', payload: { targetId: you.id, kind: 'tradeAgreement' } });
  });

  it('a refused quote is no candidate: no cooperative dealing with a hostile federation, no rivalry action without the money', () => {
    const { world, you, rival } = dealingWorld('cooperative');
    setRelationship(world, rival.id, you.id, -60);
    const towardYou = dealingCandidates(world, rival, aiProfileOf(rival)!).filter((c) => c.targetId === you.id);
    expect(towardYou.filter((c) => ['alliance', 'crossPromotion', 'tradeAgreement', 'jointShow'].includes(c.kind))).toEqual([]);
    rival.funds = 4_000;
    const poor = dealingCandidates(world, rival, aiProfileOf(rival)!).filter((c) => c.command === 'takeRivalryAction');
    expect(poor.every((c) => c.cost <= 4_000)).toBe(true);
  });

  it('a hostile relationship and a rival of the same size raise the need of a hostile dealing', () => {
    const { world, you, rival } = dealingWorld('aggressive');
    rival.popularity = Math.max(0, you.popularity - 50);
    const rumours = () => dealingCandidates(world, rival, aiProfileOf(rival)!).find((c) => c.targetId === you.id && c.kind === 'spreadRumours')!;
    setRelationship(world, rival.id, you.id, -70);
    const cool = rumours().need;
    setRelationship(world, rival.id, you.id, -100);
    const hostile = rumours();
    expect(hostile.need).toBeCloseTo(cool + 0.35 * 0.3, 6);
    expect(hostile.reason).toContain('relations at -100');
    // Its rival for the same fans: the closer in popularity, the more it is wanted.
    const gap = Math.abs(you.popularity - rival.popularity);
    you.popularity = rival.popularity;
    expect(rumours().need).toBeCloseTo(Math.min(1, hostile.need + 0.2 * Math.min(1, gap / 30)), 6);
    expect(rumours().reason).toContain('a rival for the same fans');
  });
});

describe('by personality (seed 7, one week, the player the only one it may deal with)', () => {
  function onlyTheirTarget(personality: AiPersonality, relationship: number) {
    const setup = dealingWorld(personality);
    const { world, you, rival, others } = setup;
    // The other promoters are off its list this week: its pair cooldown with each.
    aiProfileOf(rival)!.dealtWith = Object.fromEntries(others.map((o) => [o.id, world.calendar.totalWeeksProgressed - AI_DEALING_REST_WEEKS]));
    setRelationship(world, rival.id, you.id, relationship);
    return setup;
  }

  it('an aggressive promoter at odds with the player hits it (a rumour, a media war, counter-programming or a poach), and says why', () => {
    const { world, you, rival } = onlyTheirTarget('aggressive', -100);
    const [decision] = dealOnce(world, rival);
    expect(decision).toBeDefined();
    expect(HOSTILE).toContain(decision!.dealing);
    expect(decision!.targetId).toBe(you.id);
    expect(decision!.reason).toContain(you.name);
    expect(decision!.reason).toContain('relations at -100');
    // The player's message of it says who did it and why.
    const message = world.messages.filter((m) => m.federationId === you.id && m.type === 'federation_interaction').at(-1)!;
    expect(message.content).toContain(rival.name);
    expect(message.content).toContain('Why: ');
    expect(message.content).toContain('Why: Relations between you stand at -100');
  });

  it('a cooperative promoter on good terms courts the player (an alliance or joint show offer, a trade agreement or cross-promotion)', () => {
    const { world, you, rival } = onlyTheirTarget('cooperative', 30);
    const [decision] = dealOnce(world, rival);
    expect(FRIENDLY).toContain(decision!.dealing);
    expect(decision!.targetId).toBe(you.id);
  });

  it('a defensive promoter makes a trade agreement or an alliance, never a hostile move, with a neutral player', () => {
    const { world, you, rival } = onlyTheirTarget('defensive', 0);
    for (let seed = 1; seed <= 5; seed += 1) {
      const copy = structuredClone(world);
      const target = copy.federations.find((f) => f.id === rival.id)!;
      const [decision] = dealOnce(copy, target, seed);
      if (decision) {
        expect(['tradeAgreement', 'alliance', 'crossPromotion', 'jointShow']).toContain(decision.dealing);
        expect(decision.targetId).toBe(you.id);
      }
    }
  });

  it('a struggling promoter (short roster, little money) asks to borrow or proposes a joint show for the money', () => {
    const { world, you, rival } = onlyTheirTarget('defensive', 10);
    rival.funds = 20_000;
    // Wrestlers it can afford: a borrower pays the loanee's salary too (diplomacy/loanConsent.ts).
    for (const w of rosterOf(world, you.id)) w.contract!.salary = 500;
    const profile = aiProfileOf(rival)!;
    profile.rosterTarget = rosterOf(world, rival.id).length + 3;
    const candidates = dealingCandidates(world, rival, profile).filter((c) => c.targetId === you.id);
    const borrow = candidates.find((c) => c.kind === 'borrow')!;
    expect(borrow).toMatchObject({ command: 'makeOffer', payload: { kind: 'loanRequest', toFederationId: you.id, weeks: 4 } });
    expect(borrow.reason).toContain('roster is short');
    const joint = candidates.find((c) => c.kind === 'jointShow')!;
    expect(joint.reason).toContain('money is short');
    const [decision] = dealOnce(world, rival);
    expect(['borrow', 'jointShow']).toContain(decision!.dealing);
    expect(world.diplomacyOffers).toHaveLength(1);
    expect(world.diplomacyOffers[0]).toMatchObject({ fromId: rival.id, toId: you.id });
  });

  it('every personality weighs every dealing, and only the aggressive and chaotic ones ever raid', () => {
    for (const personality of AI_PERSONALITIES) {
      const weights = AI_DEALING_WEIGHTS[personality];
      expect(Object.keys(weights).sort()).toEqual([...HOSTILE, ...FRIENDLY, 'borrow'].sort());
      expect(weights.raid > 0).toBe(personality === 'aggressive' || personality === 'chaotic');
    }
  });
});

describe('retaliation', () => {
  it('a promoter hit by a hostile action answers it more readily, and says so', () => {
    const { world, you, rival } = dealingWorld('aggressive');
    setRelationship(world, rival.id, you.id, -70);
    const before = dealingCandidates(world, rival, aiProfileOf(rival)!).find((c) => c.targetId === you.id && c.kind === 'spreadRumours')!;
    you.funds = 100_000;
    executeCommand(world, 'takeRivalryAction', you.id, { targetId: rival.id, kind: 'mediaWar' }, { now: TEST_NOW });
    expect(grudgeAgainst(world, rival.id, you.id)).toEqual({ kind: 'mediaWar', week: world.calendar.totalWeeksProgressed });
    const after = dealingCandidates(world, rival, aiProfileOf(rival)!).find((c) => c.targetId === you.id && c.kind === 'spreadRumours')!;
    // The media war moved the relationship -20 too: the need rises by both.
    expect(after.need).toBeCloseTo(Math.min(1, before.need + AI_RETALIATION_NEED + 0.35 * 0.2), 6);
    expect(after.reason).toContain('answering its media war');
    expect(after.motive).toContain(`${rival.name} is answering your media war`);
  });
});

describe('cooldowns', () => {
  it(`a pair deals again only after ${AI_DEALING_PAIR_COOLDOWN_WEEKS} weeks, and a promoter rests ${AI_DEALING_REST_WEEKS} weeks between dealings`, () => {
    const { world, you, rival } = dealingWorld('aggressive');
    const profile = aiProfileOf(rival)!;
    const week = world.calendar.totalWeeksProgressed;
    noteDealing(profile, you.id, week);
    expect(onPairCooldown(profile, you.id, week + AI_DEALING_PAIR_COOLDOWN_WEEKS - 1)).toBe(true);
    expect(onPairCooldown(profile, you.id, week + AI_DEALING_PAIR_COOLDOWN_WEEKS)).toBe(false);
    expect(dealingCandidates(world, rival, profile).some((c) => c.targetId === you.id)).toBe(false);
    expect(restingFromDealings(profile, week + AI_DEALING_REST_WEEKS - 1)).toBe(true);
    expect(restingFromDealings(profile, week + AI_DEALING_REST_WEEKS)).toBe(false);
    // A resting promoter deals with nobody.
    expect(dealOnce(world, rival)).toEqual([]);
  });

  it('forgets a pair once its cooldown is over', () => {
    const { world, you, rival } = dealingWorld('aggressive');
    const profile = aiProfileOf(rival)!;
    profile.dealtWith = {};
    noteDealing(profile, you.id, 10);
    noteDealing(profile, 'someone', 10 + AI_DEALING_PAIR_COOLDOWN_WEEKS);
    expect(profile.dealtWith).toEqual({ someone: 10 + AI_DEALING_PAIR_COOLDOWN_WEEKS });
    expect(world).toBeDefined();
  });

  it('a federation receives at most one dealing a week from all the promoters together', () => {
    const { world, you } = loanWorld(7);
    for (const f of activeAiFederations(world)) {
      aiProfileOf(f)!.personality = 'aggressive';
      f.funds = 1_000_000;
      setRelationship(world, f.id, you.id, -60);
    }
    runAiDealings(world, createRngState(3), TEST_NOW, executeCommand);
    const aimedAtYou = activeAiFederations(world).flatMap((f) => aiProfileOf(f)!.decisions.filter((d) => d.action === 'dealing' && d.targetId === you.id));
    expect(aimedAtYou.length).toBeLessThanOrEqual(1);
  });

  it('a dealing costs no more than the week\'s spending cap', () => {
    const { world, rival } = dealingWorld('aggressive');
    // The reserve ($10,000 at least) leaves nothing to spend: only the free dealings (offers, loans, joint shows) remain.
    rival.funds = 10_000;
    for (const d of dealOnce(world, rival)) expect(['jointShow', 'lend', 'borrow', 'alliance']).toContain(d.dealing);
    expect(rival.funds).toBe(10_000);
  });
});

describe('the switch', () => {
  it('world.aiDealings false: no promoter deals', () => {
    const { world, rival } = dealingWorld('chaotic');
    world.aiDealings = false;
    const before = JSON.stringify(world);
    expect(runAiDealings(world, createRngState(1), TEST_NOW, executeCommand)).toEqual([]);
    expect(JSON.stringify(world)).toBe(before);
    expect(aiProfileOf(rival)!.decisions.some((d) => d.action === 'dealing')).toBe(false);
  });
});
