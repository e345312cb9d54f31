// Page helpers for end-to-end tests: a signed-in player, as a person would get there.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newGameByRoom } from './room.ts';
import { confirmationLinkFor } from './server.ts';

export function newPage(browser: BrowserContext): Promise<Page> {
  return browser.newPage();
}

/**
 * Opens `path` in the app the page already holds, through its router and without a reload, as a menu link
 * does (the page keeps its room); loads it when the page holds nothing of `serverUrl` yet. A full load costs
 * about a second on a 2-core machine (the bundle, the room's join): the helpers played weeks with a dozen
 * of them. Tests that check a reload or a deep link use page.goto.
 */
export async function openInApp(page: Page, serverUrl: string, path: string): Promise<void> {
  if (!page.url().startsWith(`${serverUrl}/`)) {
    await page.goto(`${serverUrl}${path}`);
    return;
  }
  // wouter follows history.pushState (it patches it to emit an event), as after a click on a <Link>.
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

/**
 * A new player, confirmed and signed in on /start: signs up with the sign-up form's own request (the form
 * itself is played in accounts.test.ts: on every page load it slid in, and tests not about it spent ~3 s an
 * account on it), then opens the dev outbox's confirmation link in the browser, types the sign-up password
 * into its page's field (confirming always asks for it) and presses the confirm button, as a person would.
 */
export async function signUpAndConfirm(page: Page, serverUrl: string, email: string, password: string): Promise<void> {
  const response = await page.request.post(`${serverUrl}/api/auth/signup`, { data: { email, password } });
  if (response.status() !== 201) throw new Error(`sign-up of ${email} answered ${response.status()}: ${await response.text()}`);
  await page.goto(await confirmationLinkFor(serverUrl, email));
  await page.getByTestId('confirm-password').fill(password);
  await page.getByTestId('confirm-email-button').click();
  await page.waitForURL(`${serverUrl}/start`);
}

/** From /start: Start New Game, name the federation, pick a logo (or none), create, land on /dashboard. */
export async function createFederation(page: Page, serverUrl: string, name: string, logoName?: string): Promise<void> {
  await page.getByTestId('new-game').click();
  // A running game asks for confirmation first; a fresh account goes straight to setup.
  const dialog = page.getByTestId('confirm-new-game-dialog');
  await dialog.or(page.getByTestId('setup-form')).first().waitFor();
  if (await dialog.isVisible()) await page.getByTestId('confirm-new-game').click();
  await page.waitForURL(`${serverUrl}/setup`);
  await page.getByTestId('federation-name-input').fill(name);
  if (logoName) await page.getByRole('radio', { name: logoName }).check({ force: true });
  await page.getByTestId('create-federation').click();
  await page.getByText('Federation created!').waitFor();
  await page.waitForURL(`${serverUrl}/dashboard`);
}

/** On /roster's Weekly Market tab, signs the first `count` market wrestlers (5-week deals); returns their ids. */
export async function signFromMarket(page: Page, serverUrl: string, count: number): Promise<string[]> {
  await openInApp(page, serverUrl, '/roster');
  await page.getByTestId('roster-tab-market').click();
  const cards = page.getByTestId('market-card');
  await cards.first().waitFor();
  const signed: string[] = [];
  for (let i = 0; i < count; i++) {
    const before = await cards.count();
    const button = cards.first().locator('[data-testid^="sign-"]');
    signed.push((await button.getAttribute('data-testid'))!.slice('sign-'.length));
    await button.click();
    const dialog = page.getByTestId('sign-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('confirm-sign').click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="market-card"]').length === n, before - 1);
  }
  return signed;
}

/**
 * A test's own starting point on a signed-in account: a new game (replacing any running one, in the server's
 * seeded world) with the federation `name` and the first `signings` market wrestlers signed, so a test needs
 * nothing an earlier test left behind. It goes through the room protocol, as the start menu, the setup form
 * and the sign dialog send it (those screens are played in their own tests: clicked through, they cost each
 * test seconds), and opens /roster when it signed someone, the dashboard otherwise.
 */
export function startNewGame(page: Page, serverUrl: string, name: string, signings: number): Promise<string[]> {
  return newGameByRoom(page, serverUrl, name, signings, signings > 0 ? '/roster' : '/dashboard');
}

/**
 * Resolves true once the element holds the keyboard focus, false if it has not within `timeoutMs`. A dialog
 * or page moves the focus in an effect after it renders, so the check waits for it as a player's next key
 * would, instead of reading the focus at one instant (two browser tests at a time made that instant early).
 */
export async function hasFocusSoon(target: Locator, timeoutMs = 5_000): Promise<boolean> {
  const element = await target.elementHandle();
  if (!element) return false;
  return element
    .evaluate((node, ms) => new Promise<boolean>((resolve) => {
      const started = performance.now();
      const check = () => {
        if (node === document.activeElement) resolve(true);
        else if (performance.now() - started > ms) resolve(false);
        else requestAnimationFrame(check);
      };
      check();
    }), timeoutMs);
}
