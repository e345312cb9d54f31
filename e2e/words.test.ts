// Words that match the game, in Chromium at 1280x800 and 390x844: /setup counts the
// talents from the catalog; a show's rating is drawn on its 0-10 scale; the run page's revenue names
// the TV money it holds; a wrestler's page tells their sales and last week's morale from their own
// record and says how long an injury keeps them out.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRESTLERS } from '#shared/data/wrestlers.ts';
import { acceptLocalTv, createWeeklyShow } from './support/career.ts';
import { launchBrowser } from './support/browser.ts';
import { newPage, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom, openSetup, slotFixture } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2706;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const SHOW = 'Harbor Words Night';

let server: RunningServer;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  browser = await launchBrowser(SIZES[0]);
  page = await newPage(browser);
  await signUpAndConfirm(page, server.url, 'e2e-words@example.com', 'words-pass-1');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * The game the tests after the first read, each in its own copy (room.ts slotFixture): six signed and the
 * weekly show SHOW on Local Community TV, run live to its end; the ids signed and the show's.
 */
const tvShowRun = slotFixture(
  () => page,
  () => server.url,
  async () => {
    const signed = await newGameByRoom(page, server.url, 'Harbor Words Wrestling', 6);
    const showId = await createWeeklyShow(page, server.url, SHOW, 'cellar_door');
    await acceptLocalTv(page, server.url, showId);
    await page.goto(`${server.url}/shows/${showId}/run`);
    await page.getByTestId('start-show').click();
    await page.getByTestId('skip-to-end').click();
    await page.getByTestId('run-show-rating').waitFor();
    return { signed, showId };
  },
);

/** The show run, then the week advanced: a signed wrestler who worked on the show (their id). */
async function workerAfterTheWeek(): Promise<string> {
  const { signed } = await tvShowRun();
  await page.getByTestId('nav-next-week').click();
  await page.getByTestId('next-week-date').filter({ hasText: 'Week 2, January 2025' }).waitFor();
  for (const id of signed) {
    await page.goto(`${server.url}/wrestler/${id}`);
    const matches = page.getByTestId('stat-matches');
    await matches.waitFor();
    if (Number(await matches.textContent()) > 0) return id;
  }
  return '';
}

/** Runs `check` at each size, after reloading `url` at that size. */
async function atBothSizes(url: string, check: (size: (typeof SIZES)[number]) => Promise<void>): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(url);
    await check(size);
  }
  await page.setViewportSize(SIZES[0]);
}

/** Visible and not cut by the right edge of the viewport. */
async function expectOnScreen(locator: Locator, width: number): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  expect(await locator.isVisible()).toBe(true);
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

describe('words that match the game', () => {
  it('/setup counts the talents from the catalog and states the real starting resources', async () => {
    await openSetup(page, server.url);
    await atBothSizes(`${server.url}/setup`, async ({ width }) => {
      const features = page.getByTestId('core-features');
      await features.waitFor();
      const text = (await features.textContent()) ?? '';
      expect(text).toContain(`Sign wrestlers from a market of ${WRESTLERS.length} original talents`);
      expect(text).not.toContain('85+');
      await expectOnScreen(features.getByText(`${WRESTLERS.length} original talents`), width);
      const resources = (await page.getByTestId('starting-resources').textContent()) ?? '';
      expect(resources).toContain('$50,000');
      expect(resources).toContain('Week 1, January 2025');
    });
    await page.getByTestId('federation-name-input').fill('Harbor Words Wrestling');
    await page.getByTestId('create-federation').click();
    await page.waitForURL(`${server.url}/dashboard`);
  });

  it('runs a TV show: the rating is drawn out of 10 and the revenue names the TV money it holds', async () => {
    const { showId } = await tvShowRun();
    await atBothSizes(`${server.url}/shows/${showId}/run`, async ({ width }) => {
      const final = page.getByTestId('run-final');
      await final.waitFor();
      const rating = ((await page.getByTestId('run-show-rating').textContent()) ?? '').trim();
      expect(rating).toMatch(/^\d+\.\d$/);
      const meter = final.getByRole('img', { name: `${rating} out of 10` });
      await expectOnScreen(meter, width);
      expect(await meter.locator('[data-star-fill]').count()).toBe(10);
      const revenue = page.getByTestId('run-revenue').locator('..');
      const text = (await revenue.textContent()) ?? '';
      expect(text).toContain('Ticket sales, merchandise and TV deals');
      expect(text).not.toContain('Tickets and merchandise');
      await expectOnScreen(revenue, width);
    });
  });

  it("after the week, a wrestler's page tells their sales and last week's morale from their record", async () => {
    const worker = await workerAfterTheWeek();
    expect(worker).not.toBe('');
    await atBothSizes(`${server.url}/wrestler/${worker}`, async ({ width }) => {
      const profile = page.getByTestId('wrestler-profile');
      await profile.waitFor();
      const note = page.getByTestId('merch-note');
      expect(await note.textContent()).toMatch(/^\$[\d,]+ sold at their shows so far; they keep \d+%\.$/);
      await expectOnScreen(note, width);
      const causes = page.getByTestId('morale-causes');
      expect(await causes.textContent()).toMatch(new RegExp(`(Won|Lost|Draw) at ${SHOW}`));
      await expectOnScreen(causes, width);
      const all = (await profile.textContent()) ?? '';
      expect(all).not.toContain('Sales start with the shows');
      expect(all).not.toContain('No change yet');
    });
  });

  it("says how long an injury keeps a wrestler out, from the sim's weeks left", async () => {
    const worker = await workerAfterTheWeek();
    expect(worker).not.toBe('');
    // An injury is the luck of a match: put one into the saved world (this test's own game, in slot 1), as a match would, and load it.
    await page.goto('about:blank');
    await server.stop();
    const db = new DatabaseSync(join(server.dataDir, 'main-event-mogul.sqlite'));
    // Slot 1's current snapshot: the world's JSON, gzip-compressed (docs/persistence.md "Storage").
    const row = db
      .prepare('SELECT s.id, s.data FROM game_slots g JOIN game_snapshots s ON s.id = g.current_snapshot WHERE g.slot_number = 1')
      .get() as { id: number; data: Uint8Array };
    const world = JSON.parse(gunzipSync(row.data).toString('utf8')) as { wrestlers: Array<{ id: string; status: string; injury: unknown }> };
    const wrestler = world.wrestlers.find((w) => w.id === worker)!;
    wrestler.status = 'injured';
    wrestler.injury = { description: `Hurt in a ladder match at ${SHOW}`, weeksRemaining: 3 };
    db.prepare('UPDATE game_snapshots SET data = ? WHERE id = ?').run(gzipSync(JSON.stringify(world)), row.id);
    db.close();
    server = await startServer(PORT, { DATA_DIR: server.dataDir });

    await atBothSizes(`${server.url}/wrestler/${worker}`, async ({ width }) => {
      const notice = page.getByTestId('injury-notice');
      await notice.waitFor();
      const text = (await notice.textContent()) ?? '';
      expect(text).toContain('Injured: out for 3 more weeks');
      expect(text).toContain(`Hurt in a ladder match at ${SHOW}`);
      // Week 2 of January plus 3 weeks.
      expect(text).toContain('Fit again in Week 1, February 2025');
      await expectOnScreen(notice, width);
    });
  });
});
