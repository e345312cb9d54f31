// Whole saves (the world's JSON text) as snapshots: the old getSave/putSave API over the new layout, and
// the migration of saves written before snapshots existed. Shared by both adapters so they agree exactly.
import { randomUUID } from 'node:crypto';
import { gunzipText, gzipText } from '../persistence/compression.ts';
import type { GameSave, GameSnapshot } from './port.ts';

/** A new game id (a new game, or a save written into another slot). */
export function newGameId(): string {
  return randomUUID();
}

export function snapshotFromSave(save: GameSave, gameId: string, seq: number): GameSnapshot {
  const { gameData, ...rest } = save;
  return { ...rest, gameId, seq, data: gzipText(gameData) };
}

export function saveFromSnapshot(snapshot: GameSnapshot): GameSave {
  const { gameId: _gameId, seq: _seq, data, ...rest } = snapshot;
  return { ...rest, gameData: gunzipText(data) };
}
