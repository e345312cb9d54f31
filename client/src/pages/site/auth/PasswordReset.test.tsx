import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { PasswordResetMessages } from '#shared/validation/passwordReset.ts';
import { markSignedOut, resetSession, session } from '#client/state/session.ts';
import { calledRoutes, mockFetch, type Routes } from '#client/test/mockFetch.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { AuthPage } from './AuthPage.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567';
const INVALID = { status: 400, body: { error: PasswordResetMessages.linkInvalid, code: 'reset_link_invalid' } };

const posts = (fetch: ReturnType<typeof mockFetch>) => calledRoutes(fetch).filter((route) => route.startsWith('POST'));
const bodyOf = (fetch: ReturnType<typeof mockFetch>, suffix: string) => JSON.parse(String(fetch.mock.calls.find(([url]) => String(url).endsWith(suffix))?.[1]?.body));

beforeEach(() => {
  resetSession();
  markSignedOut();
});

describe('the sign-in form', () => {
  it('links to "Forgot password?" with the email typed so far, and only on the Sign In tab', () => {
    mockFetch({ 'GET /api/auth/providers': { body: { google: false } } });
    renderAt('/auth', <AuthPage />);
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: ' Player@Example.com ' } });
    expect(link.getAttribute('href')).toBe('/forgot-password?email=Player%40Example.com');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });
});

describe('ForgotPasswordPage', () => {
  function setup(routes: Routes, path = '/forgot-password') {
    const fetch = mockFetch(routes);
    return { fetch, ...renderAt(path, <ForgotPasswordPage />) };
  }

  it('pre-fills the email, shows the busy label while sending, then says where the link went', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    const { fetch } = setup({ 'POST /api/auth/forgot-password': () => new Promise((resolve) => (answer = resolve)) }, '/forgot-password?email=Player%40Example.com');
    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    expect(email.value).toBe('Player@Example.com');
    expect(document.activeElement).toBe(email);

    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ status: 202, body: { message: PasswordResetMessages.forgotSent } }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByTestId('forgot-sent').textContent).toContain('If an account uses player@example.com, we sent it a link');
    expect(screen.getByTestId('forgot-sent').textContent).toContain('It works once, for 1 hour.');
    expect(bodyOf(fetch, '/forgot-password')).toEqual({ email: 'player@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth');

    // Back to the form, as typed, with the focus on the field.
    fireEvent.click(screen.getByRole('button', { name: 'Send another link' }));
    const again = screen.getByLabelText(/Email/) as HTMLInputElement;
    expect(again.value).toBe('Player@Example.com');
    await waitFor(() => expect(document.activeElement).toBe(again));
  });

  it('refuses an empty or malformed email with a message on the field, and sends nothing', async () => {
    const { fetch } = setup({});
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetch)).toEqual([]);
  });

  it('shows a refusal (too many attempts) on the page and keeps the form', async () => {
    setup({ 'POST /api/auth/forgot-password': { status: 429, body: { error: 'Too many attempts. Please try again in 15 minutes.', code: 'rate_limited' } } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'player@example.com' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Send reset link' }).closest('form')!);
    expect((await screen.findByTestId('forgot-error')).textContent).toContain('Too many attempts. Please try again in 15 minutes.');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });
});

describe('ResetPasswordPage', () => {
  function setup(routes: Routes, path = `/reset-password?token=${TOKEN}`) {
    const fetch = mockFetch(routes);
    const view = renderAt(
      path,
      <>
        <ResetPasswordPage />
        <Toaster />
      </>,
    );
    return { fetch, ...view };
  }

  const live = { 'POST /api/auth/reset-password/check': { body: { email: 'player@example.com', hasPassword: true } } };

  function fill(password: string, repeat: string) {
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(/^Repeat new password/), { target: { value: repeat } });
  }

  it('checks the link, then sets the password, signs in and goes to /start', async () => {
    let answer!: (value: { body: unknown }) => void;
    const { fetch, currentPath } = setup({ ...live, 'POST /api/auth/reset-password': () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByText('Checking your link...', { selector: 'span' })).toBeTruthy();
    expect((await screen.findByTestId('reset-email')).textContent).toBe('player@example.com');
    expect(bodyOf(fetch, '/reset-password/check')).toEqual({ token: TOKEN });

    fill('new-password', 'new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Set Password & Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ body: { user: { id: 'u1', email: 'player@example.com' }, message: PasswordResetMessages.done } }));

    await waitFor(() => expect(currentPath()).toBe('/start'));
    expect(session.status).toBe('signedIn');
    expect(session.user?.email).toBe('player@example.com');
    expect(bodyOf(fetch, '/api/auth/reset-password')).toEqual({ token: TOKEN, password: 'new-password' });
  });

  it('holds the sign-up rule and a matching repeat before sending anything', async () => {
    const { fetch } = setup(live);
    await screen.findByTestId('reset-email');
    fill('12345', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Set Password & Sign In' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^New password/));

    fill('new-password', 'new-passwort');
    fireEvent.click(screen.getByRole('button', { name: 'Set Password & Sign In' }));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(screen.getByLabelText(/^Repeat new password/).getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetch)).toEqual(['POST /api/auth/reset-password/check']);
  });

  it('says at once that a dead link does not work and offers a new one', async () => {
    setup({ 'POST /api/auth/reset-password/check': INVALID });
    expect((await screen.findByTestId('reset-invalid')).textContent).toContain(PasswordResetMessages.linkInvalid);
    expect(screen.getByRole('heading', { name: 'Link No Longer Valid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('treats a link without a token as dead, without asking the server', () => {
    const { fetch } = setup({}, '/reset-password');
    expect(screen.getByTestId('reset-invalid').textContent).toContain(PasswordResetMessages.linkInvalid);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('switches to the dead-link message when the link died while the page was open', async () => {
    setup({ ...live, 'POST /api/auth/reset-password': INVALID });
    await screen.findByTestId('reset-email');
    fill('new-password', 'new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Set Password & Sign In' }));
    expect((await screen.findByTestId('reset-invalid')).textContent).toContain(PasswordResetMessages.linkInvalid);
    expect(session.status).toBe('signedOut');
  });

  it('tells a Google-only account that the password adds email sign-in', async () => {
    setup({ 'POST /api/auth/reset-password/check': { body: { email: 'google@example.com', hasPassword: false } } });
    expect(await screen.findByText(/This account signs in with Google/)).toBeTruthy();
  });

  it('offers to try the check again when the server cannot be reached', async () => {
    let reachable = false;
    setup({
      'POST /api/auth/reset-password/check': () => (reachable ? live['POST /api/auth/reset-password/check'] : { status: 429, body: { error: 'Too many attempts. Please try again in 5 minutes.', code: 'rate_limited' } }),
    });
    expect((await screen.findByTestId('reset-check-failed')).textContent).toContain('Too many attempts. Please try again in 5 minutes.');
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('reset-email')).textContent).toBe('player@example.com');
  });
});
