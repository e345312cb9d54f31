// Championships with a life in Chromium: a new title is put on the line by auto-book on
// the first show, the show is run, and /championships shows the title's prestige with the parts that moved
// it (title match quality, a defense or a change) next to a lineage that records the match.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { createWeeklyShow, runShow } from './support/career.ts';
import { newPage, signUpAndConfirm, startNewGame } from './support/page.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2718;
const TITLE = 'Harbor Heavyweight Championship';
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-championships@example.com', 'titles-pass-1');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

/** Each test's own new game (the same seeded world every time): four wrestlers signed and the title created. */
async function newGameWithTitle(): Promise<void> {
  await startNewGame(page, server.url, 'Harbor Title Wrestling', 4);
  await page.goto(`${server.url}/championships`);
  await page.getByTestId('create-championship').first().click();
  const dialog = page.getByTestId('championship-dialog');
  await dialog.waitFor();
  await dialog.getByTestId('championship-name-input').fill(TITLE);
  await dialog.getByTestId('championship-holder-select').selectOption({ index: 1 });
  await dialog.getByTestId('confirm-championship').click();
  await dialog.waitFor({ state: 'detached' });
}

describe('a title defended on a run show', () => {
  it('a new title shows its prestige with no change yet', async () => {
    await newGameWithTitle();
    const card = page.getByTestId('championship-card').filter({ hasText: TITLE });
    await expect(card.getByTestId('championship-prestige').textContent()).resolves.toBe('40 / 100 · Rising');
    await expect(card.getByTestId('prestige-parts').textContent()).resolves.toContain('No prestige change in the last 52 weeks');
  });

  it('auto-book puts the title on the line on the first show, which runs to its summary', async () => {
    await newGameWithTitle();
    const showId = await createWeeklyShow(page, server.url, 'Harbor Title Night', 'cellar_door');
    const titleMatch = page.getByTestId('card-segment').filter({ hasText: TITLE });
    await expect(titleMatch.count()).resolves.toBe(1);
    await runShow(page, server.url, showId);
  });

  it('/championships shows the prestige parts the title match moved, and the lineage records it', async () => {
    await newGameWithTitle();
    await runShow(page, server.url, await createWeeklyShow(page, server.url, 'Harbor Title Night', 'cellar_door'));
    await page.goto(`${server.url}/championships`);
    const card = page.getByTestId('championship-card').filter({ hasText: TITLE });
    const parts = card.getByTestId('prestige-part');
    await parts.first().waitFor();
    const rows = await parts.allTextContents();
    expect(rows.map((row) => row.replace(/[+−]?\d+\.\d$/, ''))).toEqual(['Title match quality', 'Defenses', 'Long reign', 'Hot potato changes', 'Idle weeks']);
    const amount = (row: string) => Number(row.match(/([+−]?)(\d+\.\d)$/)!.slice(1).join('').replace('−', '-').replace('+', ''));
    const total = amount((await card.getByTestId('prestige-parts-total').textContent())!);
    expect(total).toBeCloseTo(rows.reduce((sum, row) => sum + amount(row), 0), 5);
    const prestige = Number((await card.getByTestId('championship-prestige').textContent())!.split(' ')[0]);
    expect(prestige).toBe(Math.round(40 + total));

    await card.getByTestId(/^lineage-/).first().click();
    const newest = card.getByTestId('lineage-entry').first();
    await newest.waitFor();
    const text = (await newest.textContent())!;
    // The champion keeps the title (a defense: +1.0) or a challenger takes it (no defense part).
    if (text.includes('Defended')) expect(amount(rows[1]!)).toBe(1);
    else {
      expect(text).toContain('Title change');
      expect(amount(rows[1]!)).toBe(0);
    }
  });
});
