import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../testing/worlds.ts';
import { executeCommand } from '../commands/table.ts';
import { relationsOf } from './relationsView.ts';
import { takeRivalryAction } from './rivalryActions.ts';
import { dealingWorld, RIVAL, rivalRoster } from './testing/dealingWorld.ts';

describe('the relations view', () => {
  it('gives every other federation with status, score, history, running actions with weeks left, loans and agreed joint shows', () => {
    const { world, home } = dealingWorld();
    world.rng.state = 1;
    takeRivalryAction(world, home.id, RIVAL, 'spreadRumours', world.rng, TEST_NOW);
    takeRivalryAction(world, RIVAL, home.id, 'mediaWar', world.rng, TEST_NOW);
    world.calendar.totalWeeksProgressed = 11;
    const [w] = rivalRoster(world, 1);
    world.wrestlerLoans.push({ id: 'loan-1', wrestlerId: w!.id, fromId: RIVAL, toId: home.id, startWeek: 10, endWeek: 14, weeklyFee: 600, active: true, term: 'none' });
    world.wrestlerLoans.push({ id: 'loan-0', wrestlerId: w!.id, fromId: RIVAL, toId: home.id, startWeek: 1, endWeek: 3, weeklyFee: 600, active: false, term: 'none' });
    world.jointShows.push({ id: 'joint-1', proposerId: home.id, partnerId: RIVAL, type: 'supershow', split: 60, scheduledWeek: 12, proposedWeek: 10, status: 'accepted', showId: null, hostId: home.id, income: null });
    world.jointShows.push({ id: 'joint-0', proposerId: home.id, partnerId: RIVAL, type: 'charity', split: 60, scheduledWeek: 12, proposedWeek: 10, status: 'rejected', showId: null, hostId: home.id, income: null });

    const { relations, quotes } = relationsOf(world, home.id);
    expect(quotes).toBeNull();
    expect(relations).toHaveLength(1);
    const relation = relations[0]!;
    expect(relation).toMatchObject({ federationId: RIVAL, name: 'Rival Wrestling', score: -35, status: 'neutral', running: true });
    expect(relation.history.map((h) => [h.kind, h.change])).toEqual([['spreadRumours', -15], ['mediaWar', -20]]);
    expect(relation.actions).toEqual([expect.objectContaining({ kind: 'mediaWar', label: 'Media war', mine: false, weeksLeft: 3, effect: 'For 4 weeks you lose 1 popularity a week and they gain 0.5.' })]);
    expect(relationsOf(world, RIVAL).relations[0]!.actions[0]!.effect).toBe('For 4 weeks you gain 0.5 popularity a week and the target loses 1.');
    expect(relation.loans).toEqual([expect.objectContaining({ id: 'loan-1', wrestlerName: w!.name, lent: false, weeklyFee: 600, weeksLeft: 3 })]);
    expect(relation.jointShows).toEqual([expect.objectContaining({ id: 'joint-1', yourSplit: 60, weeksUntil: 1 })]);
    expect(relationsOf(world, RIVAL).relations[0]!.jointShows[0]!.yourSplit).toBe(40);
    expect(relation.offers).toEqual([]);
  });

  it('lists the offers waiting between the two, from either side, until they expire', () => {
    const { world, home } = dealingWorld();
    world.diplomacyOffers.push({ id: 'offer-1', kind: 'alliance', fromId: RIVAL, toId: home.id, week: 10, expiresWeek: 11, reason: 'Friends.', messageId: 'msg-1' });
    expect(relationsOf(world, home.id).relations[0]!.offers).toEqual([{ id: 'offer-1', kind: 'alliance', fromYou: false, summary: 'Rival Wrestling offers an alliance.', weeksLeft: 1 }]);
    expect(relationsOf(world, RIVAL).relations[0]!.offers[0]).toMatchObject({ fromYou: true, summary: 'You offer an alliance.' });
    world.calendar.totalWeeksProgressed = 12;
    expect(relationsOf(world, home.id).relations[0]!.offers).toEqual([]);
  });

  it('asked about one federation, quotes every action and every wrestler of its roster', () => {
    const { world, home } = dealingWorld();
    const roster = rivalRoster(world, 8);
    const { relations, quotes } = relationsOf(world, home.id, RIVAL);
    expect(relations.map((r) => r.federationId)).toEqual([RIVAL]);
    expect(quotes!.actions.map((a) => a.kind)).toEqual(['spreadRumours', 'counterProgramming', 'mediaWar', 'alliance', 'crossPromotion', 'tradeAgreement']);
    expect(quotes!.poach.map((p) => p.wrestlerId).sort()).toEqual(roster.map((w) => w.id).sort());
  });

  it('has nothing to deal with yourself, and refuses an unknown federation', () => {
    const { world, home } = dealingWorld();
    expect(relationsOf(world, home.id, home.id)).toEqual({ relations: [], quotes: null });
    expect(() => relationsOf(world, home.id, 'nobody')).toThrow('That federation does not exist.');
  });

  it('answers getRelations through the command table without changing the world', () => {
    const { world, home } = dealingWorld();
    const before = JSON.stringify(world);
    const answer = executeCommand(world, 'getRelations', home.id, {}, { now: TEST_NOW });
    expect(answer.relations!.relations.map((r) => r.federationId)).toEqual([RIVAL]);
    expect(JSON.stringify(world)).toBe(before);
  });
});
