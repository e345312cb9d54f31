// A room's pieces for one world in the benches (commandCost.ts, heavyCycle.ts): its synced state projected
// whole, the patch encoder with the one client's view after its join, a user of its own and its game's
// place in the command log.
import type { GameJournal, GamePosition } from '#server/persistence/gameJournal.ts';
import { projectWorld } from '#server/rooms/projectWorld.ts';
import type { SqliteStorage } from '#server/storage/sqlite/SqliteStorage.ts';
import { GameState } from '#shared/schema/GameState.ts';
import { seatFederationId, type World } from '#shared/sim/world.ts';
import { clientEncoder, joinBytes, type ClientEncoder } from './clientBytes.ts';

export interface OpenedRoom {
  state: GameState;
  client: ClientEncoder;
  userId: string;
  position: GamePosition;
}

export async function openBenchRoom(userId: string, world: World, storage: SqliteStorage, journal: GameJournal): Promise<OpenedRoom> {
  const state = new GameState();
  projectWorld(world, seatFederationId(world), state);
  const client = clientEncoder(state, seatFederationId(world));
  joinBytes(client);
  client.encoder.discardChanges();
  await storage.createUser({ id: userId, email: `${userId}@example.com`, passwordHash: null, emailConfirmedAt: null, googleId: null });
  return { state, client, userId, position: await journal.start(userId, 1, world) };
}
