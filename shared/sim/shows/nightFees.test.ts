// Night fees are paid from the night's takings: a show runs when funds plus its ticket
// sales cover its licensing and appearance fees, at the boundary with fixed seeds; the booking page's
// expected figures carry the same sentence before Start.
import { describe, expect, it } from 'vitest';
import { SimRefusal } from '../refusal.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { addMatch } from './booking.ts';
import { previewShow, runShow } from './runShow.ts';
import { createShow } from './scheduling.ts';

/** Two wrestlers on $6,000 per-appearance fees in one match at a theater ($2,000 licence): $14,000 due on the night. */
function feesNight(seed: number) {
  const world = startedWorld(seed);
  player(world).funds = 500_000;
  const pair = withRoster(world, 2);
  for (const wrestler of pair) wrestler.contract = { ...wrestler.contract!, type: 'perAppearance', salary: 6_000 };
  const show = createShow(world, 'player', { name: 'Aurora Nights', weeksAhead: 0, venueId: 'aurora_playhouse', ticketPrice: 12, frequency: 'special' });
  addMatch(world, 'player', show.id, { type: 'singles', stipulation: 'standard', participants: pair.map((w) => w.id), championshipId: null, isExhibition: false, title: '' });
  const expected = previewShow(world, show);
  return { world, show, expected };
}

const sentence = (fees: number, funds: number, tickets: number) =>
  `This show's night fees ($${fees.toLocaleString('en-US')}) are more than your funds ($${funds.toLocaleString('en-US')}) plus its expected ticket sales ($${tickets.toLocaleString('en-US')}).`;

describe('night fees paid from the night’s takings', () => {
  it('the fixture: fees above the ticket money, both in whole dollars', () => {
    const { expected } = feesNight(21);
    expect(expected.nightCosts).toBe(14_000);
    expect(expected.ticketRevenue).toBeGreaterThan(0);
    expect(expected.ticketRevenue).toBeLessThan(14_000);
    expect(Number.isInteger(expected.ticketRevenue)).toBe(true);
  });

  it('exactly covered (funds + tickets = fees): the show runs, tickets come in before the fees, funds never below $0', () => {
    const { world, show, expected } = feesNight(21);
    const funds = expected.nightCosts - expected.ticketRevenue;
    player(world).funds = funds;
    expect(previewShow(world, show).problems).toEqual([]);
    const linesBefore = player(world).currentLines.length;
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    const result = show.result!;
    expect(result.ticketRevenue).toBe(expected.ticketRevenue);
    expect(result.costs).toBe(14_000);
    const night = player(world).currentLines.slice(linesBefore);
    // Pay order: the ticket money, the licence, each appearance fee, then the merchandise.
    expect(night.map((l) => l.kind)).toEqual(['tickets', 'venue_licensing', 'appearance_fees', 'appearance_fees', 'merchandise']);
    let running = funds;
    for (const line of night) {
      running += line.amount;
      expect(running).toBeGreaterThanOrEqual(0);
    }
    expect(player(world).funds).toBe(result.merchandiseRevenue);
  });

  it('one dollar short: refused with the sentence and its figures, nothing changed, and the preview warns first', () => {
    const { world, show, expected } = feesNight(21);
    const funds = expected.nightCosts - expected.ticketRevenue - 1;
    player(world).funds = funds;
    const message = sentence(14_000, funds, expected.ticketRevenue);
    expect(previewShow(world, show).problems).toEqual([message]);
    const before = JSON.stringify(world);
    expect(() => runShow(world, 'player', show.id, world.rng, TEST_NOW)).toThrow(SimRefusal);
    expect(() => runShow(world, 'player', show.id, world.rng, TEST_NOW)).toThrow(message);
    expect(JSON.stringify(world)).toBe(before);
  });

  it('funds below the fees but the tickets cover them: runs, funds after = funds + revenue - fees, fees and tickets on their own lines', () => {
    for (const seed of [4, 21, 88]) {
      const { world, show, expected } = feesNight(seed);
      const funds = 9_000;
      expect(funds).toBeLessThan(expected.nightCosts);
      expect(funds + expected.ticketRevenue).toBeGreaterThanOrEqual(expected.nightCosts);
      player(world).funds = funds;
      runShow(world, 'player', show.id, world.rng, TEST_NOW);
      const result = show.result!;
      expect(player(world).funds).toBeCloseTo(funds + result.revenue - result.costs, 2);
      const booked = (kind: string) => player(world).currentLines.filter((l) => l.kind === kind).reduce((sum, l) => sum + l.amount, 0);
      expect(booked('tickets')).toBe(result.ticketRevenue);
      expect(booked('venue_licensing')).toBe(-2_000);
      expect(booked('appearance_fees')).toBe(-12_000);
    }
  });

  it('a card with problems of its own lists them before the fees', () => {
    const { world, show, expected } = feesNight(21);
    player(world).funds = 0;
    const [first] = show.segments[0]!.participants;
    world.wrestlers.find((w) => w.id === first)!.status = 'injured';
    const problems = previewShow(world, show).problems;
    expect(problems).toHaveLength(2);
    expect(problems[1]).toMatch(/^This show's night fees \(\$14,000\)/);
    expect(expected.problems).toEqual([]);
  });
});
