// The save-slot dialog (spec app-shell §2): two slots. Save mode writes the running game to the
// picked slot (overwriting it); load mode loads the picked slot and refuses empty ones. Each
// occupied slot can be deleted after a confirmation.
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useState } from 'react';
import type { SlotNumber } from '#client/net/gameApi.ts';
import type { SaveDialogMode } from './SaveSlotCard.tsx';
import { SaveSlotList } from './SaveSlotList.tsx';

export interface SaveSlotDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: SaveDialogMode;
  /** After a slot was loaded (the caller goes to /dashboard). */
  onLoaded?: (slot: SlotNumber) => void;
}

const copy: Record<SaveDialogMode, { title: string; description: string }> = {
  save: {
    title: 'Save Game',
    description: 'Pick a slot to save your federation. Saving to a used slot overwrites it, and the game then autosaves to the slot you picked.',
  },
  load: {
    title: 'Load Game',
    description: 'Pick a saved game to continue. Your current progress is replaced by the save, and the game then autosaves to the slot you loaded.',
  },
};

export function SaveSlotDialog({ open, onOpenChange, mode, onLoaded }: SaveSlotDialogProps) {
  const [busySlot, setBusySlot] = useState<SlotNumber | null>(null);

  function done(slot: SlotNumber) {
    onOpenChange(false);
    if (mode === 'load') onLoaded?.(slot);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => busySlot === null && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-card border border-line bg-surface shadow-card outline-none animate-slide-up"
          data-testid="save-slot-dialog"
          data-mode={mode}
        >
          <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="text-lg font-bold tracking-tight">{copy[mode].title}</Dialog.Title>
              <Dialog.Description className="text-sm text-ink-muted">{copy[mode].description}</Dialog.Description>
            </div>
            <Dialog.Close className="grid size-9 shrink-0 place-items-center rounded-lg text-ink-muted hover:bg-raised hover:text-ink" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-5 sm:px-6">
            <SaveSlotList mode={mode} busySlot={busySlot} setBusySlot={setBusySlot} onDone={done} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
