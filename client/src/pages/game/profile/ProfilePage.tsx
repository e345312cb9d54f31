// /profile: the player's account: its email and created date, the password change, music preferences,
// "sign out everywhere", "download my data" and, in the danger zone, deleting the account
// (docs/accounts.md "Sessions", "Download my data", "Deleting an account").
import { Database, KeyRound, MonitorSmartphone, Music, TriangleAlert, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AccountResponse } from '#shared/api.ts';
import { startMusic } from '#client/audio/musicPlayer.ts';
import { Card } from '#client/components/Card.tsx';
import { ConnectingState } from '#client/components/ConnectingState.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { MusicSettings } from '#client/components/settings/MusicSettings.tsx';
import { authApi } from '#client/net/authApi.ts';
import { GamePage } from '../GamePage.tsx';
import { AccountCard } from './AccountCard.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import { DownloadMyData } from './DownloadMyData.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { SignOutEverywhere } from './SignOutEverywhere.tsx';

type Loaded = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; account: AccountResponse };

export function ProfilePage() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    void authApi.account().then((result) => {
      if (!live) return;
      setLoaded(result.ok ? { status: 'ready', account: result.data } : { status: 'error', error: result.error });
    });
    // The same music store and routes as the settings dialog (the shell has usually loaded it already).
    void startMusic();
    return () => {
      live = false;
    };
  }, []);

  return (
    <GamePage testId="profile-page" className="max-w-3xl">
      <div className="flex flex-col gap-1">
        <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
          <UserRound aria-hidden="true" className="size-7 text-gold" />
          Profile
        </h1>
        <p className="text-sm text-ink-muted">Your account: how you sign in, your music, your data, and where you are signed in.</p>
      </div>

      {loaded.status === 'loading' && <ConnectingState compact label="Loading your account..." />}
      {loaded.status === 'error' && <Notice tone="danger" title="Your account could not be loaded">{loaded.error}</Notice>}
      {loaded.status === 'ready' && (
        <>
          <ProfileSection id="account-title" icon={UserRound} title="Account">
            <AccountCard account={loaded.account} />
          </ProfileSection>

          <ProfileSection id="password-title" icon={KeyRound} title="Password">
            <Card>
              {loaded.account.hasPassword ? (
                <ChangePasswordForm />
              ) : (
                <p className="text-sm text-ink-muted" data-testid="no-password">
                  You sign in with Google, so this account has no password to change.
                </p>
              )}
            </Card>
          </ProfileSection>

          <ProfileSection id="music-title" icon={Music} title="Music">
            <Card data-testid="profile-music">
              <MusicSettings />
            </Card>
          </ProfileSection>

          <ProfileSection id="sessions-title" icon={MonitorSmartphone} title="Sessions">
            <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex flex-col gap-1">
                <p className="font-semibold">Signed in on another device?</p>
                <p className="text-sm text-ink-muted">Sign out on every phone, tablet and computer at once, this one included. A sign-in lasts 30 days otherwise.</p>
              </div>
              <SignOutEverywhere />
            </Card>
          </ProfileSection>

          <ProfileSection id="data-title" icon={Database} title="Your Data">
            <Card>
              <DownloadMyData />
            </Card>
          </ProfileSection>

          <ProfileSection id="danger-title" icon={TriangleAlert} title="Danger Zone" tone="danger">
            {/* A card of its own colours (Card's rim is the neutral line): the one place with a red rim. */}
            <div className="rounded-card border border-danger/40 bg-danger-soft p-5 shadow-card sm:p-6" data-testid="danger-zone">
              <DeleteAccount account={loaded.account} />
            </div>
          </ProfileSection>
        </>
      )}
    </GamePage>
  );
}
