// The inbox in Chromium, at 1280x800 and 390x844: a few weeks with a weekly show,
// each show's result grouped in the week report ("Shows this week: 1 result", with a link to its summary),
// the unread badge counting only what needs attention, and the type filters of /messages (counts,
// keyboard, an empty state).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { createWeeklyShow } from './support/career.ts';
import { newPage, openInApp, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom, slotFixture } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2704;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(PORT);
});

afterAll(async () => {
  await server?.stop();
});

/** Auto-books and runs this week's show, advances the week, and checks the week report's results. */
async function playWeek(page: Page, nextWeekButton: string, weekLabel: string): Promise<void> {
  await openInApp(page, server.url, `/shows`);
  const card = page.getByTestId('show-card').filter({ hasText: 'This week' }).first();
  await card.waitFor();
  const showId = (await card.getAttribute('data-show-id'))!;
  await openInApp(page, server.url, `/shows/${showId}/book`);
  await page.getByTestId('book-page').waitFor();
  await page.getByTestId('auto-book').click();
  await page.getByTestId('card-segment').first().waitFor();
  await page.getByTestId('go-run-show').click();
  await page.waitForURL(`${server.url}/shows/${showId}/run`);
  await page.getByTestId('start-show').click();
  await page.getByTestId('live-segment').first().waitFor();
  await page.getByTestId('skip-to-end').click();
  const rating = (await page.getByTestId('run-show-rating').textContent())!.trim();

  // The live page has no menu: the week is advanced from the dashboard's shell.
  await openInApp(page, server.url, `/dashboard`);
  await page.getByTestId('stat-funds').waitFor();
  await page.getByTestId(nextWeekButton).click();
  await page.getByTestId('next-week-date').filter({ hasText: weekLabel }).waitFor();
  const results = page.getByTestId('week-report-section-results');
  await results.waitFor();
  await expect(results.locator('h3').textContent()).resolves.toBe('Shows this week: 1 result');
  const row = results.getByTestId('week-show-result');
  expect(await row.count()).toBe(1);
  await expect(row.getByTestId('week-show-name').textContent()).resolves.toBe('Harbor Weekly');
  await expect(row.getByTestId('week-show-rating').textContent()).resolves.toBe(`${rating}★`);
  await expect(row.getByTestId('week-show-attendance').textContent()).resolves.toMatch(/^\d[\d,]*$/);
  await expect(row.getByTestId('week-show-profit').textContent()).resolves.toMatch(/^-?\$[\d,]+/);
  await expect(row.getByTestId('week-show-link').getAttribute('href')).resolves.toBe(`/show-summary/${showId}`);
}

/** The visible number of a filter tab's count. */
async function filterCount(page: Page, filter: string): Promise<number> {
  return Number(await page.getByTestId(`message-filter-${filter}`).getByTestId('message-filter-count').textContent());
}

/** Waits until the filter's tab is the active one (the list below follows in the same render). */
async function activeFilter(page: Page, filter: string): Promise<void> {
  await page.locator(`[data-testid="message-filter-${filter}"][data-state="active"]`).waitFor();
}

/** On /messages after `weeks` weeks of one show each: results are read and grouped, the badge counts the rest. */
async function checkInbox(page: Page, weeks: number): Promise<void> {
  await page.goto(`${server.url}/messages`);
  await page.getByTestId('messages-page').waitFor();
  // Opens on what needs attention: no show results there.
  await activeFilter(page, 'attention');
  await expect(page.getByTestId('message').filter({ hasText: 'Show Results' }).count()).resolves.toBe(0);
  const attention = await filterCount(page, 'attention');
  expect(await page.getByTestId('message').count()).toBe(attention);

  // Every result is kept under Results, already read.
  expect(await filterCount(page, 'results')).toBe(weeks);
  expect(await filterCount(page, 'all')).toBe(attention + weeks);

  // The unread count (page and header badge) is only what needs attention.
  const unread = await page.locator('[data-testid="message"][data-unread="true"]').count();
  expect(unread).toBeGreaterThan(0);
  await expect(page.getByTestId('unread-count').textContent()).resolves.toBe(`${unread} unread ${unread === 1 ? 'message' : 'messages'}`);
  await expect(page.getByTestId('header-unread').locator('[aria-hidden="true"]').textContent()).resolves.toBe(String(unread));

  // The filters work from the keyboard: arrows move along the tabs and show each one's messages.
  await page.getByTestId('message-filter-attention').focus();
  await page.keyboard.press('ArrowRight');
  await activeFilter(page, 'all');
  expect(await page.getByTestId('message').count()).toBe(attention + weeks);
  await page.keyboard.press('ArrowRight');
  await activeFilter(page, 'results');
  await page.waitForURL(`${server.url}/messages?filter=results`);
  const results = page.getByTestId('message');
  expect(await results.count()).toBe(weeks);
  expect(await page.locator('[data-testid="message"][data-unread="true"]').count()).toBe(0);
  await expect(results.first().getByTestId('message-kind').textContent()).resolves.toBe('Show result');
  await expect(results.first().getByTestId('message-title').textContent()).resolves.toBe('Show Results: Harbor Weekly');

  // A filter with nothing in it says so.
  await page.getByTestId('message-filter-finance').click();
  await activeFilter(page, 'finance');
  await page.getByTestId('messages-empty').filter({ hasText: 'No finance messages' }).waitFor();
  expect(await page.getByTestId('message').count()).toBe(0);
  // The tabs fit the screen: none is cut off to the right.
  const overflow = await page.evaluate(() => {
    const list = document.querySelector('[data-testid="message-filters"]')!;
    return [...list.querySelectorAll('[role="tab"]')].some((tab) => tab.getBoundingClientRect().right > window.innerWidth);
  });
  expect(overflow).toBe(false);
}

/**
 * `weeks` weeks of the weekly show "Harbor Weekly", each run and followed by Next Week (the week report's
 * results checked on the way): the game each test of a size plays its own copy of (room.ts slotFixture).
 */
function weeksOfShows(page: () => Page, federation: string, nextWeekButton: string, weeks: number): (path?: string) => Promise<void> {
  return slotFixture(page, () => server.url, async () => {
    await newGameByRoom(page(), server.url, federation, 6);
    await createWeeklyShow(page(), server.url, 'Harbor Weekly', 'rust_belt_social', { autoBook: false });
    for (let week = 2; week < 2 + weeks; week++) await playWeek(page(), nextWeekButton, `Week ${week}, January 2025`);
  });
}

describe('the inbox on a desktop (1280x800)', () => {
  let desktop: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    desktop = await launchBrowser({ width: 1280, height: 800 });
    page = await newPage(desktop);
    await signUpAndConfirm(page, server.url, 'e2e-inbox@example.com', 'inbox-pass-1');
  });

  afterAll(async () => {
    await desktop?.close();
  });

  const threeWeeks = weeksOfShows(() => page, 'Harbor Inbox Wrestling', 'nav-next-week', 3);

  it('groups each week\'s show result in the week report', async () => {
    // Its own copy of the three weeks played (each week report's results checked as they were played), on the last week report.
    await threeWeeks('/next-week');
    // The result links to the show's summary.
    await page.getByTestId('week-show-link').click();
    await page.waitForURL(/\/show-summary\/[^/]+$/);
    await page.getByTestId('show-summary').waitFor();
  });

  it('keeps the results read under Results and counts only what needs attention', async () => {
    await threeWeeks();
    await checkInbox(page, 3);
  });
});

describe('the inbox on a phone (390x844)', () => {
  let phone: BrowserContext;
  let mobile: Page;

  beforeAll(async () => {
    phone = await launchBrowser({ width: 390, height: 844 });
    mobile = await newPage(phone);
    await signUpAndConfirm(mobile, server.url, 'e2e-inbox-phone@example.com', 'inbox-pass-2');
  });

  afterAll(async () => {
    await phone?.close();
  });

  const twoWeeks = weeksOfShows(() => mobile, 'Pocket Inbox Wrestling', 'bottom-next-week', 2);

  it('groups each week\'s show result in the week report', async () => {
    // Its own copy of the two weeks played, each week report's results checked as they were played.
    await twoWeeks('/next-week');
    await mobile.getByTestId('week-report-section-results').getByTestId('week-show-result').waitFor();
  });

  it('keeps the results read under Results and counts only what needs attention', async () => {
    await twoWeeks();
    await checkInbox(mobile, 2);
  });
});
