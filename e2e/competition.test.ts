// Competition in Chromium: in a new game (the AI federations on), advance weeks
// until a rival signs a wrestler who was a free agent; that wrestler is then gone from the free-agent list
// and the market, and their page names the rival federation holding the contract.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { nextWeek } from './support/career.ts';
import { newPage, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2731;
/**
 * The new game's world (NEW_GAME_SEED): one where a rival signs a free agent in the first weeks. With a random
 * seed about one new game in forty sees no rival signing a free agent in eight weeks (their rosters full and
 * their money short), and the test failed by chance.
 */
const WORLD_SEED = '2734';
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT, { NEW_GAME_SEED: WORLD_SEED });
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-competition@example.com', 'competition-pass-1');
  await newGameByRoom(page, server.url, 'Harbor Competition Wrestling', 0);
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

/** Every free agent's id on /roster's Free Agents tab, loading each page with Show more. */
async function freeAgentIds(): Promise<string[]> {
  await page.goto(`${server.url}/roster?tab=free-agents`);
  const rows = page.getByTestId('free-agent-row');
  await rows.first().waitFor();
  const more = page.getByTestId('free-agents-more');
  while (await more.isVisible()) {
    const before = await rows.count();
    await more.click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="free-agent-row"]').length > n || !document.querySelector('[data-testid="free-agents-more"]'), before);
  }
  return rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-wrestler-id')!));
}

async function marketIds(): Promise<string[]> {
  await page.goto(`${server.url}/roster?tab=market`);
  await page.getByTestId('market-card').first().or(page.getByTestId('market-empty')).waitFor();
  return page.getByTestId('market-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-wrestler-id')!));
}

const WEEK_LABELS = ['Week 2, January 2025', 'Week 3, January 2025', 'Week 4, January 2025', 'Week 1, February 2025', 'Week 2, February 2025', 'Week 3, February 2025', 'Week 4, February 2025', 'Week 1, March 2025'];

describe('competition in Chromium', () => {
  it('a free agent a rival signs leaves the free-agent list and the market, and their page names the rival', async () => {
    let before = await freeAgentIds();
    expect(before.length).toBeGreaterThan(20);
    let signed: string | undefined;
    for (const label of WEEK_LABELS) {
      await page.goto(`${server.url}/dashboard`);
      await nextWeek(page, label);
      const after = await freeAgentIds();
      // The player signs nobody: a free agent gone was signed by a rival, or retired at a birthday (their page
      // then says so: a retired profile), so each one gone is looked at until a signed one turns up.
      for (const id of before.filter((gone) => !after.includes(gone))) {
        await page.goto(`${server.url}/wrestler/${id}`);
        const profile = page.getByTestId('wrestler-profile');
        await profile.or(page.getByTestId('retired-line')).first().waitFor();
        if (await profile.isVisible()) {
          signed = id;
          break;
        }
      }
      if (signed) break;
      before = after;
    }
    expect(signed, 'a rival signed a free agent within eight weeks').toBeDefined();
    expect(await freeAgentIds()).not.toContain(signed);
    expect(await marketIds()).not.toContain(signed);

    await page.goto(`${server.url}/wrestler/${signed}`);
    await page.getByTestId('wrestler-profile').waitFor();
    const holder = page.getByTestId('contract-holder').first();
    await holder.waitFor();
    const text = (await holder.textContent())!;
    expect(text).toMatch(/^Under contract with .+ \(until Week \d, \w+ \d{4}\)$/);
    expect(text).not.toContain('Harbor Competition Wrestling');
    expect(await holder.getByRole('link').getAttribute('href')).toMatch(/^\/companies\/.+/);
    // Public facts only: no salary, morale or merchandise of the rival's wrestler.
    expect(await page.getByTestId('profile-salary').count()).toBe(0);
    expect(await page.getByTestId('profile-morale').count()).toBe(0);
    expect(await page.getByTestId('profile-merch').count()).toBe(0);
  });
});
