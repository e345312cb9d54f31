// /profile's danger zone: deleting the account asks for the password (or a fresh Google sign-in), says it
// cannot be undone, refuses a wrong password under its field, and once deleted lands on /auth signed out.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetMusic } from '#client/state/music.ts';
import { markSignedIn, session } from '#client/state/session.ts';
import { calledRoutes, mockFetch, type Routes } from '#client/test/mockFetch.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { ProfilePage } from './ProfilePage.tsx';

const ACCOUNT = { email: 'champ@example.com', hasPassword: true, google: false, createdAt: '2026-01-05T12:00:00.000Z', freshGoogleSignInUntil: null };

/** The page with the toasts it raises. */
function page() {
  return (
    <>
      <ProfilePage />
      <Toaster />
    </>
  );
}
const GOOGLE_ONLY = { ...ACCOUNT, hasPassword: false, google: true };
const DELETED = { body: { message: 'Your account, its saved games and its settings were deleted.' } };

function setup(account: object, routes: Routes = {}, path = '/profile') {
  const fetch = mockFetch({ 'GET /api/profile/account': { body: account }, ...routes });
  const view = renderAt(path, page());
  return { fetch, ...view };
}

const deletes = (fetch: ReturnType<typeof mockFetch>) => calledRoutes(fetch).filter((route) => route.startsWith('DELETE'));
const lastBody = (fetch: ReturnType<typeof mockFetch>) => JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body)) as unknown;

async function openDialog(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByTestId('delete-account'));
  return screen.findByTestId('delete-account-dialog');
}

describe('ProfilePage: delete account', () => {
  beforeEach(() => {
    markSignedIn({ id: 'u1', email: 'champ@example.com' });
    resetMusic();
  });

  it('says in the danger zone and the dialog that it cannot be undone, and what goes', async () => {
    setup(ACCOUNT);
    const zone = await screen.findByTestId('danger-zone');
    expect(within(zone).getByText('This cannot be undone.')).toBeTruthy();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Delete your account?')).toBeTruthy();
    expect(within(dialog).getByText('This cannot be undone. There is no way to bring the account or its games back.')).toBeTruthy();
    expect(within(dialog).getByText('every saved game, in both slots, and its history,')).toBeTruthy();
    expect(within(dialog).getByText('champ@example.com')).toBeTruthy();
  });

  it('asks for the password before sending anything, and shows a wrong one under its field', async () => {
    const { fetch } = setup(ACCOUNT, { 'DELETE /api/profile/account': { status: 400, body: { error: 'That password is not correct. Nothing was deleted.', code: 'wrong_password' } } });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByTestId('confirm-delete-account'));
    expect(await within(dialog).findByText('Enter your password to delete your account.')).toBeTruthy();
    expect(deletes(fetch)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'not-it' } });
    fireEvent.click(within(dialog).getByTestId('confirm-delete-account'));
    expect(await within(dialog).findByText('That password is not correct. Nothing was deleted.')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Your password/).getAttribute('aria-invalid')).toBe('true');
    expect(deletes(fetch)).toEqual(['DELETE /api/profile/account']);
    expect(session.status).toBe('signedIn');
  });

  it('deletes with the password, signs out and lands on /auth saying so', async () => {
    const { fetch, currentPath } = setup(ACCOUNT, { 'DELETE /api/profile/account': DELETED });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'my-password' } });
    fireEvent.submit(within(dialog).getByLabelText(/Your password/).closest('form')!);
    expect(await screen.findByText('Account deleted')).toBeTruthy();
    expect(screen.getByText('Your account, its saved games and its settings were deleted.')).toBeTruthy();
    expect(lastBody(fetch)).toEqual({ password: 'my-password' });
    expect(session.status).toBe('signedOut');
    await waitFor(() => expect(currentPath()).toBe('/auth'));
  });

  it('sends a Google-only account whose Google sign-in is not fresh to sign in with Google again, back to this dialog', async () => {
    const { fetch } = setup(GOOGLE_ONLY);
    const dialog = await openDialog();
    expect(within(dialog).getByTestId('google-reauth-needed')).toBeTruthy();
    expect(within(dialog).queryByTestId('confirm-delete-account')).toBeNull();
    expect(within(dialog).queryByLabelText(/Your password/)).toBeNull();
    expect(within(dialog).getByTestId('google-reauth').getAttribute('href')).toBe('/api/auth/google?return=%2Fprofile%3Fdelete%3D1');
    expect(deletes(fetch)).toEqual([]);
  });

  it('deletes a Google-only account right after a Google sign-in, without a password', async () => {
    const fresh = { ...GOOGLE_ONLY, freshGoogleSignInUntil: new Date(Date.now() + 5 * 60_000).toISOString() };
    const { fetch, currentPath } = setup(fresh, { 'DELETE /api/profile/account': DELETED }, '/profile?delete=1');
    // Back from Google: the dialog is open again.
    const dialog = await screen.findByTestId('delete-account-dialog');
    expect(within(dialog).getByText('Google sign-in confirmed')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('confirm-delete-account'));
    expect(await screen.findByText('Account deleted')).toBeTruthy();
    expect(lastBody(fetch)).toEqual({});
    await waitFor(() => expect(currentPath()).toBe('/auth'));
  });

  it('offers the Google sign-in again when the server finds the sign-in stale meanwhile', async () => {
    const fresh = { ...GOOGLE_ONLY, freshGoogleSignInUntil: new Date(Date.now() + 5 * 60_000).toISOString() };
    setup(fresh, { 'DELETE /api/profile/account': { status: 403, body: { error: 'For your safety, sign in with Google again.', code: 'google_reauth_required' } } });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByTestId('confirm-delete-account'));
    expect(await within(dialog).findByTestId('google-reauth')).toBeTruthy();
    expect(session.status).toBe('signedIn');
  });
});
