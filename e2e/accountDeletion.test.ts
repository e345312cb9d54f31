// The account's whole life in Chromium: sign up and play, change the password and sign in with the new
// one, download the data, then delete the account and find it gone (sign-in refused, and the same email
// signing up again starts with no saves).
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { newPage, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2821;
const EMAIL = 'e2e-farewell@example.com';
let server: RunningServer;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(email: string, password: string): Promise<void> {
  await page.goto(`${server.url}/auth`);
  await page.getByTestId('auth-email').fill(email);
  await page.getByTestId('auth-password').fill(password);
  await page.getByTestId('auth-submit').click();
}

describe('an account from sign-up to deletion in Chromium', () => {
  it('changes the password, signs in with the new one, downloads its data, deletes itself and is gone', async () => {
    await signUpAndConfirm(page, server.url, EMAIL, 'first-password');
    await newGameByRoom(page, server.url, 'Farewell Wrestling', 0, '/profile');
    await expect(page.getByTestId('account-email').textContent()).resolves.toBe(EMAIL);
    const { createdAt } = (await (await page.request.get(`${server.url}/api/profile/account`)).json()) as { createdAt: string };
    await expect(page.getByTestId('account-created').getAttribute('datetime')).resolves.toBe(createdAt);
    await expect(page.getByTestId('account-created').textContent()).resolves.toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(createdAt)));

    // The password change, then a sign-in with the new password (the old one no longer works).
    await page.getByTestId('current-password').fill('first-password');
    await page.getByTestId('new-password').fill('second-password');
    await page.getByTestId('confirm-password').fill('second-password');
    await page.getByTestId('change-password-submit').click();
    await page.getByText('Password changed').waitFor();
    await page.goto('about:blank');
    await browser.clearCookies();
    await signIn(EMAIL, 'first-password');
    await page.getByText('Invalid email or password').first().waitFor();
    await signIn(EMAIL, 'second-password');
    await page.waitForURL(`${server.url}/start`);
    await page.getByTestId('current-game-federation').filter({ hasText: 'Farewell Wrestling' }).waitFor();

    // Download my data: one JSON file with the account and its game.
    await page.goto(`${server.url}/profile`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-my-data').click()]);
    expect(download.suggestedFilename()).toMatch(/^main-event-mogul-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as { account: { email: string }; saves: Array<{ federationName: string; world: unknown }> };
    expect(data.account.email).toBe(EMAIL);
    expect(data.saves.map((save) => save.federationName)).toContain('Farewell Wrestling');
    await page.getByText('Your data is downloaded').waitFor();

    // Delete: a wrong password deletes nothing; the right one deletes the account and lands on /auth.
    await page.getByTestId('delete-account').click();
    const dialog = page.getByTestId('delete-account-dialog');
    await expect(dialog.textContent()).resolves.toContain('This cannot be undone.');
    await dialog.getByTestId('delete-account-password').fill('first-password');
    await dialog.getByTestId('confirm-delete-account').click();
    await dialog.getByText('That password is not correct. Nothing was deleted.').waitFor();
    await dialog.getByTestId('delete-account-password').fill('second-password');
    await dialog.getByTestId('confirm-delete-account').click();
    await page.waitForURL(`${server.url}/auth`);
    await page.getByText('Account deleted').waitFor();

    // Gone: the sign-in is refused as for any unknown account, and a new sign-up of the email has no saves.
    await signIn(EMAIL, 'second-password');
    await page.getByText('Invalid email or password').first().waitFor();
    expect(page.url()).toBe(`${server.url}/auth`);
    await signUpAndConfirm(page, server.url, EMAIL, 'third-password');
    const saves = (await (await page.request.get(`${server.url}/api/saves`)).json()) as { slots: Array<{ save: unknown }> };
    expect(saves.slots.map((slot) => slot.save)).toEqual([null, null]);
    await page.getByTestId('new-game').waitFor();
    await expect(page.getByTestId('current-game-federation').filter({ hasText: 'Farewell Wrestling' }).count()).resolves.toBe(0);
  });
});
