// Offers to a player's federation through the makeOffer command: the message says who asks, what, on what
// terms, why and what Accept and Decline do; the dealing's own rules refuse first (nothing changed); and an
// accepted offer becomes the dealing.
import { describe, expect, it } from 'vitest';
import { OFFER_OPEN_WEEKS, WRESTLER_NOT_FOUND } from '#shared/rules/diplomacy.ts';
import { formatDate, weekAhead } from '#shared/rules/calendar.ts';
import { dispatchCommand, executeCommand } from '../commands/table.ts';
import { SimRefusal } from '../refusal.ts';
import { activeAiFederations } from '../ai/profile.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import type { World } from '../world.ts';
import { loanWorld, setRelationship } from './testing/loanWorld.ts';
import { notAPlayer, offerWaiting } from './offerProposals.ts';
import { relationshipScore } from './relationships.ts';

function offer(world: World, fromId: string, payload: Parameters<typeof executeCommand<'makeOffer'>>[3]) {
  return executeCommand(world, 'makeOffer', fromId, payload, { now: TEST_NOW });
}

function refusedUnchanged(world: World, run: () => unknown, sentence: string): void {
  const before = JSON.stringify(world);
  expect(run).toThrow(SimRefusal);
  expect(run).toThrow(sentence);
  expect(JSON.stringify(world)).toBe(before);
}

const answerBy = (world: World) => formatDate(weekAhead(world.calendar, OFFER_OPEN_WEEKS - 1));

describe('makeOffer to a player', () => {
  it('a loan request: who asks for whom, the weeks, the fee a week and in all, why, and what Accept and Decline do', () => {
    const { world, you, rival, mine } = loanWorld(7);
    const wrestler = mine[0]!;
    const { events } = offer(world, rival.id, { kind: 'loanRequest', toFederationId: you.id, wrestlerId: wrestler.id, weeks: 4, reason: 'Its roster is short (5 of the 8 it aims for).' });
    const fee = 2 * wrestler.totalPoints;
    const message = world.messages.at(-1)!;
    expect(message).toMatchObject({ federationId: you.id, type: 'federation_interaction', title: `Loan request from ${rival.name}`, offerState: 'open', isRead: false });
    const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
    expect(message.content).toBe(
      `${rival.name} asks to borrow ${wrestler.name} for 4 weeks at ${usd(fee)} a week (${usd(fee * 4)} in all), paid to you each week; no protective term is asked. ` +
        `Why: Its roster is short (5 of the 8 it aims for). ` +
        `Accept: ${wrestler.name} works for ${rival.name} until the loan ends and then comes back to you; your relationship moves +5. ` +
        `Decline: ${wrestler.name} stays with you and nothing changes. Answer by ${answerBy(world)}, or the offer lapses.`,
    );
    expect(world.diplomacyOffers).toMatchObject([{ kind: 'loanRequest', fromId: rival.id, toId: you.id, wrestlerId: wrestler.id, weeks: 4, weeklyFee: fee, term: 'none', messageId: message.id }]);
    expect(events.map((e) => e.kind === 'federationInteraction' && e.federationId)).toEqual([rival.id, you.id]);
    // Accepted: the loan is made at the fee asked.
    executeCommand(world, 'answerOffer', you.id, { offerId: world.diplomacyOffers[0]!.id, accept: true }, { now: TEST_NOW });
    expect(world.wrestlerLoans).toMatchObject([{ wrestlerId: wrestler.id, fromId: you.id, toId: rival.id, weeklyFee: fee, active: true }]);
  });

  it('a joint show: the type, the week, the arena, your share and its income range, why; accepted, it is agreed and the relationship moves +5', () => {
    const { world, you, rival } = loanWorld(7);
    offer(world, rival.id, { kind: 'jointShow', toFederationId: you.id, type: 'charity', split: 60, weeksAhead: 2, reason: 'Relations between you stand at 20.' });
    const message = world.messages.at(-1)!;
    expect(message.title).toBe(`Joint show proposal from ${rival.name}`);
    expect(message.content).toContain(`${rival.name} proposes a charity show in ${formatDate(weekAhead(world.calendar, 2))}: 4 matches at the Joint Event Arena (15,000 seats at $50), both rosters on the card. You take 40% of the income (`);
    expect(message.content).toContain(`${rival.name} 60%. Why: Relations between you stand at 20. Accept: the show is agreed, you book it when its week comes, and your relationship moves +5. Decline: nothing changes. Answer by`);
    executeCommand(world, 'answerOffer', you.id, { offerId: world.diplomacyOffers[0]!.id, accept: true }, { now: TEST_NOW });
    expect(world.jointShows).toMatchObject([{ proposerId: rival.id, partnerId: you.id, type: 'charity', split: 60, status: 'accepted', hostId: you.id, scheduledWeek: world.calendar.totalWeeksProgressed + 2 }]);
    expect(relationshipScore(world, you.id, rival.id)).toBe(5);
  });

  it('an alliance: who pays, what the sender gains, what it means for you', () => {
    const { world, you, rival } = loanWorld(7);
    offer(world, rival.id, { kind: 'alliance', toFederationId: you.id, reason: 'It wants a partner in the business' });
    const message = world.messages.at(-1)!;
    expect(message.title).toBe(`Alliance offer from ${rival.name}`);
    expect(message.content).toBe(
      `${rival.name} offers you an alliance for 12 weeks. ${rival.name} pays the $5,000 and gains 0.3 popularity a week while it runs. Why: It wants a partner in the business. ` +
        `Accept: the alliance starts at once and your relationship moves +20; it costs you nothing, and no media war or counter-programming can run between you while it lasts. ` +
        `Decline: nothing changes. Answer by ${answerBy(world)}, or the offer lapses.`,
    );
  });

  it('refuses, changing nothing: a computer-run counterpart, an offer already waiting, yourself, an unknown wrestler, a wrestler who cannot be lent', () => {
    const { world, you, rival, mine } = loanWorld(7);
    const other = activeAiFederations(world).find((f) => f.id !== rival.id)!;
    refusedUnchanged(world, () => offer(world, rival.id, { kind: 'alliance', toFederationId: other.id, reason: 'Why not.' }), notAPlayer(other.name));
    refusedUnchanged(world, () => offer(world, you.id, { kind: 'alliance', toFederationId: you.id, reason: 'Why not.' }), 'You cannot deal with your own federation.');
    refusedUnchanged(world, () => offer(world, rival.id, { kind: 'loanRequest', toFederationId: you.id, wrestlerId: 'nobody', weeks: 4, reason: 'Short.' }), WRESTLER_NOT_FOUND);
    const injured = mine[1]!;
    injured.status = 'injured';
    injured.injury = { description: 'Sprained ankle', weeksRemaining: 2 };
    refusedUnchanged(world, () => offer(world, rival.id, { kind: 'loanRequest', toFederationId: you.id, wrestlerId: injured.id, weeks: 4, reason: 'Short.' }), `${injured.name} is injured and cannot be lent.`);
    offer(world, rival.id, { kind: 'alliance', toFederationId: you.id, reason: 'Partners.' });
    refusedUnchanged(world, () => offer(world, rival.id, { kind: 'jointShow', toFederationId: you.id, type: 'supershow', split: 50, weeksAhead: 3, reason: 'Money.' }), offerWaiting(you.name));
  });

  it("refuses what the dealing's own rules refuse: a joint show or an alliance with a hostile federation", () => {
    const { world, you, rival } = loanWorld(7);
    setRelationship(world, rival.id, you.id, -60);
    refusedUnchanged(world, () => offer(world, rival.id, { kind: 'jointShow', toFederationId: you.id, type: 'supershow', split: 50, weeksAhead: 3, reason: 'Money.' }), 'hostile');
    refusedUnchanged(world, () => offer(world, rival.id, { kind: 'alliance', toFederationId: you.id, reason: 'Partners.' }), 'is hostile to you');
  });

  it('refuses a payload of the wrong shape with a sentence', () => {
    const { world, rival, you } = loanWorld(7);
    refusedUnchanged(world, () => dispatchCommand(world, 'makeOffer', rival.id, { kind: 'alliance', toFederationId: you.id, reason: '   ' }, { now: TEST_NOW }), 'Invalid makeOffer command: Say why you make the offer');
    refusedUnchanged(world, () => dispatchCommand(world, 'makeOffer', rival.id, { kind: 'merger', toFederationId: you.id, reason: 'Big.' }, { now: TEST_NOW }), 'Invalid makeOffer command');
  });
});
