// The dialog's body: the two slots, loaded when the dialog opens, and what picking or deleting does.
import type { SlotNumber } from '#client/net/gameApi.ts';
import { Button } from '../Button.tsx';
import { ConnectingState } from '../ConnectingState.tsx';
import { Notice } from '../Notice.tsx';
import { useState } from 'react';
import { DeleteSaveDialog } from './DeleteSaveDialog.tsx';
import { SaveSlotCard, type SaveDialogMode } from './SaveSlotCard.tsx';
import { deleteSlot, loadFromSlot, saveToSlot } from './slotActions.ts';
import { useSaveSlots } from './useSaveSlots.ts';

export interface SaveSlotListProps {
  mode: SaveDialogMode;
  busySlot: SlotNumber | null;
  setBusySlot: (slot: SlotNumber | null) => void;
  /** After a successful save or load. */
  onDone: (slot: SlotNumber) => void;
}

export function SaveSlotList({ mode, busySlot, setBusySlot, onDone }: SaveSlotListProps) {
  const { state, reload } = useSaveSlots();
  const [confirmDelete, setConfirmDelete] = useState<SlotNumber | null>(null);

  async function pick(slot: SlotNumber) {
    setBusySlot(slot);
    const ok = mode === 'save' ? await saveToSlot(slot) : await loadFromSlot(slot);
    setBusySlot(null);
    if (ok) onDone(slot);
  }

  async function remove(slot: SlotNumber) {
    setConfirmDelete(null);
    setBusySlot(slot);
    await deleteSlot(slot);
    await reload();
    setBusySlot(null);
  }

  if (state.status === 'loading') return <ConnectingState compact label="Loading your save slots..." />;
  if (state.status === 'error') {
    return (
      <Notice
        tone="danger"
        title="Could not load your save slots"
        actions={
          <Button size="sm" variant="secondary" onClick={() => void reload()}>
            Try again
          </Button>
        }
      >
        {state.message}
      </Notice>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-ink-muted" data-testid="autosave-slot-note">
        Autosaving to <span className="font-semibold text-ink">slot {state.autosaveSlot}</span>: the game you are playing is written there after every change.
      </p>
      <ul className="flex flex-col gap-3" aria-label="Save slots">
        {state.slots.map((slot) => (
          <SaveSlotCard
            key={slot.slotNumber}
            slot={slot}
            autosave={slot.slotNumber === state.autosaveSlot}
            mode={mode}
            busy={busySlot === slot.slotNumber}
            disabled={busySlot !== null}
            onPick={() => void pick(slot.slotNumber)}
            onDelete={() => setConfirmDelete(slot.slotNumber)}
          />
        ))}
      </ul>
      <DeleteSaveDialog slot={confirmDelete} onCancel={() => setConfirmDelete(null)} onConfirm={(slot) => void remove(slot as SlotNumber)} />
    </>
  );
}
