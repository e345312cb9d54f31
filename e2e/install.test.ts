// The install offer in Chromium: Chromium reports the game installable for our manifest, and
// the offer must never cover a form's submit button or a game control. It appears only on the start
// menu, in the page's own flow; "Not now" is remembered.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { newPage, signUpAndConfirm } from './support/page.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2597;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(PORT);
});

afterAll(async () => {
  await server?.stop();
});

/** Waits until the browser has offered installation on this page (our app marks <html>). */
async function installable(page: Page): Promise<void> {
  await page.locator('html[data-installable="true"]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** True when a click at the centre of the element lands on it (nothing lies over it). */
async function clickable(target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && (hit === element || element.contains(hit));
  });
}

/** Every button and link on the page that the offer's box overlaps. */
async function controlsUnderOffer(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const offer = document.querySelector('[data-testid="install-banner"]');
    if (!offer) return ['no offer'];
    const o = offer.getBoundingClientRect();
    return [...document.querySelectorAll('button, a, input')]
      .filter((element) => !offer.contains(element))
      .filter((element) => {
        const b = element.getBoundingClientRect();
        return b.width > 0 && b.height > 0 && b.left < o.right && b.right > o.left && b.top < o.bottom && b.bottom > o.top;
      })
      .map((element) => element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName);
  });
}

for (const [label, viewport] of [
  ['desktop 1280x800', { width: 1280, height: 800 }],
  ['phone 390x844', { width: 390, height: 844 }],
] as const) {
  describe(`the install offer at ${label}`, () => {
    let browser: BrowserContext;
    let page: Page;
    /** Signed up (and confirmed) once, for the tests that start signed in and are not about confirming. */
    const player = `install-${viewport.width}@example.com`;
    const password = 'install-pass-1';

    beforeAll(async () => {
      browser = await launchBrowser(viewport);
      page = await newPage(browser);
      await signUpAndConfirm(page, server.url, player, password);
    });

    afterAll(async () => {
      await browser?.close();
    });

    // Each test starts signed out, with no "Not now" remembered on this device.
    beforeEach(async () => {
      await page.goto('about:blank');
      await browser.clearCookies();
      const cdp = await browser.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'local_storage' });
      await cdp.detach();
    });

    /** Signs `player` in with the sign-in form's own request and opens the start menu. */
    async function signedInOnStart(): Promise<void> {
      const response = await page.request.post(`${server.url}/api/auth/signin`, { data: { email: player, password } });
      expect(response.status()).toBe(200);
      await page.goto(`${server.url}/start`);
      await page.getByTestId('new-game').waitFor();
    }

    it('never shows on /auth, whose submit button stays clickable while the game is installable', async () => {
      await page.goto(`${server.url}/auth`);
      await installable(page);
      await page.getByTestId('auth-tab-signUp').click();
      await expect(page.getByTestId('install-banner').count()).resolves.toBe(0);
      await expect(clickable(page.getByTestId('auth-submit'))).resolves.toBe(true);
    });

    it('is offered on the start menu, in the page flow, covering no control', async () => {
      await signUpAndConfirm(page, server.url, `install-${viewport.width}-confirmed@example.com`, password);
      // Confirming greets with a toast in the strip below the page: the player closes it, and what is
      // checked here is where the offer itself sits.
      const welcome = page.locator('[data-toast]').filter({ hasText: 'Email confirmed' });
      // (It may have timed out already on a slow machine: then there is nothing to close.)
      await welcome.getByRole('button', { name: /close/i }).click({ timeout: 2_000 }).catch(() => undefined);
      await welcome.waitFor({ state: 'detached' });
      await installable(page);
      const offer = page.getByTestId('install-banner');
      await offer.waitFor();
      await expect(offer.evaluate((element) => getComputedStyle(element).position)).resolves.not.toBe('fixed');
      await expect(controlsUnderOffer(page)).resolves.toEqual([]);
      await expect(clickable(page.getByTestId('new-game'))).resolves.toBe(true);
      await expect(clickable(offer.getByRole('button', { name: 'Install' }))).resolves.toBe(true);
    });

    it('never shows during setup, whose create button stays clickable', async () => {
      await signedInOnStart();
      await page.getByTestId('new-game').click();
      await page.waitForURL(`${server.url}/setup`);
      await page.getByTestId('federation-name-input').fill('Installable Wrestling');
      await expect(page.getByTestId('install-banner').count()).resolves.toBe(0);
      await expect(clickable(page.getByTestId('create-federation'))).resolves.toBe(true);
    });

    it('remembers Not now: the start menu no longer offers it after a reload', async () => {
      await signedInOnStart();
      await page.getByTestId('install-banner').getByRole('button', { name: 'Not now' }).click();
      await page.getByTestId('install-banner').waitFor({ state: 'detached' });
      await page.reload();
      await installable(page);
      await page.getByTestId('new-game').waitFor();
      await expect(page.getByTestId('install-banner').count()).resolves.toBe(0);
    });
  });
}
