// Page helpers for end-to-end tests: a signed-in player, as a person would get there.
import type { BrowserContext, Page } from 'playwright-core';
import { confirmationLinkFor } from './server.ts';

export function newPage(browser: BrowserContext): Promise<Page> {
  return browser.newPage();
}

/** Signs up through /auth, confirms through the dev outbox link and lands on /start. */
export async function signUpAndConfirm(page: Page, serverUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${serverUrl}/auth`);
  await page.getByTestId('auth-tab-signUp').click();
  await page.getByTestId('auth-email').fill(email);
  await page.getByTestId('auth-password').fill(password);
  await page.getByTestId('auth-submit').click();
  await page.getByText('Sign up successful!').waitFor();
  await page.goto(await confirmationLinkFor(serverUrl, email));
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
  await page.goto(`${serverUrl}/roster`);
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
