// The booker's finish in Chromium: book a match with a chosen winner and finish, see it on
// the card, run the show and find that winner and finish on the live run and on the summary, with the
// popularity reasons of a cheap win.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { newPage, signUpAndConfirm, startNewGame } from './support/page.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2717;
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-finishes@example.com', 'finishes-pass-1');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

const nameOf = (option: string | null) => (option ?? '').split(' · ')[0]!.trim();

/**
 * Each test's own new game with two wrestlers signed and a show whose one match the booker gave to a chosen
 * winner by disqualification, checked on the way (the editor's warning, the card's finish line).
 */
async function bookDisqualificationWin(): Promise<{ showId: string; winnerName: string }> {
  await startNewGame(page, server.url, 'Harbor Finish Wrestling', 2);
  await page.goto(`${server.url}/shows`);
  await page.getByTestId('create-show').click();
  const dialog = page.getByTestId('create-show-dialog');
  await dialog.waitFor();
  await dialog.getByTestId('show-name-input').fill('Harbor Finish Night');
  await dialog.getByTestId('show-venue-select').selectOption('cellar_door');
  await dialog.getByTestId('confirm-create-show').click();
  await page.waitForURL(/\/shows\/[^/]+\/book$/);
  const showId = page.url().split('/').at(-2)!;

  await page.getByTestId('add-match').click();
  const editor = page.getByTestId('match-editor');
  await editor.waitFor();
  await editor.getByTestId('participant-0').selectOption({ index: 1 });
  await editor.getByTestId('participant-1').selectOption({ index: 2 });
  const winner = editor.getByLabel('Winner');
  const winnerName = nameOf(await winner.locator('option').nth(2).textContent());
  await winner.selectOption({ index: 2 });
  await editor.getByLabel('Finish').selectOption('disqualification');
  await expect(editor.textContent()).resolves.toContain('a title never changes hands on it');
  await editor.getByTestId('save-match').click();
  await editor.waitFor({ state: 'detached' });
  await page.getByTestId('segment-finish').filter({ hasText: `${winnerName} wins by disqualification` }).waitFor();
  return { showId, winnerName };
}

describe('the booker decides the finish, in Chromium', () => {
  it('books a match with a chosen winner and a disqualification, shown on the card', async () => {
    await bookDisqualificationWin();
  });

  it('runs the show: the live run and the summary say the booked winner won by disqualification, and why the popularity moved', async () => {
    const { showId, winnerName } = await bookDisqualificationWin();
    await page.getByTestId('go-run-show').click();
    await page.waitForURL(`${server.url}/shows/${showId}/run`);
    await page.getByTestId('start-show').click();
    await page.getByTestId('live-segment').first().waitFor();
    await page.getByTestId('skip-to-end').click();
    await page.getByTestId('run-show-rating').waitFor();
    await page.getByTestId('segment-outcome').filter({ hasText: `${winnerName} wins by disqualification` }).waitFor();

    await page.getByTestId('to-summary').click();
    await page.waitForURL(`${server.url}/show-summary/${showId}`);
    const segment = page.getByTestId('summary-segment').first();
    await segment.waitFor();
    await expect(segment.getByTestId('segment-outcome').textContent()).resolves.toBe(`${winnerName} wins by disqualification`);
    const winners = segment.locator('[data-testid="segment-participant"][data-winner]');
    await expect(winners.textContent()).resolves.toContain(winnerName);
    const reasons = await segment.getByTestId('change-reasons').allTextContents();
    expect(reasons.join(' | ')).toContain('Cheap win by disqualification +0.20');
    expect(reasons.join(' | ')).toContain('Loss by disqualification (protected) −0.10');
  });
});
