// A few weeks of a career, driven through the UI as a player would (for end-to-end tests and the
// screenshot prep of scripts/shoot.mjs): a rivalry, a weekly show on TV, shows run and weeks advanced.
import type { Page } from 'playwright-core';
import { openInApp } from './page.ts';

/** On /rivalries: starts a rivalry between two wrestlers the dialog offers (by position, the first two by default). */
export async function startRivalry(page: Page, serverUrl: string, title: string, picks: [number, number] = [0, 1]): Promise<void> {
  await openInApp(page, serverUrl, `/rivalries`);
  await page.getByTestId('create-rivalry').click();
  const dialog = page.getByTestId('rivalry-dialog');
  await dialog.waitFor();
  await dialog.getByTestId('rivalry-title-input').fill(title);
  const choices = dialog.locator('[data-testid^="rivalry-wrestler-"]');
  // The checkbox is visually hidden inside its card (and may sit below a phone's fold in the dialog): click it as the card would.
  for (const index of picks) await choices.nth(index).dispatchEvent('click');
  await dialog.getByTestId('confirm-rivalry').click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('rivalry-card').filter({ hasText: title }).waitFor();
}

/** On /shows: creates a weekly show at `venueId` and (unless told not to) auto-books it; returns its id. */
export async function createWeeklyShow(page: Page, serverUrl: string, name: string, venueId: string, { autoBook = true } = {}): Promise<string> {
  await openInApp(page, serverUrl, `/shows`);
  await page.getByTestId('create-show').click();
  const dialog = page.getByTestId('create-show-dialog');
  await dialog.waitFor();
  await dialog.getByTestId('show-name-input').fill(name);
  await dialog.getByTestId('show-venue-select').selectOption(venueId);
  await dialog.getByTestId('show-frequency-weekly').check({ force: true });
  await dialog.getByTestId('confirm-create-show').click();
  await page.waitForURL(/\/shows\/[^/]+\/book$/);
  const showId = page.url().split('/').at(-2)!;
  if (!autoBook) return showId;
  await page.getByTestId('auto-book').click();
  await page.getByTestId('card-segment').first().waitFor();
  return showId;
}

/** On /tv-networks: accepts Local Community TV's offer for `showId`. */
export async function acceptLocalTv(page: Page, serverUrl: string, showId: string): Promise<void> {
  await openInApp(page, serverUrl, `/tv-networks`);
  await page.getByTestId('accept-offer-local_community_tv').click();
  const accept = page.getByTestId('accept-offer-dialog');
  await accept.waitFor();
  await accept.getByTestId('accept-offer-show').selectOption(showId);
  await accept.getByTestId('confirm-accept-offer').click();
  await accept.waitFor({ state: 'detached' });
  await page.getByTestId('tv-deal').first().waitFor();
}

/** Runs the show live to the end and opens its summary. */
export async function runShow(page: Page, serverUrl: string, showId: string): Promise<void> {
  await openInApp(page, serverUrl, `/shows/${showId}/run`);
  await page.getByTestId('start-show').click();
  await page.getByTestId('skip-to-end').click();
  await page.getByTestId('to-summary').click();
  await page.waitForURL(`${serverUrl}/show-summary/${showId}`);
  await page.getByTestId('show-summary').waitFor();
}

/** Advances the week from the navigation and waits for the report of `expected` ("Week 2, January 2025"). */
export async function nextWeek(page: Page, expected: string): Promise<void> {
  await page.getByTestId('nav-next-week').click();
  await page.getByTestId('next-week-date').filter({ hasText: expected }).waitFor();
}

/** On /shows: the weekly show's clone for this week, auto-booked; returns its id. */
export async function bookClone(page: Page, serverUrl: string, name: string): Promise<string> {
  await openInApp(page, serverUrl, `/shows`);
  const card = page.getByTestId('show-card').filter({ hasText: name }).first();
  await card.waitFor();
  const showId = (await card.getAttribute('data-show-id'))!;
  await openInApp(page, serverUrl, `/shows/${showId}/book`);
  await page.getByTestId('auto-book').click();
  await page.getByTestId('card-segment').first().waitFor();
  return showId;
}

const MONTH = 'January 2025';

/**
 * A weekly show `name` at `venueId` on Local Community TV with a rivalry on its card, run `weeks` weeks in a
 * row (each followed by the week advance); returns the id of the last show run.
 */
export async function playTvWeeks(page: Page, serverUrl: string, name: string, venueId: string, weeks: number): Promise<string> {
  await startRivalry(page, serverUrl, 'Harbor Blood Feud');
  let showId = await createWeeklyShow(page, serverUrl, name, venueId);
  await acceptLocalTv(page, serverUrl, showId);
  for (let week = 1; week <= weeks; week++) {
    if (week > 1) showId = await bookClone(page, serverUrl, name);
    await runShow(page, serverUrl, showId);
    await nextWeek(page, `Week ${(week % 4) + 1}, ${week < 4 ? MONTH : 'February 2025'}`);
  }
  return showId;
}
