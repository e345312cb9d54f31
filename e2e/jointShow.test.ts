// A joint show in Chromium: propose one to a rival from its page's joint show panel (the income range shown
// before you propose), advance two weeks with Next Week, get the "ready to book" toast and its Book Now,
// book the card from both rosters and run it; its summary shows why the joint show earned what it did.
// The answer is the world's draw: the server's seeded world (e2e/support/server.ts) and the terms a rival
// is likeliest to take (the type its promoter likes best, 10% for you) make it the same each run.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOINT_SHOW_TYPE_FIT, JOINT_SHOW_TYPES } from '#shared/rules/diplomacy.ts';
import type { CompanyRow } from '#shared/sim/world/companies.ts';
import type { CompanyPage } from '#shared/sim/world/companyPage.ts';
import { launchBrowser } from './support/browser.ts';
import { createFederation, newPage, signUpAndConfirm } from './support/page.ts';
import { inRoom, signByRoom } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2795;
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-joint@example.com', 'joint-pass-1');
  await createFederation(page, server.url, 'Harbor Joint Wrestling');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

async function nextWeek(date: string) {
  await page.getByTestId('nav-next-week').click();
  await page.getByTestId('next-week-date').filter({ hasText: date }).waitFor();
}

describe('a joint show in Chromium', () => {
  it('proposes a joint show, gets Book Now two weeks later, books both rosters and runs it', async () => {
    await signByRoom(page, server.url, 4);
    // The first rival, offered the type its promoter likes best (its page shows its personality) and 90% of
    // the income: the likeliest yes there is; the seeded world makes the answer the same each run.
    const { rival, type } = await inRoom(page, server.url, async (room) => {
      const { companies } = (await room.request('getCompanies', {})) as { companies: CompanyRow[] };
      const first = companies.find((c) => !c.isYou && c.status === 'active')!;
      const { company } = (await room.request('getCompany', { federationId: first.id })) as { company: CompanyPage };
      const fit = JOINT_SHOW_TYPE_FIT[company.personality!];
      return { rival: first, type: JOINT_SHOW_TYPES.reduce((best, t) => (fit[t] > fit[best] ? t : best)) };
    });

    await page.goto(`${server.url}/companies/${rival.id}`);
    const panel = page.getByTestId('joint-show-panel');
    await panel.getByTestId('joint-shows-empty').waitFor();
    await panel.getByTestId('joint-type').selectOption(type);
    await panel.getByTestId('joint-split').fill('10');
    await panel.getByTestId('joint-split-value').filter({ hasText: 'You 10% · them 90%' }).waitFor();
    await panel.getByTestId('joint-income').filter({ hasText: /^\$[\d,]+ – \$[\d,]+$/ }).waitFor();
    await panel.getByTestId('joint-propose').click();
    const row = panel.getByTestId('joint-show-row').first();
    await row.filter({ hasText: 'Agreed' }).waitFor();
    await expect(row.textContent()).resolves.toContain('you take 10% · you host · your proposal');

    await nextWeek('Week 2, January 2025');
    // The week report's page has no Next Week of its own: back to the dashboard, whose navigation advances again.
    await page.goto(`${server.url}/dashboard`);
    await nextWeek('Week 3, January 2025');
    const toast = page.locator('[data-toast]').filter({ hasText: 'is ready to book' });
    await toast.waitFor();
    await toast.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL(/\/shows\/[^/]+\/book$/);
    const showId = page.url().split('/').at(-2)!;

    await page.getByTestId('joint-show-banner').filter({ hasText: `Joint show with ${rival.name}` }).waitFor();
    const groups = page.getByTestId('available-group');
    await groups.nth(1).filter({ hasText: rival.name }).waitFor();
    await expect(groups.first().textContent()).resolves.toContain('Harbor Joint Wrestling');
    await page.getByTestId('auto-book').click();
    await page.getByTestId('card-list').waitFor();
    await expect(page.getByTestId('card-segment').count()).resolves.toBe(4);

    await page.getByTestId('go-run-show').click();
    await page.waitForURL(`${server.url}/shows/${showId}/run`);
    await page.getByTestId('start-show').click();
    await page.getByTestId('skip-to-end').click();
    await page.getByTestId('run-show-rating').waitFor();
    await page.getByTestId('to-summary').click();
    await page.waitForURL(`${server.url}/show-summary/${showId}`);
    const income = page.getByTestId('summary-joint-income');
    await income.waitFor();
    await expect(income.textContent()).resolves.toContain('Combined popularity');
    await expect(income.textContent()).resolves.toContain(`${rival.name} (90%)`);
    await expect(page.getByTestId('summary-joint-share').textContent()).resolves.toMatch(/^\$[\d,]+$/);
  });
});
