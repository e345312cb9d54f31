// The federation's story in Chromium: a new career plays two weeks with a show each week (through the
// room, as the client's buttons send it), then /history lists the shows, sorts them by rating in the
// room, opens a show's summary from its row, and shows a record.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { newPage, signUpAndConfirm } from './support/page.ts';
import { inRoom, newGameByRoom } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2847;
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-history@example.com', 'history-pass-1');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

/** `weeks` weeks, each with a show of its own created, auto-booked and run before the week advances. */
async function playShowWeeks(weeks: number): Promise<void> {
  await inRoom(page, server.url, async (room) => {
    for (let week = 1; week <= weeks; week++) {
      const created = (await room.request('createShow', { name: `Harbor Night ${week}`, weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'special' })) as { show: { id: string } };
      await room.request('autoBook', { showId: created.show.id });
      await room.request('runShow', { showId: created.show.id });
      await room.request('advanceWeek', {});
    }
  });
}

describe('/history in Chromium', () => {
  it('lists the shows run, sorts them by rating, opens a summary and shows a record', async () => {
    await newGameByRoom(page, server.url, 'Harbor Story Wrestling', 4);
    await playShowWeeks(2);
    await page.getByRole('link', { name: 'History' }).first().click();
    await page.waitForURL(`${server.url}/history`);
    const rows = page.getByTestId('archive-row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.getByTestId('archive-show-link').allTextContents()).toEqual(['Harbor Night 2', 'Harbor Night 1']);

    await page.getByTestId('archive-sort-rating').click();
    await page.locator('th[aria-sort="descending"]', { hasText: 'Rating' }).waitFor();
    // The rows shown are the room's answer to the new sort (the page keeps the last answer while it asks).
    await page.locator('[data-testid="show-archive"][data-sorted="rating-desc"]:not([aria-busy])').waitFor();
    const ratings = (await rows.getByTestId('archive-rating').allTextContents()).map((text) => Number.parseFloat(text));
    expect(ratings[0]).toBeGreaterThanOrEqual(ratings[1]!);

    await page.getByTestId('history-tab-records').click();
    const best = page.locator('[data-testid="history-record"][data-key="bestShow"]');
    await best.waitFor();
    expect(await best.getByTestId('record-figure').textContent()).toBe(`${ratings[0]!.toFixed(1)} ★`);
    await best.getByTestId('record-link').click();
    await page.waitForURL(/\/show-summary\/.+/);
    await page.getByTestId('show-summary').waitFor();
  });
});
