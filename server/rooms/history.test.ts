// /history's read-only queries through the room: the show archive's sorted pages, the title lineages, the
// records, the year-by-year table and the Hall of Fame; each changes nothing and syncs nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { executeCommand } from '#shared/sim/commands/table.ts';
import { createChampionship } from '#shared/sim/championships/championship.ts';
import { autoBook } from '#shared/sim/shows/autoBook.ts';
import { runShow } from '#shared/sim/shows/runShow.ts';
import { createShow } from '#shared/sim/shows/scheduling.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '#shared/sim/testing/worlds.ts';
import { advanceWeek } from '#shared/sim/week/advanceWeek.ts';
import type { World } from '#shared/sim/world.ts';
import { GameJournal } from '../persistence/gameJournal.ts';
import { playerBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { joinGame, refusal, snapshot } from '../test/roomHelpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { roomGraceMs: 200 });
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

/** A world whose federation ran `weeks` auto-booked shows, holds a title, has a recorded year and a Hall of Famer. */
function playedWorld(weeks: number): World {
  const world = startedWorld(81, 'Story Wrestling');
  const roster = withRoster(world, 8);
  createChampionship(world, player(world).id, { name: 'Story Title', holderId: roster[0]!.id });
  for (let week = 0; week < weeks; week += 1) {
    player(world).funds = Math.max(player(world).funds, 500_000);
    const show = createShow(world, player(world).id, { name: `Night ${week + 1}`, weeksAhead: 0, venueId: 'civic_hall', ticketPrice: 15, frequency: 'special' });
    autoBook(world, player(world).id, show.id);
    runShow(world, player(world).id, show.id, world.rng, TEST_NOW);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
  }
  player(world).yearEnds.push({ year: 2024, funds: 123_456, popularity: 42, rank: 2, federations: 5, power: 51.5, totalShows: 0 });
  world.hallOfFame.push({ wrestlerId: 'legend', name: 'Old Legend', score: 61.5, parts: [{ label: '2 titles held', amount: 20 }], inductedWeek: 0, classYear: 2024, retiredOn: 'Week 2, May 2024', lastFederationId: player(world).id, lastFederationName: 'Story Wrestling' });
  return world;
}

/** The played world, saved once for one account; each test opens its own room on it. */
let browser: Awaited<ReturnType<typeof playerBrowser>>;
beforeAll(async () => {
  const email = 'history-room@example.com';
  browser = await playerBrowser(app, email);
  const userId = (await app.storage.findUserByEmail(email))!.id;
  await new GameJournal(app.storage).start(userId, 1, playedWorld(5));
});

describe('/history queries: each answers from the federation’s past, syncs nothing and changes nothing', () => {
  it('getShowArchive pages and sorts in the room, and refuses a bad page, size or sort', async () => {
    const room = await joinGame(browser);
    const before = snapshot(room);
    const page = await room.request('getShowArchive', { page: 1, pageSize: 2, sort: 'rating', dir: 'desc' });
    expect(page.showArchive.total).toBe(5);
    expect(page.showArchive.items).toHaveLength(2);
    expect(page.showArchive.items[0].rating).toBeGreaterThanOrEqual(page.showArchive.items[1].rating);
    const byDate = await room.request('getShowArchive', {});
    expect(byDate.showArchive.items.map((s: { name: string }) => s.name)).toEqual(['Night 5', 'Night 4', 'Night 3', 'Night 2', 'Night 1']);
    expect(await refusal(room.request('getShowArchive', { sort: 'profit' }))).toBe('Invalid getShowArchive command: Sort must be date, rating or attendance');
    expect(await refusal(room.request('getShowArchive', { pageSize: 51 }))).toBe('Invalid getShowArchive command: Page size must be a whole number from 1 to 50');
    expect(await refusal(room.request('getShowArchive', { page: 0 }))).toBe('Invalid getShowArchive command: Page must be a whole number from 1');
    expect(snapshot(room)).toBe(before);
  });

  it('getTitleLineages lists the title with its running reign first', async () => {
    const room = await joinGame(browser);
    const before = snapshot(room);
    const lineages = await room.request('getTitleLineages', {});
    expect(lineages.titleLineages[0]).toMatchObject({ name: 'Story Title' });
    expect(lineages.titleLineages[0].reigns[0].current).toBe(true);
    expect(snapshot(room)).toBe(before);
  });

  it('getHistoryRecords names the records the shows and the title set', async () => {
    const room = await joinGame(browser);
    const before = snapshot(room);
    const records = await room.request('getHistoryRecords', {});
    expect(records.historyRecords.map((r: { key: string }) => r.key)).toEqual(expect.arrayContaining(['bestMatch', 'bestShow', 'biggestCrowd', 'mostWins', 'longestReign']));
    expect(snapshot(room)).toBe(before);
  });

  it('getYearByYear gives the recorded years and the year in progress, live', async () => {
    const room = await joinGame(browser);
    const before = snapshot(room);
    const years = await room.request('getYearByYear', {});
    expect(years.yearByYear.years.map((y: { year: number; live: boolean }) => [y.year, y.live])).toEqual([
      [2024, false],
      [2025, true],
    ]);
    expect(years.yearByYear.ratingsByMonth.length).toBeGreaterThan(0);
    expect(snapshot(room)).toBe(before);
  });

  it('getHallOfFame gives the inductees, marking the federation’s own, and the threshold', async () => {
    const room = await joinGame(browser);
    const before = snapshot(room);
    const hall = await room.request('getHallOfFame', {});
    expect(hall.hallOfFame.inductees).toEqual([expect.objectContaining({ name: 'Old Legend', wasYours: true })]);
    expect(hall.hallOfFame.threshold).toBe(50);
    expect(snapshot(room)).toBe(before);
  });
});
