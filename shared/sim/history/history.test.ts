// /history's reads of the federation's past (docs/rules/history.md "Your federation's story"): the show
// archive's sorted pages, the reigns of a lineage, and the records (the first to set one keeps it).
import { describe, expect, it } from 'vitest';
import { MONTHS } from '#shared/rules/calendar.ts';
import { applyTitleMatch, createChampionship, vacateChampionship } from '../championships/championship.ts';
import type { MatchSegment, Show } from '../shows/show.ts';
import { player, startedWorld, withRoster } from '../testing/worlds.ts';
import type { World } from '../world.ts';
import { historyRecords } from './records.ts';
import { reignsOf, titleLineages } from './reigns.ts';
import { showArchive } from './showArchive.ts';
import { yearByYear } from './yearByYear.ts';

/** A completed show of week `weekIndex` with the figures given, and one match won by `winner`. */
function ranShow(world: World, weekIndex: number, figures: { rating: number; attendance: number; matchRating?: number; participants?: string[]; winner?: string }, federationId = player(world).id): Show {
  const participants = figures.participants ?? [];
  const match: MatchSegment = {
    id: `seg_${world.shows.length}`,
    kind: 'match',
    title: 'Match',
    type: 'singles',
    stipulation: 'standard',
    participants,
    championshipId: null,
    isExhibition: false,
    winnerId: null,
    finish: null,
    bookingReason: null,
    result: { rating: { value: figures.matchRating ?? figures.rating, parts: [] }, crowd: '', changes: [], injuries: [], winners: figures.winner ? [figures.winner] : [], isDraw: false, finish: 'pinfall', title: null },
  };
  const show: Show = {
    id: `show_t${world.shows.length}`,
    federationId,
    name: `Night ${world.shows.length + 1}`,
    weekIndex,
    week: (weekIndex % 4) + 1,
    month: MONTHS[Math.floor(weekIndex / 4) % 12]!,
    year: 2025 + Math.floor(weekIndex / 48),
    venueId: 'civic_hall',
    venueCapacity: 1000,
    ticketPrice: 15,
    frequency: 'special',
    parentShowId: null,
    rentalPaid: 0,
    segments: participants.length > 0 ? [match] : [],
    isComplete: true,
    hasBeenRun: true,
    result: { rating: { value: figures.rating, parts: [] }, expectedRating: figures.rating, attendance: figures.attendance, capacity: 1000, ticketRevenue: 0, merchandiseRevenue: 0, tvRevenue: 0, costs: 0, revenue: 0, profit: 100, popularityChange: 0, viewership: 0 },
    tvDealId: null,
  };
  world.shows.push(show);
  return show;
}

describe('the show archive', () => {
  it('pages only the federation’s completed shows, newest first by default', () => {
    const world = startedWorld(1);
    for (let week = 0; week < 25; week += 1) ranShow(world, week, { rating: week % 10, attendance: 100 + week });
    ranShow(world, 3, { rating: 9.9, attendance: 999 }, 'someone_else');
    const first = showArchive(world, player(world).id);
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.weekIndex).toBe(24);
    const last = showArchive(world, player(world).id, { page: 2 });
    expect(last.items.map((s) => s.weekIndex)).toEqual([4, 3, 2, 1, 0]);
    // A page past the end is the last page.
    expect(showArchive(world, player(world).id, { page: 9 }).page).toBe(2);
  });

  it('sorts by rating or attendance in either direction, ties by date', () => {
    const world = startedWorld(1);
    ranShow(world, 0, { rating: 3, attendance: 500 });
    ranShow(world, 1, { rating: 5, attendance: 200 });
    ranShow(world, 2, { rating: 3, attendance: 900 });
    const id = player(world).id;
    expect(showArchive(world, id, { sort: 'rating', dir: 'desc' }).items.map((s) => s.weekIndex)).toEqual([1, 2, 0]);
    expect(showArchive(world, id, { sort: 'rating', dir: 'asc' }).items.map((s) => s.weekIndex)).toEqual([0, 2, 1]);
    expect(showArchive(world, id, { sort: 'attendance', dir: 'desc' }).items.map((s) => s.attendance)).toEqual([900, 500, 200]);
    expect(showArchive(world, id, { sort: 'date', dir: 'asc', pageSize: 2 }).items.map((s) => s.weekIndex)).toEqual([0, 1]);
  });

  it('is empty for a federation that ran no show', () => {
    const world = startedWorld(1);
    expect(showArchive(world, player(world).id)).toMatchObject({ items: [], total: 0, page: 1 });
  });
});

describe('reigns', () => {
  it('runs a reign from the win to the next holder, counting defenses, and keeps a running reign current', () => {
    const world = startedWorld(2);
    const [a, b] = withRoster(world, 2);
    const title = createChampionship(world, player(world).id, { name: 'World Title', holderId: a!.id });
    world.calendar.totalWeeksProgressed = 5;
    applyTitleMatch(world, title, a!.id, 3);
    applyTitleMatch(world, title, a!.id, 3);
    world.calendar.totalWeeksProgressed = 10;
    applyTitleMatch(world, title, b!.id, 4);
    world.calendar.totalWeeksProgressed = 14;
    const reigns = reignsOf(title, 14);
    expect(reigns).toHaveLength(2);
    expect(reigns[0]).toMatchObject({ holderId: a!.id, wonWeekIndex: 0, lostWeekIndex: 10, weeksHeld: 10, defenses: 2, current: false });
    expect(reigns[1]).toMatchObject({ holderId: b!.id, wonWeekIndex: 10, lostWeekIndex: null, weeksHeld: 4, defenses: 0, current: true });
    const [lineage] = titleLineages(world, player(world).id);
    expect(lineage!.holderName).toBe(b!.name);
    expect(lineage!.reigns[0]!.current).toBe(true);
  });

  it('ends a reign at a vacancy and starts none until a new holder', () => {
    const world = startedWorld(2);
    const [a] = withRoster(world, 1);
    const title = createChampionship(world, player(world).id, { name: 'World Title', holderId: a!.id });
    world.calendar.totalWeeksProgressed = 3;
    vacateChampionship(world, player(world).id, title.id);
    const reigns = reignsOf(title, 8);
    expect(reigns).toHaveLength(1);
    expect(reigns[0]).toMatchObject({ weeksHeld: 3, current: false });
    expect(titleLineages(world, player(world).id)[0]!.holderName).toBeNull();
  });
});

describe('records', () => {
  it('names the best match and show, the biggest crowd and the most wins, the first to set each keeping it', () => {
    const world = startedWorld(3);
    const [a, b, c] = withRoster(world, 3);
    const first = ranShow(world, 0, { rating: 4, attendance: 800, matchRating: 6, participants: [a!.id, b!.id], winner: a!.id });
    ranShow(world, 1, { rating: 4, attendance: 800, matchRating: 6, participants: [b!.id, c!.id], winner: b!.id });
    const best = ranShow(world, 2, { rating: 7, attendance: 300, matchRating: 5, participants: [a!.id, c!.id], winner: b!.id });
    const byKey = Object.fromEntries(historyRecords(world, player(world).id).map((r) => [r.key, r]));
    expect(byKey.bestMatch).toMatchObject({ value: 6, who: `${a!.name} vs. ${b!.name}`, link: { kind: 'show', showId: first.id } });
    expect(byKey.bestShow).toMatchObject({ value: 7, link: { kind: 'show', showId: best.id } });
    expect(byKey.biggestCrowd).toMatchObject({ value: 800, link: { kind: 'show', showId: first.id } });
    // b reached 2 wins first (a has 1).
    expect(byKey.mostWins).toMatchObject({ value: 2, who: b!.name, link: { kind: 'wrestler', wrestlerId: b!.id } });
  });

  it('names the longest reign and the most defenses from the lineages', () => {
    const world = startedWorld(3);
    const [a, b] = withRoster(world, 2);
    const title = createChampionship(world, player(world).id, { name: 'World Title', holderId: a!.id });
    world.calendar.totalWeeksProgressed = 2;
    applyTitleMatch(world, title, a!.id, 3);
    world.calendar.totalWeeksProgressed = 6;
    applyTitleMatch(world, title, b!.id, 3);
    world.calendar.totalWeeksProgressed = 9;
    const byKey = Object.fromEntries(historyRecords(world, player(world).id).map((r) => [r.key, r]));
    expect(byKey.longestReign).toMatchObject({ value: 6, who: a!.name, detail: 'World Title' });
    expect(byKey.mostDefenses).toMatchObject({ value: 1, who: a!.name });
  });

  it('has no record before the first show or title', () => {
    const world = startedWorld(3);
    expect(historyRecords(world, player(world).id)).toEqual([]);
  });
});

describe('year by year', () => {
  it('adds the year in progress as a live row and the shows’ mean rating by month', () => {
    const world = startedWorld(4);
    ranShow(world, 0, { rating: 2, attendance: 100 });
    ranShow(world, 1, { rating: 4, attendance: 100 });
    ranShow(world, 4, { rating: 5, attendance: 100 });
    const view = yearByYear(world, player(world).id);
    expect(view.years).toHaveLength(1);
    expect(view.years[0]).toMatchObject({ year: 2025, live: true, rank: 1, federations: 1 });
    expect(view.ratingsByMonth).toEqual([
      { year: 2025, month: 'January', average: 3, shows: 2 },
      { year: 2025, month: 'February', average: 5, shows: 1 },
    ]);
  });
});
