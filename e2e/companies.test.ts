// The world's federations in Chromium: a new game holds three computer-run rivals;
// /companies lists them with yours marked "You", and a rival's page shows its roster and its titles.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { newPage, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2733;
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-companies@example.com', 'companies-pass-1');
  await newGameByRoom(page, server.url, 'Harbor Company Wrestling', 0);
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

describe('companies in Chromium', () => {
  it('lists the three rivals and yours on /companies, then opens a rival’s page with its roster and titles', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('link', { name: 'Companies' }).first().click();
    await page.waitForURL(`${server.url}/companies`);
    const cards = page.getByTestId('company-card');
    await cards.nth(3).waitFor();
    expect(await cards.count()).toBe(4);
    const you = cards.filter({ hasText: 'Harbor Company Wrestling' });
    await expect(you.textContent()).resolves.toContain('You');
    const rivals = cards.filter({ hasNotText: 'Harbor Company Wrestling' });
    expect(await rivals.count()).toBe(3);

    const rival = rivals.first();
    const name = (await rival.getByTestId('company-name').textContent())!;
    await rival.click();
    await page.waitForURL(/\/companies\/[^/]+$/);
    await page.getByTestId('company-name').filter({ hasText: name }).waitFor();
    const wrestlers = page.getByTestId('company-wrestler');
    await wrestlers.first().waitFor();
    expect(await wrestlers.count()).toBeGreaterThanOrEqual(6);
    expect(await page.getByTestId('company-title').count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('company-roster').textContent()).resolves.not.toMatch(/salary|\$/i);
    await page.getByTestId('company-history-entry').filter({ hasText: `${name} is founded` }).waitFor();

    // A wrestler links to their page.
    const first = wrestlers.first().getByRole('link');
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/wrestler\/[^/]+$/);

    // An unknown federation says so and links back.
    await page.goto(`${server.url}/companies/nope`);
    await page.getByTestId('company-not-found').filter({ hasText: 'This federation does not exist' }).waitFor();
    await page.getByRole('link', { name: 'See every company' }).click();
    await page.waitForURL(`${server.url}/companies`);
  });
});
