// Shows in Chromium: a weekly show at a club is created, auto-booked, one match edited, run
// live and read on its summary; funds and the ledger change; the next week finds the show cloned; a
// championship shows its first holder.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { createWeeklyShow, runShow } from './support/career.ts';
import { newPage, signUpAndConfirm, startNewGame } from './support/page.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2599;
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-shows@example.com', 'shows-pass-1');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

const usd = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

/** Each test's own new game (the same seeded world every time) with as many market wrestlers signed as it needs. */
const newGame = (signings: number) => startNewGame(page, server.url, 'Harbor Shows Wrestling', signings);

/** A new game (six signed) with its weekly show "Harbor Weekly" at the Rust Belt Social Club, auto-booked (or not); its booking page is open. */
async function newGameWithWeeklyShow({ autoBook = true } = {}): Promise<string> {
  await newGame(6);
  return createWeeklyShow(page, server.url, 'Harbor Weekly', 'rust_belt_social', { autoBook });
}

describe('shows in Chromium', () => {
  it('creates a championship whose first holder shows on /championships', async () => {
    await newGame(2);
    await page.goto(`${server.url}/championships`);
    await page.getByTestId('create-championship').click();
    const dialog = page.getByTestId('championship-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('championship-name-input').fill('Harbor Heavyweight Championship');
    const holder = dialog.getByTestId('championship-holder-select');
    const option = holder.locator('option').nth(1);
    const holderName = ((await option.textContent()) ?? '').split('(')[0]!.trim();
    await holder.selectOption({ index: 1 });
    await dialog.getByTestId('confirm-championship').click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByTestId('championship-card').filter({ hasText: 'Harbor Heavyweight Championship' });
    await expect(card.getByTestId('championship-holder').textContent()).resolves.toContain(holderName);
  });

  it('creates a weekly show at a club and lands on its booking page', async () => {
    await newGame(0);
    await page.goto(`${server.url}/shows`);
    await page.getByTestId('create-show').click();
    const dialog = page.getByTestId('create-show-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('show-name-input').fill('Harbor Weekly');
    await dialog.getByTestId('show-venue-select').selectOption('rust_belt_social');
    await dialog.getByTestId('show-frequency-weekly').check({ force: true });
    await dialog.getByTestId('confirm-create-show').click();
    await page.waitForURL(/\/shows\/[^/]+\/book$/);
    await page.getByTestId('book-page').waitFor();
  });

  it('auto-books the card and edits one match', async () => {
    await newGameWithWeeklyShow({ autoBook: false });
    await page.getByTestId('auto-book').click();
    const segments = page.getByTestId('card-segment');
    await segments.first().waitFor();
    expect(await segments.count()).toBeGreaterThanOrEqual(3);
    const match = page.locator('[data-testid^="edit-segment-"]').first();
    await match.click();
    const editor = page.getByTestId('match-editor');
    await editor.waitFor();
    await editor.getByTestId('stipulation-select').selectOption('no_disqualification');
    await editor.getByTestId('save-match').click();
    await editor.waitFor({ state: 'detached' });
    await segments.filter({ hasText: 'No Disqualification' }).first().waitFor();
    await expect(page.getByTestId('expected-rating').textContent()).resolves.toMatch(/\d\.\d/);
  });

  it('runs the show live and reads its summary: rating, attendance, revenue and breakdown', async () => {
    const showId = await newGameWithWeeklyShow();
    await page.getByTestId('go-run-show').click();
    await page.waitForURL(`${server.url}/shows/${showId}/run`);
    await page.getByTestId('start-show').click();
    await page.getByTestId('live-segment').first().waitFor();
    // The first segment plays as beats under a crowd meter.
    await page.getByTestId('live-segment').first().getByTestId('segment-beat').first().waitFor();
    await expect(page.getByRole('meter', { name: 'Crowd' }).getAttribute('aria-valuetext')).resolves.toMatch(/^Crowd: (cold|restless|quiet|warm|hot|electric) \(\d+\.\d of 10\)$/);
    await page.getByTestId('skip-to-end').click();
    await page.getByTestId('run-show-rating').waitFor();
    await page.getByTestId('to-summary').click();
    await page.waitForURL(`${server.url}/show-summary/${showId}`);
    const summary = page.getByTestId('show-summary');
    await summary.waitFor();
    await expect(summary.getByTestId('summary-rating').textContent()).resolves.toMatch(/\d\.\d/);
    await expect(summary.getByTestId('summary-attendance').textContent()).resolves.toMatch(/\/\s*400/);
    // Why the fans came: the parts in plain words, their total the attendance.
    const fans = summary.getByTestId('summary-attendance-breakdown');
    await expect(fans.getByTestId('attendance-part').first().textContent()).resolves.toMatch(/^Popularity [\d.]+ and a \d\.\d-star card, at the fair price of \$\d+/);
    await expect(fans.getByTestId('summary-attendance-breakdown-total').textContent()).resolves.toMatch(/\/\s*400$/);
    expect(usd(await summary.getByTestId('summary-revenue').textContent())).toBeGreaterThan(0);
    expect(await summary.getByTestId('summary-breakdown').getByTestId('rating-part').count()).toBeGreaterThanOrEqual(3);
    expect(await summary.getByTestId('summary-segment').count()).toBeGreaterThanOrEqual(3);
    // Each segment keeps its beats under How it went, the last one the finish.
    expect(await summary.getByTestId('how-it-went').count()).toBe(await summary.getByTestId('summary-segment').count());
  });

  it('moves funds and writes the night into this week\'s ledger', async () => {
    const showId = await newGameWithWeeklyShow();
    const fundsBeforeRun = usd(await page.getByTestId('federation-funds').textContent());
    await runShow(page, server.url, showId);
    await page.waitForFunction((before) => {
      const text = document.querySelector('[data-testid="federation-funds"]')?.textContent ?? '';
      return Number(text.replace(/[^0-9.-]/g, '')) !== before;
    }, fundsBeforeRun);
    await page.goto(`${server.url}/finances`);
    const lines = page.getByTestId('current-week-lines');
    await lines.waitFor();
    await lines.getByText(/Tickets: Harbor Weekly/).waitFor();
    await lines.getByText(/Venue rental: Rust Belt Social Club/).waitFor();
  });

  it('advances the week and finds the weekly show cloned, empty, for the new week', async () => {
    const showId = await newGameWithWeeklyShow();
    await runShow(page, server.url, showId);
    await page.getByTestId('nav-next-week').click();
    await page.getByTestId('next-week-date').filter({ hasText: 'Week 2, January 2025' }).waitFor();
    await page.getByTestId('week-report-section-shows').filter({ hasText: 'Harbor Weekly is booked again' }).waitFor();
    await page.goto(`${server.url}/shows`);
    const clone = page.getByTestId('show-card').filter({ hasText: 'Harbor Weekly' });
    await clone.first().waitFor();
    expect(await clone.first().getAttribute('data-show-id')).not.toBe(showId);
    await expect(clone.first().textContent()).resolves.toContain('This week');
  });
});
