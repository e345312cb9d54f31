// Confirms deleting a save (spec error catalogue: "Delete Save Game?").
import { AlertDialog } from 'radix-ui';
import { buttonClass } from '../buttonClass.ts';

export interface DeleteSaveDialogProps {
  /** The slot asked about, or null when closed. */
  slot: number | null;
  onCancel: () => void;
  onConfirm: (slot: number) => void;
}

export function DeleteSaveDialog({ slot, onCancel, onConfirm }: DeleteSaveDialogProps) {
  return (
    <AlertDialog.Root open={slot !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="animate-fade-in fixed inset-0 z-[60] bg-black/70" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card border border-line bg-surface p-6 shadow-card animate-slide-up"
          data-testid="delete-save-dialog"
        >
          <AlertDialog.Title className="text-lg font-bold tracking-tight">Delete Save Game?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
            Are you sure you want to delete the save in Slot {slot}? This action cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary', 'md')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('danger', 'md')} onClick={() => slot !== null && onConfirm(slot)} data-testid="confirm-delete-save">
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
