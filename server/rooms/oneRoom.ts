// One game, one room. Two rooms on one game each save over the other (advances are lost),
// so every way of asking for a game leads to the one room that holds it, in one process or many:
// - its room id is derived from the game (today: its owner), so two creations of the same game, however
//   concurrent and in whichever processes, carry the same id. Colyseus records a new room with the
//   driver's atomic insert and, when the id is taken, discards the newcomer and seats the caller in the
//   room already recorded (MatchMaker.recordRoom). The local driver has that insert; RedisDriver 0.18
//   lacks it, so server/scaleOut.ts adds it (HSETNX).
// - `create` and `join` of a game are answered as joinOrCreate (roomAccess.ts guardMatchmaking): the
//   existing room is found first and concurrent first visits queue on the matchmaker's per-owner lock,
//   so a duplicate is rarely even built. A discarded duplicate gets onDispose without ever having had a
//   client or a command: a room must not write anything on dispose when its world did not change.
import type { Room } from '@colyseus/core';
import { createHash } from 'node:crypto';
import { GAME_ROOM } from '#shared/protocol/commands.ts';

/** Characters of the room id: 22 base64url characters are 132 bits of the hash. */
const ROOM_ID_LENGTH = 22;

/** The one room id of a player's game. A hash, so the id does not show the account id. */
export function gameRoomIdOf(ownerId: string): string {
  return createHash('sha256').update(`game-room:${ownerId}`).digest('base64url').slice(0, ROOM_ID_LENGTH);
}

/** Matchmaking methods that may reach a game's room; for the game room all mean joinOrCreate. */
const SAME_GAME_METHODS = new Set(['create', 'join', 'joinOrCreate']);

/** The matchmaking method to run for a request: `create` or `join` of the game room becomes joinOrCreate. */
export function matchmakingMethodFor(method: string, roomName: string): string {
  return roomName === GAME_ROOM && SAME_GAME_METHODS.has(method) ? 'joinOrCreate' : method;
}

interface GameRoomShape extends Room {
  onCreate(options: { ownerId: string }): void | Promise<unknown>;
}

/** The game room class whose rooms carry their game's id (set in onCreate, the one moment Colyseus allows it). */
// A TypeScript mixin's base must take `...args: any[]`.
export function oneRoomPerGame<T extends new (...args: any[]) => GameRoomShape>(Base: T): T {
  return class OneRoomPerGame extends Base {
    override onCreate(options: { ownerId: string }) {
      this.roomId = gameRoomIdOf(options.ownerId);
      return super.onCreate(options);
    }
  };
}
