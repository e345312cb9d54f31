import { describe, expect, it } from 'vitest';
import { OFFER_OPEN_WEEKS } from '#shared/rules/diplomacy.ts';
import { executeCommand } from '../commands/table.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { loanWorld, setRelationship } from './testing/loanWorld.ts';
import { acceptOffer } from './offerAcceptors.ts';
import { answerOffer, makeOffer } from './offers.ts';
import { relationshipScore } from './relationships.ts';

const accept = acceptOffer;

function allianceOffer() {
  const setup = loanWorld(7);
  const offer = makeOffer(setup.world, { kind: 'alliance', fromId: setup.rival.id, toId: setup.you.id, reason: 'We would rather stand together.' }, `Alliance offer from ${setup.rival.name}`, 'They offer an alliance.', TEST_NOW);
  return { ...setup, offer };
}

describe('an offer to a player', () => {
  it('arrives as an unread federation_interaction message carrying the open offer', () => {
    const { world, you, offer } = allianceOffer();
    const message = world.messages.find((m) => m.id === offer.messageId)!;
    expect(message).toMatchObject({ federationId: you.id, type: 'federation_interaction', isRead: false, offerId: offer.id, offerState: 'open' });
    expect(offer.expiresWeek).toBe(world.calendar.totalWeeksProgressed + OFFER_OPEN_WEEKS - 1);
  });

  it('declined: closes with nothing else changed', () => {
    const { world, you, rival, offer } = allianceOffer();
    const funds = rival.funds;
    const events = answerOffer(world, you.id, offer.id, false, (w, o, now) => accept(w, o, w.rng, now), TEST_NOW);
    expect(events.map((e) => e.kind)).toEqual(['federationInteraction']);
    expect(world.diplomacyOffers).toEqual([]);
    expect(world.messages.find((m) => m.id === offer.messageId)!.offerState).toBe('declined');
    expect(rival.funds).toBe(funds);
    expect(world.rivalryActions).toEqual([]);
    expect(() => answerOffer(world, you.id, offer.id, true, (w, o, now) => accept(w, o, w.rng, now), TEST_NOW)).toThrow('That offer is no longer open.');
  });

  it('accepted: the alliance starts, paid by the one who offered it, and the relationship moves +20', () => {
    const { world, you, rival, offer } = allianceOffer();
    const funds = rival.funds;
    answerOffer(world, you.id, offer.id, true, (w, o, now) => accept(w, o, w.rng, now), TEST_NOW);
    expect(world.rivalryActions).toMatchObject([{ kind: 'alliance', initiatorId: rival.id, targetId: you.id, active: true }]);
    expect(rival.funds).toBe(funds - 5_000);
    expect(relationshipScore(world, you.id, rival.id)).toBe(20);
    expect(world.messages.find((m) => m.id === offer.messageId)!.offerState).toBe('accepted');
  });

  it('is answered only by the federation it was made to', () => {
    const { world, rival, offer } = allianceOffer();
    expect(() => answerOffer(world, rival.id, offer.id, true, (w, o, now) => accept(w, o, w.rng, now), TEST_NOW)).toThrow('That offer is no longer open.');
    expect(world.diplomacyOffers).toHaveLength(1);
  });

  it(`lapses after ${OFFER_OPEN_WEEKS} weeks unanswered, and the message says so`, () => {
    const { world, you, offer } = allianceOffer();
    for (let i = 1; i < OFFER_OPEN_WEEKS; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(world.diplomacyOffers).toHaveLength(1);
    const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(world.diplomacyOffers).toEqual([]);
    expect(world.messages.find((m) => m.id === offer.messageId)!.offerState).toBe('expired');
    expect(events).toContainEqual(expect.objectContaining({ kind: 'federationInteraction', federationId: you.id, action: 'offerLapsed' }));
  });

  it('a loan request accepted lends the wrestler on the terms asked; one that can no longer be honoured stays open', () => {
    const { world, you, rival, mine } = loanWorld(7);
    const wrestler = mine[0]!;
    const offer = makeOffer(world, { kind: 'loanRequest', fromId: rival.id, toId: you.id, wrestlerId: wrestler.id, weeks: 4, weeklyFee: 0, term: 'none', reason: 'Short of hands.' }, 'Loan request', 'They ask to borrow.', TEST_NOW);
    wrestler.status = 'injured';
    wrestler.injury = { description: 'Sprained ankle', weeksRemaining: 2 };
    expect(() => answerOffer(world, you.id, offer.id, true, (w, o, now) => accept(w, o, w.rng, now), TEST_NOW)).toThrow();
    expect(world.diplomacyOffers).toHaveLength(1);
    wrestler.status = 'active';
    wrestler.injury = null;
    answerOffer(world, you.id, offer.id, true, (w, o, now) => accept(w, o, w.rng, now), TEST_NOW);
    expect(world.wrestlerLoans).toMatchObject([{ wrestlerId: wrestler.id, fromId: you.id, toId: rival.id, active: true }]);
    expect(wrestler.federationId).toBe(rival.id);
  });

  it('a joint show accepted is checked again: refused when relations turned hostile or another joint show was agreed meanwhile, and stays open', () => {
    const { world, you, rival } = loanWorld(7);
    const offer = makeOffer(world, { kind: 'jointShow', fromId: rival.id, toId: you.id, type: 'supershow', split: 60, scheduledWeek: world.calendar.totalWeeksProgressed + 2, reason: 'For the money.' }, 'Joint show', 'A supershow.', TEST_NOW);
    const answer = () => answerOffer(world, you.id, offer.id, true, (w, o, now) => accept(w, o, w.rng, now), TEST_NOW);
    setRelationship(world, you.id, rival.id, -50);
    expect(answer).toThrow(`Relations with ${rival.name} have turned hostile (-50): the joint show can no longer be agreed.`);
    expect(world.diplomacyOffers).toHaveLength(1);
    setRelationship(world, you.id, rival.id, 0);
    world.jointShows.push({ id: 'joint-x', proposerId: you.id, partnerId: rival.id, type: 'charity', split: 50, scheduledWeek: offer.kind === 'jointShow' ? offer.scheduledWeek + 1 : 0, proposedWeek: 0, status: 'accepted', showId: null, hostId: you.id, income: null });
    expect(answer).toThrow(`You already have a joint show agreed with ${rival.name}.`);
    world.jointShows = [];
    answer();
    expect(world.jointShows).toMatchObject([{ proposerId: rival.id, partnerId: you.id, type: 'supershow', split: 60, status: 'accepted' }]);
  });
});
