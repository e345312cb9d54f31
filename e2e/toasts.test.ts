// Toasts never cover controls: three signings in a row from the market at 390x844 and at 1280x800. Each
// signing's toast shows in the strip below the page while the next Sign button sits at the very foot of
// the page's visible area (where a toast laid over the page would land on it); the strip then overlaps no
// visible button, link or field, and the next Sign button takes a plain click.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { newPage, openInApp, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2765;

let server: RunningServer;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  browser = await launchBrowser({ width: 390, height: 844 });
  page = await newPage(browser);
  await signUpAndConfirm(page, server.url, 'e2e-toasts@example.com', 'toasts-pass-1');
});

/** Each signing test's own new game (a full market, no toast yet) at the size it checks. */
async function newGameAt(width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await newGameByRoom(page, server.url, 'Harbor Toast Wrestling', 0);
}

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * The visible controls (buttons, links, fields) whose visible part meets the toast strip: each control's
 * box is first cut to what its scrolling ancestors show, so a control scrolled out of sight counts as hidden.
 */
function controlsUnderToasts(): Promise<string[]> {
  return page.evaluate(() => {
    const region = document.querySelector('[data-testid="toast-region"]')!;
    const strip = region.getBoundingClientRect();
    const hits: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role="button"], [role="tab"]')) {
      if (region.contains(control) || getComputedStyle(control).visibility === 'hidden') continue;
      const r = control.getBoundingClientRect();
      let [top, bottom, left, right] = [r.top, r.bottom, r.left, r.right];
      for (let parent = control.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        [top, bottom, left, right] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom), Math.max(left, clip.left), Math.min(right, clip.right)];
      }
      [top, bottom, left, right] = [Math.max(top, 0), Math.min(bottom, window.innerHeight), Math.max(left, 0), Math.min(right, window.innerWidth)];
      if (bottom <= top || right <= left) continue;
      if (top < strip.bottom && bottom > strip.top && left < strip.right && right > strip.left) {
        hits.push(`${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return hits;
  });
}

/** Signs the market's first three wrestlers in a row, checking the toasts after each. */
async function signThreeInARow(): Promise<void> {
  await openInApp(page, server.url, '/roster');
  await page.getByTestId('roster-tab-market').click();
  const cards = page.getByTestId('market-card');
  await cards.first().waitFor();
  const nextSign = () => cards.first().locator('[data-testid^="sign-"]');
  for (let i = 0; i < 3; i++) {
    const before = await cards.count();
    const name = (await cards.first().locator('[data-testid^="sign-"]').getAttribute('data-testid'))!;
    await nextSign().click();
    const dialog = page.getByTestId('sign-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('confirm-sign').click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="market-card"]').length === n, before - 1);
    // The next Sign button at the foot of the page's visible area, where an overlaid toast would sit.
    await nextSign().evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const toast = page.locator('[data-toast]:not([hidden])').filter({ hasText: 'signed!' }).last();
    await toast.waitFor();
    expect(await controlsUnderToasts(), `after ${name}`).toEqual([]);
    expect(await toast.getAttribute('role')).toBe('status');
    await expect(toast.getByRole('button', { name: 'Close notification' }).isVisible()).resolves.toBe(true);
  }
  // The fourth in line takes a plain click (no force) while the third signing's toast shows.
  await nextSign().click();
  await page.getByTestId('sign-dialog').waitFor();
  await page.getByTestId('sign-dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('sign-dialog').waitFor({ state: 'detached' });
}

describe('toasts in Chromium', () => {
  it('at 390x844, three signings in a row: no toast covers a control and the next Sign button takes the click', async () => {
    await newGameAt(390, 844);
    await signThreeInARow();
  });

  it('at 1280x800, the same', async () => {
    await newGameAt(1280, 800);
    await signThreeInARow();
  });

  it('the page, which scrolls inside the frame, scrolls from the keyboard before anything has focus', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const scrollTop = () => page.evaluate(() => document.getElementById('app-scroll')!.scrollTop);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('PageDown');
    expect(await scrollTop()).toBeGreaterThan(0);
    await page.keyboard.press('End');
    const end = await page.evaluate(() => {
      const scroller = document.getElementById('app-scroll')!;
      return scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop;
    });
    expect(end).toBeLessThanOrEqual(1);
    await page.keyboard.press('Home');
    expect(await scrollTop()).toBe(0);
  });
});
