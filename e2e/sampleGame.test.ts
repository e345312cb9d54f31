// The sample game in Chromium: from the start menu's Sample Game card straight to the dashboard of a
// federation already at the top (10 wrestlers, $200,000, popularity 100, week 1 of January 2024), and
// again over a running game through New Game's confirmation.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { newPage, openInApp, signUpAndConfirm } from './support/page.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2801;
let server: RunningServer;
let browser: BrowserContext;

beforeAll(async () => {
  server = await startServer(PORT);
  browser = await launchBrowser({ width: 1280, height: 800 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectSampleDashboard(page: Page): Promise<void> {
  await page.waitForURL(`${server.url}/dashboard`);
  await page.getByTestId('stat-funds-value').filter({ hasText: '$200,000' }).waitFor();
  await expect(page.getByTestId('stat-popularity-value').textContent()).resolves.toBe('100%');
  await expect(page.getByTestId('stat-wrestlers-value').textContent()).resolves.toBe('10');
  await expect(page.getByTestId('dashboard-week').textContent()).resolves.toBe('Week 1');
  await expect(page.getByTestId('dashboard').textContent()).resolves.toContain('January 2024');
}

describe('the sample game', () => {
  it('starts from the start menu and opens on the dashboard with the sample figures', async () => {
    const page = await newPage(browser);
    await signUpAndConfirm(page, server.url, 'sample-e2e@example.com', 'correct horse battery');
    const card = page.getByTestId('start-sample-game');
    await expect(card.textContent()).resolves.toContain('See the late game at once');
    // A fresh account has no game to replace: no confirmation.
    await page.getByTestId('sample-game').click();
    await expectSampleDashboard(page);

    // Over a running game the start menu asks first, naming the sample game.
    await openInApp(page, server.url, '/start');
    await page.getByTestId('current-game-federation').filter({ hasText: 'Gold Standard Wrestling' }).waitFor();
    await page.getByTestId('sample-game').click();
    const dialog = page.getByTestId('confirm-new-game-dialog');
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('Start the sample game?');
    await page.getByTestId('confirm-new-game').click();
    await expectSampleDashboard(page);
  });
});
