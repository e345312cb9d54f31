// Next Week never surprises, in Chromium: with "Run my unrun shows
// automatically" on, Next Week runs this week's unrun show (its empty card auto-booked) without asking and the
// week report says so; "Sim to week" advances several weeks and stops early for a reason shown on screen.
// E2E_SHOTS=/some/dir also saves the page at 1280x800 and 390x844 there, for reviewing its look.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { createWeeklyShow } from './support/career.ts';
import { newPage, signUpAndConfirm } from './support/page.ts';
import { inRoom, newGameByRoom, slotFixture } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2721;
const SHOTS = process.env.E2E_SHOTS;
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

async function shoot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: join(SHOTS, name), fullPage: true });
}

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-sim-to-week@example.com', 'sim-pass-1');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

/**
 * Each test's own copy (room.ts slotFixture) of a new game with four market wrestlers (market contracts run
 * 5 weeks: Sim to week must stop before they end) and the weekly show Dockside Brawl, its card empty.
 */
const unrunShow = slotFixture(
  () => page,
  () => server.url,
  async () => {
    await newGameByRoom(page, server.url, 'Harbor Sim Wrestling', 4);
    await createWeeklyShow(page, server.url, 'Dockside Brawl', 'cellar_door', { autoBook: false });
  },
);

describe('Next Week with the auto-run setting, and Sim to week', () => {
  it('the setting is on the week report page; with it on Next Week runs the unrun show without asking', async () => {
    await unrunShow('/next-week');
    const toggle = page.getByTestId('auto-run-toggle');
    await toggle.waitFor();
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
    await toggle.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="auto-run-toggle"]')?.getAttribute('aria-checked') === 'true');

    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('dashboard-next-week').click();
    await page.getByTestId('next-week-date').filter({ hasText: 'Week 2, January 2025' }).waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('unrun-shows-dialog').count()).resolves.toBe(0);
    const results = page.getByTestId('week-report-section-results');
    await expect(results.getByTestId('week-show-name').allTextContents()).resolves.toEqual(['Dockside Brawl']);
    await expect(page.getByTestId('week-report').textContent()).resolves.toContain('Dockside Brawl was run for you before the advance (its empty card auto-booked)');
  });

  it('Sim to week stops early and says where and why', async () => {
    // "Run my unrun shows automatically" on and Next Week pressed (the setting's and the button's requests): the report of Week 2.
    await unrunShow();
    await page.goto('about:blank');
    await inRoom(page, server.url, async (room) => {
      await room.request('setAutoRunShows', { enabled: true });
      await room.request('advanceWeek', {});
    });
    await page.goto(`${server.url}/next-week`);
    await page.getByTestId('next-week-date').filter({ hasText: 'Week 2, January 2025' }).waitFor();
    const panel = page.getByTestId('sim-to-week');
    await panel.waitFor();
    await shoot('sim-to-week-desktop.png');
    await panel.getByTestId('sim-to-week-target').selectOption('20');
    await panel.getByTestId('sim-to-week-run').click();
    const result = page.getByTestId('sim-result');
    await result.waitFor({ timeout: 60_000 });
    const text = (await result.textContent())!;
    const match = /^Sim to week stopped earlyStopped at (Week \d, [A-Z][a-z]+ 20\d\d): (.+?) (\d+) weeks? simulated\.$/.exec(text);
    expect(match, text).not.toBeNull();
    // The 5-week contracts reach their last week within 3 more weeks, if nothing stopped it sooner.
    expect(Number(match![3])).toBeLessThanOrEqual(3);
    await page.getByTestId('next-week-date').filter({ hasText: match![1]! }).waitFor();
    await shoot('sim-to-week-result-desktop.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot('sim-to-week-result-phone.png');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('back-to-dashboard').click();
    await page.getByTestId('game-date').filter({ hasText: match![1]! }).waitFor();
  });
});
