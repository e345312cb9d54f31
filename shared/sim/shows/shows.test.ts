import { describe, expect, it } from 'vitest';
import { venueRental } from '#shared/rules/venues.ts';
import { awardChampionship, createChampionship, reignDays } from '../championships/championship.ts';
import { SimRefusal } from '../refusal.ts';
import { createRivalry } from '../rivalries/rivalry.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import type { World } from '../world.ts';
import { autoBook } from './autoBook.ts';
import { addMatch, addPromo, reorderSegments } from './booking.ts';
import { rateShow } from './rateShow.ts';
import { runShow } from './runShow.ts';
import { cancelShow, createShow } from './scheduling.ts';
import type { MatchSegment } from './show.ts';
import { executeCommand } from '../commands/table.ts';

function expectRefusal(world: World, call: () => unknown, message: string) {
  const before = JSON.stringify(world);
  expect(call).toThrow(SimRefusal);
  expect(call).toThrow(message);
  expect(JSON.stringify(world)).toBe(before);
}

function showWorld(seed = 7, rosterSize = 8) {
  const world = startedWorld(seed);
  player(world).funds = 200_000;
  const roster = withRoster(world, rosterSize);
  const show = createShow(world, 'player', { name: 'Friday Night Forge', weeksAhead: 0, venueId: 'rust_belt_social', ticketPrice: 20, frequency: 'weekly' });
  return { world, roster, show };
}

const singles = (participants: string[], extra: Partial<Parameters<typeof addMatch>[3]> = {}) => ({
  type: 'singles' as const,
  stipulation: 'standard' as const,
  participants,
  championshipId: null,
  isExhibition: false,
  title: '',
  ...extra,
});

describe('scheduling a show', () => {
  it('pays the rental now and refunds half on cancelling', () => {
    const world = startedWorld(3);
    const show = createShow(world, 'player', { name: 'Harbor Brawl', weeksAhead: 1, venueId: 'rust_belt_social', ticketPrice: 15, frequency: 'special' });
    expect(show).toMatchObject({ week: 2, month: 'January', weekIndex: 1, venueCapacity: 400, rentalPaid: 2_500, isComplete: false, segments: [] });
    expect(player(world).funds).toBe(50_000 - 2_500);
    expect(cancelShow(world, 'player', show.id)).toBe(1_250);
    expect(player(world).funds).toBe(50_000 - 1_250);
    expect(player(world).currentLines.map((l) => [l.kind, l.amount])).toEqual([
      ['venue_rental', -2_500],
      ['venue_refund', 1_250],
    ]);
    expect(world.shows).toEqual([]);
  });

  it('refuses bad names, prices, weeks, venues and a rental it cannot pay, changing nothing', () => {
    const world = startedWorld(3);
    const base = { name: 'Harbor Brawl', weeksAhead: 0, venueId: 'rust_belt_social', ticketPrice: 15, frequency: 'weekly' as const };
    expectRefusal(world, () => createShow(world, 'player', { ...base, name: '' }), 'Show name is required');
    expectRefusal(world, () => createShow(world, 'player', { ...base, name: 'Bad <b>' }), 'Show name contains invalid characters');
    expectRefusal(world, () => createShow(world, 'player', { ...base, ticketPrice: 4 }), 'Ticket price must be between $5 and $500.');
    expectRefusal(world, () => createShow(world, 'player', { ...base, weeksAhead: 9 }), 'A show can be scheduled from this week up to 8 weeks ahead.');
    expectRefusal(world, () => createShow(world, 'player', { ...base, venueId: 'moon_base' }), 'That venue does not exist.');
    expectRefusal(world, () => createShow(world, 'player', { ...base, venueId: 'gold_coast_stadium' }), `Insufficient funds. This action costs $${venueRental(75_000).toLocaleString('en-US')}`);
  });
});

describe('booking refusals', () => {
  it('refuses injured, training, double-booked and unsigned wrestlers, a wrong count and an unknown title', () => {
    const { world, roster, show } = showWorld();
    const [a, b, c, d] = roster;
    addMatch(world, 'player', show.id, singles([a!.id, b!.id]));
    expectRefusal(world, () => addMatch(world, 'player', show.id, singles([a!.id, c!.id])), `${a!.name} is already booked on this show.`);
    c!.status = 'injured';
    expectRefusal(world, () => addMatch(world, 'player', show.id, singles([c!.id, d!.id])), `${c!.name} is injured and cannot be booked.`);
    c!.status = 'training';
    expectRefusal(world, () => addMatch(world, 'player', show.id, singles([c!.id, d!.id])), `${c!.name} is in training and cannot be booked.`);
    const stranger = world.wrestlers.find((w) => w.federationId === null)!;
    expectRefusal(world, () => addMatch(world, 'player', show.id, singles([stranger.id, d!.id])), `${stranger.name} is not on your roster.`);
    expectRefusal(world, () => addMatch(world, 'player', show.id, singles([d!.id])), 'A Singles match needs 2 wrestlers.');
    expectRefusal(world, () => addMatch(world, 'player', show.id, singles([roster[4]!.id, d!.id], { championshipId: 'title-99' })), 'That championship does not exist.');
    expectRefusal(world, () => addPromo(world, 'player', show.id, { promoType: 'promo', participants: [d!.id, roster[4]!.id], title: '' }), 'A Promo has 1 wrestler.');
    expectRefusal(world, () => addMatch(world, 'player', show.id, singles([d!.id, roster[4]!.id], { title: 'Bad <b>' })), 'Match title contains invalid characters');
    expectRefusal(world, () => addPromo(world, 'player', show.id, { promoType: 'promo', participants: [d!.id], title: 'Bad <b>' }), 'Promo title contains invalid characters');
    expectRefusal(world, () => addPromo(world, 'player', show.id, { promoType: 'promo', participants: [d!.id], title: 'x'.repeat(201) }), 'Promo title must be 200 characters or less');
  });

  it('writes a match title from the wrestlers and keeps the card order it is given', () => {
    const { world, roster, show } = showWorld();
    const first = addMatch(world, 'player', show.id, singles([roster[0]!.id, roster[1]!.id]));
    const second = addPromo(world, 'player', show.id, { promoType: 'promo', participants: [roster[2]!.id], title: 'A Word From The Top' });
    expect(first.title).toBe(`${roster[0]!.name} vs. ${roster[1]!.name}`.replace(/[^\p{L}\p{N} \-'.&()]/gu, ''));
    reorderSegments(world, 'player', show.id, [second.id, first.id]);
    expect(show.segments.map((s) => s.id)).toEqual([second.id, first.id]);
    expectRefusal(world, () => reorderSegments(world, 'player', show.id, [first.id]), 'The new order must list every segment of the card once.');
  });
});

describe('running a show', () => {
  it('a golden seeded show: every breakdown adds up to its rating, money and popularity move, the week is counted', () => {
    const { world, show } = showWorld(11);
    expect(autoBook(world, 'player', show.id)).toBe(4);
    const fundsBefore = player(world).funds;
    const events = runShow(world, 'player', show.id, world.rng, TEST_NOW);
    const result = show.result!;
    const sum = (parts: { stars: number }[]) => Math.round(parts.reduce((a, p) => a + p.stars, 0) * 100) / 100;
    for (const segment of show.segments) expect(sum(segment.result!.rating.parts)).toBe(segment.result!.rating.value);
    expect(sum(result.rating.parts)).toBe(result.rating.value);
    expect(result.rating.value).toBeGreaterThan(0);
    expect(result.rating.value).toBeLessThanOrEqual(10);
    expect(result.attendance).toBeLessThanOrEqual(400);
    expect(result.ticketRevenue).toBe(result.attendance * 20);
    expect(player(world).funds).toBeCloseTo(fundsBefore + result.revenue - result.costs, 2);
    expect(player(world).showsCompletedThisWeek).toBe(1);
    expect(player(world).totalShows).toBe(1);
    expect(show).toMatchObject({ isComplete: true, hasBeenRun: true });
    expect(events.at(-1)).toMatchObject({ kind: 'showCompleted', showId: show.id, attendance: result.attendance });
    expect(world.messages.some((m) => m.type === 'show_results' && m.title === 'Show Results: Friday Night Forge')).toBe(true);
    // The same world and commands give the same show.
    const again = showWorld(11);
    autoBook(again.world, 'player', again.show.id);
    runShow(again.world, 'player', again.show.id, again.world.rng, TEST_NOW);
    expect(again.show.result).toEqual(result);
  });

  it('sells the tickets on the announced card: the expected rating has no luck part', () => {
    const { world, show } = showWorld(5);
    autoBook(world, 'player', show.id);
    const expected = rateShow(world, show, null).rating;
    expect(expected.parts.some((p) => p.label.includes('luck'))).toBe(false);
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    expect(show.result!.expectedRating).toBe(expected.value);
  });

  it('refuses an empty card, a show of another week and one already run', () => {
    const { world, roster, show } = showWorld();
    expectRefusal(world, () => runShow(world, 'player', show.id, world.rng, TEST_NOW), 'Book at least one match before running the show.');
    const later = createShow(world, 'player', { name: 'Next Week Show', weeksAhead: 1, venueId: 'cellar_door', ticketPrice: 10, frequency: 'special' });
    addMatch(world, 'player', later.id, singles([roster[0]!.id, roster[1]!.id]));
    expectRefusal(world, () => runShow(world, 'player', later.id, world.rng, TEST_NOW), 'Next Week Show is scheduled for Week 2, January 2025: it can be run in its week.');
    addMatch(world, 'player', show.id, singles([roster[2]!.id, roster[3]!.id]));
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    expectRefusal(world, () => runShow(world, 'player', show.id, world.rng, TEST_NOW), 'This show has already been run.');
  });
});

describe('the week advance and shows', () => {
  it('clones a completed weekly show into the new week, empty, and keeps popularity', () => {
    const { world, roster, show } = showWorld(9);
    addMatch(world, 'player', show.id, singles([roster[0]!.id, roster[1]!.id]));
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    const popularity = player(world).popularity;
    const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const clone = world.shows.find((s) => s.parentShowId === show.id)!;
    expect(clone).toMatchObject({ name: 'Friday Night Forge', weekIndex: 1, week: 2, segments: [], isComplete: false, hasBeenRun: false, frequency: 'weekly' });
    expect(events).toContainEqual({ kind: 'showCloned', federationId: 'player', showId: clone.id, name: clone.name, rental: 2_500 });
    expect(events.some((e) => e.kind === 'popularityChanged' && e.reason === 'No show was completed this week')).toBe(false);
    expect(player(world).popularity).toBe(popularity);
    expect(player(world).currentLines).toContainEqual({ kind: 'venue_rental', label: 'Venue rental: Rust Belt Social Club (Friday Night Forge)', amount: -2_500, paidAt: 'action' });
  });

  it('cancels a show never run with the usual refund', () => {
    const { world, show } = showWorld(9);
    const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(events).toContainEqual({ kind: 'showCancelled', federationId: 'player', showId: show.id, name: show.name, refund: 1_250 });
    expect(world.shows).toEqual([]);
  });
});

describe('championships', () => {
  it('keeps a lineage: created, awarded, defended or changed hands, with one holder at a time', () => {
    const { world, roster, show } = showWorld(21);
    const [a, b] = roster;
    const title = createChampionship(world, 'player', { name: 'Forge Heavyweight Championship', holderId: a!.id });
    expect(title.history.map((h) => h.event)).toEqual(['created', 'awarded']);
    expect(a!.championships).toEqual([title.id]);
    expectRefusal(world, () => addMatch(world, 'player', show.id, singles([b!.id, roster[2]!.id], { championshipId: title.id })), `The champion, ${a!.name}, must be in a match for the Forge Heavyweight Championship.`);
    const match = addMatch(world, 'player', show.id, singles([a!.id, b!.id], { championshipId: title.id }));
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    const result = (match as MatchSegment).result!;
    const last = title.history.at(-1)!;
    if (result.isDraw || result.winners[0] === a!.id) {
      expect(last.event).toBe('defended');
      expect(title.holderId).toBe(a!.id);
    } else {
      expect(last).toMatchObject({ event: 'won', holder: b!.id, holderName: b!.name });
      expect(a!.championships).toEqual([]);
      expect(b!.championships).toEqual([title.id]);
      expect(a!.wasRecentChampion).toBe(true);
    }
    expect(world.wrestlers.filter((w) => w.championships.includes(title.id))).toHaveLength(1);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(reignDays(world, title)).toBe(7);
  });

  it('awarding replaces the holder, and a released champion loses the title', async () => {
    const world = startedWorld(4);
    const [a, b] = withRoster(world, 2);
    const title = createChampionship(world, 'player', { name: 'Harbor Title' });
    awardChampionship(world, 'player', title.id, a!.id);
    awardChampionship(world, 'player', title.id, b!.id);
    expect(a!.championships).toEqual([]);
    expect(title.holderId).toBe(b!.id);
    const { releaseWrestler } = await import('../roster/contracts.ts');
    player(world).funds = 1_000_000;
    releaseWrestler(world, 'player', b!.id);
    expect(title.holderId).toBeNull();
    expect(title.history.at(-1)).toMatchObject({ event: 'vacated', holder: null, holderName: 'Vacant' });
  });
});

describe('rivalries', () => {
  it('grow with matches between the rivals, raise the match rating, and fade in weeks they do not meet', () => {
    const { world, roster, show } = showWorld(13);
    const [a, b] = roster;
    const rivalry = createRivalry(world, 'player', { title: 'Harbor Feud: Round One', description: '', type: 'personal', wrestlers: [a!.id, b!.id] });
    expect(rivalry.intensity).toBe(25);
    expect(a!.currentRivalryIntensity).toBe(25);
    const match = addMatch(world, 'player', show.id, singles([a!.id, b!.id]));
    const expected = rateShow(world, show, null).segments[0]!;
    expect(expected.parts).toContainEqual({ label: 'Rivalry: Harbor Feud: Round One (intensity 25)', stars: 0.38 });
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    const quality = (match as MatchSegment).result!.rating.value;
    const grown = Math.round((25 + Math.max(0, 8 + (quality - 5) * 2)) * 10) / 10;
    expect(rivalry.intensity).toBe(grown);
    expect(rivalry.matches).toHaveLength(1);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(rivalry.intensity).toBe(grown);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(rivalry.intensity).toBe(Math.round((grown - 4) * 10) / 10);
  });

  it('refuses fewer than two wrestlers and a duplicate feud', () => {
    const world = startedWorld(2);
    const [a, b] = withRoster(world, 2);
    expectRefusal(world, () => createRivalry(world, 'player', { title: 'Solo', description: '', type: 'personal', wrestlers: [a!.id] }), 'A rivalry needs 2 to 6 wrestlers.');
    createRivalry(world, 'player', { title: 'First', description: '', type: 'personal', wrestlers: [a!.id, b!.id] });
    expectRefusal(world, () => createRivalry(world, 'player', { title: 'Again', description: '', type: 'personal', wrestlers: [b!.id, a!.id] }), 'These wrestlers are already in a rivalry together.');
  });
});
