// Issue 15 item 5 in Chromium: a laptop (1280x800) and a phone (390x844) signed in to one account.
// Changing the password on the laptop signs the phone out and keeps the laptop signed in; "Sign Out
// Everywhere" on the phone signs both out.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { newPage, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2701;
let server: RunningServer;
let laptopContext: BrowserContext;
let phoneContext: BrowserContext;
let laptop: Page;
let phone: Page;

let accounts = 0;

/**
 * Each test's own account: signed up with 'first-password' on the laptop, which plays its new game on the
 * dashboard where the test needs a game; the phone starts signed out. Returns the email.
 */
async function newAccount({ game }: { game: boolean }): Promise<string> {
  const email = `e2e-profile-${++accounts}@example.com`;
  await signUpAndConfirm(laptop, server.url, email, 'first-password');
  if (game) await newGameByRoom(laptop, server.url, 'Profile Test Wrestling', 0);
  return email;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${server.url}/auth`);
  await page.getByTestId('auth-email').fill(email);
  await page.getByTestId('auth-password').fill(password);
  await page.getByTestId('auth-submit').click();
  await page.waitForURL(`${server.url}/start`);
}

/** Opening a signed-in page while signed out lands on /auth. */
async function expectSignedOut(page: Page): Promise<void> {
  await page.goto(`${server.url}/profile`);
  await page.waitForURL(`${server.url}/auth`);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  // The page scrolls in the app frame's scroller: a sideways overflow would show there, not in the document.
  const overflow = await page.evaluate(() => {
    const scroller = document.getElementById('app-scroll')!;
    const root = document.documentElement;
    return Math.max(root.scrollWidth - root.clientWidth, scroller.scrollWidth - scroller.clientWidth);
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

beforeAll(async () => {
  server = await startServer(PORT);
  laptopContext = await launchBrowser({ width: 1280, height: 800 });
  phoneContext = await launchBrowser({ width: 390, height: 844 });
  laptop = await newPage(laptopContext);
  phone = await newPage(phoneContext);
});

// Both devices start each test signed out, on no page of the game.
beforeEach(async () => {
  await laptop.goto('about:blank');
  await phone.goto('about:blank');
  await laptopContext.clearCookies();
  await phoneContext.clearCookies();
});

afterAll(async () => {
  await laptopContext?.close();
  await phoneContext?.close();
  await server?.stop();
});

describe('profile, password change and sign out everywhere in Chromium', () => {
  it('opens the profile from the header and shows the account', async () => {
    const email = await newAccount({ game: true });
    await laptop.getByTestId('header-profile').click();
    await laptop.waitForURL(`${server.url}/profile`);
    await expect(laptop.getByTestId('account-email').textContent()).resolves.toBe(email);
    await expect(laptop.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Profile');
    await noSidewaysScroll(laptop);
  });

  it('refuses a wrong current password under its field and changes nothing', async () => {
    const email = await newAccount({ game: false });
    await signIn(phone, email, 'first-password');
    await laptop.goto(`${server.url}/profile`);
    await laptop.getByTestId('current-password').fill('not-my-password');
    await laptop.getByTestId('new-password').fill('second-password');
    await laptop.getByTestId('confirm-password').fill('second-password');
    await laptop.getByTestId('change-password-submit').click();
    await laptop.getByText('Your current password is not correct').waitFor();
    await phone.goto(`${server.url}/profile`);
    await expect(phone.getByTestId('account-email').textContent()).resolves.toBe(email);
  });

  it('changes the password: the phone is signed out, the laptop stays signed in', async () => {
    const email = await newAccount({ game: true });
    await signIn(phone, email, 'first-password');
    await laptop.goto(`${server.url}/profile`);
    // The phone is playing: its open game is closed and it goes to sign-in by itself.
    await phone.goto(`${server.url}/dashboard`);
    await phone.getByText('Profile Test Wrestling').first().waitFor();
    await laptop.getByTestId('current-password').fill('first-password');
    await laptop.getByTestId('new-password').fill('second-password');
    await laptop.getByTestId('confirm-password').fill('second-password');
    await laptop.getByTestId('change-password-submit').click();
    await laptop.getByText('Password changed').waitFor();
    await expect(laptop.getByTestId('current-password').inputValue()).resolves.toBe('');

    await phone.waitForURL(`${server.url}/auth`);
    await laptop.reload();
    await expect(laptop.getByTestId('account-email').textContent()).resolves.toBe(email);
    await expectSignedOut(phone);
  });

  it('signs in on the phone with the new password and signs out everywhere after a confirmation', async () => {
    // The password was changed on the laptop (the profile form's request), which stays signed in.
    const email = await newAccount({ game: false });
    const changed = await laptop.request.post(`${server.url}/api/profile/password`, { data: { currentPassword: 'first-password', newPassword: 'second-password' } });
    expect(changed.status()).toBe(200);
    await signIn(phone, email, 'second-password');
    await phone.goto(`${server.url}/profile`);
    await phone.getByTestId('account-email').waitFor();
    await noSidewaysScroll(phone);

    await phone.getByTestId('sign-out-everywhere').click();
    const dialog = phone.getByTestId('sign-out-everywhere-dialog');
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('Every device signed in to your account is signed out, this one included.');
    await dialog.getByTestId('confirm-sign-out-everywhere').click();
    await phone.waitForURL(`${server.url}/auth`);
    await phone.getByText('Signed out everywhere').waitFor();

    await expectSignedOut(laptop);
  });
});
