// Scale-out on Colyseus's own engine: with REDIS_URL, every process shares its room listings
// (@colyseus/redis-driver) and its pub/sub (@colyseus/redis-presence), so any process answers
// matchmaking, creates rooms where there is room, and seats a player in a room another process holds;
// the player's websocket then goes to that process (its PUBLIC_ADDRESS in the seat reservation).
// Without REDIS_URL: one process, Colyseus's in-memory driver and presence, as before.
import type { IRoomCache, MatchMakerDriver, Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { Redis } from 'ioredis';

/** The hash in which @colyseus/redis-driver keeps room listings (its ROOMCACHES_KEY). */
export const ROOM_LISTINGS_KEY = 'roomcaches';
/** How long a process waits for Redis at start before it gives up, in ms. */
export const REDIS_CONNECT_TIMEOUT_MS = 5_000;

/**
 * RedisDriver with the atomic `insert` the matchmaker uses to settle which process owns a room id
 * (HSETNX). @colyseus/redis-driver 0.18 lacks it; the matchmaker then records with `persist`, where
 * the second of two rooms created with one id (rooms/oneRoom.ts) silently overwrites the first.
 */
export class AtomicRedisDriver extends RedisDriver implements MatchMakerDriver {
  readonly #client: Redis;

  constructor(client: Redis) {
    super(client);
    this.#client = client;
  }

  async insert(room: IRoomCache): Promise<boolean> {
    if (!room.roomId) return false;
    return (await this.#client.hsetnx(ROOM_LISTINGS_KEY, room.roomId, JSON.stringify(room))) === 1;
  }
}

/** A Redis URL fit for logs and error messages: the password replaced. */
export function redactedRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/** Colyseus's driver and presence on Redis; fails with a clear sentence when Redis cannot be reached. */
export async function redisMatchmaking(url: string): Promise<{ driver: AtomicRedisDriver; presence: Presence }> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: REDIS_CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 3 });
  // ioredis would otherwise also print every failed attempt as an unhandled 'error' event.
  const onError = () => undefined;
  client.on('error', onError);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new Error(`Redis at ${redactedRedisUrl(url)} could not be reached (${error instanceof Error ? error.message : String(error)}); check REDIS_URL`, {
      cause: error,
    });
  }
  return { driver: new AtomicRedisDriver(client), presence: new RedisPresence(url) };
}
