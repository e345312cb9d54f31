import { describe, expect, it } from 'vitest';
import { JOINT_SHOW_ACCEPT_MAX, JOINT_SHOW_ACCEPT_MIN, JOINT_SHOW_REJECTION, RELATIONSHIP_CHANGES } from '#shared/rules/diplomacy.ts';
import { aiProfileOf } from '../ai/profile.ts';
import { SimRefusal } from '../refusal.ts';
import { jointWorld, rngDrawing } from '../testing/jointWorld.ts';
import { proposeJointShow } from './jointShowPropose.ts';
import { acceptanceOf, quoteJointShow } from './jointShowTerms.ts';
import { changeRelationship, findRelationship, relationshipScore } from './relationships.ts';

const refusalOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof SimRefusal) return error.message;
    throw error;
  }
  return null;
};

describe('the acceptance chance', () => {
  it('is 0.5 for a neutral, solvent rival at an even split of a show its personality does not mind, and says why in words', () => {
    const { world, me, rival } = jointWorld(3);
    aiProfileOf(rival)!.personality = 'defensive';
    const { chance, factors } = acceptanceOf(world, me, rival, { type: 'tournament', split: 50 });
    expect(chance).toBe(0.5);
    expect(factors.map((f) => f.effect)).toEqual(['neutral', 'neutral', 'neutral']);
    expect(factors.map((f) => f.label)).toEqual(['You have no history together (relationship 0)', 'An even split', 'A defensive promoter does not mind a tournament']);
  });

  it('rises with the relationship, falls with a greedy split, follows the personality and a struggling rival', () => {
    const { world, me, rival } = jointWorld(3);
    changeRelationship(world, me.id, rival.id, 'alliance', 'Allies.');
    // cooperative + charity +0.2, relationship 20 x 0.005 = +0.1, split 70: -0.2
    expect(acceptanceOf(world, me, rival, { type: 'charity', split: 70 }).chance).toBeCloseTo(0.6, 10);
    rival.funds = 24_999;
    // struggling: +0.1, and +0.1 more for a charity night
    expect(acceptanceOf(world, me, rival, { type: 'charity', split: 70 }).chance).toBeCloseTo(0.8, 10);
    expect(acceptanceOf(world, me, rival, { type: 'charity', split: 70 }).factors.at(-1)).toEqual({ label: `${rival.name} is short of money and would welcome the goodwill`, effect: 'helps' });
  });

  it('is held to 0.05-0.95 at its edges', () => {
    const { world, me, rival } = jointWorld(3);
    for (let i = 0; i < 5; i += 1) changeRelationship(world, me.id, rival.id, 'alliance', 'Allies.');
    rival.funds = 0;
    expect(acceptanceOf(world, me, rival, { type: 'charity', split: 10 }).chance).toBe(JOINT_SHOW_ACCEPT_MAX);
    const low = jointWorld(4);
    aiProfileOf(low.rival)!.personality = 'defensive';
    for (let i = 0; i < 2; i += 1) changeRelationship(low.world, low.me.id, low.rival.id, 'counterProgramming', 'Rivals.');
    expect(acceptanceOf(low.world, low.me, low.rival, { type: 'invasion', split: 90 }).chance).toBe(JOINT_SHOW_ACCEPT_MIN);
  });
});

describe('proposing a joint show', () => {
  it('at the 0.95 edge a draw of 0.9 accepts: held 2 weeks ahead, the relationship +5, the proposer told the terms', () => {
    const { world, me, rival } = jointWorld(5);
    for (let i = 0; i < 5; i += 1) changeRelationship(world, me.id, rival.id, 'alliance', 'Allies.');
    rival.funds = 0;
    const { rng, draw } = rngDrawing(0.9, 0.95);
    expect(draw).toBeLessThan(JOINT_SHOW_ACCEPT_MAX);
    const before = relationshipScore(world, me.id, rival.id);
    const week = world.calendar.totalWeeksProgressed;
    const { events, jointShow } = proposeJointShow(world, me.id, rival.id, { type: 'charity', split: 10, weeksAhead: 2 }, rng);
    expect(jointShow).toMatchObject({ status: 'accepted', scheduledWeek: week + 2, proposedWeek: week, split: 10, hostId: me.id, showId: null });
    expect(relationshipScore(world, me.id, rival.id)).toBe(Math.min(100, before + RELATIONSHIP_CHANGES.jointShowProposal));
    expect(events[0]).toMatchObject({ kind: 'federationInteraction', federationId: me.id, otherFederationId: rival.id, action: 'jointShowAccepted' });
    expect(events[1]).toMatchObject({ kind: 'federationInteraction', federationId: rival.id, otherFederationId: me.id });
  });

  it('at the 0.05 edge a draw of 0.1 rejects with the spec sentence, recorded as rejected, the relationship still +5', () => {
    const { world, me, rival } = jointWorld(6);
    aiProfileOf(rival)!.personality = 'defensive';
    for (let i = 0; i < 2; i += 1) changeRelationship(world, me.id, rival.id, 'counterProgramming', 'Rivals.');
    const { rng } = rngDrawing(0.05, 0.1);
    const { events, jointShow } = proposeJointShow(world, me.id, rival.id, { type: 'invasion', split: 90, weeksAhead: 3 }, rng);
    expect(jointShow.status).toBe('rejected');
    expect(events[0]).toMatchObject({ action: 'jointShowRejected', text: JOINT_SHOW_REJECTION });
    expect(relationshipScore(world, me.id, rival.id)).toBe(-20 + RELATIONSHIP_CHANGES.jointShowProposal);
    expect(findRelationship(world, me.id, rival.id)!.history.at(-1)).toMatchObject({ kind: 'jointShowProposal', change: 5, reason: `Home Wrestling proposed an invasion to ${rival.name}.` });
    // The door stays closed to the same rival for 4 weeks.
    expect(refusalOf(() => proposeJointShow(world, me.id, rival.id, { type: 'charity', split: 50, weeksAhead: 2 }, rng))).toBe(`${rival.name} turned down a joint show lately: it will hear another proposal in 4 weeks.`);
  });

  it('refuses what may not be proposed, changing nothing', () => {
    const { world, me, rival, third } = jointWorld(7);
    const refuse = (partnerId: string, terms: { type?: 'supershow' | 'charity'; split?: number; weeksAhead?: number }) =>
      refusalOf(() => proposeJointShow(world, me.id, partnerId, { type: 'supershow', split: 50, weeksAhead: 2, ...terms }, world.rng));
    const before = JSON.stringify(world);
    expect(refuse('nobody', {})).toBe('That federation does not exist.');
    expect(refuse(me.id, {})).toBe('You cannot propose a joint show to your own federation.');
    expect(refuse(rival.id, { split: 9 })).toBe('Your share must be a whole percentage from 10% to 90%.');
    expect(refuse(rival.id, { split: 91 })).toBe('Your share must be a whole percentage from 10% to 90%.');
    expect(refuse(rival.id, { weeksAhead: 1 })).toBe('A joint show is held 2 to 8 weeks from now.');
    expect(refuse(rival.id, { weeksAhead: 9 })).toBe('A joint show is held 2 to 8 weeks from now.');
    for (let i = 0; i < 2; i += 1) changeRelationship(world, me.id, third.id, 'poach', 'Poached.');
    const hostile = JSON.stringify(world);
    expect(refuse(third.id, {})).toBe(`${third.name} is hostile to you (relationship -50): mend the relationship before proposing a joint show.`);
    expect(JSON.stringify(world)).toBe(hostile);
    expect(before).not.toBe(hostile);
  });

  it('allows one agreed joint show per pair and one joint show a week for each federation', () => {
    const { world, me, rival, third } = jointWorld(8);
    for (let i = 0; i < 5; i += 1) changeRelationship(world, me.id, rival.id, 'alliance', 'Allies.');
    rival.funds = 0;
    const { rng } = rngDrawing(0, 0.5);
    proposeJointShow(world, me.id, rival.id, { type: 'charity', split: 10, weeksAhead: 3 }, rng);
    const date = quoteJointShow(world, me.id, rival.id, { type: 'charity', split: 10, weeksAhead: 3 }).date;
    expect(refusalOf(() => proposeJointShow(world, me.id, rival.id, { type: 'supershow', split: 50, weeksAhead: 5 }, rng))).toBe(`You already have a joint show agreed with ${rival.name} (${date}): hold it before proposing another.`);
    expect(refusalOf(() => proposeJointShow(world, me.id, third.id, { type: 'supershow', split: 50, weeksAhead: 3 }, rng))).toBe(`You already hold a joint show that week (${date}): pick another week.`);
    expect(refusalOf(() => proposeJointShow(world, third.id, rival.id, { type: 'supershow', split: 50, weeksAhead: 3 }, rng))).toBe(`${rival.name} already holds a joint show that week (${date}): pick another week.`);
  });

  it('quotes the income range from the same formula the night uses, with no refusal when it may be made', () => {
    const { world, me, rival } = jointWorld(9);
    me.popularity = 20;
    rival.popularity = 40;
    const quote = quoteJointShow(world, me.id, rival.id, { type: 'supershow', split: 60, weeksAhead: 2 });
    expect(quote.refusal).toBeNull();
    expect(quote.matches).toBe(5);
    // combined 60: $90,000 to $150,000 in all; 60% of it, 40% for the partner
    expect(quote.income).toEqual({ min: 54_000, max: 90_000 });
    expect(quote.partnerIncome).toEqual({ min: 36_000, max: 60_000 });
    expect(quote.weekIndex).toBe(world.calendar.totalWeeksProgressed + 2);
  });
});
