// Loads the player's two save slots (GET /api/saves) when the dialog body mounts (each time the dialog
// opens); reload() refreshes them.
import { useCallback, useEffect, useState } from 'react';
import { gameApi, SLOT_NUMBERS, type SaveSlot, type SlotNumber } from '#client/net/gameApi.ts';

export type SlotsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; slots: SaveSlot[]; autosaveSlot: SlotNumber };

/** Always two slots in order, whatever the server listed. */
function normalize(slots: SaveSlot[] | undefined): SaveSlot[] {
  return SLOT_NUMBERS.map((slotNumber) => slots?.find((slot) => slot.slotNumber === slotNumber) ?? { slotNumber, save: null });
}

async function fetchSlots(): Promise<SlotsState> {
  const result = await gameApi.saves();
  if (!result.ok) return { status: 'error', message: result.error };
  return { status: 'ready', slots: normalize(result.data?.slots), autosaveSlot: result.data?.autosaveSlot === 2 ? 2 : 1 };
}

export function useSaveSlots() {
  const [state, setState] = useState<SlotsState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    void fetchSlots().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);

  const reload = useCallback(async () => setState(await fetchSlots()), []);

  return { state, reload };
}
