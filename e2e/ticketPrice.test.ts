// The ticket price in Chromium: the create-show dialog and the booking page say how many fans want to come
// at the price against the seats and the expected profit at a handful of prices, and a listed price is set
// from the booking page (the header's price, the demand line and the highlighted row follow).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { newPage, signUpAndConfirm, startNewGame } from './support/page.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2771;
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-ticket-price@example.com', 'ticket-pass-1');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

/** Each test's own new game (the same seeded world every time) with six market wrestlers signed. */
const newGame = () => startNewGame(page, server.url, 'Box Office Wrestling', 6);

const DEMAND_LINE = /^(About )?[\d,]+ want to come at \$(\d+); you have ([\d,]+) seats\.$/;

describe('ticket price and demand in Chromium', () => {
  it('the create-show dialog says the demand at the price typed, and a listed price fills the price field', async () => {
    await newGame();
    await page.goto(`${server.url}/shows`);
    await page.getByTestId('create-show').click();
    const dialog = page.getByTestId('create-show-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('show-name-input').fill('Box Office Weekly');
    await dialog.getByTestId('show-venue-select').selectOption('cellar_door');
    const line = dialog.getByTestId('create-show-demand-line');
    const fair = (await dialog.getByTestId('show-price-input').inputValue()).trim();
    expect((await line.textContent())!.trim()).toMatch(DEMAND_LINE);
    expect(await line.textContent()).toContain(`at $${fair}; you have 100 seats.`);
    const table = dialog.getByTestId('create-show-price-table');
    await expect(table.locator('[aria-current="true"]').textContent()).resolves.toContain('Set now');
    // Pick the dearest listed price: the field and the line follow.
    const dearest = table.getByRole('button', { name: /Set tickets to/ }).last();
    const picked = ((await dearest.getAttribute('aria-label')) ?? '').replace(/[^0-9]/g, '');
    await dearest.click();
    await expect(dialog.getByTestId('show-price-input').inputValue()).resolves.toBe(picked);
    await expect(line.textContent()).resolves.toContain(`at $${picked}; you have 100 seats.`);
    // Back to the fair price before creating the show.
    await dialog.getByTestId('show-price-input').fill(fair);
    await dialog.getByTestId('confirm-create-show').click();
    await page.waitForURL(/\/shows\/[^/]+\/book$/);
    await page.getByTestId('book-page').waitFor();
  });

  it('the booking page shows the demand line and the profit at each price, and changes the price', async () => {
    // A new game's show at the Cellar Door, created at the dialog's own (fair) price.
    await newGame();
    await page.goto(`${server.url}/shows`);
    await page.getByTestId('create-show').click();
    const dialog = page.getByTestId('create-show-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('show-name-input').fill('Box Office Weekly');
    await dialog.getByTestId('show-venue-select').selectOption('cellar_door');
    await dialog.getByTestId('confirm-create-show').click();
    await page.waitForURL(/\/shows\/[^/]+\/book$/);
    await page.getByTestId('book-page').waitFor();
    await page.getByTestId('ticket-demand-empty').waitFor();
    await page.getByTestId('auto-book').click();
    await page.getByTestId('card-segment').first().waitFor();
    const line = page.getByTestId('demand-line');
    await line.waitFor();
    const before = (await line.textContent())!.trim();
    const [, , price, seats] = before.match(DEMAND_LINE)!;
    expect(seats).toBe('100');
    const table = page.getByTestId('price-profit-table');
    const current = table.locator('[aria-current="true"]');
    await expect(current.textContent()).resolves.toContain(`$${price}`);
    await expect(current.textContent()).resolves.toContain('Fair price');
    expect(await table.getByTestId('price-row-profit').count()).toBeGreaterThanOrEqual(4);

    // Set the cheapest listed price (a bargain under the fair price): the header, the line and the highlighted row follow.
    const button = table.getByRole('button', { name: /Set tickets to/ }).first();
    const bargain = ((await button.getAttribute('aria-label')) ?? '').replace(/[^0-9]/g, '');
    expect(Number(bargain)).toBeLessThan(Number(price));
    await button.click();
    await page.getByTestId('book-show-price').filter({ hasText: `$${bargain}` }).waitFor();
    await line.filter({ hasText: `at $${bargain}; you have 100 seats.` }).waitFor();
    await expect(current.textContent()).resolves.toContain(`$${bargain}`);
    await expect(current.textContent()).resolves.toContain('Set now');
    const fans = Number(((await page.getByTestId('expected-attendance').textContent()) ?? '').split('/')[0]!.replace(/[^0-9]/g, ''));
    await expect(current.getByTestId('price-row-fans').textContent()).resolves.toContain(fans.toLocaleString('en-US'));
  });
});
