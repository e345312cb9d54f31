// /setup: name the federation and pick its logo, then create it and go to the dashboard. The server
// checks the name; its refusal shows under "Invalid federation name". A game already under way is
// never overwritten from here: the page sends the player to the dashboard instead.
import { ArrowLeft } from 'lucide-react';
import { Link, Redirect } from 'wouter';
import { buttonClass } from '#client/components/buttonClass.ts';
import { ConnectingState } from '#client/components/ConnectingState.tsx';
import { ConnectionProblem } from '#client/components/ConnectionProblem.tsx';
import { Logo } from '#client/components/Logo.tsx';
import { SaveProblemDialog } from '#client/components/saves/SaveProblemDialog.tsx';
import { useGameConnection } from '#client/net/useGameConnection.ts';
import { SetupForm } from './SetupForm.tsx';
import { SetupInfoCards } from './SetupInfoCards.tsx';

export function SetupPage() {
  const { status, state, error } = useGameConnection();

  let body;
  if (state?.gameStarted) return <Redirect to="/dashboard" replace />;
  if (!state) body = status === 'error' ? <ConnectionProblem message={error} /> : <ConnectingState />;
  else {
    body = <SetupForm aside={<SetupInfoCards />} />;
  }

  return (
    <div className="arena-backdrop flex min-h-dvh flex-1 flex-col">
      <header className="border-b border-line/70 bg-canvas/70 backdrop-blur-md">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo />
          <Link href="/start" className={buttonClass('ghost', 'sm')} data-testid="setup-back">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Start Menu
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 pt-8 sm:px-6 sm:pt-12">
        <div className="flex flex-col gap-2 animate-slide-up">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">Federation Setup</p>
          <h1 className="text-3xl font-black tracking-tight uppercase italic sm:text-4xl">Create Your Federation</h1>
          <p className="max-w-2xl text-ink-muted">Choose the name fans will chant and the logo they will wear. You start with $50,000 and the dream of the main event.</p>
        </div>
        {body}
      </main>
      {/* The dashboard sends a world without a federation here, a damaged save's fresh world included. */}
      <SaveProblemDialog />
    </div>
  );
}
