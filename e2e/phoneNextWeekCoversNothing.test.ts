// On a phone, in Chromium, the floating Next Week button never permanently covers the world screens' content
// (/companies/:id, /global-ranking, /rumblefeed): scrolled to the bottom, no text or control of the page lies
// under the bottom bar or its raised button.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { nextWeek } from './support/career.ts';
import { newPage, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2752;
let server: RunningServer;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  browser = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(browser);
  await signUpAndConfirm(page, server.url, 'e2e-phone-next-week@example.com', 'phone-next-week-pass-1');
  await newGameByRoom(page, server.url, 'Harbor Phone Wrestling', 0);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The page's visible leaf elements (text and controls) under the bottom bar or its raised Next Week button, scrolled to the end. */
async function coveredAtBottom(): Promise<string[]> {
  await page.evaluate(() => {
    const scroller = document.getElementById('app-scroll')!;
    scroller.scrollTo(0, scroller.scrollHeight);
  });
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const button = document.querySelector('[data-testid="bottom-next-week"] span')!.getBoundingClientRect();
    const bar = document.querySelector('[data-testid="bottom-bar"]')!.getBoundingClientRect();
    const over = (r: DOMRect, o: DOMRect) => r.bottom > o.top && r.top < o.bottom && r.right > o.left && r.left < o.right;
    const covered: string[] = [];
    for (const element of document.querySelectorAll('main *, footer *')) {
      if (element.closest('[data-testid="bottom-bar"]') || element.children.length > 0) continue;
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      if (over(r, bar) || over(r, button)) covered.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return covered;
  });
}

describe("the phone's Next Week button over the world screens", () => {
  it('on a phone, the Next Week button covers nothing on a rival’s page, the ranking and the news', async () => {
    // Two weeks played, so the news and the ranking have content to scroll through.
    for (const date of ['Week 2, January 2025', 'Week 3, January 2025']) {
      await nextWeek(page, date);
      await page.getByTestId('back-to-dashboard').click();
      await page.getByTestId('game-date').filter({ hasText: date }).waitFor();
    }
    await page.goto(`${server.url}/companies`);
    const rival = page.getByTestId('company-card').filter({ hasNotText: 'Harbor Phone Wrestling' }).first();
    await rival.waitFor();
    const href = await rival.getAttribute('href');
    await page.setViewportSize({ width: 390, height: 844 });
    const problems: string[] = [];
    for (const [route, ready] of [
      [href!, 'company-page'],
      ['/global-ranking', 'ranking-page'],
      ['/rumblefeed', 'rumblefeed-page'],
    ] as const) {
      await page.goto(`${server.url}${route}`);
      await page.getByTestId(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      for (const item of await coveredAtBottom()) problems.push(`${route}: ${item}`);
    }
    expect(problems).toEqual([]);
  });
});
