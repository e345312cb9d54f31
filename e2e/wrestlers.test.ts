// The public wrestlers database in Chromium: search, category filter, empty state.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRESTLERS } from '#shared/data/wrestlers.ts';
import { launchBrowser } from './support/browser.ts';
import { newPage } from './support/page.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2595;
let server: RunningServer;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  browser = await launchBrowser({ width: 390, height: 844 });
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const cards = () => page.getByTestId('wrestler-card');

/** Each test opens the catalog itself, every wrestler listed, whatever an earlier test searched or filtered. */
async function openCatalog(): Promise<void> {
  await page.goto(`${server.url}/wrestlers`);
  await page.getByTestId('result-count').filter({ hasText: `Showing all ${WRESTLERS.length} wrestlers` }).waitFor();
}

describe('wrestlers database', () => {
  it('lists every wrestler of the catalog', async () => {
    await openCatalog();
    await expect(page.title()).resolves.toContain('Wrestlers Database');
  });

  it('finds a wrestler by name', async () => {
    await openCatalog();
    const target = WRESTLERS.find((w) => w.category === 'S')!;
    await page.getByLabel('Search wrestlers').fill(target.name.split(' ')[1]!);
    await cards().filter({ hasText: target.name }).first().waitFor();
    const count = await cards().count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThan(WRESTLERS.length);
    for (const name of await cards().locator('h2').allTextContents()) expect(name.toLowerCase()).toContain(target.name.split(' ')[1]!.toLowerCase());
  });

  it('filters by category and by nationality', async () => {
    await openCatalog();
    await page.getByLabel('Search wrestlers').fill('');
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: /^S\b/ }).click();
    const sCount = WRESTLERS.filter((w) => w.category === 'S').length;
    await page.getByTestId('result-count').filter({ hasText: `Showing ${sCount} of ${WRESTLERS.length} wrestlers` }).waitFor();
    await expect(cards().count()).resolves.toBe(sCount);

    await page.getByLabel('Search wrestlers').fill('Japan');
    const expected = WRESTLERS.filter((w) => w.category === 'S' && w.nationality === 'Japan').length;
    await page.getByTestId('result-count').filter({ hasText: `Showing ${expected} of` }).waitFor();
  });

  it('says so when nothing matches', async () => {
    await openCatalog();
    await page.getByLabel('Search wrestlers').fill('zzzz no such wrestler');
    await page.getByText('No wrestlers match your search').waitFor();
    await expect(cards().count()).resolves.toBe(0);
  });
});
