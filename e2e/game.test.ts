// The game lifecycle in Chromium: new game, setup with a logo, the dashboard, four week
// advances into February, save to slot 2, a new game, load slot 2; the shell at 390x844.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { createFederation, newPage, signUpAndConfirm } from './support/page.ts';
import { advanceByRoom, inRoom, newGameByRoom, saveByRoom } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2594;
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-booker@example.com', 'booker-pass-1');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

const FEDERATION = 'Forge Championship Wrestling';

/** Each test's own new game of FEDERATION (the same seeded world every time), its dashboard open. */
const newGame = () => newGameByRoom(page, server.url, FEDERATION, 0);

/** A new game of FEDERATION played to Week 1, February 2025 (four weeks without a show), its dashboard open. */
async function newGameInFebruary(): Promise<void> {
  await newGame();
  await advanceByRoom(page, server.url, 4);
  await page.getByTestId('game-date').filter({ hasText: 'Week 1, February 2025' }).waitFor();
}

async function advanceWeek(expected: string) {
  await page.getByTestId('nav-next-week').click();
  await page.getByTestId('next-week-date').filter({ hasText: expected }).waitFor();
  await page.getByTestId('back-to-dashboard').click();
  await page.getByTestId('game-date').filter({ hasText: expected }).waitFor();
}

describe('game lifecycle in Chromium', () => {
  it('creates a federation with a logo and shows the starting dashboard', async () => {
    await page.goto(`${server.url}/start`);
    await createFederation(page, server.url, FEDERATION, 'Forge Wrestling Alliance');
    await expect(page.getByTestId('federation-name').textContent()).resolves.toContain(FEDERATION);
    await expect(page.getByTestId('federation-funds').textContent()).resolves.toBe('$50,000');
    await expect(page.getByTestId('game-date').textContent()).resolves.toBe('Week 1, January 2025');
    await expect(page.getByTestId('stat-funds-value').textContent()).resolves.toBe('$50,000');
    const logo = page.getByTestId('shell-header').locator('img[src="/logos/forge-wrestling-alliance.svg"]');
    await logo.first().waitFor();
  });

  it('advances four weeks into February', async () => {
    await newGame();
    await advanceWeek('Week 2, January 2025');
    await advanceWeek('Week 3, January 2025');
    await advanceWeek('Week 4, January 2025');
    await advanceWeek('Week 1, February 2025');
    await expect(page.getByTestId('stat-popularity-value').textContent()).resolves.toContain('9.2');
  });

  it('saves to slot 2 from the shell', async () => {
    await newGame();
    await page.getByTestId('nav-save-game').click();
    const dialog = page.getByTestId('save-slot-dialog');
    await dialog.waitFor();
    await page.getByTestId('save-slot-2-pick').click();
    await page.getByText('Game saved to slot 2').waitFor();
  });

  it('starts a new game, which resets the world', async () => {
    await newGame();
    await page.getByTestId('nav-start-menu').click();
    await page.waitForURL(`${server.url}/start`);
    await page.getByTestId('new-game').click();
    await page.getByTestId('confirm-new-game-dialog').waitFor();
    await page.getByTestId('confirm-new-game').click();
    await page.waitForURL(`${server.url}/setup`);
    await page.goto(`${server.url}/start`);
    await page.getByTestId('current-game').waitFor({ state: 'detached' });
  });

  it('loads slot 2 and finds the saved state', async () => {
    // Slot 2 holds the game in February; the game running in slot 1 is another, new one.
    await newGameInFebruary();
    await saveByRoom(page, server.url, 2);
    await page.goto('about:blank');
    await inRoom(page, server.url, async (room) => {
      await room.request('newGame', {});
      await room.request('createFederation', { name: 'Another Wrestling', logo: '' });
    });
    await page.goto(`${server.url}/start`);
    await page.getByTestId('current-game-federation').filter({ hasText: 'Another Wrestling' }).waitFor();
    await page.getByTestId('load-game').click();
    await page.getByTestId('save-slot-dialog').waitFor();
    await expect(page.getByTestId('save-slot-2-name').textContent()).resolves.toContain(FEDERATION);
    await page.getByTestId('save-slot-2-pick').click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByTestId('game-date').filter({ hasText: 'Week 1, February 2025' }).waitFor();
    await expect(page.getByTestId('federation-name').textContent()).resolves.toContain(FEDERATION);
  });
});

describe('opening /next-week directly (reload, bookmark, typed address)', () => {
  it('shows the last week report, never advances by itself, and never visits /setup', async () => {
    await newGameInFebruary();
    const visited: string[] = [];
    const track = (frame: { url(): string }) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    };
    page.on('framenavigated', track);
    try {
      const lastReport = async (date: string) => {
        await page.getByTestId('week-report-kind').filter({ hasText: 'Last Week Report' }).waitFor();
        await expect(page.getByTestId('next-week-date').textContent()).resolves.toBe(date);
      };
      await page.goto(`${server.url}/next-week`);
      await lastReport('Week 1, February 2025');
      await page.reload();
      await lastReport('Week 1, February 2025');
      await expect(page.getByTestId('advance-week').textContent()).resolves.toBe('Advance to Week 2, February 2025');

      await page.getByTestId('advance-week').click();
      await page.getByTestId('week-report-kind').filter({ hasText: /^Week Report$/ }).waitFor();
      await expect(page.getByTestId('next-week-date').textContent()).resolves.toBe('Week 2, February 2025');
      await page.reload();
      await lastReport('Week 2, February 2025');

      await page.getByTestId('back-to-dashboard').click();
      await page.getByTestId('game-date').filter({ hasText: 'Week 2, February 2025' }).waitFor();
      expect(visited).toContain('/next-week');
      expect(visited).not.toContain('/setup');
    } finally {
      page.off('framenavigated', track);
    }
  });
});

/** The elements of the page's content (inside #main) that the Feedback tab's box overlaps. */
function contentUnderFeedbackTab(target: Page): Promise<string[]> {
  return target.evaluate(() => {
    const tab = document.querySelector('[data-testid="feedback-tab"]');
    if (!tab || getComputedStyle(tab).display === 'none') return [];
    const t = tab.getBoundingClientRect();
    return [...document.querySelectorAll('#main *')]
      .filter((element) => {
        const b = element.getBoundingClientRect();
        return b.width > 0 && b.height > 0 && b.left < t.right && b.right > t.left && b.top < t.bottom && b.bottom > t.top;
      })
      .map((element) => `${element.tagName.toLowerCase()}[data-testid=${element.getAttribute('data-testid') ?? ''}]`);
  });
}

describe('the Feedback tab on desktop (1280x800)', () => {
  it('sits on the right edge over no content of the dashboard, and opens the feedback panel', async () => {
    await newGame();
    await page.getByTestId('stat-funds').waitFor();
    await page.getByTestId('feedback-tab').waitFor();
    await expect(contentUnderFeedbackTab(page)).resolves.toEqual([]);
    await page.getByTestId('feedback-tab').click();
    await page.getByTestId('feedback-panel').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('feedback-panel').waitFor({ state: 'detached' });
  });
});

describe('in-game help', () => {
  it('opens the help center inside the shell from the header', async () => {
    await newGame();
    await page.getByTestId('header-help').click();
    await page.waitForURL(`${server.url}/game/help`);
    await page.getByTestId('game-help').getByTestId('help-content').waitFor();
    await page.getByTestId('shell-header').waitFor();
    await page.getByRole('button', { name: 'Advancing the week' }).click();
    await page.getByText('A week in which you ran no show costs 0.2 popularity.').waitFor();
  });
});

describe('the game shell on a phone (390x844)', () => {
  let phone: BrowserContext;
  let mobile: Page;

  beforeAll(async () => {
    phone = await launchBrowser({ width: 390, height: 844 });
    mobile = await newPage(phone);
    await signUpAndConfirm(mobile, server.url, 'e2e-phone@example.com', 'phone-pass-1');
  });

  /** Each test's own new game on the phone, its dashboard open. */
  const newPhoneGame = () => newGameByRoom(mobile, server.url, 'Pocket Pro Wrestling', 0);

  afterAll(async () => {
    await phone?.close();
  });

  it('opens the slide-over menu and locks page scrolling', async () => {
    await newPhoneGame();
    await mobile.getByTestId('open-mobile-menu').click();
    await mobile.getByTestId('mobile-menu').waitFor();
    await expect(mobile.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe('hidden');
    await mobile.getByTestId('mobile-nav-messages').click();
    await mobile.waitForURL(`${server.url}/messages`);
    await mobile.getByTestId('mobile-menu').waitFor({ state: 'detached' });
    await expect(mobile.evaluate(() => getComputedStyle(document.body).overflow)).resolves.not.toBe('hidden');
  });

  it('covers no content with a Feedback tab: feedback lives in the menu', async () => {
    await newPhoneGame();
    await mobile.getByTestId('stat-funds').waitFor();
    await expect(mobile.getByTestId('feedback-tab').isVisible()).resolves.toBe(false);
    await expect(contentUnderFeedbackTab(mobile)).resolves.toEqual([]);
    await mobile.getByTestId('open-mobile-menu').click();
    await mobile.getByTestId('mobile-nav-feedback').click();
    await mobile.getByTestId('feedback-panel').waitFor();
    await mobile.getByRole('button', { name: 'Close feedback' }).click();
    await mobile.getByTestId('feedback-panel').waitFor({ state: 'detached' });
  });

  it('navigates with the bottom bar', async () => {
    await newPhoneGame();
    await mobile.getByTestId('bottom-wrestlers').click();
    await mobile.waitForURL(`${server.url}/roster`);
    await mobile.getByTestId('bottom-home').click();
    await mobile.waitForURL(`${server.url}/dashboard`);
    await mobile.getByTestId('bottom-next-week').click();
    await mobile.getByTestId('next-week-date').filter({ hasText: 'Week 2, January 2025' }).waitFor();
  });
});
