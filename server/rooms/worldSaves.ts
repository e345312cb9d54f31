// Turns a world into a save row and back, and says which slot a player's game autosaves to.
import { randomInt } from 'node:crypto';
import { SAVE_SLOTS, type SaveSlot } from '../../shared/protocol/commands.ts';
import { createWorld, playerFederation, WORLD_VERSION, type World } from '../../shared/sim/world.ts';
import { migrateWorld } from '../../shared/sim/migrations.ts';
import type { GameSave } from '../storage/port.ts';

/** A new game (and a player who never loaded or saved) plays in slot 1. */
export const NEW_GAME_SLOT: SaveSlot = 1;

/** The stored autosave slot, or slot 1 when none is stored (or it is not a slot any more). */
export function autosaveSlotOf(stored: number | null): SaveSlot {
  return (SAVE_SLOTS as readonly number[]).includes(stored ?? 0) ? (stored as SaveSlot) : NEW_GAME_SLOT;
}

/** A new world with a random seed: the one place the server picks a seed. */
export function freshWorld(): World {
  return createWorld(randomInt(2 ** 32));
}

export function worldToSave(userId: string, slotNumber: number, world: World, savedAt = new Date()): GameSave {
  const federation = playerFederation(world);
  return {
    userId,
    slotNumber,
    federationName: federation.name,
    federationLogo: federation.logo,
    currentWeek: world.calendar.week,
    currentMonth: world.calendar.month,
    currentYear: world.calendar.year,
    funds: Math.floor(federation.funds),
    gameData: JSON.stringify(world),
    version: WORLD_VERSION,
    savedAt,
  };
}

export function saveToWorld(save: GameSave): World {
  return migrateWorld({ ...(JSON.parse(save.gameData) as object), version: save.version });
}
