// Helpers for tests that drive the real game room through the Colyseus client: wait for the synced
// state, read a refusal's sentence, snapshot the state, and join a room with a founded federation.
import { Client, type Room } from '@colyseus/sdk';
import { FederationPrivateState, GameState, WrestlerState } from '#shared/schema/GameState.ts';
import type { World } from '#shared/sim/world.ts';
import { GameJournal } from '../persistence/gameJournal.ts';
import { TOO_MANY_COMMANDS } from '../rooms/messageLimit.ts';
import type { SaveSummary, Storage } from '../storage/port.ts';
import { BASE_URL, playerBrowser, type Browser, type TestApp } from './harness.ts';

/** Waits until `check` holds (polled every 20 ms), or fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met in time');
}

/** The rejection reason of a refused request. */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return ((error as { reason?: { message?: string } }).reason?.message ?? String(error)) as string;
  }
  throw new Error('the command was accepted');
}

/** What a client holds before its federation's private part arrives: the schema's defaults, never written. */
const NO_PRIVATE_PART = new FederationPrivateState();

/**
 * The private part of the synced state this client decoded: its own federation's (the room sends a
 * client no other, docs/protocol.md "Public and private"), or the schema's defaults before it arrives.
 */
export function own(room: Room<any, GameState>): FederationPrivateState {
  const parts = [...room.state.privates.values()];
  if (parts.length > 1) throw new Error(`the client decoded ${parts.length} federations' private parts`);
  return parts[0] ?? NO_PRIVATE_PART;
}

/** The world the server's room holds for this client's game (to compare what a client is told with the truth). */
export function serverWorld(app: TestApp, room: Room<any, GameState>): World {
  return (app.colyseus.getRoomById(room.roomId) as unknown as { world: World }).world;
}

/** A snapshot of the synced state, to prove a refusal changed nothing. */
export const snapshot = (room: Room<any, GameState>) => JSON.stringify(room.state.toJSON());

let players = 0;
/** This week's market offers in drawn order (the synced market is keyed by slot: "0", "1"...). */
export function marketOffers(room: Room<any, GameState>): WrestlerState[] {
  return [...own(room).market.values()].sort((a, b) => a.marketOrder - b.marketOrder);
}

/** The wrestler ids on this week's market, in drawn order. */
export function marketIds(room: Room<any, GameState>): string[] {
  return marketOffers(room).map((w) => w.id);
}

/** A new player's room with a federation founded and its weekly market synced. */
export async function foundedRoom(app: TestApp, label: string, federationName: string): Promise<Room<any, GameState>> {
  players += 1;
  const browser = await playerBrowser(app, `${label}-${players}@example.com`);
  const room = await new Client(BASE_URL, { headers: { cookie: browser.cookieHeader() } }).joinOrCreate('game', {}, GameState);
  await room.request('createFederation', { name: federationName, logo: '' });
  await until(() => own(room).market.size === 10);
  return room;
}

/** A slot's game as storage holds it: the slot list's summary and the world its snapshot and log rebuild. Null when empty. */
export async function savedGame(storage: Storage, userId: string, slot: number): Promise<(SaveSummary & { world: World }) | null> {
  const summary = (await storage.listSaves(userId)).find((s) => s.slotNumber === slot);
  const opened = await new GameJournal(storage).open(userId, slot);
  return summary && opened ? { ...summary, world: opened.world } : null;
}

/**
 * A request that waits and tries again while the connection's command limit refuses it (messageLimit.ts):
 * for test set-ups that send commands back to back, faster than any player.
 */
export async function paced<T>(send: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await send();
    } catch (error) {
      if ((error as { reason?: { message?: string } }).reason?.message !== TOO_MANY_COMMANDS) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** A signed-in browser's game room, once its first state (the federation id) has arrived. */
export async function joinGame(browser: Browser): Promise<Room<any, GameState>> {
  const room = await new Client(BASE_URL, { headers: { cookie: browser.cookieHeader() } }).joinOrCreate('game', {}, GameState);
  // The schema's defaults are there before the first patch; the federation id arrives with it.
  await until(() => own(room).federation?.id === 'player');
  return room;
}

/** Leaves the room and waits until the server disposed of it (its grace period over, its snapshot written). */
export async function closeRoom(app: TestApp, room: Room<any, GameState>): Promise<void> {
  const roomId = room.roomId;
  await room.leave();
  await until(() => {
    try {
      return !app.colyseus.getRoomById(roomId);
    } catch {
      return true;
    }
  });
}
