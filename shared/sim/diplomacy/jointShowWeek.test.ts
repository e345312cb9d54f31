import { describe, expect, it } from 'vitest';
import { JOINT_EVENT_ARENA_CAPACITY, JOINT_SHOW_TICKET_PRICE, RELATIONSHIP_CHANGES } from '#shared/rules/diplomacy.ts';
import { showPopularityChange } from '#shared/rules/shows.ts';
import { roundPopularity } from '#shared/rules/federation.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import { executeCommand } from '../commands/table.ts';
import { SimRefusal } from '../refusal.ts';
import { createRngState } from '../rng.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { addMatch, JOINT_SHOW_NO_TITLES } from '../shows/booking.ts';
import { runShow } from '../shows/runShow.ts';
import { findShow } from '../shows/show.ts';
import { createShow, JOINT_SHOW_TERMS_FIXED, updateShow } from '../shows/scheduling.ts';
import { jointWorld, rngDrawing } from '../testing/jointWorld.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import type { World } from '../world.ts';
import { jointShowIncome, splitJointIncome } from './jointShowIncome.ts';
import { agreeJointShow } from './jointShowPropose.ts';
import { averageMatchQuality } from './jointShowRun.ts';
import { relationshipScore } from './relationships.ts';

const advance = (world: World, federationId: string) => executeCommand(world, 'advanceWeek', federationId, { unrunShows: 'skip' }, { now: TEST_NOW }).events;

const refusalOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof SimRefusal) return error.message;
    throw error;
  }
  return null;
};

/** An agreed joint show between the player and a rival, proposed by the player through the table, the answer drawn as yes. */
function agreed(seed: number, type: 'supershow' | 'invasion' | 'charity' | 'tournament' = 'supershow', split = 60) {
  const setup = jointWorld(seed);
  const { world, me, rival } = setup;
  world.rng = rngDrawing(0, 0.05).rng;
  const { jointShow } = executeCommand(world, 'proposeJointShow', me.id, { partnerId: rival.id, type, split, weeksAhead: 2 }, { now: TEST_NOW });
  expect(jointShow!.status).toBe('accepted');
  return setup;
}

describe('a joint show when its week comes', () => {
  it('is not there the next week, and two weeks after the agreement is a show of the player at the Joint Event Arena, ready to book', () => {
    const { world, me, rival } = agreed(11);
    const record = world.jointShows.at(-1)!;
    expect(advance(world, me.id).some((e) => e.kind === 'jointShowReady')).toBe(false);
    expect(record.status).toBe('accepted');
    const events = advance(world, me.id);
    expect(record.status).toBe('completed');
    const show = findShow(world, record.showId!)!;
    expect(show).toMatchObject({
      federationId: me.id,
      weekIndex: world.calendar.totalWeeksProgressed,
      venueId: 'joint_event_arena',
      venueCapacity: JOINT_EVENT_ARENA_CAPACITY,
      ticketPrice: JOINT_SHOW_TICKET_PRICE,
      isComplete: false,
      hasBeenRun: false,
      rentalPaid: 0,
      joint: { jointShowId: record.id, partnerId: rival.id },
    });
    expect(show.name).toBe(`Supershow with ${rival.name}`);
    expect(events).toContainEqual({ kind: 'jointShowReady', federationId: me.id, showId: show.id, name: show.name });
    expect(world.messages.some((m) => m.federationId === me.id && m.type === 'federation_interaction' && m.title === `Joint show ready to book: ${show.name}`)).toBe(true);
  });

  it('books both rosters, but no one else and no title; its venue and tickets stay as agreed', () => {
    const { world, me, rival, third } = agreed(12);
    advance(world, me.id);
    advance(world, me.id);
    const show = findShow(world, world.jointShows.at(-1)!.showId!)!;
    const mine = rosterOf(world, me.id).find((w) => w.status === 'active')!;
    const theirs = rosterOf(world, rival.id).find((w) => w.status === 'active')!;
    const stranger = rosterOf(world, third.id).find((w) => w.status === 'active')!;
    const match = (participants: string[], championshipId: string | null = null) => ({ type: 'singles' as const, stipulation: 'standard' as const, participants, championshipId, isExhibition: false, title: '' });
    expect(addMatch(world, me.id, show.id, match([mine.id, theirs.id])).participants).toEqual([mine.id, theirs.id]);
    const other = rosterOf(world, me.id).filter((w) => w.status === 'active')[1]!;
    expect(refusalOf(() => addMatch(world, me.id, show.id, match([other.id, stranger.id])))).toBe(`${stranger.name} is not on your roster.`);
    const title = executeCommand(world, 'createChampionship', me.id, { name: 'Home Title', holderId: null }, { now: TEST_NOW }).championship!;
    expect(refusalOf(() => addMatch(world, me.id, show.id, match([other.id, rosterOf(world, rival.id)[1]!.id], title.id)))).toBe(JOINT_SHOW_NO_TITLES);
    expect(refusalOf(() => updateShow(world, me.id, show.id, { ticketPrice: 20 }))).toBe(JOINT_SHOW_TERMS_FIXED);
    expect(refusalOf(() => createShow(world, me.id, { name: 'Borrowed Arena', weeksAhead: 0, venueId: 'joint_event_arena', ticketPrice: 50, frequency: 'special' }))).toBe('That venue does not exist.');
  });

  it('runs for both: the income formula split as ledger lines in place of tickets, both popularities move, the relationship +10', () => {
    const { world, me, rival } = agreed(13, 'supershow', 60);
    advance(world, me.id);
    advance(world, me.id);
    const record = world.jointShows.at(-1)!;
    const show = findShow(world, record.showId!)!;
    executeCommand(world, 'autoBook', me.id, { showId: show.id }, { now: TEST_NOW });
    expect(show.segments).toHaveLength(5);
    expect(show.segments.every((s) => s.kind === 'match' && s.type === 'singles')).toBe(true);
    // Each match is one of ours against one of theirs.
    for (const segment of show.segments) expect(segment.participants.map((id) => world.wrestlers.find((w) => w.id === id)!.federationId).sort()).toEqual([me.id, rival.id].sort());
    me.funds = 100_000;
    const combined = me.popularity + rival.popularity;
    const rivalBefore = rival.popularity;
    const relationshipBefore = relationshipScore(world, me.id, rival.id);
    runShow(world, me.id, show.id, world.rng, TEST_NOW);
    expect(show.hasBeenRun && show.isComplete).toBe(true);
    // The bonus is the generator's draw after the matches (0 to $10,000); the figure is the shared formula's.
    const income = record.income!;
    const expected = jointShowIncome({ combinedPopularity: combined, bonus: income.parts[1]!.amount, averageQuality: averageMatchQuality(show) });
    expect(income.value).toBe(expected.value);
    expect(income.parts[1]!.amount).toBeGreaterThanOrEqual(0);
    expect(income.parts[1]!.amount).toBeLessThanOrEqual(10_000);
    const shares = splitJointIncome(income.value, 60);
    expect([income.proposerShare, income.partnerShare]).toEqual([shares.proposer, shares.partner]);
    expect(me.currentLines.filter((l) => l.kind === 'tickets')).toEqual([]);
    expect(me.currentLines.find((l) => l.kind === 'joint_show')).toMatchObject({ amount: shares.proposer, label: `Joint show: ${show.name} (60% of $${formatUsdPlain(income.value)})` });
    expect(rival.currentLines.find((l) => l.kind === 'joint_show')!.amount).toBe(shares.partner);
    expect(show.result!.ticketRevenue).toBe(0);
    expect(show.result!.jointShowRevenue).toBe(shares.proposer);
    expect(show.result!.revenue).toBe(Math.round((shares.proposer + show.result!.merchandiseRevenue) * 100) / 100);
    expect(rival.popularity).toBe(roundPopularity(Math.max(0, Math.min(100, rivalBefore + showPopularityChange(show.result!.rating.value, rivalBefore)))));
    expect(rival.showsCompletedThisWeek).toBeGreaterThanOrEqual(1);
    expect(relationshipScore(world, me.id, rival.id)).toBe(relationshipBefore + RELATIONSHIP_CHANGES.jointShowCompleted);
  });

  it('a tournament seeds the 8 best of both rosters 1 v 8, 2 v 7, 3 v 6, 4 v 5', () => {
    const { world, me, rival } = agreed(14, 'tournament', 50);
    advance(world, me.id);
    advance(world, me.id);
    const show = findShow(world, world.jointShows.at(-1)!.showId!)!;
    executeCommand(world, 'autoBook', me.id, { showId: show.id }, { now: TEST_NOW });
    const seeds = [...rosterOf(world, me.id), ...rosterOf(world, rival.id)]
      .filter((w) => w.status === 'active')
      .sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id))
      .slice(0, 8)
      .map((w) => w.id);
    const pairs = show.segments.map((s) => [...s.participants].sort());
    expect(pairs).toHaveLength(4);
    for (let i = 0; i < 4; i += 1) expect(pairs).toContainEqual([seeds[i]!, seeds[7 - i]!].sort());
  });

  it('between two computer-run federations is hosted by the proposer, booked and run in its week', () => {
    const { world, me, rival, third } = jointWorld(15);
    world.rng = createRngState(1);
    const record = agreeJointShow(world, rival, third, { type: 'invasion', split: 50, weeksAhead: 2 });
    advance(world, me.id);
    advance(world, me.id);
    expect(record.status).toBe('completed');
    const show = findShow(world, record.showId!);
    expect(show?.federationId).toBe(rival.id);
    expect(show?.hasBeenRun).toBe(true);
    expect(record.income!.value).toBeGreaterThan(0);
  });
});
