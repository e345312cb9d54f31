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
