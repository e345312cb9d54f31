import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { markSignedOut, resetSession, session } from '#client/state/session.ts';
import { calledRoutes, mockFetch, type Routes } from '#client/test/mockFetch.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { AuthPage } from './AuthPage.tsx';

const UNCONFIRMED = 'Please confirm your email address before signing in.';

function setup(routes: Routes = {}, path = '/auth') {
  const fetch = mockFetch({ 'GET /api/auth/providers': { body: { google: false } }, ...routes });
  const view = renderAt(
    path,
    <>
      <AuthPage />
      <Toaster />
    </>,
  );
  return { fetch, ...view };
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
}

const posts = (fetch: ReturnType<typeof mockFetch>) => calledRoutes(fetch).filter((route) => route.startsWith('POST'));

describe('AuthPage', () => {
  beforeEach(() => {
    resetSession();
    markSignedOut();
  });

  it('starts on Sign In and switches headline and labels with the tab', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome Back');
    expect(screen.getByRole('button', { name: 'Sign In' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sign Up' }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create Your Account');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Sign up with Google/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(screen.getByText('Build Your Empire')).toBeTruthy();
    expect(screen.getByText('Secure Progress')).toBeTruthy();
    expect(screen.getByText('Compete & Share')).toBeTruthy();
  });

  it('shows the Google button disabled with the reason when the server has no Google sign-in', async () => {
    setup();
    await screen.findByText('Google sign-in is not enabled on this server');
    expect((screen.getByRole('button', { name: /Continue with Google/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('enables the Google button when the server offers it', async () => {
    setup({ 'GET /api/auth/providers': { body: { google: true } } });
    await waitFor(() => expect((screen.getByRole('button', { name: /Continue with Google/ }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText('Google sign-in is not enabled on this server')).toBeNull();
  });

  it('marks both fields required and does nothing when one is empty', async () => {
    const { fetch } = setup();
    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    const password = screen.getByLabelText(/Password/) as HTMLInputElement;
    expect(email.required && password.required).toBe(true);

    fireEvent.submit(screen.getByRole('button', { name: 'Sign In' }).closest('form')!);
    fill('player@example.com', '');
    fireEvent.submit(email.closest('form')!);
    await act(async () => {});

    expect(posts(fetch)).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the minimum-length message for a 5-character sign-up password and sends nothing', async () => {
    const { fetch } = setup();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sign Up' }));
    fill('player@example.com', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByLabelText(/Password/).getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetch)).toEqual([]);
  });

  it('signs in, shows the busy label meanwhile, and goes to /start', async () => {
    let answer!: (value: { body: unknown }) => void;
    const { fetch, currentPath } = setup({
      'POST /api/auth/signin': () => new Promise((resolve) => (answer = resolve)),
    });
    fill('Player@Example.com', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ body: { user: { id: 'u1', email: 'player@example.com' } } }));

    await waitFor(() => expect(currentPath()).toBe('/start'));
    expect(session.status).toBe('signedIn');
    const body = JSON.parse(String(fetch.mock.calls.find(([url]) => String(url).endsWith('/signin'))?.[1]?.body));
    expect(body).toEqual({ email: 'player@example.com', password: 'secret1' });
  });

  it('shows the server message in an Error toast when sign-in fails', async () => {
    setup({ 'POST /api/auth/signin': { status: 401, body: { error: 'Invalid email or password', code: 'invalid_credentials' } } });
    fill('player@example.com', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('offers to resend the confirmation email when the address is unconfirmed', async () => {
    const { fetch } = setup({
      'POST /api/auth/signin': { status: 403, body: { error: UNCONFIRMED, code: 'email_unconfirmed' } },
      'POST /api/auth/resend': { status: 202, body: { message: 'A new confirmation email is on its way.' } },
    });
    fill('player@example.com', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('A new confirmation email is on its way.')).toBeTruthy();
    expect(posts(fetch)).toEqual(['POST /api/auth/signin', 'POST /api/auth/resend']);
  });

  it('confirms a sign-up with a toast and an inline notice, and keeps the form usable', async () => {
    setup({ 'POST /api/auth/signup': { status: 201, body: { message: 'Please check your email to confirm your account.' } } });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sign Up' }));
    fill('new@example.com', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Sign up successful!')).toBeTruthy();
    expect(screen.getByTestId('auth-notice').textContent).toContain('new@example.com');
    expect((screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).value).toBe('');
  });

  it('explains an invalid confirmation link from ?notice=confirm_invalid', () => {
    setup({}, '/auth?notice=confirm_invalid');
    expect(screen.getByTestId('auth-notice').textContent).toContain('That confirmation link did not work');
  });
});
