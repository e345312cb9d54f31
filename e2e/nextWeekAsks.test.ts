// Next Week never surprises in Chromium: with shows of this week unrun, every Next Week
// button asks first and lists them with what skipping costs; Cancel keeps the week; "Run them now, then
// advance" runs them (an empty card auto-booked) and the week report lists their results.
// E2E_SHOTS=/some/dir also saves the dialog at 1280x800 and 390x844 there, for reviewing its look.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { acceptLocalTv, createWeeklyShow } from './support/career.ts';
import { newPage, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom, slotFixture } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2716;
const SHOTS = process.env.E2E_SHOTS;
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

async function shoot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  // The dialog fades and slides in: shoot it once its animations are over.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: join(SHOTS, name) });
}

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-next-week-asks@example.com', 'asks-pass-1');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

/**
 * The game of week 1 with both shows unrun: four signed, Harbor TV Night auto-booked on Local Community TV
 * and Dockside Brawl with an empty card. Each test plays its own copy (room.ts slotFixture).
 */
const twoUnrunShows = slotFixture(
  () => page,
  () => server.url,
  async () => {
    await newGameByRoom(page, server.url, 'Harbor Asking Wrestling', 4);
    const tvShow = await createWeeklyShow(page, server.url, 'Harbor TV Night', 'cellar_door');
    await acceptLocalTv(page, server.url, tvShow);
    await createWeeklyShow(page, server.url, 'Dockside Brawl', 'cellar_door', { autoBook: false });
  },
);

/** Each test starts at 1280x800 on the dashboard of its own copy of week 1 with both shows unrun. */
async function openDashboard(): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await twoUnrunShows();
  await page.getByTestId('game-date').filter({ hasText: 'Week 1, January 2025' }).waitFor();
}

describe('Next Week with unrun shows', () => {
  it('asks first from the dashboard: each show with its card and what skipping costs', async () => {
    await openDashboard();
    await page.getByTestId('dashboard-next-week').click();
    const dialog = page.getByTestId('unrun-shows-dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').first().textContent()).resolves.toBe('2 shows of this week have not run');
    const shows = dialog.getByTestId('unrun-show');
    await expect(shows.getByTestId('unrun-show-name').allTextContents()).resolves.toEqual(['Harbor TV Night', 'Dockside Brawl']);
    await expect(shows.nth(0).textContent()).resolves.toMatch(/Card booked: \d+ segments?/);
    await expect(shows.nth(0).getByTestId('unrun-show-costs').textContent()).resolves.toMatch(/^Refund \+\$[\d,]+ \(half the rental\)Misses an episode on Local Community TVWeekly show on TV: booked again next week, empty, with its deal$/);
    await expect(shows.nth(1).textContent()).resolves.toContain('Empty card: auto-booked if run');
    await expect(shows.nth(1).getByTestId('unrun-show-costs').textContent()).resolves.toMatch(/Weekly show: not booked again next week$/);
    await expect(dialog.getByTestId('unrun-shows-popularity').textContent()).resolves.toMatch(/^If skipped: popularity −0\.2 \(no show was completed this week\); refunds \$[\d,]+ in all\.$/);
    await shoot('next-week-dialog-desktop.png');
  });

  it('Cancel keeps the week', async () => {
    await openDashboard();
    await page.getByTestId('dashboard-next-week').click();
    await page.getByTestId('unrun-shows-dialog').waitFor();
    await page.keyboard.press('Enter'); // focus starts on Cancel
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByTestId('unrun-shows-dialog').waitFor({ state: 'detached' });
    await expect(page.getByTestId('game-date').textContent()).resolves.toBe('Week 1, January 2025');
  });

  it('asks from the phone bar too, and fits a 390x844 screen', async () => {
    await openDashboard();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('bottom-next-week').click();
    const dialog = page.getByTestId('unrun-shows-dialog');
    await dialog.waitFor();
    for (const id of ['unrun-shows-run', 'unrun-shows-skip', 'unrun-shows-cancel']) {
      const box = (await dialog.getByTestId(id).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await shoot('next-week-dialog-phone.png');
    await dialog.getByTestId('unrun-shows-cancel').click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('"Run them now, then advance" runs both shows and advances the week', async () => {
    await openDashboard();
    await page.getByTestId('nav-next-week').click();
    const dialog = page.getByTestId('unrun-shows-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('unrun-shows-run').click();
    await page.getByTestId('next-week-date').filter({ hasText: 'Week 2, January 2025' }).waitFor({ timeout: 30_000 });
    const results = page.getByTestId('week-report-section-results');
    await expect(results.locator('h3').textContent()).resolves.toBe('Shows this week: 2 results');
    await expect(results.getByTestId('week-show-name').allTextContents()).resolves.toEqual(['Harbor TV Night', 'Dockside Brawl']);
    await page.getByTestId('back-to-dashboard').click();
    await page.getByTestId('game-date').filter({ hasText: 'Week 2, January 2025' }).waitFor();
  });
});
