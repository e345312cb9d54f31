// /start: the start menu of a signed-in player.
import { ChevronRight, CircleHelp, FolderOpen, LogOut, Play, Sparkles, Users } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Button } from '../../../components/Button.tsx';
import { buttonClass } from '../../../components/buttonClass.ts';
import { Logo } from '../../../components/Logo.tsx';
import { useSignOutAction } from '../../../components/useSignOutAction.ts';
import { session } from '../../../state/session.ts';
import { CurrentGamePanel } from './CurrentGamePanel.tsx';
import { StartMenuCard } from './StartMenuCard.tsx';

const NEXT_UPDATE = 'Coming in the next update';

export function StartPage() {
  const { user } = useSnapshot(session);
  const { signingOut, signOut } = useSignOutAction();

  return (
    <div className="arena-backdrop flex min-h-dvh flex-1 flex-col">
      <header className="border-b border-line/70 bg-canvas/70 backdrop-blur-md">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link href="/" aria-label="Main Event Mogul home" className="rounded-md">
            <Logo />
          </Link>
          <div className="flex min-w-0 items-center gap-3">
            {user && (
              <span className="hidden truncate text-sm text-ink-muted sm:inline" data-testid="user-email">
                {user.email}
              </span>
            )}
            <Button variant="secondary" size="sm" onClick={signOut} busy={signingOut} disabled={signingOut} data-testid="sign-out">
              {!signingOut && <LogOut aria-hidden="true" className="size-4" />}
              Sign Out
            </Button>
          </div>
        </div>
      </header>

      <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
        <div className="flex flex-col gap-2 animate-slide-up">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">Start Menu</p>
          <h1 className="text-3xl font-black tracking-tight uppercase italic sm:text-4xl">Ready for the main event?</h1>
          <p className="text-ink-muted">Pick up your federation where you left it. Every week you play is saved automatically.</p>
        </div>

        <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="lg:col-start-2 lg:row-start-1">
            <CurrentGamePanel />
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <StartMenuCard
              highlight
              icon={Play}
              title="Continue"
              description="Jump back into your federation and book the next week."
              testId="start-continue"
              action={
                <Link href="/dashboard" className={buttonClass('primary', 'md', 'w-full')} data-testid="open-game">
                  <Play aria-hidden="true" className="size-4" />
                  Open Game
                </Link>
              }
            />
            <StartMenuCard
              icon={Sparkles}
              title="Start New Game"
              description="Found a brand-new federation with a fresh roster."
              unavailable={NEXT_UPDATE}
              testId="start-new-game"
            />
            <StartMenuCard
              icon={FolderOpen}
              title="Load Game"
              description="Continue from one of your two save slots."
              unavailable={NEXT_UPDATE}
              testId="start-load-game"
            />
            <StartMenuCard
              icon={Users}
              title="Multiplayer"
              description="Run federations in a shared world with other players."
              unavailable="Coming Soon"
              testId="start-multiplayer"
            />
          </div>
          <Link
            href="/help"
            className="group flex items-center gap-3 rounded-xl border border-line bg-surface/70 px-4 py-3 text-sm transition-colors hover:border-line-strong hover:bg-raised lg:col-start-2 lg:row-start-2"
          >
            <CircleHelp aria-hidden="true" className="size-5 text-ink-muted group-hover:text-gold" />
            <span className="flex-1">
              <span className="block font-semibold">Help</span>
              <span className="block text-ink-muted">Guides for new promoters</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 text-ink-subtle" />
          </Link>
        </div>
      </main>
    </div>
  );
}
