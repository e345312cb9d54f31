// A new game's world, and which slot a player's game plays in.
import { randomInt } from 'node:crypto';
import { SAVE_SLOTS, type SaveSlot } from '#shared/protocol/commands.ts';
import { type World } from '#shared/sim/world.ts';
import { createWorld } from '#shared/sim/createWorld.ts';
import { createSampleWorld } from '#shared/sim/sample/sampleWorld.ts';
import type { Config } from '../config.ts';

/** A new game (and a player who never loaded or saved) plays in slot 1. */
export const NEW_GAME_SLOT: SaveSlot = 1;

/** The stored autosave slot, or slot 1 when none is stored (or it is not a slot any more). */
export function autosaveSlotOf(stored: number | null): SaveSlot {
  return (SAVE_SLOTS as readonly number[]).includes(stored ?? 0) ? (stored as SaveSlot) : NEW_GAME_SLOT;
}

/**
 * A new world with a random seed (NEW_GAME_SEED's in tests), the sample game's when asked: the one place the server picks a seed. It holds
 * the computer-run federations unless the server was started without them to measure the lone world
 * (NEW_GAME_RIVALS=off).
 */
export function freshWorld(config: Pick<Config, 'newGameRivals' | 'newGameSeed'>, { sample = false }: { sample?: boolean } = {}): World {
  const seed = config.newGameSeed ?? randomInt(2 ** 32);
  const options = { aiFederations: config.newGameRivals };
  // The sample game opens founded: its welcome message is dated now.
  return sample ? createSampleWorld(seed, Date.now(), options) : createWorld(seed, options);
}
