// Layout as a player sees it, in Chromium at 1280x800 and 390x844: nothing a player
// needs is cut, covered or pushed behind a sideways scroll. Geometry is read from the real layout
// (bounding boxes, scrollWidth against clientWidth), text as it shows on screen.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { playTvWeeks, startRivalry } from './support/career.ts';
import { hasFocusSoon, newPage, openInApp, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom, openSetup, slotFixture } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2705;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const SHOW = 'Harbor Friday Night Brawl';

let server: RunningServer;
let browser: BrowserContext;
let page: Page;

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element has no box (not rendered)');
  return b;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The element's text overflows its box (cut by overflow, an ellipsis, or a clip). */
function clipped(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
}

async function atEachSize(run: (size: (typeof SIZES)[number]) => Promise<void>): Promise<void> {
  try {
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      try {
        await run(size);
      } catch (error) {
        throw new Error(`at ${size.width}x${size.height}: ${(error as Error).message}`, { cause: error });
      }
    }
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
}

beforeAll(async () => {
  server = await startServer(PORT);
  browser = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(browser);
  await signUpAndConfirm(page, server.url, 'e2e-layout@example.com', 'layout-pass-1');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * The career the tests after the first ones read, each in its own copy (room.ts slotFixture): eight signed,
 * four weeks of a weekly TV show with a rivalry on its card played through the UI; the last show's id.
 */
const fourWeeks = slotFixture(
  () => page,
  () => server.url,
  async () => {
    await newGameByRoom(page, server.url, 'Harbor Layout Wrestling', 8);
    return playTvWeeks(page, server.url, SHOW, 'neon_lantern', 4);
  },
);

describe('layout in Chromium at 1280x800 and 390x844', () => {
  it('/setup: the Create button covers no logo and is on screen at 1280x800 without scrolling', async () => {
    await openSetup(page, server.url);
    await page.getByTestId('logo-gallery').getByRole('radio').first().waitFor();
    const problems: string[] = [];
    try {
      await atEachSize(async (size) => {
        await page.evaluate(() => document.getElementById('app-scroll')!.scrollTo(0, 0));
        const create = page.getByTestId('create-federation');
        const gallery = page.getByTestId('logo-gallery');
        if (intersects(await box(create), await box(gallery))) problems.push(`${size.name}: the button covers the logos`);
        const b = await box(create);
        if (size.name === 'desktop' && b.y + b.height > size.height) problems.push(`${size.name}: the button is below the fold`);
        // Scrolled to the logos, none of them is under the button either.
        await gallery.scrollIntoViewIfNeeded();
        if (intersects(await box(create), await box(gallery))) problems.push(`${size.name}: the button covers the logos once scrolled to them`);
      });
    } finally {
      // The Create button still founds the federation, whatever the measurements say.
      await page.evaluate(() => document.getElementById('app-scroll')!.scrollTo(0, 0));
      await page.getByTestId('federation-name-input').fill('Harbor Layout Wrestling');
      await page.getByTestId('create-federation').click();
      await page.waitForURL(`${server.url}/dashboard`);
    }
    expect(problems).toEqual([]);
  });

  it('a toast covers neither the header, the page heading nor the bottom bar', async () => {
    await newGameByRoom(page, server.url, 'Harbor Layout Wrestling', 8);
    let pick = 2;
    await atEachSize(async (size) => {
      // A fresh page: the toasts of the signings above would still be there (they stay across the app's
      // own navigation), and this checks the rivalry's.
      await page.goto(`${server.url}/rivalries`);
      await startRivalry(page, server.url, `Layout Feud ${size.name}`, [pick, pick + 1]);
      pick += 2;
      const toast = page.locator('[data-toast]').first();
      await toast.waitFor();
      await page.waitForTimeout(500); // the toast's entry animation
      const t = await box(toast);
      expect(t.y + t.height).toBeLessThanOrEqual(size.height);
      expect(intersects(t, await box(page.getByTestId('shell-header')))).toBe(false);
      expect(intersects(t, await box(page.getByRole('heading', { level: 1 })))).toBe(false);
      if (size.name === 'phone') {
        expect(intersects(t, await box(page.getByTestId('bottom-bar')))).toBe(false);
        expect(intersects(t, await box(page.getByTestId('bottom-next-week')))).toBe(false);
      }
      await toast.getByRole('button', { name: /close/i }).click();
      await toast.waitFor({ state: 'detached' });
    });
  });

  it('plays four weeks of a weekly TV show with a rivalry on its card', async () => {
    await fourWeeks();
    await page.getByTestId('game-date').filter({ hasText: 'Week 1, February 2025' }).waitFor();
  }, 240_000);

  it('rivalry "Recent meetings" show the winners\' full names, unclipped', async () => {
    await fourWeeks('/rivalries');
    const card = page.getByTestId('rivalry-card').filter({ hasText: 'Harbor Blood Feud' });
    await card.waitFor();
    const rivals = (await card.getByTestId('rivalry-wrestler').allTextContents()).map((t) => t.replace(/Advantage( \+\d+)?/, '').trim());
    expect(rivals).toHaveLength(2);
    const meetings = card.getByTestId('rivalry-match');
    expect(await meetings.count()).toBeGreaterThanOrEqual(1);
    await atEachSize(async () => {
      for (const outcome of await card.getByTestId('rivalry-match-outcome').all()) {
        const text = (await outcome.innerText()).trim();
        if (text !== 'Draw' && text !== 'Promo' && text !== 'No contest') {
          // "NAME won by pinfall": the winners' names, then how they won (the booked finish).
          const won = /^(.+) won( by [a-z -]+)?$/.exec(text);
          expect(won, text).not.toBeNull();
          const names = won![1]!.split(' & ');
          for (const name of names) expect(rivals).toContain(name);
        }
        expect(await clipped(outcome)).toBe(false);
      }
    });
  });

  it('the show summary\'s figures (fans included) fit their tiles', async () => {
    await fourWeeks((lastShowId) => `/show-summary/${lastShowId}`);
    await page.getByTestId('show-summary').waitFor();
    await atEachSize(async () => {
      const fans = page.getByTestId('summary-attendance');
      expect(await fans.innerText()).toMatch(/^[\d,]+ \/ 800 \(\d+%\)$/);
      for (const id of ['summary-attendance', 'summary-viewership', 'summary-popularity', 'summary-profit']) {
        const figure = page.getByTestId(id);
        expect(await clipped(figure), id).toBe(false);
        const tile = figure.locator('xpath=..');
        const f = await box(figure);
        const t = await box(tile);
        expect(f.x + f.width, id).toBeLessThanOrEqual(t.x + t.width);
      }
    });
  });

  it('TV episodes: every one names its show; payment and targets are on screen without a sideways scroll', async () => {
    await fourWeeks('/tv-networks');
    const deal = page.getByTestId('tv-deal');
    await deal.waitFor();
    const episodes = deal.getByTestId('deal-episode');
    expect(await episodes.count()).toBe(4);
    await atEachSize(async (size) => {
      const table = deal.getByTestId('deal-episodes');
      expect(await table.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth)).toBe(true);
      for (const episode of await episodes.all()) {
        await expect(episode.getByTestId('episode-show').innerText()).resolves.toBe(SHOW);
        for (const id of ['episode-payment', 'episode-targets']) {
          const cell = episode.getByTestId(id);
          await cell.scrollIntoViewIfNeeded();
          const b = await box(cell);
          expect(b.x, id).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width, id).toBeLessThanOrEqual(size.width);
          expect(await clipped(cell), id).toBe(false);
        }
        await expect(episode.getByTestId('episode-payment').innerText()).resolves.toMatch(/\$[\d,]+/);
      }
    });
  });

  it('the network unlock text states popularity as the rule reads it (never "Reach popularity N (N now)")', async () => {
    await fourWeeks('/tv-networks');
    const locked = page.locator('[data-testid^="network-locked-"]');
    await locked.first().waitFor();
    const popularity = Number(await page.getByTestId('tv-popularity').innerText());
    for (const text of await locked.allInnerTexts()) {
      const reach = /Reach popularity (\d+) to unlock \(([\d.]+) now\)/.exec(text);
      expect(reach, text).not.toBeNull();
      const [, min, now] = reach!;
      expect(now, text).not.toBe(min);
      expect(Number(now)).toBeLessThan(Number(min));
      expect(Math.abs(Number(now) - popularity)).toBeLessThan(0.1);
    }
  });

  it('the roster table shows every name in full at 1280', async () => {
    await fourWeeks('/roster');
    await page.getByTestId('roster-table').waitFor();
    const names = page.getByTestId('roster-name');
    expect(await names.count()).toBeGreaterThanOrEqual(6);
    for (const name of await names.all()) expect(await clipped(name), await name.innerText()).toBe(false);
  });

  it('the roster table\'s actions (Train, Renew, Release) are all on screen at 1280 and reachable on a phone', async () => {
    await fourWeeks('/roster');
    await page.getByTestId('roster-table').waitFor();
    // Four weeks played on 5-week deals: every contract is in its renewal window, so each row has all three.
    await atEachSize(async (size) => {
      if (size.name === 'phone') await page.getByTestId('roster-row').first().waitFor();
      for (const row of await page.getByTestId('roster-row').all()) {
        for (const action of ['train', 'renew', 'release']) {
          const button = row.locator(`[data-testid^="${action}-"]`);
          // In the middle of the screen (clear of the phone's header and bottom bar), as a player scrolls to it.
          await button.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
          const b = await box(button);
          expect(b.x, action).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width, action).toBeLessThanOrEqual(size.width);
          // Nothing lies over it: the point at its centre is the button (or its icon).
          const onTop = await button.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            return !!hit && el.contains(hit);
          });
          expect(onTop, `${action} is covered at ${size.name}`).toBe(true);
        }
      }
    });
  });

  // These move through the app's own router (openInApp): each full load opens another connection to the game,
  // and the room allows 10.
  it('the Shop is in the sidebar and the phone menu', async () => {
    await fourWeeks();
    await atEachSize(async (size) => {
      await openInApp(page, server.url, '/dashboard');
      await page.getByTestId('federation-name').waitFor();
      if (size.name === 'phone') {
        await page.getByTestId('open-mobile-menu').click();
        await page.getByTestId('mobile-menu').getByRole('link', { name: 'Shop' }).click();
      } else {
        await page.getByTestId('sidebar').getByRole('link', { name: 'Shop' }).click();
      }
      await page.waitForURL(`${server.url}/shop`);
      await page.getByRole('heading', { level: 1, name: /shop/i }).waitFor();
    });
  });

  it('the week report opens at its top with the date heading focused', async () => {
    await fourWeeks();
    await atEachSize(async (size) => {
      await openInApp(page, server.url, '/dashboard');
      await page.getByTestId('federation-name').waitFor();
      await page.getByTestId(size.name === 'phone' ? 'bottom-next-week' : 'nav-next-week').click();
      const skip = page.getByTestId('unrun-shows-skip');
      const funds = page.getByTestId('next-week-funds');
      await skip.or(funds).first().waitFor();
      if (await skip.isVisible()) await skip.click();
      await funds.waitFor();
      await page.waitForTimeout(300); // the report's entry animation
      expect(await page.evaluate(() => document.getElementById('app-scroll')!.scrollTop)).toBe(0);
      await expect(hasFocusSoon(page.getByTestId('next-week-date'))).resolves.toBe(true);
      const f = await box(funds);
      expect(f.y + f.height).toBeLessThanOrEqual(size.height);
    });
  });
});
