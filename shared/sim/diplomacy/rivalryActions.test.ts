import { describe, expect, it } from 'vitest';
import { RIVALRY_ACTION_KINDS, RIVALRY_ACTIONS, RELATIONSHIP_CHANGES } from '#shared/rules/diplomacy.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { inboxOf } from '../messages.ts';
import { changeRelationship, relationshipScore } from './relationships.ts';
import { quoteRivalryAction, takeRivalryAction } from './rivalryActions.ts';
import { dealingWorld, RIVAL } from './testing/dealingWorld.ts';

describe('spreading rumours', () => {
  it('succeeds on a fixed seed: the target loses 2 popularity (the low edge), the initiator pays $10,000, the relationship moves -15', () => {
    const { world, home, rival } = dealingWorld();
    world.rng.state = 1;
    const events = takeRivalryAction(world, home.id, RIVAL, 'spreadRumours', world.rng, TEST_NOW);
    expect(rival.popularity).toBe(48);
    expect(home.popularity).toBe(50);
    expect(home.funds).toBe(990_000);
    expect(home.currentLines.at(-1)).toEqual({ kind: 'rivalry_action', label: 'Spread rumours: Rival Wrestling', amount: -10_000, paidAt: 'action' });
    expect(relationshipScore(world, home.id, RIVAL)).toBe(-15);
    expect(events).toContainEqual({ kind: 'popularityChanged', federationId: RIVAL, from: 50, to: 48, reason: 'Rumours spread by Home Wrestling' });
    expect(events.filter((e) => e.kind === 'federationInteraction').map((e) => e.kind === 'federationInteraction' && e.federationId)).toEqual([home.id, RIVAL]);
    const record = world.rivalryActions.at(-1)!;
    expect(record).toMatchObject({ kind: 'spreadRumours', initiatorId: home.id, targetId: RIVAL, cost: 10_000, weeks: 0, active: false, weekExecuted: 10 });
  });

  it('takes 5 at the high edge of the 2-5 range on another seed', () => {
    const { world, home, rival } = dealingWorld();
    world.rng.state = 5;
    takeRivalryAction(world, home.id, RIVAL, 'spreadRumours', world.rng, TEST_NOW);
    expect(rival.popularity).toBe(45);
  });

  it('backfires on a seed past the 70% chance: the initiator loses 3 and reads "Rumours can backfire."', () => {
    const { world, home, rival } = dealingWorld();
    world.rng.state = 2;
    const events = takeRivalryAction(world, home.id, RIVAL, 'spreadRumours', world.rng, TEST_NOW);
    expect(home.popularity).toBe(47);
    expect(rival.popularity).toBe(50);
    expect(relationshipScore(world, home.id, RIVAL)).toBe(-15);
    const mine = events.find((e) => e.kind === 'federationInteraction' && e.federationId === home.id);
    expect(mine && mine.kind === 'federationInteraction' && mine.text).toMatch(/^Rumours can backfire\./);
  });

  it('tells a player acted upon who did it, in a federation_interaction message', () => {
    const { world, home } = dealingWorld();
    world.rng.state = 1;
    takeRivalryAction(world, home.id, RIVAL, 'spreadRumours', world.rng, TEST_NOW);
    const message = inboxOf(world, RIVAL).at(-1)!;
    expect(message).toMatchObject({ type: 'federation_interaction', title: 'Spread rumours: Home Wrestling', content: 'Home Wrestling spread rumours about you: you lost 2 popularity.', isRead: false });
  });

  it('clamps popularity at 0', () => {
    const { world, home, rival } = dealingWorld();
    rival.popularity = 1;
    world.rng.state = 5;
    takeRivalryAction(world, home.id, RIVAL, 'spreadRumours', world.rng, TEST_NOW);
    expect(rival.popularity).toBe(0);
  });
});

describe('the funds check (spec §5) and the refusal (spec §8)', () => {
  for (const kind of RIVALRY_ACTION_KINDS) {
    const cost = RIVALRY_ACTIONS[kind].cost;
    it(`${kind}: refused at $${cost - 1} with the spec's sentence and nothing changes; taken at exactly $${cost}`, () => {
      const { world, home } = dealingWorld(1, { funds: cost - 1 });
      const before = JSON.stringify(world);
      expect(() => takeRivalryAction(world, home.id, RIVAL, kind, world.rng, TEST_NOW)).toThrow(`Insufficient funds. This action costs $${cost.toLocaleString('en-US')}`);
      expect(JSON.stringify(world)).toBe(before);
      expect(quoteRivalryAction(world, home.id, RIVAL, kind).refusal).toBe(`Insufficient funds. This action costs $${cost.toLocaleString('en-US')}`);
      home.funds = cost;
      expect(quoteRivalryAction(world, home.id, RIVAL, kind).refusal).toBeNull();
      takeRivalryAction(world, home.id, RIVAL, kind, world.rng, TEST_NOW);
      expect(home.funds).toBe(0);
      expect(relationshipScore(world, home.id, RIVAL)).toBe(RELATIONSHIP_CHANGES[kind]);
      const record = world.rivalryActions.at(-1)!;
      expect(record.weeks).toBe(RIVALRY_ACTIONS[kind].weeks);
      expect(record.active).toBe(RIVALRY_ACTIONS[kind].weeks > 0);
    });
  }

  it('quotes the spec cost, weeks and relationship change of each action', () => {
    const { world, home } = dealingWorld();
    expect(RIVALRY_ACTION_KINDS.map((k) => { const q = quoteRivalryAction(world, home.id, RIVAL, k); return [k, q.cost, q.weeks, q.relationshipChange]; })).toEqual([
      ['spreadRumours', 10_000, 0, -15],
      ['counterProgramming', 5_000, 4, -10],
      ['mediaWar', 25_000, 4, -20],
      ['alliance', 5_000, 12, 20],
      ['crossPromotion', 3_000, 4, 15],
      ['tradeAgreement', 2_000, 8, 10],
    ]);
  });
});

describe('what may not be taken', () => {
  it('refuses yourself and an unknown federation', () => {
    const { world, home } = dealingWorld();
    expect(() => takeRivalryAction(world, home.id, home.id, 'mediaWar', world.rng, TEST_NOW)).toThrow('You cannot deal with your own federation.');
    expect(() => takeRivalryAction(world, home.id, 'nobody', 'mediaWar', world.rng, TEST_NOW)).toThrow('That federation does not exist.');
  });

  it('refuses a second running action of the same kind against the same federation, with the weeks left', () => {
    const { world, home } = dealingWorld();
    takeRivalryAction(world, home.id, RIVAL, 'mediaWar', world.rng, TEST_NOW);
    world.calendar.totalWeeksProgressed += 1;
    const funds = home.funds;
    expect(() => takeRivalryAction(world, home.id, RIVAL, 'mediaWar', world.rng, TEST_NOW)).toThrow('A media war with Rival Wrestling is already running (3 weeks left).');
    expect(home.funds).toBe(funds);
  });

  it('counts one cooperative action of a kind per pair, whoever started it', () => {
    const { world, home } = dealingWorld();
    takeRivalryAction(world, RIVAL, home.id, 'alliance', world.rng, TEST_NOW);
    expect(quoteRivalryAction(world, home.id, RIVAL, 'alliance').refusal).toBe('An alliance with Rival Wrestling is already running (12 weeks left).');
  });

  it('refuses alliance, cross-promotion and trade with a hostile federation (at -50) and allows them at -49', () => {
    const { world, home } = dealingWorld();
    for (let i = 0; i < 2; i += 1) changeRelationship(world, home.id, RIVAL, 'poach', 'test');
    expect(relationshipScore(world, home.id, RIVAL)).toBe(-50);
    for (const kind of ['alliance', 'crossPromotion', 'tradeAgreement'] as const) expect(quoteRivalryAction(world, home.id, RIVAL, kind).refusal).toMatch(/is hostile to you \(relationship -50\)/);
    world.relationships[0]!.score = -49;
    for (const kind of ['alliance', 'crossPromotion', 'tradeAgreement'] as const) expect(quoteRivalryAction(world, home.id, RIVAL, kind).refusal).toBeNull();
  });

  it('refuses a cooperative action while a media war runs between the pair, and a media war while an alliance runs', () => {
    const { world, home } = dealingWorld();
    takeRivalryAction(world, RIVAL, home.id, 'mediaWar', world.rng, TEST_NOW);
    expect(quoteRivalryAction(world, home.id, RIVAL, 'tradeAgreement').refusal).toBe('No trade agreement while a media war runs between you and Rival Wrestling.');
    const other = dealingWorld(2);
    takeRivalryAction(other.world, other.home.id, RIVAL, 'alliance', other.world.rng, TEST_NOW);
    expect(quoteRivalryAction(other.world, other.home.id, RIVAL, 'counterProgramming').refusal).toBe('No counter-programming while an alliance runs between you and Rival Wrestling.');
  });
});
