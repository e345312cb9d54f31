// A save that could not be read (docs/persistence.md): the room reports it in the synced
// state.saveProblem, logged under a short error id. Blocking (the game the room opened is the damaged
// one): the player continues from the slot's previous good save (the most the server can recover, with what
// it loses: lostWeeks, lostCommands) or starts a new game; nothing else can be
// done until then. Not blocking (a slot that failed to load from the save dialog; the running game plays
// on): the previous save or Keep playing, which hides it for that error id. A new game is not offered
// over a running game here: the start menu's New Game asks first.
import { AlertDialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { SaveSlot } from '#shared/protocol/commands.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game } from '#client/state/game.ts';
import { dismissSaveProblem, saveProblemUi } from '#client/state/saveProblemUi.ts';
import { Button } from '../Button.tsx';

export interface SaveProblemDialogProps {
  /** After the previous save was restored (the start menu goes to /dashboard; a game screen stays). */
  onRestored?: () => void;
}

type Pending = 'restore' | 'newGame' | null;

const CHOICE = 'h-auto! min-h-11 py-2.5 text-center leading-snug whitespace-normal!';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * What continuing from the previous save costs: the server recovers the newest good save and every action
 * logged after it up to the first damaged one, and counts what it could not bring back.
 */
export function lostSentence(lostWeeks: number, lostCommands: number): string {
  if (lostWeeks > 0) return `Continuing loses the last ${lostWeeks === 1 ? 'week' : `${lostWeeks} weeks`} played (${plural(lostCommands, 'action')}).`;
  if (lostCommands > 0) return `Continuing loses your last ${lostCommands === 1 ? 'action' : `${lostCommands} actions`} of that week.`;
  return 'Continuing loses nothing you played.';
}

export function SaveProblemDialog({ onRestored }: SaveProblemDialogProps) {
  const problem = useSnapshot(game).state?.saveProblem;
  const { dismissedErrorId } = useSnapshot(saveProblemUi);
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<Pending>(null);
  // The slot whose previous save the server refused (missing or unreadable too): not offered again.
  const [refusedSlot, setRefusedSlot] = useState(0);
  const choices = useRef<HTMLDivElement>(null);

  const slot = problem?.slot ?? 0;
  // A problem that went away takes its refusal with it (adjusted during render, not in an effect).
  if (slot === 0 && refusedSlot !== 0) setRefusedSlot(0);

  const open = !!problem && slot !== 0 && (problem.blocking || problem.errorId !== dismissedErrorId);
  const offerPrevious = !!problem?.hasPrevious && refusedSlot !== slot;

  // The first choice has the focus when the dialog opens and after a choice went away.
  const focusFirstChoice = () => choices.current?.querySelector<HTMLButtonElement>('button')?.focus();

  if (!problem || !open) return null;
  const { blocking, errorId, previousWhen, lostWeeks, lostCommands } = problem;

  const dismiss = () => {
    if (!blocking && pending === null) dismissSaveProblem(errorId);
  };

  async function restore() {
    setPending('restore');
    // The synced slot is a uint8; the room only reports its own slots (1 or 2) and checks the payload anyway.
    const result = await requestCommand('restorePreviousSave', { slot: slot as SaveSlot });
    setPending(null);
    if (result.ok) return onRestored?.();
    // A refusal is a sentence for the player (no previous save, or it could not be read either).
    toast.error('Load Error', { description: result.rejected ? result.message : 'Failed to load game from server' });
    if (result.rejected) {
      // The focused button goes away: render without it now, then focus what is first.
      flushSync(() => setRefusedSlot(slot));
      focusFirstChoice();
    }
  }

  async function startNewGame() {
    setPending('newGame');
    const result = await requestCommand('newGame');
    setPending(null);
    if (result.ok) navigate('/setup');
    else toast.error('Error', { description: 'Failed to start new game' });
  }

  const sentence = blocking
    ? `The game saved in slot ${slot} is damaged and could not be opened; nothing else on your account is affected.`
    : `The game saved in slot ${slot} is damaged and could not be loaded; the game you are playing and the rest of your account are not affected.`;

  return (
    <AlertDialog.Root open onOpenChange={(next) => !next && dismiss()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="animate-fade-in fixed inset-0 z-[60] bg-black/75 backdrop-blur-sm" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-[70] flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-card border border-line bg-surface p-5 shadow-card animate-slide-up sm:p-6"
          data-testid="save-problem-dialog"
          data-blocking={blocking}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusFirstChoice();
          }}
          onEscapeKeyDown={(event) => {
            if (blocking || pending !== null) event.preventDefault();
          }}
        >
          <AlertDialog.Title className="text-lg font-bold tracking-tight">Your saved game could not be read</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted" data-testid="save-problem-sentence">
            {sentence}
          </AlertDialog.Description>
          <div className="mt-4 rounded-xl border border-line bg-raised/60 px-4 py-3 text-sm">
            <p className="font-semibold" data-testid="save-problem-error-id">
              Error ID: <code className="font-mono text-gold select-all">{errorId}</code>
            </p>
            <p className="mt-1 text-ink-muted">
              Quote it if you{' '}
              <a href="/#contact" target="_blank" rel="noopener" className="font-semibold text-ink underline underline-offset-2 hover:text-gold">
                contact us<span className="sr-only"> (opens in a new tab)</span>
              </a>
              .
            </p>
          </div>
          {offerPrevious && (
            <p className="mt-4 text-sm text-ink-muted" data-testid="save-problem-lost">
              {lostSentence(lostWeeks, lostCommands)}
            </p>
          )}
          <div ref={choices} className="mt-6 flex flex-col gap-2">
            {offerPrevious && (
              <Button
                variant="primary"
                className={CHOICE}
                onClick={() => void restore()}
                busy={pending === 'restore'}
                disabled={pending !== null}
                data-testid="save-problem-restore"
              >
                {pending === 'restore' ? (
                  'Continuing...'
                ) : (
                  <span>
                    {/* A narrow screen breaks the line before the date, never inside it. */}
                    Continue from the previous save <span className="whitespace-nowrap">({previousWhen})</span>
                  </span>
                )}
              </Button>
            )}
            {blocking ? (
              <Button
                variant={offerPrevious ? 'secondary' : 'primary'}
                className={CHOICE}
                onClick={() => void startNewGame()}
                busy={pending === 'newGame'}
                disabled={pending !== null}
                data-testid="save-problem-new-game"
              >
                {pending === 'newGame' ? 'Starting...' : 'Start a New Game'}
              </Button>
            ) : (
              <AlertDialog.Cancel asChild>
                <Button variant={offerPrevious ? 'secondary' : 'primary'} className={CHOICE} disabled={pending !== null} data-testid="save-problem-keep-playing">
                  Keep playing
                </Button>
              </AlertDialog.Cancel>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
