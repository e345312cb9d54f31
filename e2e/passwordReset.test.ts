// "Forgot password?" in a real browser, as a player would live it: playing at the desk (1280x800), the
// password forgotten, a reset from the phone (390x844) through the dev outbox's link; the desk's game is
// closed and sent to sign-in, the old password fails, the new one works, a reset at the desk too, and the
// game plays on. A used link says so and offers a new one.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { newPage, openInApp, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2760;
let server: RunningServer;
let deskBrowser: BrowserContext;
let phoneBrowser: BrowserContext;
let desk: Page;
let phone: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  deskBrowser = await launchBrowser({ width: 1280, height: 800 });
  phoneBrowser = await launchBrowser({ width: 390, height: 844 });
  desk = await newPage(deskBrowser);
  phone = await newPage(phoneBrowser);
});

afterAll(async () => {
  await deskBrowser?.close();
  await phoneBrowser?.close();
  await server?.stop();
});

let accounts = 0;
/** Each test's own account, so none plays on with what an earlier test did to another's password. */
const newEmail = () => `e2e-forgetful-${++accounts}@example.com`;
const oldPassword = 'first-belt-1';
const phonePassword = 'phone-belt-2';
const deskPassword = 'desk-belt-3';
const FEDERATION = 'Second Chance Wrestling';

/** The link of the newest reset email to `to` that is not `previous` (the email goes out just after the answer). */
async function resetLinkFor(to: string, previous?: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { emails } = (await (await fetch(`${server.url}/api/dev/mailbox`)).json()) as { emails: Array<{ to: string; subject: string; links: string[] }> };
    const link = emails.find((e) => e.to === to && e.subject === 'Reset your Main Event Mogul password')?.links[0];
    if (link && link !== previous) return link;
    if (Date.now() > deadline) throw new Error(`no new reset email for ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function signedInAs(page: Page): Promise<string | null> {
  const body = (await (await page.request.get(`${server.url}/api/auth/session`)).json()) as { user: { email: string } | null };
  return body.user?.email ?? null;
}

/** No sideways scrolling: the page fits its viewport's width. */
async function fitsWidth(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.content).toBeLessThanOrEqual(widths.viewport);
  // The page scrolls in the app frame's scroller: a sideways overflow would show there, not in the document.
  const scroller = await page.evaluate(() => {
    const element = document.getElementById('app-scroll')!;
    return { content: element.scrollWidth, width: element.clientWidth };
  });
  expect(scroller.content).toBeLessThanOrEqual(scroller.width);
}

/** On the reset page of `link`: both password fields, then the button; lands on /start signed in. */
async function setPassword(page: Page, email: string, link: string, password: string): Promise<void> {
  await page.goto(link);
  await page.getByTestId('reset-email').filter({ hasText: email }).waitFor();
  await fitsWidth(page);
  await page.getByTestId('reset-new-password').fill(password);
  await page.getByTestId('reset-confirm-password').fill(password);
  await page.getByTestId('reset-submit').click();
  await page.waitForURL(`${server.url}/start`);
  expect(await signedInAs(page)).toBe(email);
}

// Both browsers start each test signed out.
beforeEach(async () => {
  await deskBrowser.clearCookies();
  await phoneBrowser.clearCookies();
});

/**
 * A new account playing at the desk resets its forgotten password from the phone, checked on the way: the
 * phone is signed in with the new password and the desk's game closes to sign-in. Returns the used link.
 */
async function resetFromPhone(email: string): Promise<string> {
  await signUpAndConfirm(desk, server.url, email, oldPassword);
  await newGameByRoom(desk, server.url, FEDERATION, 0);

  await phone.goto(`${server.url}/auth`);
  await phone.getByTestId('auth-email').fill(email);
  await phone.getByRole('link', { name: 'Forgot password?' }).click();
  await phone.waitForURL(/\/forgot-password\?email=/);
  await expect(phone.getByTestId('forgot-email').inputValue()).resolves.toBe(email);
  await fitsWidth(phone);
  await phone.getByTestId('forgot-submit').click();
  await phone.getByTestId('forgot-sent').filter({ hasText: email }).waitFor();
  await fitsWidth(phone);

  const phoneLink = await resetLinkFor(email);
  await setPassword(phone, email, phoneLink, phonePassword);

  // Every session of the account ended: the desk's game connection closed (4401) and the desk went to sign-in.
  await desk.waitForURL(`${server.url}/auth`);
  expect(await signedInAs(desk)).toBeNull();
  return phoneLink;
}

describe('forgot password, reset, play (Chromium at 390 and 1280 px)', () => {
  it('resets from the phone while the desk plays: the phone is signed in, the desk game closes to sign-in', async () => {
    await resetFromPhone(newEmail());
  });

  it('refuses the old password, signs in with the new one, resets at the desk too and plays a week', async () => {
    const email = newEmail();
    const phoneLink = await resetFromPhone(email);
    await desk.getByTestId('auth-email').fill(email);
    await desk.getByTestId('auth-password').fill(oldPassword);
    await desk.getByTestId('auth-submit').click();
    await desk.getByText('Invalid email or password').waitFor();
    expect(desk.url()).toBe(`${server.url}/auth`);

    await desk.getByTestId('auth-password').fill(phonePassword);
    await desk.getByTestId('auth-submit').click();
    await desk.waitForURL(`${server.url}/start`);

    await openInApp(desk, server.url, '/forgot-password');
    await desk.getByTestId('forgot-email').fill(email);
    await desk.getByTestId('forgot-submit').click();
    await desk.getByTestId('forgot-sent').waitFor();
    await setPassword(desk, email, await resetLinkFor(email, phoneLink), deskPassword);
    expect(await signedInAs(phone)).toBeNull();

    await desk.getByTestId('current-game-federation').filter({ hasText: FEDERATION }).waitFor();
    await desk.getByTestId('open-game').click();
    await desk.waitForURL(`${server.url}/dashboard`);
    await desk.getByTestId('nav-next-week').click();
    await desk.getByTestId('next-week-date').filter({ hasText: 'Week 2, January 2025' }).waitFor();
  });

  it('says a used link does not work and offers a new one', async () => {
    const phoneLink = await resetFromPhone(newEmail());
    await phone.goto(phoneLink);
    await phone.getByTestId('reset-invalid').filter({ hasText: 'This reset link is invalid, expired or was already used.' }).waitFor();
    await fitsWidth(phone);
    await phone.getByRole('link', { name: 'Ask for a new link' }).click();
    await phone.waitForURL(`${server.url}/forgot-password`);
    await phone.getByTestId('forgot-email').waitFor();
  });
});
