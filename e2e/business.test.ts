// Business in Chromium: accept Local Community TV's offer for a weekly show, invest in
// merchandising, run the show, and find the viewers, the TV payment and the merchandise on the summary
// and on /finances.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { acceptLocalTv, createWeeklyShow, runShow } from './support/career.ts';
import { newPage, signUpAndConfirm, startNewGame } from './support/page.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2600;
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-business@example.com', 'business-pass-1');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

/** Each test's own new game (the same seeded world every time) with four market wrestlers signed. */
const newGame = () => startNewGame(page, server.url, 'Harbor Business Wrestling', 4);

/**
 * A new game with merchandising level 1 bought on /product and the weekly show "Harbor TV Night" at the
 * Cellar Door, auto-booked, on Local Community TV; returns the show's id.
 */
async function newGameWithMerchandiseAndTvShow(): Promise<string> {
  await newGame();
  await page.goto(`${server.url}/product`);
  await page.getByTestId('invest-merchandising').click();
  const dialog = page.getByTestId('invest-dialog');
  await dialog.waitFor();
  await dialog.getByTestId('confirm-invest').click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('product-status-merchandising').filter({ hasText: 'Active · level 1' }).waitFor();
  const showId = await createWeeklyShow(page, server.url, 'Harbor TV Night', 'cellar_door');
  await acceptLocalTv(page, server.url, showId);
  return showId;
}

describe('business in Chromium', () => {
  it('invests in merchandising level 1 on /product', async () => {
    await newGame();
    await page.goto(`${server.url}/product`);
    // Each level says what it adds to a typical week and when it pays back: a new
    // federation (popularity 10) is told to wait until popularity 13 for merchandising level 1.
    await page.getByTestId('payback-merchandising-1').filter({ hasText: 'wait until popularity 13' }).waitFor();
    await page.getByTestId('invest-merchandising').click();
    const dialog = page.getByTestId('invest-dialog');
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('$5,000');
    await expect(dialog.textContent()).resolves.toContain('Expected gain');
    await dialog.getByTestId('confirm-invest').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('product-status-merchandising').filter({ hasText: 'Active · level 1' }).waitFor();
    await page.getByTestId('payback-merchandising-1').filter({ hasText: 'bought: its setup is paid' }).waitFor();
  });

  it('creates a weekly show and accepts Local Community TV for it', async () => {
    await newGame();
    await page.goto(`${server.url}/shows`);
    await page.getByTestId('create-show').click();
    const create = page.getByTestId('create-show-dialog');
    await create.waitFor();
    await create.getByTestId('show-name-input').fill('Harbor TV Night');
    await create.getByTestId('show-venue-select').selectOption('cellar_door');
    await create.getByTestId('show-frequency-weekly').check({ force: true });
    await create.getByTestId('confirm-create-show').click();
    await page.waitForURL(/\/shows\/[^/]+\/book$/);
    const showId = page.url().split('/').at(-2)!;
    await page.getByTestId('auto-book').click();
    await page.getByTestId('card-segment').first().waitFor();

    await page.goto(`${server.url}/tv-networks`);
    await page.getByTestId('tv-offer-local_community_tv').waitFor();
    await page.getByTestId('accept-offer-local_community_tv').click();
    const accept = page.getByTestId('accept-offer-dialog');
    await accept.waitFor();
    await accept.getByTestId('accept-offer-show').selectOption(showId);
    await accept.getByTestId('confirm-accept-offer').click();
    await accept.waitFor({ state: 'detached' });
    await page.getByTestId('tv-deal').filter({ hasText: 'Local Community TV' }).waitFor();
  });

  it('runs the show: the summary shows viewers, the TV payment and merchandise', async () => {
    const showId = await newGameWithMerchandiseAndTvShow();
    await page.goto(`${server.url}/shows/${showId}/run`);
    await page.getByTestId('start-show').click();
    await page.getByTestId('skip-to-end').click();
    await page.getByTestId('to-summary').click();
    await page.waitForURL(`${server.url}/show-summary/${showId}`);
    const summary = page.getByTestId('show-summary');
    await summary.waitFor();
    await expect(summary.getByTestId('summary-tv').textContent()).resolves.toBe('$3,000');
    expect(Number((await summary.getByTestId('summary-viewership').textContent())!.replace(/,/g, ''))).toBeGreaterThan(0);
    await summary.getByTestId('summary-merchandise').waitFor();
  });

  it('shows the TV payment, the merchandise line and its weekly costs on /finances', async () => {
    await runShow(page, server.url, await newGameWithMerchandiseAndTvShow());
    await page.goto(`${server.url}/finances`);
    const lines = page.getByTestId('current-week-lines');
    await lines.getByText('TV: Local Community TV (episode 1)').waitFor();
    await lines.getByText(/Merchandise: Harbor TV Night/).waitFor();
    await lines.getByText(/Merchandising level 1 setup/).waitFor();
    await page.getByTestId('nav-next-week').click();
    await page.getByTestId('next-week-date').filter({ hasText: 'Week 2, January 2025' }).waitFor();
    await page.goto(`${server.url}/finances`);
    const week = page.getByTestId('ledger-week');
    await week.getByTestId('ledger-line').filter({ hasText: 'Merchandise sales (level 1)' }).waitFor();
    await week.getByTestId('ledger-line').filter({ hasText: 'Facility maintenance: Merchandising' }).waitFor();
  });
});
