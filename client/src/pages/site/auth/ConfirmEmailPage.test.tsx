import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONFIRM_INVALID_MESSAGE, CONFIRM_PASSWORD_NEEDED_MESSAGE, CONFIRM_WRONG_PASSWORD_MESSAGE } from '#shared/validation/confirmEmail.ts';
import { markSignedIn, markSignedOut, resetSession, session } from '#client/state/session.ts';
import { calledRoutes, mockFetch, type Routes } from '#client/test/mockFetch.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { ConfirmEmailPage } from './ConfirmEmailPage.tsx';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567';
const INVALID = { status: 400, body: { error: CONFIRM_INVALID_MESSAGE, code: 'confirm_invalid' } };
/** An unconfirmed account (every sign-up): confirming asks for the password chosen at sign-up. */
const CHECKED = { body: { email: 'new@example.com', needsPassword: true } };
/** An account Google already confirmed: nothing to ask. */
const NO_PASSWORD = { body: { email: 'new@example.com', needsPassword: false } };
const WRONG_PASSWORD = { status: 401, body: { error: CONFIRM_WRONG_PASSWORD_MESSAGE, code: 'confirm_wrong_password' } };
const PASSWORD_LABEL = 'Sign-up password';
const CONFIRMED = { body: { user: { id: 'u-new', email: 'new@example.com' } } };

/** Types the sign-up password into the page's field once it shows. */
async function typePassword(value: string): Promise<HTMLInputElement> {
  const field = (await screen.findByLabelText(PASSWORD_LABEL, { exact: false })) as HTMLInputElement;
  fireEvent.change(field, { target: { value } });
  return field;
}

const posts = (fetch: ReturnType<typeof mockFetch>) => calledRoutes(fetch).filter((route) => route.startsWith('POST'));
const bodyOf = (fetch: ReturnType<typeof mockFetch>, suffix: string) => JSON.parse(String(fetch.mock.calls.find(([url]) => String(url).endsWith(suffix))?.[1]?.body));

function setup(routes: Routes, path = `/confirm-email?token=${TOKEN}`) {
  const fetch = mockFetch(routes);
  const view = renderAt(
    path,
    <>
      <ConfirmEmailPage />
      <Toaster />
    </>,
  );
  return { fetch, ...view };
}

beforeEach(() => {
  resetSession();
  markSignedOut();
});

describe('ConfirmEmailPage', () => {
  it('checks the link while showing that it does, asks for the sign-up password, and confirms nothing until the button is pressed', async () => {
    let answer!: (value: { body: unknown }) => void;
    const { fetch } = setup({ 'POST /api/auth/confirm/check': () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByRole('status').textContent).toContain('Checking your link...');
    await act(async () => answer(CHECKED));

    expect(await screen.findByRole('heading', { name: 'Confirm Your Email' })).toBeTruthy();
    expect(screen.getByTestId('confirm-email-address').textContent).toBe('new@example.com');
    expect(posts(fetch)).toEqual(['POST /api/auth/confirm/check']);
    expect(bodyOf(fetch, '/confirm/check')).toEqual({ token: TOKEN });
    expect(screen.queryByTestId('confirm-other-account')).toBeNull();
    expect(screen.getByLabelText(PASSWORD_LABEL, { exact: false })).toBeTruthy();
    expect(screen.getByTestId('confirm-email').textContent).not.toContain('One click');
  });

  it('confirms with the password and the button, shows the busy label meanwhile, signs in and goes to /start', async () => {
    let answer!: (value: { body: unknown }) => void;
    const { fetch, currentPath } = setup({
      'POST /api/auth/confirm/check': CHECKED,
      'POST /api/auth/confirm': () => new Promise((resolve) => (answer = resolve)),
    });
    await typePassword('my-signup-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Sign In' }));

    const busy = await screen.findByRole('button', { name: 'Confirming...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(CONFIRMED));

    await waitFor(() => expect(currentPath()).toBe('/start'));
    expect(session.status).toBe('signedIn');
    expect(session.user).toEqual({ id: 'u-new', email: 'new@example.com' });
    expect(await screen.findByText('Email confirmed')).toBeTruthy();
    expect(bodyOf(fetch, '/api/auth/confirm')).toEqual({ token: TOKEN, password: 'my-signup-pass' });
  });

  it('confirms the link of an account that is already confirmed (Google joined it) with one click, sending no password', async () => {
    const { fetch, currentPath } = setup({ 'POST /api/auth/confirm/check': NO_PASSWORD, 'POST /api/auth/confirm': CONFIRMED });
    const button = await screen.findByRole('button', { name: 'Confirm & Sign In' });
    expect(screen.getByTestId('confirm-email').textContent).toContain('For new@example.com. One click and your account is ready.');
    expect(screen.queryByLabelText(PASSWORD_LABEL, { exact: false })).toBeNull();
    expect(screen.queryByTestId('confirm-reset-hint')).toBeNull();
    fireEvent.click(button);

    await waitFor(() => expect(currentPath()).toBe('/start'));
    expect(session.user).toEqual({ id: 'u-new', email: 'new@example.com' });
    expect(bodyOf(fetch, '/api/auth/confirm')).toEqual({ token: TOKEN });
  });

  it('tells a visitor signed in as someone else that confirming switches this browser to the link’s account', async () => {
    markSignedIn({ id: 'u-a', email: 'a@example.com' });
    setup({ 'POST /api/auth/confirm/check': CHECKED });
    const warning = await screen.findByTestId('confirm-other-account');
    expect(warning.textContent).toBe('You are signed in as a@example.com. Confirming signs you out and into the account for this link.');
    expect(screen.getByRole('button', { name: 'Confirm & Sign In' })).toBeTruthy();
  });

  it('says nothing about switching when the visitor is already signed in to the link’s account', async () => {
    markSignedIn({ id: 'u-new', email: 'new@example.com' });
    setup({ 'POST /api/auth/confirm/check': CHECKED });
    expect(await screen.findByText('You are already signed in to this account on this browser.')).toBeTruthy();
    expect(screen.queryByTestId('confirm-other-account')).toBeNull();
  });

  it('says at once that a dead link does not work, in the server’s words, and offers sign-in', async () => {
    const { fetch } = setup({ 'POST /api/auth/confirm/check': INVALID });
    const notice = await screen.findByTestId('confirm-invalid');
    expect(notice.textContent).toContain('That confirmation link did not work');
    expect(notice.textContent).toContain('This confirmation link is invalid or has expired. Sign in to get a new one.');
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('button', { name: 'Confirm & Sign In' })).toBeNull();
    expect(posts(fetch)).toEqual(['POST /api/auth/confirm/check']);
  });

  it('treats a link without a token as dead without asking the server', async () => {
    const { fetch } = setup({}, '/confirm-email');
    expect((await screen.findByTestId('confirm-invalid')).textContent).toContain(CONFIRM_INVALID_MESSAGE);
    expect(calledRoutes(fetch)).toEqual([]);
  });

  it('shows the dead-link page when the link dies between the check and the click', async () => {
    const { currentPath } = setup({ 'POST /api/auth/confirm/check': CHECKED, 'POST /api/auth/confirm': INVALID });
    await typePassword('my-signup-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Sign In' }));
    expect((await screen.findByTestId('confirm-invalid')).textContent).toContain(CONFIRM_INVALID_MESSAGE);
    expect(currentPath()).toBe('/confirm-email');
    expect(session.status).toBe('signedOut');
  });

  it('keeps the button and shows the reason when confirming fails otherwise', async () => {
    setup({
      'POST /api/auth/confirm/check': CHECKED,
      'POST /api/auth/confirm': { status: 403, body: { error: 'Cross-site requests are not allowed', code: 'cross_site' } },
    });
    await typePassword('my-signup-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Sign In' }));
    const error = await screen.findByTestId('confirm-error');
    expect(error.textContent).toContain('Your email was not confirmed');
    expect(error.textContent).toContain('Cross-site requests are not allowed');
    expect((screen.getByRole('button', { name: 'Confirm & Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers to check again when the server cannot be reached', async () => {
    let calls = 0;
    setup({
      'POST /api/auth/confirm/check': () => {
        calls += 1;
        return calls === 1 ? { status: 503, body: { error: 'The server is starting. Try again in a moment.' } } : CHECKED;
      },
    });
    const failed = await screen.findByTestId('confirm-check-failed');
    expect(failed.textContent).toContain('We could not check your link');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Confirm & Sign In' })).toBeTruthy();
  });

  it('asks for the sign-up password in a focused field, says how to reset it, and confirms with it on Enter', async () => {
    let answer!: (value: { body: unknown }) => void;
    const { fetch, currentPath } = setup({
      'POST /api/auth/confirm/check': CHECKED,
      'POST /api/auth/confirm': () => new Promise((resolve) => (answer = resolve)),
    });
    const field = (await screen.findByLabelText(PASSWORD_LABEL, { exact: false })) as HTMLInputElement;
    expect(field.type).toBe('password');
    expect(field.autocomplete).toBe('current-password');
    expect(document.activeElement).toBe(field);
    expect(screen.getByTestId('confirm-email').textContent).toContain('For new@example.com. Enter the password you chose when you signed up.');
    expect(screen.getByTestId('confirm-email').textContent).not.toContain('One click');
    // Whoever did not sign up (or forgot the password) resets it: the reset proves the inbox.
    expect(screen.getByTestId('confirm-reset-hint').textContent).toBe("Didn't sign up, or forgot the password? Reset it.");
    expect(screen.getByRole('link', { name: 'Reset it' }).getAttribute('href')).toBe('/forgot-password?email=new%40example.com');

    // An empty field submits nothing.
    fireEvent.submit(screen.getByTestId('confirm-password-form'));
    expect(posts(fetch)).toEqual(['POST /api/auth/confirm/check']);

    fireEvent.change(field, { target: { value: 'owner-pass-b' } });
    fireEvent.submit(field.form!);
    expect(((await screen.findByRole('button', { name: 'Confirming...' })) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(CONFIRMED));

    await waitFor(() => expect(currentPath()).toBe('/start'));
    expect(session.user).toEqual({ id: 'u-new', email: 'new@example.com' });
    expect(bodyOf(fetch, '/api/auth/confirm')).toEqual({ token: TOKEN, password: 'owner-pass-b' });
  });

  it('shows the server’s sentence under the field for a wrong password, keeps the form, and confirms on the next try', async () => {
    let calls = 0;
    const { fetch, currentPath } = setup({
      'POST /api/auth/confirm/check': CHECKED,
      'POST /api/auth/confirm': () => {
        calls += 1;
        return calls === 1 ? WRONG_PASSWORD : CONFIRMED;
      },
    });
    const field = (await screen.findByLabelText(PASSWORD_LABEL, { exact: false })) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'stranger-guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Sign In' }));

    expect((await screen.findByRole('alert')).textContent).toBe(CONFIRM_WRONG_PASSWORD_MESSAGE);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(currentPath()).toBe('/confirm-email');
    expect(session.status).toBe('signedOut');
    expect(screen.queryByTestId('confirm-invalid')).toBeNull();

    // Typing clears the sentence; the right password confirms.
    fireEvent.change(field, { target: { value: 'owner-pass-b' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Sign In' }));
    await waitFor(() => expect(currentPath()).toBe('/start'));
    expect(bodyOf(fetch, '/api/auth/confirm')).toEqual({ token: TOKEN, password: 'stranger-guess' });
    expect(JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body))).toEqual({ token: TOKEN, password: 'owner-pass-b' });
  });

  it('shows no password field when the check asks none, and asks for it if the server wants one after all', async () => {
    const { fetch } = setup({
      'POST /api/auth/confirm/check': NO_PASSWORD,
      'POST /api/auth/confirm': { status: 400, body: { error: CONFIRM_PASSWORD_NEEDED_MESSAGE, code: 'confirm_password_needed' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm & Sign In' }));
    expect(bodyOf(fetch, '/api/auth/confirm')).toEqual({ token: TOKEN });
    expect(await screen.findByLabelText(PASSWORD_LABEL, { exact: false })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(CONFIRM_PASSWORD_NEEDED_MESSAGE);
  });
});
