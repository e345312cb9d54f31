// Who may enter a room. A room's state is private to its members: today a game room's only member is
// its owner; a later shared world lists several players. The rule lives in the room (isMember); this
// file enforces it at the two doors a client can knock on, both before any state is sent:
// - matchmaking requests that name a room (joinById, reconnect): refused with 403, so a stolen room id
//   or reconnection token neither reserves a seat nor kicks the owner's connection;
// - the websocket upgrade of every room connection (fresh joins, joinById, automatic reconnection):
//   refused with 403 before the handshake.
// joinOrCreate never names a room: the server picks the caller's own room from the session (onAuth);
// create and join of a game are answered as joinOrCreate, so they too reach that one room (oneRoom.ts).
import { matchMaker, ServerError, type AuthContext, type BeforeUpgradeHandler, type Presence } from '@colyseus/core';
import { parseCookies, SESSION_COOKIE } from '../auth/cookies.ts';
import { GAME_ROOM, SESSION_ENDED_CLOSE_CODE } from '#shared/protocol/commands.ts';
import type { AppContext } from '../context.ts';
import { matchmakingMethodFor } from './oneRoom.ts';

/** A room that knows its members. */
export interface MemberRoom {
  isMember(userId: string): boolean;
}

export const NOT_SIGNED_IN = 'Sign in to play';
export const NOT_A_MEMBER = 'This is not your game';
const UNAUTHORIZED = 401;
const FORBIDDEN = 403;

/** Matchmaking methods whose second argument is a room id rather than a room name. */
const ROOM_ID_METHODS = new Set(['joinById', 'reconnect']);

/**
 * Who a connection is: the signed-in user and the sign-in session it came with. Not named `sessionId`:
 * Colyseus takes an auth result's `sessionId` as the client's room session id, and every tab of one
 * browser shares the sign-in session, so concurrent tabs would overwrite each other's seat.
 */
export interface PlayerAuth {
  userId: string;
  authSessionId: string;
}

/** The signed-in user and session of a request's session cookie, or null. */
export async function authFromHeaders(ctx: AppContext, headers: Headers | undefined): Promise<PlayerAuth | null> {
  const cookie = headers?.get('cookie') ?? undefined;
  const session = await ctx.sessions.validate(parseCookies(cookie)[SESSION_COOKIE]);
  return session ? { userId: session.user.id, authSessionId: session.sessionId } : null;
}

/** The signed-in user of a request's session cookie, or null. */
export async function userIdFromHeaders(ctx: AppContext, headers: Headers | undefined): Promise<string | null> {
  return (await authFromHeaders(ctx, headers))?.userId ?? null;
}

/** The presence channel on which processes tell each other to close a user's game connections. */
const END_CONNECTIONS_CHANNEL = 'mem:end-game-connections';

interface EndConnections {
  userId: string;
  keepSessionId: string | undefined;
  /** Set when one sign-in session ended (a plain sign-out): only its connections close. */
  onlySessionId?: string;
  /** The process that published it (it has already closed its own). */
  from: string;
}

/**
 * Closes the game connections of a user whose sessions ended (sign out everywhere, a password change),
 * except those opened with `keepSessionId` (the browser that changed the password keeps its game). A
 * closed connection cannot come back: reconnecting passes the websocket door with the ended session.
 * This process's rooms at once; the other processes' through the shared presence (Redis: see
 * listenForEndedConnections). With one process and no Redis, the publication reaches nobody.
 */
export async function endGameConnections(userId: string, keepSessionId?: string): Promise<void> {
  await endLocalGameConnections(userId, keepSessionId);
  const message: EndConnections = { userId, keepSessionId, from: matchMaker.processId };
  await matchMaker.presence.publish(END_CONNECTIONS_CHANNEL, message);
}

/**
 * Closes the game connections opened with one sign-in session (a plain sign-out): the tabs of the browser
 * that signed out leave their game at once, with SESSION_ENDED_CLOSE_CODE, and the account's other
 * devices play on. Every process, as endGameConnections.
 */
export async function endSessionGameConnections(userId: string, authSessionId: string): Promise<void> {
  await endLocalGameConnections(userId, undefined, authSessionId);
  const message: EndConnections = { userId, keepSessionId: undefined, onlySessionId: authSessionId, from: matchMaker.processId };
  await matchMaker.presence.publish(END_CONNECTIONS_CHANNEL, message);
}

/** Makes this process close its game connections when another process ends a user's sessions. */
export async function listenForEndedConnections(presence: Presence): Promise<void> {
  await presence.subscribe(END_CONNECTIONS_CHANNEL, (message: EndConnections) => {
    if (message.from !== matchMaker.processId) void endLocalGameConnections(message.userId, message.keepSessionId, message.onlySessionId);
  });
}

async function endLocalGameConnections(userId: string, keepSessionId: string | undefined, onlySessionId?: string): Promise<void> {
  for (const cached of await matchMaker.query({ name: GAME_ROOM, processId: matchMaker.processId })) {
    const room = matchMaker.getLocalRoomById(cached.roomId);
    if (!room || !(room as unknown as Partial<MemberRoom>).isMember?.(userId)) continue;
    for (const client of [...room.clients]) {
      const auth = client.auth as PlayerAuth | undefined;
      if (auth?.userId !== userId || auth.authSessionId === keepSessionId) continue;
      if (onlySessionId === undefined || auth.authSessionId === onlySessionId) client.leave(SESSION_ENDED_CLOSE_CODE);
    }
  }
}

/**
 * True when the room counts the user among its members: asked directly when this process holds it, or
 * through the shared presence (Redis) of the process that does. No room anywhere: false.
 */
export async function isRoomMember(roomId: string, userId: string): Promise<boolean> {
  const local = matchMaker.getLocalRoomById(roomId) as unknown as Partial<MemberRoom> | undefined;
  if (local) return typeof local.isMember === 'function' && local.isMember(userId);
  if (!(await matchMaker.getRoomById(roomId))) return false;
  try {
    return (await matchMaker.remoteRoomCall(roomId, 'isMember', [userId])) === true;
  } catch {
    return false;
  }
}

/** Throws the refusal for a caller who may not enter the room; resolves when they may. */
async function admit(ctx: AppContext, roomId: string, headers: Headers | undefined): Promise<void> {
  const userId = await userIdFromHeaders(ctx, headers);
  if (!userId) throw new ServerError(UNAUTHORIZED, NOT_SIGNED_IN);
  if (!(await isRoomMember(roomId, userId))) throw new ServerError(FORBIDDEN, NOT_A_MEMBER);
}

type InvokeMethod = typeof matchMaker.controller.invokeMethod;
let originalInvoke: InvokeMethod | undefined;

/** Guards matchmaking requests that name a room. The matchmaker is process-wide; the newest app's guard wins. */
export function guardMatchmaking(ctx: AppContext): void {
  originalInvoke ??= matchMaker.controller.invokeMethod.bind(matchMaker.controller);
  const invoke = originalInvoke;
  matchMaker.controller.invokeMethod = async (method: string, roomName: string, clientOptions?: matchMaker.ClientOptions, auth?: AuthContext) => {
    if (ROOM_ID_METHODS.has(method)) await admit(ctx, roomName, auth?.headers);
    return invoke(matchmakingMethodFor(method, roomName), roomName, clientOptions, auth);
  };
}

/** "/{processId}/{roomId}?sessionId=..." → roomId (the transport's own parsing). */
function roomIdOf(request: Request): string | null {
  return new URL(request.url).pathname.match(/\/[a-zA-Z0-9_-]+\/([a-zA-Z0-9_-]+)$/)?.[1] ?? null;
}

/** The websocket door: every connection to a room must come from one of its members. */
export function websocketGate(ctx: AppContext): BeforeUpgradeHandler {
  return async (request) => {
    const roomId = roomIdOf(request);
    // Not a room connection (the transport answers those itself).
    if (!roomId) return undefined;
    try {
      await admit(ctx, roomId, request.headers);
      return undefined;
    } catch (error) {
      const status = error instanceof ServerError ? error.code : FORBIDDEN;
      return new Response(error instanceof Error ? error.message : NOT_A_MEMBER, { status });
    }
  };
}

/**
 * Closes every game room the user is a member of, wherever it runs, and waits until each has closed (its
 * last snapshot written): deleting an account does this before it deletes the saves, so no room writes
 * its game back afterwards. Its players' connections close with SESSION_ENDED_CLOSE_CODE. Today a game
 * room has one member, its owner, so this is the owner's own room; a shared world would remove the member
 * instead of closing the room. A room that does not answer (its process is gone) is skipped.
 */
export async function closeGameRooms(userId: string): Promise<void> {
  for (const cached of await matchMaker.query({ name: GAME_ROOM })) {
    if (!(await isRoomMember(cached.roomId, userId))) continue;
    const local = matchMaker.getLocalRoomById(cached.roomId);
    try {
      if (local) await local.disconnect(SESSION_ENDED_CLOSE_CODE);
      else await matchMaker.remoteRoomCall(cached.roomId, 'disconnect', [SESSION_ENDED_CLOSE_CODE]);
    } catch {
      // Gone meanwhile, or still being created (its join was refused: the sessions were ended first).
    }
  }
}
