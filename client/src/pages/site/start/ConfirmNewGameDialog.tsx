// Asks before a new game replaces the running one, and suggests saving it first.
import { AlertDialog } from 'radix-ui';
import { buttonClass } from '#client/components/buttonClass.ts';

export interface ConfirmNewGameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  onSaveFirst: () => void;
  /** The game to start is the sample game (the same replacement of slot 1, under its own name). */
  sample?: boolean;
}

export function ConfirmNewGameDialog({ open, onOpenChange, onConfirm, onSaveFirst, sample = false }: ConfirmNewGameDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-black/70 backdrop-blur-sm" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card border border-line bg-surface p-6 shadow-card animate-slide-up"
          data-testid="confirm-new-game-dialog"
        >
          <AlertDialog.Title className="text-lg font-bold tracking-tight">{sample ? 'Start the sample game?' : 'Start a new game?'}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
            {sample ? 'The sample game' : 'A new game'} plays in slot 1 and replaces the game saved there: its federation, its funds and every week played. Save your game to slot 2 first if you want to come back to it.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('ghost', 'md')}>Cancel</AlertDialog.Cancel>
            <button type="button" className={buttonClass('secondary', 'md')} onClick={onSaveFirst} data-testid="save-before-new-game">
              Save first
            </button>
            <AlertDialog.Action className={buttonClass('danger', 'md')} onClick={onConfirm} data-testid="confirm-new-game">
              {sample ? 'Start Sample Game' : 'Start New Game'}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
