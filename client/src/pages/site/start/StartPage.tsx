// /start: the start menu of a signed-in player: continue, start a new game or the sample game, load a save, the
// current game, help and sign out.
import { ChevronRight, CircleHelp, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Button } from '#client/components/Button.tsx';
import { ConnectingState } from '#client/components/ConnectingState.tsx';
import { ConnectionProblem } from '#client/components/ConnectionProblem.tsx';
import { Logo } from '#client/components/Logo.tsx';
import { SaveProblemDialog } from '#client/components/saves/SaveProblemDialog.tsx';
import { SaveSlotDialog } from '#client/components/saves/SaveSlotDialog.tsx';
import type { SaveDialogMode } from '#client/components/saves/SaveSlotCard.tsx';
import { useSignOutAction } from '#client/components/useSignOutAction.ts';
import { useGameConnection } from '#client/net/useGameConnection.ts';
import { InstallOffer } from '#client/pwa/InstallOffer.tsx';
import { hasGame } from '#client/state/game.ts';
import { session } from '#client/state/session.ts';
import { ConfirmNewGameDialog } from './ConfirmNewGameDialog.tsx';
import { CurrentGamePanel } from './CurrentGamePanel.tsx';
import { StartMenuCards } from './StartMenuCards.tsx';
import { useStartActions } from './useStartActions.ts';

export function StartPage() {
  const { user } = useSnapshot(session);
  const { status, state, error } = useGameConnection();
  const { signingOut, signOut } = useSignOutAction();
  const { startingNew, startingSample, startNewGame, startSampleGame, openLoaded } = useStartActions();
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Which game the confirmation is about (kept while it closes, so its words do not change as it fades).
  const [confirmSample, setConfirmSample] = useState(false);
  const confirm = (sample: boolean) => {
    setConfirmSample(sample);
    setConfirmOpen(true);
  };
  const [slotsMode, setSlotsMode] = useState<SaveDialogMode | null>(null);
  const gameExists = hasGame(state);

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
          <p className="text-ink-muted">Start a federation, pick up where you left off, or load a save. Your game saves itself as you play, to the slot you last loaded or saved to (a new game: slot 1).</p>
        </div>

        <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="order-2 flex flex-col gap-4 lg:order-none lg:col-start-2 lg:row-start-1">
            {status === 'error' && !state ? (
              <ConnectionProblem message={error} compact />
            ) : !state ? (
              <ConnectingState compact label="Loading your game..." />
            ) : (
              gameExists && <CurrentGamePanel state={state} />
            )}
            <Link
              href="/help"
              className="group flex items-center gap-3 rounded-xl border border-line bg-surface/70 px-4 py-3 text-sm transition-colors hover:border-line-strong hover:bg-raised"
              data-testid="start-help"
            >
              <CircleHelp aria-hidden="true" className="size-5 text-ink-muted group-hover:text-gold" />
              <span className="flex-1">
                <span className="block font-semibold">Help</span>
                <span className="block text-ink-muted">Guides for new promoters</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 text-ink-subtle" />
            </Link>
            <InstallOffer />
          </div>
          <div className="order-1 lg:order-none lg:col-start-1 lg:row-start-1">
            <StartMenuCards
              state={state}
              gameExists={gameExists}
              startingNew={startingNew}
              startingSample={startingSample}
              onNewGame={() => (gameExists ? confirm(false) : startNewGame())}
              onSampleGame={() => (gameExists ? confirm(true) : startSampleGame())}
              onLoadGame={() => setSlotsMode('load')}
            />
          </div>
        </div>
      </main>

      <ConfirmNewGameDialog
        open={confirmOpen}
        sample={confirmSample}
        onOpenChange={setConfirmOpen}
        onConfirm={confirmSample ? startSampleGame : startNewGame}
        onSaveFirst={() => {
          setConfirmOpen(false);
          setSlotsMode('save');
        }}
      />
      <SaveSlotDialog open={slotsMode !== null} onOpenChange={(open) => !open && setSlotsMode(null)} mode={slotsMode ?? 'load'} onLoaded={openLoaded} />
      {/* A damaged save: its previous save (then on to the dashboard, as a load does) or a new game. */}
      <SaveProblemDialog onRestored={openLoaded} />
    </div>
  );
}
