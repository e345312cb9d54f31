// What every game room of this process shares: the app's context, the grace period, the players closed
// for flooding, each account's open connections, and the server's answers to a command's precheck. And
// the matchmaking door (admit), which reads them before a room is picked.
import { ServerError, type AuthContext } from '@colyseus/core';
import { TOO_MANY_CONNECTIONS } from '#shared/protocol/commands.ts';
import type { CommandHost } from '#shared/sim/commands/command.ts';
import { isAvailableLogo } from '../assets/logos.ts';
import type { AppContext } from '../context.ts';
import { AccountConnections } from './connectionCap.ts';
import { FLOOD_REJOIN_REFUSAL } from './messageLimit.ts';
import { authFromHeaders, NOT_SIGNED_IN, type PlayerAuth } from './roomAccess.ts';

/** The answer to matchmaking options that are not a JSON object (a text body, null, a list). */
export const BAD_ROOM_OPTIONS = 'Those game options could not be read.';
const BAD_REQUEST = 400;
const UNAUTHORIZED = 401;
export const TOO_MANY_REQUESTS = 429;

export interface RoomServices {
  ctx: AppContext;
  /** How long a dropped player may reconnect, and how long a room waits after its player left, in ms. */
  graceMs: number;
  /** Players closed for flooding, and when they may open their game again (epoch ms; this process). */
  floodCooldowns: Map<string, number>;
  /** Every account's open game connections on this process, capped (connectionCap.ts). */
  connections: AccountConnections;
  /** What a table entry's precheck may ask of the server. */
  host: CommandHost;
}

export function createRoomServices(ctx: AppContext, graceMs: number): RoomServices {
  return {
    ctx,
    graceMs,
    floodCooldowns: new Map(),
    connections: new AccountConnections(),
    host: { isAvailableLogo: (logo) => isAvailableLogo(ctx.config.logoDir, logo) },
  };
}

/**
 * Runs before matchmaking, from the session cookie of the HTTP request. It overwrites any ownerId the
 * client sent, so each player lands in their own room (filterBy ownerId).
 */
export async function admit(services: RoomServices, options: Record<string, unknown>, context: AuthContext): Promise<PlayerAuth> {
  const auth = await authFromHeaders(services.ctx, context.headers);
  if (!auth) throw new ServerError(UNAUTHORIZED, NOT_SIGNED_IN);
  const cooldown = services.floodCooldowns.get(auth.userId);
  if (cooldown !== undefined && cooldown > Date.now()) throw new ServerError(TOO_MANY_REQUESTS, FLOOD_REJOIN_REFUSAL);
  services.floodCooldowns.delete(auth.userId);
  // Refused here, a connection over the cap costs no seat; the join checks again (concurrent joins).
  if (!services.connections.hasRoom(auth.userId)) throw new ServerError(TOO_MANY_REQUESTS, TOO_MANY_CONNECTIONS);
  // A text/plain body arrives as a string: refuse it rather than fail setting ownerId on it.
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new ServerError(BAD_REQUEST, BAD_ROOM_OPTIONS);
  options.ownerId = auth.userId;
  return auth;
}
