// The world screens in Chromium: a new game's /global-wrestling-scene lists the three
// rival federations (large, medium, small) beside yours, and /global-ranking ranks yours, highlighted,
// with its place; on a phone the wrestler table scrolls inside its card and the page is never cut.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_FEDERATION_CATALOG } from '#shared/data/aiFederations.ts';
import { launchBrowser } from './support/browser.ts';
import { newPage, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2732;
const NAME = 'Scene Test Wrestling';
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-world-scene@example.com', 'world-scene-pass-1');
});

/** Each test's own new game (the same seeded world every time) with two market wrestlers signed. */
const newGame = () => newGameByRoom(page, server.url, NAME, 2);

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

describe('the world screens in Chromium', () => {
  it('the global scene lists the three rival federations and yours', async () => {
    await newGame();
    await page.goto(`${server.url}/global-wrestling-scene`);
    const cards = page.getByTestId('scene-card');
    await cards.nth(3).waitFor();
    expect(await cards.count()).toBe(4);
    const names = await page.getByTestId('scene-name').allTextContents();
    expect(names).toContain(NAME);
    const rivals = names.filter((name) => name !== NAME);
    expect(rivals).toHaveLength(3);
    const catalog = AI_FEDERATION_CATALOG.map((identity) => identity.name);
    for (const rival of rivals) expect(catalog).toContain(rival);
    expect((await page.getByTestId('scene-tier').allTextContents()).sort()).toEqual(['Large federation', 'Medium federation', 'Small federation', 'Your federation']);
    const mine = cards.filter({ hasText: NAME });
    await expect(mine.textContent()).resolves.toContain('You');
    await expect(mine.getByTestId('scene-roster').textContent()).resolves.toBe('2 wrestlers');
    expect(await page.getByTestId('scene-personality').count()).toBe(3);
  });

  it('the ranking shows your federation highlighted with its rank', async () => {
    await newGame();
    await page.goto(`${server.url}/global-ranking`);
    const mine = page.locator('[data-testid="ranking-federation"][data-you]');
    await mine.waitFor();
    await expect(mine.getByTestId('ranking-name').textContent()).resolves.toBe(NAME);
    const rank = (await mine.getByTestId('ranking-rank').textContent())!.replace('Rank ', '');
    expect(Number(rank)).toBeGreaterThan(1);
    await expect(page.getByTestId('ranking-your-place').textContent()).resolves.toBe(`You are #${rank} of 4`);
    expect(await page.getByTestId('by-popularity').getByTestId('ranking-wrestler-row').count()).toBe(50);
    await expect(page.getByTestId('by-popularity-your-best').textContent()).resolves.toMatch(/^Your best: #\d+ of \d+ · /);
  });

  it('fits a phone: nothing wider than the screen', async () => {
    await newGame();
    const phone = await launchBrowser({ width: 390, height: 844 });
    try {
      const phonePage = await newPage(phone);
      await phonePage.context().addCookies(await desktop.cookies());
      for (const route of ['/global-wrestling-scene', '/global-ranking']) {
        await phonePage.goto(`${server.url}${route}`);
        await phonePage.getByTestId(route === '/global-ranking' ? 'ranking-federation' : 'scene-card').first().waitFor();
        expect(await phonePage.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(390);
        // The page scrolls in the app frame's scroller: a sideways overflow would show there.
        const scroller = phonePage.locator('#app-scroll');
        expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth), route).toBeLessThanOrEqual(0);
      }
    } finally {
      await phone.close();
    }
  });
});
