// Requests, promises and ultimatums in Chromium against the real server (docs/rules/promises.md). A request
// is rare by design, so each test's game is set up through the room, then the wrestler's request is planted
// in its save with the sim's own makeRequest, written to slot 2 through the storage the server uses, and
// loaded: (1) Accept a championship-match request in the inbox, book the title match and run the show, and
// read the promise kept on the Promises page; (2) leave an ultimatum to its deadline, advance, and read the
// quit message word for word, the wrestler gone from the roster.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIT_MESSAGE } from '#shared/rules/promises.ts';
import { makeRequest } from '#shared/sim/promises/requests.ts';
import { playerFederation, type World } from '#shared/sim/world.ts';
import { GameJournal, replayGame } from '#server/persistence/gameJournal.ts';
import { createStorage } from '#server/storage/createStorage.ts';
import { launchBrowser } from './support/browser.ts';
import { newPage, openInApp, signUpAndConfirm } from './support/page.ts';
import { advanceByRoom, inRoom, newGameByRoom, saveByRoom } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2853;
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;
let email = '';

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

/**
 * Saves the running game to slot 2, changes its world with `plant` (in this process, with the sim's own
 * functions), writes it back as slot 2's game through the server's storage, and loads it.
 */
async function plantAndLoad(plant: (world: World) => void): Promise<void> {
  await saveByRoom(page, server.url, 2);
  await page.goto('about:blank');
  const storage = await createStorage({ dataDir: server.dataDir, mongodbUri: undefined });
  await storage.init();
  try {
    const user = (await storage.findUserByEmail(email))!;
    const record = (await storage.getSlotRecord(user.id, 2))!;
    const snapshot = (await storage.getSnapshot(user.id, 2, 'current'))!;
    const { world } = replayGame(snapshot, await storage.readCommands(user.id, 2, record.gameId, snapshot.seq));
    plant(world);
    const week = world.calendar.totalWeeksProgressed;
    await new GameJournal(storage).snapshot(user.id, 2, { gameId: randomUUID(), seq: 0, snapshotSeq: 0, snapshotWeek: week }, world);
  } finally {
    await storage.close();
  }
  await inRoom(page, server.url, (room) => room.request('loadGame', { slot: 2 }));
}

describe('promises in the browser', () => {
  it('accept a title-match request in the inbox, book and run the match, and see the promise kept', async () => {
    email = 'e2e-promise-kept@example.com';
    await signUpAndConfirm(page, server.url, email, 'promise-pass-1');
    const [challenger, champion] = await newGameByRoom(page, server.url, 'Promise Keepers', 4);
    const titleId = await inRoom(page, server.url, async (room) => (await room.request('createChampionship', { name: 'Keepers Title', holderId: champion })).championship!.id);
    await plantAndLoad((world) => {
      const federation = playerFederation(world);
      const wrestler = world.wrestlers.find((w) => w.id === challenger)!;
      wrestler.popularity = Math.max(wrestler.popularity, 45);
      makeRequest(world, federation, wrestler, 'championship_match', false, Date.now(), world.championships.find((c) => c.id === titleId));
    });

    await page.goto(`${server.url}/messages`);
    const message = page.getByTestId('message').filter({ hasText: 'championship match' });
    await message.waitFor();
    await expect(message.getByTestId('promise-preview').textContent()).resolves.toContain('Accept: morale +2 to +6 now');
    await message.getByRole('button', { name: /^Accept / }).click();
    await message.getByTestId('promise-state').filter({ hasText: 'You promised it' }).waitFor();

    await openInApp(page, server.url, '/promises');
    const made = page.getByTestId('promises-accepted').getByTestId('promise-entry');
    await made.waitFor();
    await expect(made.textContent()).resolves.toContain('12 weeks left');

    // The title match for that championship, booked on a show of this week and run live.
    const showId = await inRoom(page, server.url, async (room) => {
      const show = (await room.request('createShow', { name: 'Title Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'special' })).show!;
      await room.request('addMatch', { showId: show.id, type: 'singles', stipulation: 'standard', participants: [challenger, champion], championshipId: titleId, isExhibition: false, title: '' });
      return show.id;
    });
    await page.goto(`${server.url}/shows/${showId}/run`);
    await page.getByTestId('start-show').click();
    await page.getByTestId('live-segment').first().waitFor();
    await page.getByTestId('skip-to-end').click();
    await page.getByTestId('run-show-rating').waitFor();

    await page.goto(`${server.url}/promises`);
    const kept = page.getByTestId('promises-resolved').getByTestId('promise-entry');
    await kept.waitFor();
    await expect(kept.getByTestId('promise-outcome').textContent()).resolves.toBe('Kept');
    await expect(page.getByTestId('promises-accepted').textContent()).resolves.toContain('You have no promise to keep.');
    await openInApp(page, server.url, `/wrestler/${challenger}`);
    await expect(page.getByTestId('promises-kept').textContent()).resolves.toContain('1');
  });

  it('an ultimatum left to its deadline: the wrestler quits with the spec message', async () => {
    email = 'e2e-promise-quit@example.com';
    await signUpAndConfirm(page, server.url, email, 'promise-pass-2');
    const [leaver] = await newGameByRoom(page, server.url, 'Last Chance Wrestling', 3);
    let name = '';
    await plantAndLoad((world) => {
      const federation = playerFederation(world);
      const wrestler = world.wrestlers.find((w) => w.id === leaver)!;
      name = wrestler.name;
      const promise = makeRequest(world, federation, wrestler, 'main_event', true, Date.now());
      // Made twelve weeks ago: this is its deadline week, and the next advance ends it.
      promise.createdWeek -= 12;
      promise.deadlineWeek -= 12;
    });

    await page.goto(`${server.url}/promises`);
    await page.getByTestId('promises-requests').getByTestId('promise-entry').filter({ hasText: 'Ultimatum' }).waitFor();
    await advanceByRoom(page, server.url, 1);

    await page.goto(`${server.url}/messages`);
    const departure = page.getByTestId('message').filter({ hasText: `${name} quit` });
    await departure.waitFor();
    await departure.getByRole('button').first().click();
    await expect(departure.textContent()).resolves.toContain(`${QUIT_MESSAGE}`);
    await expect(departure.textContent()).resolves.toContain(`${name} has left Last Chance Wrestling, returned to the market and cannot be rehired for 12 weeks.`);
    await openInApp(page, server.url, '/roster');
    await page.getByTestId('roster-page').waitFor();
    await expect(page.getByText(name, { exact: true }).count()).resolves.toBe(0);
  });
});
