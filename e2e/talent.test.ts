// The talent loop in Chromium: a new federation signs six wrestlers from the weekly market,
// starts one training, hires a head coach, advances a week, and finds the salaries, the coach's report
// and the settled ledger where a player looks for them.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { nextWeek } from './support/career.ts';
import { newPage, signUpAndConfirm, startNewGame } from './support/page.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2598;
const SIGNINGS = 6;
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-talent@example.com', 'talent-pass-1');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

function usd(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.-]/g, ''));
}

/** Each test's own new game (the same seeded world every time) with as many market wrestlers signed as it needs. */
const newGame = (signings: number) => startNewGame(page, server.url, 'Harbor Talent Wrestling', signings);

/** On /roster's roster tab: starts wrestler `id` training charisma. */
async function startTraining(id: string): Promise<void> {
  await page.getByTestId('roster-tab-roster').click();
  await page.getByTestId(`train-${id}`).click();
  const dialog = page.getByTestId('train-dialog');
  await dialog.waitFor();
  await dialog.getByTestId('train-skill-charisma').click();
  await dialog.getByTestId('confirm-train').click();
  await dialog.waitFor({ state: 'detached' });
}

/** On /staff: hires the first head coach candidate; returns their name once the section offers to fire them. */
async function hireHeadCoach(): Promise<string> {
  await page.goto(`${server.url}/staff`);
  const section = page.getByTestId('staff-section-head_coach');
  const candidate = section.getByTestId('staff-candidate').first();
  await candidate.waitFor();
  const coachName = (await candidate.getByTestId('staff-candidate-name').textContent())!.trim();
  const hire = candidate.locator('[data-testid^="hire-"]');
  await hire.click();
  const dialog = page.getByTestId('hire-dialog');
  await dialog.waitFor();
  await dialog.getByTestId('confirm-hire').click();
  await dialog.waitFor({ state: 'detached' });
  await section.locator('[data-testid^="fire-"]').waitFor();
  return coachName;
}

/** A new game with `signings` signed, the first of them training, and a head coach hired; returns the coach's name. */
async function newGameTrainingWithCoach(signings: number): Promise<string> {
  const [first] = await newGame(signings);
  await startTraining(first!);
  return hireHeadCoach();
}

describe('talent in Chromium', () => {
  it('signs six wrestlers from the weekly market, each with a 5-week contract and its signing bonus paid', async () => {
    await newGame(0);
    const signed: string[] = [];
    await page.goto(`${server.url}/roster`);
    await page.getByTestId('roster-tab-market').click();
    const cards = page.getByTestId('market-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10);
    for (let i = 0; i < SIGNINGS; i++) {
      const before = await cards.count();
      const card = cards.first();
      const button = card.locator('[data-testid^="sign-"]');
      const id = (await button.getAttribute('data-testid'))!.slice('sign-'.length);
      await button.click();
      const dialog = page.getByTestId('sign-dialog');
      await dialog.waitFor();
      await expect(dialog.getByTestId('contract-weeks-5').isVisible()).resolves.toBe(true);
      await dialog.getByTestId('confirm-sign').click();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="market-card"]').length === n, before - 1);
      signed.push(id);
    }
    expect(new Set(signed).size).toBe(SIGNINGS);
    await page.getByTestId('roster-tab-roster').click();
    await expect(page.getByTestId('roster-row').count()).resolves.toBe(SIGNINGS);
    await expect(page.getByTestId('federation-funds').textContent().then(usd)).resolves.toBeLessThan(50_000);
  });

  it('starts one wrestler training, who then shows as training', async () => {
    const [id] = await newGame(1);
    await startTraining(id!);
    await page.getByTestId('roster-row').filter({ hasText: /Training/ }).first().waitFor();
    await expect(page.getByTestId(`train-${id}`).isDisabled()).resolves.toBe(true);
  });

  it('hires a head coach from the candidates', async () => {
    await newGame(0);
    const coachName = await hireHeadCoach();
    expect(coachName.length).toBeGreaterThan(0);
  });

  it('advances a week: the report lists the ledger and the staff report', async () => {
    await newGameTrainingWithCoach(1);
    await page.getByTestId('nav-next-week').click();
    await page.getByTestId('next-week-date').filter({ hasText: 'Week 2, January 2025' }).waitFor();
    await page.getByTestId('week-report-section-money').waitFor();
    await expect(page.getByTestId('week-report-section-staff').textContent()).resolves.toContain('Training Report');
    await expect(page.getByTestId('week-ledger-expenses').textContent().then(usd)).resolves.toBeGreaterThan(0);
  });

  it('shows the salaries, insurance and the coach on /finances, and the coach report on /staff', async () => {
    const coachName = await newGameTrainingWithCoach(SIGNINGS);
    await nextWeek(page, 'Week 2, January 2025');
    await page.goto(`${server.url}/finances`);
    const week = page.getByTestId('ledger-week');
    await week.waitFor();
    const lines = week.getByTestId('ledger-line');
    await expect(lines.filter({ hasText: 'Salary:' }).count()).resolves.toBe(SIGNINGS);
    await lines.filter({ hasText: `Head Coach: ${coachName}` }).waitFor();
    await lines.filter({ hasText: `Insurance: ${SIGNINGS} wrestlers` }).waitFor();
    const expenses = usd(await page.getByTestId('ledger-expenses').textContent());
    expect(expenses).toBeGreaterThan(0);
    await page.getByTestId('finances-funds-chart').waitFor();

    await page.goto(`${server.url}/staff`);
    await page.getByTestId('staff-reports').getByTestId('staff-report').filter({ hasText: 'Training Report' }).first().waitFor();
  });
});
