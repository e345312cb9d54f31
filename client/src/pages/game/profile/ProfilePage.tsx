// /profile: the player's account: the email it signs in with, the password change, and "sign out
// everywhere" (docs/accounts.md "Sessions").
import { KeyRound, MonitorSmartphone, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AccountResponse } from '#shared/api.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Card } from '#client/components/Card.tsx';
import { ConnectingState } from '#client/components/ConnectingState.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { authApi } from '#client/net/authApi.ts';
import { GamePage } from '../GamePage.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { SignOutEverywhere } from './SignOutEverywhere.tsx';

type Loaded = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; account: AccountResponse };

function SectionTitle({ id, icon: Icon, children }: { id: string; icon: typeof UserRound; children: string }) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-lg font-black tracking-tight uppercase italic">
      <Icon aria-hidden="true" className="size-5 text-gold" />
      {children}
    </h2>
  );
}

export function ProfilePage() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    void authApi.account().then((result) => {
      if (!live) return;
      setLoaded(result.ok ? { status: 'ready', account: result.data } : { status: 'error', error: result.error });
    });
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
        <p className="text-sm text-ink-muted">Your account: how you sign in and where you are signed in.</p>
      </div>

      {loaded.status === 'loading' && <ConnectingState compact label="Loading your account..." />}
      {loaded.status === 'error' && <Notice tone="danger" title="Your account could not be loaded">{loaded.error}</Notice>}
      {loaded.status === 'ready' && (
        <>
          <section aria-labelledby="account-title" className="flex flex-col gap-3">
            <SectionTitle id="account-title" icon={UserRound}>
              Account
            </SectionTitle>
            <Card padded={false} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-[0.18em] text-ink-subtle uppercase">Email</p>
                <p className="font-semibold break-all" data-testid="account-email">
                  {loaded.account.email}
                </p>
              </div>
              <div className="flex flex-wrap gap-2" aria-label="Sign-in methods">
                {loaded.account.hasPassword && <Badge tone="neutral">Password</Badge>}
                {loaded.account.google && <Badge tone="neutral">Google</Badge>}
              </div>
            </Card>
          </section>

          <section aria-labelledby="password-title" className="flex flex-col gap-3">
            <SectionTitle id="password-title" icon={KeyRound}>
              Password
            </SectionTitle>
            <Card>
              {loaded.account.hasPassword ? (
                <ChangePasswordForm />
              ) : (
                <p className="text-sm text-ink-muted" data-testid="no-password">
                  You sign in with Google, so this account has no password to change.
                </p>
              )}
            </Card>
          </section>

          <section aria-labelledby="sessions-title" className="flex flex-col gap-3">
            <SectionTitle id="sessions-title" icon={MonitorSmartphone}>
              Sessions
            </SectionTitle>
            <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex flex-col gap-1">
                <p className="font-semibold">Signed in on another device?</p>
                <p className="text-sm text-ink-muted">Sign out on every phone, tablet and computer at once, this one included. A sign-in lasts 30 days otherwise.</p>
              </div>
              <SignOutEverywhere />
            </Card>
          </section>
        </>
      )}
    </GamePage>
  );
}
