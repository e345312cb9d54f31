// /auth: sign in and sign up. Signed-in visitors are sent to /start; so is a successful sign-in.
import { ArrowLeft } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import type { SessionUser } from '#shared/api.ts';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Card } from '#client/components/Card.tsx';
import { Logo } from '#client/components/Logo.tsx';
import { markSignedIn, session } from '#client/state/session.ts';
import { AuthFeatureCards } from './AuthFeatureCards.tsx';
import { AuthForm, type Credentials } from './AuthForm.tsx';
import { AuthNotice, type AuthNoticeState } from './AuthNotice.tsx';
import { AuthTabList } from './AuthTabs.tsx';
import { authCopy, type AuthMode } from './authCopy.ts';
import { GoogleButton } from './GoogleButton.tsx';
import { useGoogleAvailability } from './useGoogleAvailability.ts';

function initialNotice(search: string): AuthNoticeState | null {
  const notice = new URLSearchParams(search).get('notice');
  return notice ? { kind: 'redirect', notice } : null;
}

export function AuthPage() {
  const { status } = useSnapshot(session);
  const [, navigate] = useLocation();
  const search = useSearch();
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [notice, setNotice] = useState<AuthNoticeState | null>(() => initialNotice(search));
  const google = useGoogleAvailability();
  const copy = authCopy[mode];

  if (status === 'signedIn') return <Redirect to="/start" replace />;

  function handleSignedIn(user: SessionUser) {
    markSignedIn(user);
    navigate('/start', { replace: true });
  }

  const form = (
    <AuthForm
      mode={mode}
      values={values}
      onChange={setValues}
      onSignedIn={handleSignedIn}
      onSignedUp={(email) => setNotice({ kind: 'signedUp', email })}
      onUnconfirmed={(email, message) => setNotice({ kind: 'unconfirmed', email, message })}
    />
  );

  return (
    <div className="arena-backdrop flex min-h-dvh flex-1 flex-col">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link href="/" aria-label="Main Event Mogul home" className="rounded-md">
          <Logo />
        </Link>
        <Link href="/" className={buttonClass('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <span>Home</span>
        </Link>
      </header>

      <main id="main" className="mx-auto grid w-full max-w-6xl flex-1 grid-cols-1 items-center gap-10 px-4 pt-4 pb-12 sm:px-6 lg:grid-cols-[1fr_minmax(0,28rem)] lg:gap-16 lg:py-12">
        <section aria-labelledby="auth-pitch" className="order-2 flex flex-col gap-6 lg:order-1">
          <div className="flex flex-col gap-3">
            <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">Main Event Mogul</p>
            <h2 id="auth-pitch" className="text-3xl font-black tracking-tight text-balance uppercase italic sm:text-4xl">
              Your federation. <span className="text-gold">Your rules.</span>
            </h2>
            <p className="max-w-lg text-ink-muted">Sign in to pick up where you left off, or create a free account and book your first show today.</p>
          </div>
          <AuthFeatureCards />
        </section>

        <Card className="order-1 w-full animate-slide-up lg:order-2" padded={false}>
          <Tabs.Root value={mode} onValueChange={(value) => setMode(value as AuthMode)} className="flex flex-col gap-5 p-5 sm:p-7">
            <div className="flex flex-col gap-1.5 text-center">
              <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl" data-testid="auth-headline">
                {copy.headline}
              </h1>
              <p className="text-sm text-ink-muted">{copy.subline}</p>
            </div>
            <AuthTabList />
            {notice && <AuthNotice state={notice} />}
            <GoogleButton label={copy.google} enabled={google} />
            <div className="flex items-center gap-3 text-xs text-ink-subtle" aria-hidden="true">
              <span className="h-px flex-1 bg-line" />
              or use your email
              <span className="h-px flex-1 bg-line" />
            </div>
            <Tabs.Content value="signIn" className="outline-none">
              {mode === 'signIn' && form}
            </Tabs.Content>
            <Tabs.Content value="signUp" className="outline-none">
              {mode === 'signUp' && form}
            </Tabs.Content>
          </Tabs.Root>
        </Card>
      </main>
    </div>
  );
}
