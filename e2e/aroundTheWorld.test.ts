// "This week around the world" in Chromium: a new game holds rival federations; before
// the first week the dashboard's card says "No shows yet"; after Next Week the week report has "Around the
// world", and the dashboard's card lists a rival's show with its rating next to the player's row. AI
// federations hold a show with probability >= 0.6 a week each, so the test advances until one appears
// (at most 6 weeks), which holds for any seed.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { newPage, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2734;
const MAX_WEEKS = 6;
let server: RunningServer;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  browser = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(browser);
  await signUpAndConfirm(page, server.url, 'e2e-around-world@example.com', 'around-world-1');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const MONTH = 'January 2025';

/** Next Week from the navigation; waits for the report of week `week` (2-4 of January). */
async function advanceTo(week: number): Promise<void> {
  await page.getByTestId('nav-next-week').click();
  const month = week <= 4 ? MONTH : 'February 2025';
  await page.getByTestId('next-week-date').filter({ hasText: `Week ${((week - 1) % 4) + 1}, ${month}` }).waitFor();
}

/** The rival rows of the dashboard's card that show a rating. */
async function rivalRatings(): Promise<string[]> {
  const card = page.getByTestId('around-the-world');
  await card.getByTestId('around-the-world-date').or(card.getByText('No shows yet')).first().waitFor();
  return card.locator('[data-testid="world-week-row"]:not([data-you])').getByTestId('world-week-rating').allTextContents();
}

/** Each test's own new game (the same seeded world every time), its dashboard open. */
const newGame = () => newGameByRoom(page, server.url, 'Globe Trotter Wrestling', 0);

/**
 * From a new game's dashboard: Next Week until the dashboard's card lists a rival show with a rating (each
 * week report's "Around the world" checked on the way); returns those ratings (none if no rival held a show).
 */
async function advanceUntilARivalShow(): Promise<string[]> {
  let ratings: string[] = [];
  for (let week = 2; week <= MAX_WEEKS + 1 && ratings.length === 0; week += 1) {
    await advanceTo(week);
    const section = page.getByTestId('week-around-the-world');
    await section.getByRole('heading', { name: 'Around the world' }).waitFor();
    // Loaded: the rivals' rows (the new game holds three rival federations).
    await section.getByTestId('world-week-row').first().waitFor();
    await page.getByTestId('back-to-dashboard').click();
    await page.getByTestId('dashboard').waitFor();
    ratings = await rivalRatings();
  }
  return ratings;
}

describe('this week around the world in Chromium', () => {
  it('says "No shows yet" on a new game\'s dashboard', async () => {
    await newGame();
    const card = page.getByTestId('around-the-world');
    await card.getByText('No shows yet').waitFor();
    await expect(card.getByRole('link', { name: 'Global scene' }).getAttribute('href')).resolves.toBe('/global-wrestling-scene');
  });

  it('the week report says how the rivals did, and the dashboard lists a rival show with its rating', async () => {
    await newGame();
    const ratings = await advanceUntilARivalShow();
    expect(ratings.length).toBeGreaterThan(0);
    for (const rating of ratings) expect(rating).toMatch(/^\d+\.\d ★ stars$/);
    const rows = page.getByTestId('around-the-world').getByTestId('world-week-row');
    // The player's own row first, highlighted.
    await expect(rows.first().getAttribute('data-you')).resolves.toBe('true');
    await expect(rows.first().getByTestId('world-week-federation').textContent()).resolves.toBe('Globe Trotter Wrestling');
  });

  it('shows the card at phone size too', async () => {
    await newGame();
    expect(await advanceUntilARivalShow()).not.toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.reload();
      const card = page.getByTestId('around-the-world');
      await card.getByTestId('world-week-row').first().waitFor();
      const box = await card.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(390);
      expect(await card.locator('[data-testid="world-week-row"]:not([data-you])').getByTestId('world-week-rating').count()).toBeGreaterThan(0);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
