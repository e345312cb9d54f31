// The way back from $0 and the end, in Chromium: a player who spent everything and missed a payroll books
// a show at the door-split community gym with no money, takes the bank's loan after reading its terms,
// runs the show (the venue's share is a ledger line), then misses four repayments in a row: the dashboard
// warns the week before, the federation closes, every page leads to the game-over screen with its story,
// and New Game starts afresh. (A new game plays in the e2e world seed: startServer's NEW_GAME_SEED.)
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextWeek, runShow } from './support/career.ts';
import { launchBrowser } from './support/browser.ts';
import { newPage, openInApp, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom, slotFixture } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2790;
const FEDERATION = 'Last Dollar Wrestling';
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-bank-loan@example.com', 'bank-loan-pass-1');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

/**
 * Each test's own copy (room.ts slotFixture) of a player who spent everything and missed a payroll: a full
 * market of wrestlers signed, then every dollar left on marketing, so the first week's payroll is not covered;
 * now in Week 2 with $0.
 */
const broke = slotFixture(
  () => page,
  () => server.url,
  async () => {
    await newGameByRoom(page, server.url, FEDERATION, 10);
    await openInApp(page, server.url, '/shop');
    for (const campaign of ['billboards', 'social_blitz']) {
      await page.getByTestId(`buy-campaign-${campaign}`).click();
      const dialog = page.getByTestId('campaign-dialog');
      await dialog.getByTestId('confirm-campaign').click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId(`campaign-active-${campaign}`).waitFor();
    }
    await nextWeek(page, 'Week 2, January 2025');
  },
);

/** With $0: the special show "Gym Night" at the community gym (no rental), auto-booked; returns its id. */
async function bookGymNight(): Promise<string> {
  await openInApp(page, server.url, '/shows');
  await page.getByTestId('create-show').click();
  const create = page.getByTestId('create-show-dialog');
  await create.waitFor();
  await create.getByTestId('show-name-input').fill('Gym Night');
  await create.getByTestId('show-venue-select').selectOption('community_gym');
  await create.getByTestId('show-frequency-special').check({ force: true });
  await create.getByTestId('confirm-create-show').click();
  await page.waitForURL(/\/shows\/[^/]+\/book$/);
  const showId = page.url().split('/').at(-2)!;
  await page.getByTestId('auto-book').click();
  await page.getByTestId('card-segment').first().waitFor();
  return showId;
}

/** From the dashboard's offer: the bank's loan of $1,000. */
async function takeLoan(): Promise<void> {
  await openInApp(page, server.url, '/dashboard');
  await page.getByTestId('dashboard-open-loan').click();
  const dialog = page.getByTestId('loan-dialog');
  await dialog.waitFor();
  await dialog.getByTestId('loan-amount-select').selectOption('1000');
  await dialog.getByTestId('confirm-loan').click();
  await dialog.waitFor({ state: 'detached' });
}

/** The broke player's Gym Night booked, the loan taken, and the show run to its summary. */
async function gymNightRunOnLoan(): Promise<void> {
  await broke();
  const showId = await bookGymNight();
  await takeLoan();
  await runShow(page, server.url, showId);
}

describe('the bank loan and game over in Chromium', () => {
  it('at $0 the gym is booked with no rental and the bank offers a loan whose terms show before it is taken', async () => {
    await broke();
    await page.getByTestId('stat-funds').filter({ hasText: '$0' }).waitFor();
    const offer = page.getByTestId('bank-offer-notice');
    await expect(offer.textContent()).resolves.toMatch(/The bank will lend you up to \$[\d,]+/);

    await openInApp(page, server.url, '/shows');
    await page.getByTestId('create-show').click();
    const create = page.getByTestId('create-show-dialog');
    await create.waitFor();
    // Nothing else can be rented with $0: the dialog starts on the gym and names its terms.
    await expect(create.getByTestId('show-venue-select').inputValue()).resolves.toBe('community_gym');
    await expect(create.getByTestId('venue-outlook-community_gym').textContent()).resolves.toContain('no rental, keeps 50% of tickets');
    await create.getByTestId('show-name-input').fill('Gym Night');
    await create.getByTestId('show-frequency-special').check({ force: true });
    await expect(create.getByTestId('confirm-create-show').textContent()).resolves.toBe('Create (no rental)');
    await create.getByTestId('confirm-create-show').click();
    await page.waitForURL(/\/shows\/[^/]+\/book$/);
    await page.getByTestId('auto-book').click();
    await page.getByTestId('card-segment').first().waitFor();

    await openInApp(page, server.url, '/dashboard');
    await page.getByTestId('dashboard-open-loan').click();
    const dialog = page.getByTestId('loan-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('loan-amount-select').selectOption('1000');
    await expect(dialog.getByTestId('loan-interest').textContent()).resolves.toBe('$200');
    await expect(dialog.getByTestId('loan-weekly').textContent()).resolves.toBe('$60');
    await expect(dialog.getByTestId('loan-weeks').textContent()).resolves.toBe('20 weeks');
    await expect(dialog.getByTestId('loan-total').textContent()).resolves.toBe('$1,200');
    await dialog.getByTestId('confirm-loan').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('bank-offer-notice').waitFor({ state: 'detached' });

    await openInApp(page, server.url, '/finances');
    await page.getByTestId('loan-owed').filter({ hasText: '$1,200' }).waitFor();
    await expect(page.getByTestId('current-week-lines').textContent()).resolves.toContain('Bank loan received');
  });

  it('the gym keeps its share of the tickets on the night, a line of the ledger', async () => {
    await gymNightRunOnLoan();
    await openInApp(page, server.url, '/finances');
    await page.getByTestId('current-week-lines').filter({ hasText: 'Door split: Eastside Community Gym keeps 50% of tickets (Gym Night)' }).waitFor();
  });

  it('four missed repayments close the federation: warned the week before, then its story and a New Game', async () => {
    await gymNightRunOnLoan();
    for (const week of ['Week 3, January 2025', 'Week 4, January 2025', 'Week 1, February 2025']) {
      await openInApp(page, server.url, '/dashboard');
      await nextWeek(page, week);
    }
    await openInApp(page, server.url, '/dashboard');
    const warning = page.getByTestId('closing-warning');
    await warning.waitFor();
    await expect(warning.textContent()).resolves.toContain('You missed 3 bank loan repayments in a row');

    await nextWeek(page, 'Week 2, February 2025');
    await page.getByText('The bank called its loan in: Last Dollar Wrestling has closed').waitFor();
    await openInApp(page, server.url, '/roster');
    await page.waitForURL(`${server.url}/game-over`);
    await page.getByTestId('federation-story').waitFor();
    await expect(page.getByTestId('game-over-title').textContent()).resolves.toBe(`${FEDERATION} has closed`);
    await expect(page.getByTestId('story-founded').textContent()).resolves.toBe('Week 1, January 2025');
    await expect(page.getByTestId('story-shows').textContent()).resolves.toBe('1');
    await expect(page.getByTestId('story-loans').textContent()).resolves.toBe('1');
    await expect(page.getByTestId('story-best-show').textContent()).resolves.toContain('Gym Night');
    // No week to advance: the menu has no Next Week, and the phone's centre button leads here.
    await expect(page.getByTestId('nav-next-week').count()).resolves.toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('bottom-game-over').waitFor();
    await expect(page.getByTestId('bottom-next-week').count()).resolves.toBe(0);
    if (process.env.SHOT_DIR) await page.screenshot({ path: `${process.env.SHOT_DIR}/game-over-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByTestId('game-over-new-game').click();
    await page.waitForURL(`${server.url}/setup`);
    await page.getByTestId('setup-form').waitFor();
  });
});
