// The world's news in Chromium: a new career (the world holds the computer-run
// federations), three weeks played with a weekly show, then /rumblefeed lists the rival federations' shows,
// and the Big and Mine filters (kept in the address across a reload) show the player's own milestones.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { playTvWeeks } from './support/career.ts';
import { newPage, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom, slotFixture } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2730;
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-rumblefeed@example.com', 'rumblefeed-pass-1');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

/** Three weeks of a weekly TV show with four signed: each test reads its own copy (room.ts slotFixture). */
const threeWeeks = slotFixture(
  () => page,
  () => server.url,
  async () => {
    await newGameByRoom(page, server.url, 'Harbor News Wrestling', 4);
    await playTvWeeks(page, server.url, 'Harbor News Night', 'cellar_door', 3);
  },
);

describe('the RumbleFeed in Chromium', () => {
  it('lists the rival federations’ shows, grouped by week, from the menu', async () => {
    await threeWeeks('/dashboard');
    await page.getByRole('link', { name: 'RumbleFeed' }).first().click();
    await page.waitForURL(`${server.url}/rumblefeed`);
    const rivalShow = page.locator('[data-testid="news-item"][data-kind="show"][data-mine="false"]').first();
    await rivalShow.waitFor();
    await expect(rivalShow.textContent()).resolves.toMatch(/Main event: .+Rated \d+\.\d stars before/);
    const federation = rivalShow.getByTestId('news-federation');
    expect(await federation.getAttribute('href')).toMatch(/^\/companies\/.+/);
    expect(await page.getByTestId('news-week').count()).toBeGreaterThanOrEqual(2);
  });

  it('Big shows only big news, Mine only the player’s, and the choice survives a reload', async () => {
    await threeWeeks('/rumblefeed');
    await page.getByTestId('news-item').first().waitFor();
    await page.getByTestId('news-filter-big').click();
    await page.waitForURL(`${server.url}/rumblefeed?filter=big`);
    await page.locator('[data-testid="news-item"]').first().waitFor();
    const importances = await page.locator('[data-testid="news-item"]').evaluateAll((items) => items.map((i) => i.getAttribute('data-importance')));
    expect(importances.length).toBeGreaterThan(0);
    expect(new Set(importances)).toEqual(new Set(['3']));

    await page.getByTestId('news-filter-mine').click();
    await page.waitForURL(`${server.url}/rumblefeed?filter=mine`);
    await page.getByTestId('news-item').filter({ hasText: 'Harbor News Wrestling holds its first show: Harbor News Night' }).waitFor();
    const mine = await page.locator('[data-testid="news-item"]').evaluateAll((items) => items.map((i) => i.getAttribute('data-mine')));
    expect(new Set(mine)).toEqual(new Set(['true']));

    await page.reload();
    await page.getByTestId('news-item').first().waitFor();
    await expect(page.getByTestId('news-filter-mine').getAttribute('aria-selected')).resolves.toBe('true');
  });
});
