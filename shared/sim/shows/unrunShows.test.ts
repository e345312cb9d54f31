import { describe, expect, it } from 'vitest';
import { executeCommand } from '../commands/table.ts';
import { acceptTvOffer } from '../tv/tvDeals.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import type { World } from '../world.ts';
import { addMatch } from './booking.ts';
import { runShow } from './runShow.ts';
import { createShow } from './scheduling.ts';
import { previewWeekAdvance, unrunShows } from './unrunShows.ts';

/** A week with three unrun shows: a booked weekly show on TV, an empty special, an empty weekly show. */
function weekWithUnrunShows(seed: number): World {
  const world = startedWorld(seed);
  player(world).funds = 500_000;
  const [a, b] = withRoster(world, 2);
  const tv = createShow(world, 'player', { name: 'Harbor TV', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
  acceptTvOffer(world, 'player', 'local_community_tv', tv.id);
  addMatch(world, 'player', tv.id, { type: 'singles', stipulation: 'standard', participants: [a!.id, b!.id], championshipId: null, isExhibition: false, title: '' });
  createShow(world, 'player', { name: 'One Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 12, frequency: 'special' });
  createShow(world, 'player', { name: 'Dock Brawl', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 8, frequency: 'weekly' });
  createShow(world, 'player', { name: 'Next Month', weeksAhead: 2, venueId: 'cellar_door', ticketPrice: 8, frequency: 'special' });
  return world;
}

describe('unrun shows at Next Week', () => {
  it("lists this week's unrun shows with their refund, their TV miss and whether the card is empty", () => {
    const world = weekWithUnrunShows(11);
    const shows = unrunShows(world, 'player');
    expect(shows.map((s) => s.name)).toEqual(['Harbor TV', 'One Night', 'Dock Brawl']);
    const rental = world.shows.find((s) => s.name === 'Harbor TV')!.rentalPaid;
    expect(shows[0]).toMatchObject({ segmentCount: 1, refund: rental / 2, weekly: true, tvMiss: { networkId: 'local_community_tv', network: 'Local Community TV' } });
    expect(shows[1]).toMatchObject({ segmentCount: 0, weekly: false, tvMiss: null });
    expect(previewWeekAdvance(world, 'player').popularity).toEqual({ from: 10, to: 9.8, reason: 'No show was completed this week' });
  });

  it('the preview is what the advance then does, figure for figure (fixed seed)', () => {
    const world = weekWithUnrunShows(23);
    const before = JSON.stringify(world);
    const preview = executeCommand(world, 'previewWeekAdvance', 'player', {}, { now: TEST_NOW }).preview!;
    expect(JSON.stringify(world)).toBe(before);
    const funds = player(world).funds;
    const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const cancelled = events.filter((e) => e.kind === 'showCancelled' && e.federationId === 'player');
    expect(cancelled.map((e) => e.kind === 'showCancelled' && { showId: e.showId, name: e.name, refund: e.refund })).toEqual(preview.shows.map((s) => ({ showId: s.showId, name: s.name, refund: s.refund })));
    const refunds = preview.shows.reduce((sum, s) => sum + s.refund, 0);
    const refundLines = player(world).ledger.at(-1)!.lines.filter((l) => l.kind === 'venue_refund').reduce((sum, l) => sum + l.amount, 0);
    expect(refundLines).toBe(refunds);
    expect(funds).toBeGreaterThan(0);
    const popularity = events.find((e) => e.kind === 'popularityChanged' && e.federationId === 'player');
    expect(popularity).toEqual({ kind: 'popularityChanged', federationId: 'player', ...preview.popularity });
    const tv = events.filter((e) => e.kind === 'tvWarning' && e.federationId === 'player').map((e) => e.kind === 'tvWarning' && e.network);
    expect(tv).toEqual(preview.shows.flatMap((s) => (s.tvMiss ? [s.tvMiss.network] : [])));
    expect(world.shows.filter((s) => s.federationId === 'player' && preview.shows.some((p) => p.showId === s.id))).toEqual([]);
  });

  it('is empty once every show of the week has run, and then costs no popularity', () => {
    const world = startedWorld(5);
    player(world).funds = 500_000;
    const [a, b] = withRoster(world, 2);
    const show = createShow(world, 'player', { name: 'Only Show', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'special' });
    addMatch(world, 'player', show.id, { type: 'singles', stipulation: 'standard', participants: [a!.id, b!.id], championshipId: null, isExhibition: false, title: '' });
    expect(previewWeekAdvance(world, 'player').shows).toHaveLength(1);
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    expect(previewWeekAdvance(world, 'player')).toEqual({ shows: [], popularity: null });
    const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(events.some((e) => e.kind === 'showCancelled' || (e.kind === 'popularityChanged' && e.federationId === 'player'))).toBe(false);
  });
});
