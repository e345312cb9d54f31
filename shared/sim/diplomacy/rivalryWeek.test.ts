import { describe, expect, it } from 'vitest';
import type { RivalryActionKind } from '#shared/rules/diplomacy.ts';
import { inboxOf } from '../messages.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { takeRivalryAction } from './rivalryActions.ts';
import { advanceRivalryActions } from './rivalryWeek.ts';
import { dealingWorld, nextWeekContext, RIVAL } from './testing/dealingWorld.ts';

/** Takes the action at week 10 with both sides at popularity 50, then runs `weeks` week steps; the popularity of each side after each. */
function run(kind: RivalryActionKind, weeks: number) {
  const dealing = dealingWorld();
  const { world, home, rival } = dealing;
  takeRivalryAction(world, home.id, RIVAL, kind, world.rng, TEST_NOW);
  const seen: Array<[number, number]> = [];
  const events = [];
  for (let i = 0; i < weeks; i += 1) {
    events.push(...advanceRivalryActions(world, nextWeekContext(world)));
    seen.push([home.popularity, rival.popularity]);
  }
  return { ...dealing, seen, events, action: world.rivalryActions.at(-1)! };
}

describe('running rivalry actions each week (spec §4)', () => {
  it('counter-programming: both sides lose 1 a week for 4 weeks, then nothing', () => {
    const { seen } = run('counterProgramming', 5);
    expect(seen).toEqual([[49, 49], [48, 48], [47, 47], [46, 46], [46, 46]]);
  });

  it('media war: the initiator gains 0.5 and the target loses 1 a week for 4 weeks', () => {
    const { seen } = run('mediaWar', 5);
    expect(seen).toEqual([[50.5, 49], [51, 48], [51.5, 47], [52, 46], [52, 46]]);
  });

  it('alliance: the initiator gains 0.3 a week for 12 weeks, the partner nothing', () => {
    const { seen } = run('alliance', 13);
    expect(seen[0]).toEqual([50.3, 50]);
    expect(seen[11]).toEqual([53.6, 50]);
    expect(seen[12]).toEqual([53.6, 50]);
  });

  it('cross-promotion: both sides gain 0.15 a week for 4 weeks', () => {
    const { seen } = run('crossPromotion', 5);
    expect(seen).toEqual([[50.15, 50.15], [50.3, 50.3], [50.45, 50.45], [50.6, 50.6], [50.6, 50.6]]);
  });

  it('trade agreement: both sides receive $150 a week for 8 weeks, as a ledger line; less than it cost', () => {
    const { home, rival } = run('tradeAgreement', 9);
    expect(home.funds).toBe(1_000_000 - 2_000 + 8 * 150);
    expect(rival.funds).toBe(1_000_000 + 8 * 150);
    expect(rival.currentLines.at(-1)).toEqual({ kind: 'trade_agreement', label: 'Trade agreement: Home Wrestling', amount: 150, paidAt: 'action' });
  });

  it('expires in the week its weeks since execution reach its duration, with a message to each player', () => {
    const dealing = dealingWorld();
    const { world, home } = dealing;
    takeRivalryAction(world, home.id, RIVAL, 'mediaWar', world.rng, TEST_NOW);
    const action = world.rivalryActions.at(-1)!;
    for (let i = 0; i < 3; i += 1) advanceRivalryActions(world, nextWeekContext(world));
    expect(world.calendar.totalWeeksProgressed).toBe(13);
    expect(action.active).toBe(true);
    const events = advanceRivalryActions(world, nextWeekContext(world));
    expect(action.active).toBe(false);
    expect(events).toContainEqual({ kind: 'federationInteraction', federationId: home.id, otherFederationId: RIVAL, action: 'mediaWarEnded', text: 'Your media war with Rival Wrestling has ended after 4 weeks.' });
    expect(inboxOf(world, home.id).at(-1)).toMatchObject({ type: 'federation_interaction', title: 'Media war ended', content: 'Your media war with Rival Wrestling has ended after 4 weeks.' });
    expect(inboxOf(world, RIVAL).at(-1)).toMatchObject({ title: 'Media war ended', content: 'The media war Home Wrestling started with you has ended after 4 weeks.' });
  });

  it('gives an action taken earlier in the same advance (by a computer-run federation) its first week at the next advance: 4 effects in all', () => {
    const { world, home, rival } = dealingWorld();
    const context = nextWeekContext(world);
    takeRivalryAction(world, home.id, RIVAL, 'counterProgramming', world.rng, TEST_NOW);
    advanceRivalryActions(world, context);
    expect([home.popularity, rival.popularity]).toEqual([50, 50]);
    for (let i = 0; i < 5; i += 1) advanceRivalryActions(world, nextWeekContext(world));
    expect([home.popularity, rival.popularity]).toEqual([46, 46]);
    expect(world.rivalryActions.at(-1)!.active).toBe(false);
  });

  it('clamps popularity at 100 and at 0', () => {
    const dealing = dealingWorld();
    const { world, home, rival } = dealing;
    home.popularity = 99.8;
    rival.popularity = 0.5;
    takeRivalryAction(world, home.id, RIVAL, 'mediaWar', world.rng, TEST_NOW);
    advanceRivalryActions(world, nextWeekContext(world));
    advanceRivalryActions(world, nextWeekContext(world));
    expect([home.popularity, rival.popularity]).toEqual([100, 0]);
  });

  it('ends, without effect, an action whose other side has closed', () => {
    const { world, home, rival } = dealingWorld();
    takeRivalryAction(world, home.id, RIVAL, 'counterProgramming', world.rng, TEST_NOW);
    rival.closedWeek = 10;
    advanceRivalryActions(world, nextWeekContext(world));
    expect(home.popularity).toBe(50);
    expect(world.rivalryActions.at(-1)!.active).toBe(false);
  });

  it('changes nothing and draws nothing when no action runs', () => {
    const { world } = dealingWorld();
    const context = nextWeekContext(world);
    const before = JSON.stringify(world);
    expect(advanceRivalryActions(world, context)).toEqual([]);
    expect(JSON.stringify(world)).toBe(before);
  });
});
