// What picking or deleting a slot does, with the spec's toasts (error catalogue: save, load, delete).
import { toast } from 'sonner';
import { isUnreadableSaveMessage } from '#shared/protocol/saves.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { gameApi, type SlotNumber } from '#client/net/gameApi.ts';

export async function saveToSlot(slot: SlotNumber): Promise<boolean> {
  const result = await requestCommand('saveGame', { slot });
  if (result.ok) toast.success('Game Saved', { description: `Game saved to slot ${slot}` });
  else toast.error('Save Error', { description: 'Failed to save game to server' });
  return result.ok;
}

export async function loadFromSlot(slot: SlotNumber): Promise<boolean> {
  const result = await requestCommand('loadGame', { slot });
  if (!result.ok) {
    // An unreadable save is told with its error id (the save-problem dialog then offers the choices).
    const unreadable = result.rejected && isUnreadableSaveMessage(result.message);
    toast.error('Load Error', { description: unreadable ? result.message : 'Failed to load game from server' });
  }
  return result.ok;
}

export async function deleteSlot(slot: SlotNumber): Promise<boolean> {
  const result = await gameApi.deleteSave(slot);
  if (result.ok) toast.success('Save Deleted', { description: `Slot ${slot} has been deleted` });
  else toast.error('Delete Error', { description: 'Failed to delete save' });
  return result.ok;
}
