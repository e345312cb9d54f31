import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { music, resetMusic } from '#client/state/music.ts';
import { markSignedIn, session } from '#client/state/session.ts';
import { calledRoutes, mockFetch, type Routes } from '#client/test/mockFetch.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { ProfilePage } from './ProfilePage.tsx';

const CREATED_AT = '2026-01-05T12:00:00.000Z';
const ACCOUNT = { email: 'champ@example.com', hasPassword: true, google: false, createdAt: CREATED_AT, freshGoogleSignInUntil: null };

function setup(routes: Routes = {}) {
  const fetch = mockFetch({ 'GET /api/profile/account': { body: ACCOUNT }, ...routes });
  const view = renderAt(
    '/profile',
    <>
      <ProfilePage />
      <Toaster />
    </>,
  );
  return { fetch, ...view };
}

function fillPasswords(current: string, next: string, again: string) {
  fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^New password\*?$/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/New password again/), { target: { value: again } });
}

const posts = (fetch: ReturnType<typeof mockFetch>) => calledRoutes(fetch).filter((route) => route.startsWith('POST'));

describe('ProfilePage', () => {
  beforeEach(() => {
    markSignedIn({ id: 'u1', email: 'champ@example.com' });
    resetMusic();
  });

  it('shows the account email and its sign-in methods', async () => {
    setup({ 'GET /api/profile/account': { body: { ...ACCOUNT, google: true } } });
    expect((await screen.findByTestId('account-email')).textContent).toBe('champ@example.com');
    const methods = screen.getByLabelText('Sign-in methods');
    expect(within(methods).getByText('Password')).toBeTruthy();
    expect(within(methods).getByText('Google')).toBeTruthy();
  });

  it('shows when the account was created', async () => {
    setup();
    const created = await screen.findByTestId('account-created');
    expect(created.textContent).toBe('January 5, 2026');
    expect(created.getAttribute('datetime')).toBe(CREATED_AT);
    expect(screen.getByText('Member since')).toBeTruthy();
  });

  it('says a Google-only account has no password to change', async () => {
    setup({ 'GET /api/profile/account': { body: { ...ACCOUNT, email: 'g@example.com', hasPassword: false, google: true } } });
    expect((await screen.findByTestId('no-password')).textContent).toBe('You sign in with Google, so this account has no password to change.');
    expect(screen.queryByTestId('change-password-form')).toBeNull();
  });

  it('checks the new password twice before sending anything', async () => {
    const { fetch } = setup();
    await screen.findByTestId('change-password-form');
    fillPasswords('old-password', 'new-password', 'new-passwort');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect((await screen.findByText('The two new passwords do not match')).getAttribute('role')).toBe('alert');
    fillPasswords('old-password', 'short', 'short');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(posts(fetch)).toEqual([]);
  });

  it('shows a wrong current password under its field', async () => {
    setup({ 'POST /api/profile/password': { status: 400, body: { error: 'Your current password is not correct', code: 'wrong_password' } } });
    await screen.findByTestId('change-password-form');
    fillPasswords('not-it', 'new-password', 'new-password');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('Your current password is not correct')).toBeTruthy();
    expect(screen.getByLabelText(/Current password/).getAttribute('aria-invalid')).toBe('true');
  });

  it('changes the password, clears the form and says every other device is signed out', async () => {
    const { fetch } = setup({ 'POST /api/profile/password': { body: { message: 'Password changed. You were signed out everywhere else.' } } });
    await screen.findByTestId('change-password-form');
    fillPasswords('old-password', 'new-password', 'new-password');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(screen.getByText('You were signed out on every other device.')).toBeTruthy();
    expect((screen.getByLabelText(/Current password/) as HTMLInputElement).value).toBe('');
    expect(posts(fetch)).toEqual(['POST /api/profile/password']);
    expect(JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body))).toEqual({ currentPassword: 'old-password', newPassword: 'new-password' });
  });

  it('signs out everywhere after a confirmation and goes to /auth', async () => {
    const { fetch, currentPath } = setup({ 'POST /api/auth/signout-everywhere': { status: 204 } });
    fireEvent.click(await screen.findByTestId('sign-out-everywhere'));
    const dialog = await screen.findByTestId('sign-out-everywhere-dialog');
    expect(within(dialog).getByText('Sign out everywhere?')).toBeTruthy();
    expect(posts(fetch)).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('confirm-sign-out-everywhere'));
    expect(await screen.findByText('Signed out everywhere')).toBeTruthy();
    expect(posts(fetch)).toEqual(['POST /api/auth/signout-everywhere']);
    expect(session.status).toBe('signedOut');
    await waitFor(() => expect(currentPath()).toBe('/auth'));
  });

  it('keeps the player signed in and says why when sign out everywhere fails', async () => {
    setup({ 'POST /api/auth/signout-everywhere': { status: 500, body: { error: 'An unexpected error occurred' } } });
    fireEvent.click(await screen.findByTestId('sign-out-everywhere'));
    fireEvent.click(within(await screen.findByTestId('sign-out-everywhere-dialog')).getByTestId('confirm-sign-out-everywhere'));
    expect(await screen.findByText('Could not sign out everywhere')).toBeTruthy();
    expect(session.status).toBe('signedIn');
  });
  it('mutes music and single songs through the same store and route as the settings dialog', async () => {
    const songs = [
      { id: 'a', title: 'Main Event Entrance', artist: 'Studio', url: '/music/a.ogg' },
      { id: 'b', title: 'Neon Title Run', artist: 'Studio', url: '/music/b.ogg' },
    ];
    Object.assign(music, { status: 'ready', songs, musicMuted: false, mutedSongs: [], currentId: 'a' });
    const { fetch } = setup({ 'PUT /api/profile/music': { body: {} } });
    const section = await screen.findByTestId('profile-music');
    fireEvent.click(within(section).getByRole('button', { name: 'Mute Neon Title Run' }));
    await waitFor(() => expect(music.mutedSongs).toEqual(['b']));
    expect(JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body))).toEqual({ mutedSongs: ['b'] });
    fireEvent.click(within(section).getByRole('switch', { name: /Mute music/ }));
    await waitFor(() => expect(music.musicMuted).toBe(true));
    expect(JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body))).toEqual({ musicMuted: true });
    expect(calledRoutes(fetch).filter((route) => route.startsWith('PUT'))).toEqual(['PUT /api/profile/music', 'PUT /api/profile/music']);
    expect(await screen.findByText('Music muted successfully.')).toBeTruthy();
  });
});
