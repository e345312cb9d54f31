// The foundation path in a real browser: sign up, confirm from /dev/mailbox (the link's page and its
// button), land on /start signed in, open the room, advance a week, sign out, sign in again.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { createFederation, hasFocusSoon, newPage, signUpAndConfirm } from './support/page.ts';
import { advanceByRoom, newGameByRoom } from './support/room.ts';
import { confirmationLinkFor, startServer, type RunningServer } from './support/server.ts';

const PORT = 2591;
let server: RunningServer;
let browser: BrowserContext;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  server = await startServer(PORT);
  browser = await launchBrowser();
  page = await newPage(browser);
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const password = 'ring-general-1';
let accounts = 0;
/** Each test's own account, so none plays on with what an earlier test signed up, confirmed or signed out. */
const newEmail = () => `e2e-champion-${++accounts}@example.com`;

/** An account signed up with the sign-up form's own request and not confirmed yet. */
async function signUpUnconfirmed(email: string): Promise<void> {
  const response = await page.request.post(`${server.url}/api/auth/signup`, { data: { email, password } });
  expect(response.status()).toBe(201);
}

// Each test starts signed out, on no page of the game.
beforeEach(async () => {
  await page.goto('about:blank');
  await browser.clearCookies();
});

describe('accounts and the game room in Chromium', () => {
  it('sends a visitor of /start to /auth', async () => {
    await page.goto(`${server.url}/start`);
    await page.waitForURL(`${server.url}/auth`);
    await expect(page.getByTestId('auth-headline').textContent()).resolves.toBe('Welcome Back');
  });

  it('signs up and tells the player to check their email', async () => {
    const email = newEmail();
    await page.goto(`${server.url}/auth`);
    await page.getByTestId('auth-tab-signUp').click();
    await expect(page.getByTestId('auth-headline').textContent()).resolves.toBe('Create Your Account');
    await page.getByTestId('auth-email').fill(email);
    await page.getByTestId('auth-password').fill(password);
    await page.getByTestId('auth-submit').click();
    await page.getByText('Sign up successful!').waitFor();
    await page.getByText('Please check your email to confirm your account.').first().waitFor();
  });

  it('refuses to sign in before the email is confirmed, offering a resend', async () => {
    const email = newEmail();
    await signUpUnconfirmed(email);
    await page.goto(`${server.url}/auth`);
    await page.getByTestId('auth-tab-signIn').click();
    await page.getByTestId('auth-email').fill(email);
    await page.getByTestId('auth-password').fill(password);
    await page.getByTestId('auth-submit').click();
    await page.getByTestId('resend-confirmation').waitFor();
    expect(page.url()).toBe(`${server.url}/auth`);
  });

  it('confirms through the link in /dev/mailbox, with the button of its page, and lands on /start signed in', async () => {
    const email = newEmail();
    await signUpUnconfirmed(email);
    await page.goto(`${server.url}/dev/mailbox`);
    await page.getByRole('heading', { name: 'Dev mailbox' }).waitFor();
    await page.locator('article').filter({ hasText: `To ${email} ` }).locator('a[href*="/confirm-email?token="]').first().click();
    await page.waitForURL(/\/confirm-email\?token=/);
    await expect(page.getByTestId('confirm-email-address').textContent()).resolves.toBe(email);
    // Opening the link confirmed nothing: the page waits for the sign-up password (its field has the focus) and the button.
    expect(page.url()).toContain('/confirm-email');
    const field = page.getByTestId('confirm-password');
    await expect(hasFocusSoon(field)).resolves.toBe(true);
    await field.fill(password);
    await page.getByTestId('confirm-email-button').click();
    await page.waitForURL(`${server.url}/start`);
    await expect(page.getByTestId('user-email').textContent()).resolves.toContain(email);
  });

  it('opens the room, advances a week and shows the new date', async () => {
    await signUpAndConfirm(page, server.url, newEmail(), password);
    await createFederation(page, server.url, 'Foundation Wrestling');
    const date = page.getByTestId('game-date');
    await date.filter({ hasText: 'Week 1, January 2025' }).waitFor();
    await expect(page.getByTestId('federation-funds').textContent()).resolves.toContain('$50,000');
    await page.getByTestId('nav-next-week').click();
    await page.getByTestId('next-week-date').filter({ hasText: 'Week 2, January 2025' }).waitFor();
    await page.getByTestId('week-report-event').filter({ hasText: 'Popularity 10 → 9.8' }).waitFor();
    await page.getByTestId('back-to-dashboard').click();
    await date.filter({ hasText: 'Week 2, January 2025' }).waitFor();
  });

  it('signs out to /auth and the session is gone', async () => {
    await signUpAndConfirm(page, server.url, newEmail(), password);
    await newGameByRoom(page, server.url, 'Foundation Wrestling', 0);
    await page.getByTestId('nav-start-menu').click();
    await page.waitForURL(`${server.url}/start`);
    await page.getByTestId('sign-out').click();
    await page.waitForURL(`${server.url}/auth`);
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(`${server.url}/auth`);
  });

  it('signs in again and finds the game where it was left', async () => {
    // A game left in Week 2 by an account that then signed out (this browser forgets its session).
    const email = newEmail();
    await signUpAndConfirm(page, server.url, email, password);
    await newGameByRoom(page, server.url, 'Foundation Wrestling', 0);
    await advanceByRoom(page, server.url, 1);
    await page.goto('about:blank');
    await browser.clearCookies();
    await page.goto(`${server.url}/auth`);
    await page.getByTestId('auth-email').fill(email);
    await page.getByTestId('auth-password').fill(password);
    await page.getByTestId('auth-submit').click();
    await page.waitForURL(`${server.url}/start`);
    await page.getByTestId('current-game-federation').filter({ hasText: 'Foundation Wrestling' }).waitFor();
    await page.getByTestId('current-game-date').filter({ hasText: 'Week 2, January 2025' }).waitFor({ state: 'attached' });
  });

  it('opens an old-style confirmation link of another account on the page, warns, and switches only on the button', async () => {
    const email = newEmail();
    await signUpAndConfirm(page, server.url, email, password);
    const other = 'e2e-other@example.com';
    const response = await page.request.post(`${server.url}/api/auth/signup`, { data: { email: other, password: 'other-pass-1' } });
    expect(response.status()).toBe(201);
    const token = new URL(await confirmationLinkFor(server.url, other)).searchParams.get('token');
    await page.goto(`${server.url}/api/auth/confirm?token=${token}`);
    await page.waitForURL(`${server.url}/confirm-email?token=${token}`);
    await expect(page.getByTestId('confirm-other-account').textContent()).resolves.toBe(
      `You are signed in as ${email}. Confirming signs you out and into the account for this link.`,
    );
    const stillMe = await page.request.get(`${server.url}/api/auth/session`);
    expect(((await stillMe.json()) as { user: { email: string } }).user.email).toBe(email);

    // Confirming asks for the password that account was signed up with.
    await page.getByTestId('confirm-password').fill('other-pass-1');
    await page.getByTestId('confirm-email-button').click();
    await page.waitForURL(`${server.url}/start`);
    await expect(page.getByTestId('user-email').textContent()).resolves.toContain(other);
    await page.goto(`${server.url}/confirm-email?token=${token}`);
    await expect(page.getByTestId('confirm-invalid').textContent()).resolves.toContain('This confirmation link is invalid or has expired. Sign in to get a new one.');
  });

  it('shows the not-found page for an unknown path', async () => {
    await page.goto(`${server.url}/no-such-page`);
    await page.getByText('Oops! Page not found').waitFor();
    await expect(page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).resolves.toBe('/');
    expect(consoleErrors.some((e) => e.includes('/no-such-page'))).toBe(true);
  });
});
