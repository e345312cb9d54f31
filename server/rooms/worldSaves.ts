// Turns a world into a save row and back. Slot 1 is the autosave slot.
import { randomInt } from 'node:crypto';
import { createWorld, playerFederation, WORLD_VERSION, type World } from '../../shared/sim/world.ts';
import { migrateWorld } from '../../shared/sim/migrations.ts';
import type { GameSave } from '../storage/port.ts';

export const AUTOSAVE_SLOT = 1;

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
