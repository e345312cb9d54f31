import { describe, expect, it } from 'vitest';
import { AI_ROSTER_SIZE } from '#shared/rules/ai.ts';
import { LOAN_MAX_WEEKS } from '#shared/rules/loans.ts';
import { activeAiFederations } from '../ai/profile.ts';
import { closeAiFederation } from '../ai/shutdown.ts';
import { aiCandidates } from '../ai/controller.ts';
import { executeCommand } from '../commands/table.ts';
import { startTraining } from '../roster/training.ts';
import { releaseWrestler, renewContract } from '../roster/contracts.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { retireWrestlers } from '../roster/aging.ts';
import { createShow } from '../shows/scheduling.ts';
import { addMatch } from '../shows/booking.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import type { World } from '../world.ts';
import { activeLoanOf } from './loan.ts';
import { loanFee, quoteLoan } from './loanQuote.ts';
import { advanceLoans } from './loanWeek.ts';
import { loansOf, makeLoan } from './loans.ts';
import { relationshipScore } from './relationships.ts';
import { loanWorld, setRelationship } from './testing/loanWorld.ts';
import { wrestlerViewFor } from '../world/wrestlerView.ts';

/** One loans step of a week advance: the calendar moved on one week first, as in the week's pipeline. */
function loanWeek(world: World) {
  world.calendar.totalWeeksProgressed += 1;
  return advanceLoans(world, { rng: world.rng, now: TEST_NOW, commands: executeCommand } as unknown as WeekContext);
}

describe('the loan fee (spec §9)', () => {
  it('is 2 x total skill points a week, 20% less from relationship 50, 50% more from -50', () => {
    expect(loanFee(300, 0).value).toBe(600);
    expect(loanFee(300, 49).value).toBe(600);
    expect(loanFee(300, 50).value).toBe(480);
    expect(loanFee(300, 100).value).toBe(480);
    expect(loanFee(300, -49).value).toBe(600);
    expect(loanFee(300, -50).value).toBe(900);
    expect(loanFee(300, -100).value).toBe(900);
  });

  it('is in whole dollars: the discount rounded to the nearest dollar', () => {
    expect(loanFee(224, 50)).toEqual({ value: 358, parts: [{ label: '2 x 224 skill points', amount: 448 }, { label: 'Allied (relationship 50): 20% less', amount: -90 }] });
    expect(loanFee(224, -50).value).toBe(672);
  });

  it('says why: the parts sum to the fee', () => {
    for (const score of [-50, 0, 50]) {
      const fee = loanFee(457, score);
      expect(fee.parts.reduce((sum, p) => sum + p.amount, 0)).toBeCloseTo(fee.value, 6);
    }
    expect(loanFee(457, 50).parts.map((p) => p.label)).toEqual(['2 x 457 skill points', 'Allied (relationship 50): 20% less']);
    expect(loanFee(457, -50).parts[1]).toEqual({ label: 'Hostile (relationship -50): 50% more', amount: 457 });
  });

  it('is what the quote and the loan charge, at the pair relationship', () => {
    const { world, you, rival, mine } = loanWorld();
    const w = mine[0]!;
    setRelationship(world, you.id, rival.id, 50);
    const quote = quoteLoan(world, you.id, { direction: 'lend', wrestlerId: w.id, otherFederationId: rival.id, weeks: 4, term: 'none' });
    expect(quote.weeklyFee).toBe(w.totalPoints * 2 - Math.round(w.totalPoints * 2 * 0.2));
    expect(quote.total).toBe(quote.weeklyFee * 4);
    expect(quote.status).toBe('allied');
  });
});

describe('lending to a computer-run federation', () => {
  it('moves the wrestler to the borrower on loan, records the loan, and moves the relationship +5', () => {
    const { world, you, rival, mine } = loanWorld();
    const w = mine[0]!;
    const { events } = makeLoan(world, you.id, { direction: 'lend', wrestlerId: w.id, otherFederationId: rival.id, weeks: 3, term: 'noCleanLoss' }, TEST_NOW);
    expect(w.federationId).toBe(rival.id);
    expect(w.status).toBe('on_loan');
    expect(rosterOf(world, rival.id)).toContain(w);
    expect(rosterOf(world, you.id)).not.toContain(w);
    const loan = activeLoanOf(world, w.id)!;
    expect(loan).toMatchObject({ fromId: you.id, toId: rival.id, startWeek: 0, endWeek: 3, weeklyFee: w.totalPoints * 2, term: 'noCleanLoss', active: true });
    expect(relationshipScore(world, you.id, rival.id)).toBe(5);
    expect(events.map((e) => e.kind === 'federationInteraction' && [e.federationId, e.action])).toEqual([
      [you.id, 'loanOut'],
      [rival.id, 'loanIn'],
    ]);
    expect(world.messages.some((m) => m.federationId === you.id && m.type === 'federation_interaction' && m.content.startsWith(`You lent ${w.name} to ${rival.name} for 3 weeks`))).toBe(true);
    expect(loansOf(world, you.id)[0]).toMatchObject({ direction: 'out', weeksLeft: 3, wrestlerName: w.name, toName: rival.name });
    // The lender still holds the contract: the wrestler's page says so.
    expect(wrestlerViewFor(world, rival.id, w.id)).toMatchObject({ contractHolder: { federationId: you.id, name: you.name } });
  });

  it('credits the lender and charges the borrower each week, a ledger line each side', () => {
    const { world, you, rival, mine } = loanWorld();
    const w = mine[0]!;
    makeLoan(world, you.id, { direction: 'lend', wrestlerId: w.id, otherFederationId: rival.id, weeks: 3, term: 'none' }, TEST_NOW);
    const fee = w.totalPoints * 2;
    const [yourFunds, rivalFunds] = [you.funds, rival.funds];
    loanWeek(world);
    expect(you.currentLines).toContainEqual({ kind: 'loan_fee_received', label: `Loan fee: ${w.name} to ${rival.name} (week 1 of 3)`, amount: fee, paidAt: 'action' });
    expect(rival.currentLines).toContainEqual({ kind: 'loan_fee_paid', label: `Loan fee: ${w.name} from ${you.name} (week 1 of 3)`, amount: -fee, paidAt: 'action' });
    expect(you.funds).toBe(yourFunds + fee);
    expect(rival.funds).toBe(rivalFunds - fee);
    expect(activeLoanOf(world, w.id)!.weeksPaid).toBe(1);
  });

  it('returns the wrestler, active, at the end week, with a message to both sides', () => {
    const { world, you, rival, mine } = loanWorld();
    const w = mine[0]!;
    makeLoan(world, you.id, { direction: 'lend', wrestlerId: w.id, otherFederationId: rival.id, weeks: 2, term: 'none' }, TEST_NOW);
    loanWeek(world);
    expect(w.federationId).toBe(rival.id);
    const events = loanWeek(world);
    expect(w.federationId).toBe(you.id);
    expect(w.status).toBe('active');
    const loan = world.wrestlerLoans[0]!;
    expect(loan).toMatchObject({ active: false, endReason: 'completed', endedWeek: 2, weeksPaid: 2, feesPaid: w.totalPoints * 4 });
    expect(events.filter((e) => e.kind === 'federationInteraction' && e.action === 'loanEnded').map((e) => e.kind === 'federationInteraction' && e.federationId)).toEqual([you.id, rival.id]);
    expect(world.messages.filter((m) => m.title === 'Loan ended').map((m) => m.federationId).sort()).toEqual([you.id, rival.id].sort());
    expect(loanWeek(world)).toEqual([]);
  });
});

describe('what a loan refuses (nothing changes)', () => {
  const lend = (world: World, actor: string, wrestlerId: string, other: string, weeks = 4) => () =>
    makeLoan(world, actor, { direction: 'lend', wrestlerId, otherFederationId: other, weeks, term: 'none' }, TEST_NOW);

  it('refuses an unknown wrestler with the spec sentence, unknown or own federations, weeks out of range', () => {
    const { world, you, rival, mine } = loanWorld();
    const before = JSON.stringify(world);
    expect(lend(world, you.id, 'nobody_here', rival.id)).toThrow('Wrestler not found.');
    expect(lend(world, you.id, mine[0]!.id, 'fed-404')).toThrow('That federation does not exist.');
    expect(lend(world, you.id, mine[0]!.id, you.id)).toThrow('You cannot lend a wrestler to your own federation.');
    expect(lend(world, you.id, mine[0]!.id, rival.id, 0)).toThrow('A loan lasts 1 to 12 weeks.');
    expect(lend(world, you.id, mine[0]!.id, rival.id, LOAN_MAX_WEEKS + 1)).toThrow('A loan lasts 1 to 12 weeks.');
    expect(JSON.stringify(world)).toBe(before);
  });

  it('refuses a wrestler not on the roster, already on loan, injured, training, champion, or booked', () => {
    const { world, you, rival, mine } = loanWorld();
    const theirs = rosterOf(world, rival.id)[0]!;
    expect(lend(world, you.id, theirs.id, rival.id)).toThrow(`${theirs.name} is not on your roster.`);
    mine[1]!.status = 'injured';
    expect(lend(world, you.id, mine[1]!.id, rival.id)).toThrow(`${mine[1]!.name} is injured and cannot be lent.`);
    startTraining(world, you.id, mine[2]!.id, 'stamina');
    expect(lend(world, you.id, mine[2]!.id, rival.id)).toThrow(`${mine[2]!.name} is in training and cannot be lent.`);
    mine[3]!.championships = ['title-x'];
    expect(lend(world, you.id, mine[3]!.id, rival.id)).toThrow(`${mine[3]!.name} holds a title: a champion cannot be lent.`);
    const show = createShow(world, you.id, { name: 'Friday Fights', weeksAhead: 0, venueId: 'civic_hall', ticketPrice: 15, frequency: 'special' });
    addMatch(world, you.id, show.id, { type: 'singles', stipulation: 'standard', participants: [mine[4]!.id, mine[5]!.id], championshipId: null, isExhibition: false, title: '' });
    expect(lend(world, you.id, mine[4]!.id, rival.id)).toThrow(`${mine[4]!.name} is booked on Friday Fights: take them off the card first.`);
    lend(world, you.id, mine[0]!.id, rival.id)();
    const third = activeAiFederations(world)[1]!;
    expect(lend(world, rival.id, mine[0]!.id, third.id)).toThrow(`${mine[0]!.name} is already on loan.`);
  });

  it('refuses a loan the contract does not outlast', () => {
    const { world, you, rival, mine } = loanWorld();
    mine[0]!.contract!.weeksRemaining = 4;
    expect(lend(world, you.id, mine[0]!.id, rival.id, 4)).toThrow(`${mine[0]!.name}'s contract has 4 weeks left: a loan must end before it does (at most 3 weeks).`);
    expect(lend(world, you.id, mine[0]!.id, rival.id, 3)).not.toThrow();
  });

  it('refuses a player-run counterpart until offers exist, and a closed one', () => {
    const { world, you, rival, mine } = loanWorld();
    expect(lend(world, rival.id, rosterOf(world, rival.id)[5]!.id, you.id)).toThrow(`${you.name} is run by a player: loans with them are not open yet.`);
    closeAiFederation(world, rival, rival.ai!, 'Test');
    expect(lend(world, you.id, mine[0]!.id, rival.id)).toThrow(`${rival.name} is no longer running.`);
  });

  it('refuses to borrow without the first week fee in funds (the spec sentence)', () => {
    const { world, you, rival } = loanWorld();
    const spare = rosterOf(world, rival.id).filter((w) => w.championships.length === 0).at(-1)!;
    you.funds = spare.totalPoints * 2 - 1;
    expect(() => makeLoan(world, you.id, { direction: 'borrow', wrestlerId: spare.id, otherFederationId: rival.id, weeks: 2, term: 'none' }, TEST_NOW)).toThrow(
      `Insufficient funds. This action costs $${(spare.totalPoints * 2).toLocaleString('en-US')}`,
    );
  });

  it('keeps a loanee from being released, renewed or trained by the borrower, or booked by the lender', () => {
    const { world, you, rival, mine } = loanWorld();
    const w = mine[0]!;
    lend(world, you.id, w.id, rival.id)();
    expect(() => releaseWrestler(world, rival.id, w.id)).toThrow(`${w.name} is on loan: only their own federation can release them, once they are back.`);
    w.contract!.weeksRemaining = 3;
    expect(() => renewContract(world, rival.id, w.id, { contractType: 'permanent', weeks: 12 })).toThrow(`${w.name} is on loan`);
    expect(() => startTraining(world, rival.id, w.id, 'stamina')).toThrow(`${w.name} is on loan and cannot train.`);
    expect(() => releaseWrestler(world, you.id, w.id)).toThrow(`${w.name} is not on your roster.`);
    const show = createShow(world, you.id, { name: 'Home Night', weeksAhead: 0, venueId: 'civic_hall', ticketPrice: 15, frequency: 'special' });
    expect(() => addMatch(world, you.id, show.id, { type: 'singles', stipulation: 'standard', participants: [w.id, mine[1]!.id], championshipId: null, isExhibition: false, title: '' })).toThrow(
      `${w.name} is not on your roster.`,
    );
  });
});

describe('a computer-run borrower and its loanee', () => {
  it('neither renews nor releases them: the contract is the lender\'s', () => {
    const { world, you, rival, mine } = loanWorld();
    const w = mine[0]!;
    makeLoan(world, you.id, { direction: 'lend', wrestlerId: w.id, otherFederationId: rival.id, weeks: 2, term: 'none' }, TEST_NOW);
    w.contract!.weeksRemaining = 3;
    w.morale = 90;
    const about = (candidates: ReturnType<typeof aiCandidates>) => candidates.filter((c) => (c.payload as { wrestlerId?: string }).wrestlerId === w.id);
    expect(about(aiCandidates(world, rival, rival.ai!))).toEqual([]);
    w.totalPoints = 1;
    rival.funds = 1_000;
    const candidates = aiCandidates(world, rival, rival.ai!);
    expect(candidates.some((c) => c.kind === 'release')).toBe(true);
    expect(about(candidates)).toEqual([]);
  });
});

describe('the computer-run side answers at once', () => {
  it('a borrower declines when hostile, full, short of money, or the wrestler would not improve its card', () => {
    const { world, you, rival, mine } = loanWorld();
    const ask = (wrestlerId = mine[0]!.id) => quoteLoan(world, you.id, { direction: 'lend', wrestlerId, otherFederationId: rival.id, weeks: 4, term: 'none' }).answer!;
    expect(ask().accepts).toBe(true);
    setRelationship(world, you.id, rival.id, -50);
    expect(ask()).toMatchObject({ accepts: false, reason: `${rival.name} declines: relations are hostile, and it will not pay a hostile rival 50% more.` });
    setRelationship(world, you.id, rival.id, 0);
    // Three times the whole cost: the fee and the salary it would pay, 4 weeks.
    const cost = (mine[0]!.totalPoints * 2 + mine[0]!.contract!.salary) * 4 * 3;
    rival.funds = cost - 1;
    expect(ask().reason).toBe(`${rival.name} declines: it keeps 3 times the whole cost, fee and salary ($${(cost / 3).toLocaleString('en-US')}), in the bank before it borrows.`);
    rival.funds = cost;
    expect(ask().accepts).toBe(true);
    rival.funds = 1_000_000;
    const weak = mine[5]!;
    weak.skills = { strength: 1, agility: 1, technic: 1, charisma: 1, stamina: 1 };
    weak.popularity = 1;
    weak.totalPoints = 10;
    expect(ask(weak.id).reason).toContain('would not improve its card');
    while (rosterOf(world, rival.id).length < AI_ROSTER_SIZE.max) {
      const free = world.wrestlers.find((w) => w.federationId === null)!;
      free.federationId = null;
      world.wrestlers.splice(world.wrestlers.indexOf(free), 1);
      world.wrestlers.push({ ...free, id: `${free.id}_x`, federationId: rival.id });
    }
    expect(ask().reason).toContain('its roster is full');
  });

  it('a borrower counts its own wrestlers lent out, who come back to it', () => {
    const { world, you, rival, mine } = loanWorld();
    const ask = () => quoteLoan(world, you.id, { direction: 'lend', wrestlerId: mine[0]!.id, otherFederationId: rival.id, weeks: 4, term: 'none' }).answer!;
    const signOne = () => {
      const free = world.wrestlers.find((w) => w.federationId === null)!;
      world.wrestlers.splice(world.wrestlers.indexOf(free), 1);
      world.wrestlers.push({ ...free, id: `${free.id}_x`, federationId: rival.id });
    };
    while (rosterOf(world, rival.id).length < AI_ROSTER_SIZE.max - 1) signOne();
    expect(ask().accepts).toBe(true);
    // One of its own goes away on loan to a third federation: one fewer on the roster, one lent out.
    const away = rosterOf(world, rival.id)[0]!;
    world.wrestlerLoans.push({ id: 'loan-away', wrestlerId: away.id, fromId: rival.id, toId: 'elsewhere', startWeek: 0, endWeek: 4, weeklyFee: 100, active: true, term: 'none', weeksPaid: 0, feesPaid: 0 });
    world.wrestlers.splice(world.wrestlers.indexOf(away), 1);
    world.wrestlers.push({ ...away, federationId: 'elsewhere' });
    expect(ask().accepts).toBe(true);
    signOne();
    expect(rosterOf(world, rival.id)).toHaveLength(AI_ROSTER_SIZE.max - 1);
    expect(ask().reason).toBe(`${rival.name} declines: its roster is full (${AI_ROSTER_SIZE.max - 1} wrestlers and 1 lent out).`);
  });

  it('a lender keeps its best three unless allied or short of money, and protects a wrestler at or above its average', () => {
    const { world, you, rival } = loanWorld();
    const roster = rosterOf(world, rival.id).sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id));
    const best = roster[0]!;
    const borrow = (id: string) => quoteLoan(world, you.id, { direction: 'borrow', wrestlerId: id, otherFederationId: rival.id, weeks: 2, term: 'none' });
    best.championships = [];
    expect(borrow(best.id).answer!.reason).toBe(`${rival.name} declines: ${best.name} is one of its 3 best, and it lends its stars only to an ally or when short of money.`);
    setRelationship(world, you.id, rival.id, 50);
    expect(borrow(best.id).answer).toMatchObject({ accepts: true, term: 'noCleanLoss' });
    setRelationship(world, you.id, rival.id, 0);
    rival.funds = 10_000;
    expect(borrow(best.id).answer!.accepts).toBe(true);
    const weakest = roster.at(-1)!;
    weakest.championships = [];
    expect(borrow(weakest.id)).toMatchObject({ term: 'none', answer: { accepts: true } });
  });

  it('borrowing brings the lender term and makes the loan the other way', () => {
    const { world, you, rival } = loanWorld();
    setRelationship(world, you.id, rival.id, 50);
    const top = rosterOf(world, rival.id).sort((a, b) => b.totalPoints - a.totalPoints)[0]!;
    top.championships = [];
    const { quote } = makeLoan(world, you.id, { direction: 'borrow', wrestlerId: top.id, otherFederationId: rival.id, weeks: 2, term: 'none' }, TEST_NOW);
    expect(quote.term).toBe('noCleanLoss');
    expect(activeLoanOf(world, top.id)).toMatchObject({ fromId: rival.id, toId: you.id, term: 'noCleanLoss', weeklyFee: top.totalPoints * 2 - Math.round(top.totalPoints * 2 * 0.2) });
    expect(top.federationId).toBe(you.id);
    expect(loansOf(world, you.id)[0]!.direction).toBe('in');
  });
});

describe('a loan that ends early', () => {
  const start = (weeks = 4) => {
    const setup = loanWorld();
    makeLoan(setup.world, setup.you.id, { direction: 'lend', wrestlerId: setup.mine[0]!.id, otherFederationId: setup.rival.id, weeks, term: 'none' }, TEST_NOW);
    return { ...setup, w: setup.mine[0]! };
  };

  it('sends an injured loanee home after the week they worked is paid', () => {
    const { world, you, w } = start();
    w.status = 'injured';
    loanWeek(world);
    expect(w.federationId).toBe(you.id);
    expect(w.status).toBe('injured');
    expect(world.wrestlerLoans[0]).toMatchObject({ active: false, endReason: 'injured', weeksPaid: 1 });
  });

  it('ends without a fee when the borrower cannot pay it', () => {
    const { world, you, rival, w } = start();
    rival.funds = 0;
    const funds = you.funds;
    loanWeek(world);
    expect(w.federationId).toBe(you.id);
    expect(you.funds).toBe(funds);
    expect(world.wrestlerLoans[0]).toMatchObject({ active: false, endReason: 'unpaid', weeksPaid: 0 });
  });

  it('ends when the loanee retires', () => {
    const { world, w } = start();
    retireWrestlers(world, [w], TEST_NOW);
    loanWeek(world);
    expect(world.wrestlerLoans[0]).toMatchObject({ active: false, endReason: 'left' });
  });

  it('sends the loanee home when the borrower closes', () => {
    const { world, you, rival, w } = start();
    closeAiFederation(world, rival, rival.ai!, 'Test', TEST_NOW);
    expect(w.federationId).toBe(you.id);
    expect(w.status).toBe('active');
    expect(world.wrestlerLoans[0]).toMatchObject({ active: false, endReason: 'closed' });
  });
});
