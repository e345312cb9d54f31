// A loan in Chromium: lend a wrestler to a rival from its page's Loans panel (the fee shown before you
// confirm), then after Next Week the fee is a line of this week on /finances.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRow } from '#shared/sim/world/companies.ts';
import { launchBrowser } from './support/browser.ts';
import { createFederation, newPage, signUpAndConfirm } from './support/page.ts';
import { inRoom, signByRoom } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2777;
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-loans@example.com', 'loans-pass-1');
  await createFederation(page, server.url, 'Harbor Loan Wrestling');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

describe('loans in Chromium', () => {
  it('lends a wrestler to a rival and, after Next Week, shows the fee on /finances', async () => {
    const signed = await signByRoom(page, server.url, 3);
    // Which rival takes which of them is the rivals' own rule (their roster, funds, the wrestler's rating):
    // asked through the room, as the panel asks it; the lending itself is done on the screen.
    const deal = await inRoom(page, server.url, async (room) => {
      const { companies } = (await room.request('getCompanies', {})) as { companies: CompanyRow[] };
      for (const rival of companies.filter((c) => !c.isYou && c.status === 'active')) {
        for (const wrestlerId of signed) {
          const { loanQuote } = await room.request('quoteLoan', { direction: 'lend', wrestlerId, otherFederationId: rival.id, weeks: 2, term: 'noCleanLoss' });
          if (loanQuote.answer?.accepts) return { rival, wrestlerId, name: loanQuote.wrestlerName as string, fee: loanQuote.weeklyFee as number };
        }
      }
      return null;
    });
    expect(deal).not.toBeNull();
    const { rival, wrestlerId, name, fee } = deal!;

    await page.goto(`${server.url}/companies/${rival.id}`);
    const panel = page.getByTestId('loans-panel');
    await panel.getByTestId('loans-empty').waitFor();
    await panel.getByTestId('loan-wrestler').selectOption(wrestlerId);
    await panel.getByTestId('loan-weeks').selectOption('2');
    await panel.getByTestId('loan-answer').waitFor();
    await expect(panel.getByTestId('loan-weekly-fee').textContent()).resolves.toBe(`$${fee.toLocaleString('en-US')}`);
    await panel.getByTestId('loan-confirm').click();
    await panel.getByTestId('loan-row').filter({ hasText: `On loan to ${rival.name} (2 weeks left)` }).waitFor();

    await page.getByTestId('nav-next-week').click();
    await page.getByTestId('next-week-date').filter({ hasText: 'Week 2, January 2025' }).waitFor();
    await page.goto(`${server.url}/finances`);
    const line = page.getByTestId('current-week-lines').locator('[data-kind="loan_fee_received"]');
    await line.filter({ hasText: `Loan fee: ${name} to ${rival.name} (week 1 of 2)` }).waitFor();
    await expect(line.getByTestId('ledger-line-amount').textContent()).resolves.toContain(fee.toLocaleString('en-US'));
  });
});
