// Two real server processes sharing Redis (Debian's redis-server, started here on a free port): a player
// who joins through the second process reaches the room the first one holds, sees its world and plays on
// it; a create through either process never opens a second room on the game.
import { Client, type Room } from '@colyseus/sdk';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_ROOM, MAX_GAME_CONNECTIONS_PER_ACCOUNT, SESSION_ENDED_CLOSE_CODE } from '#shared/protocol/commands.ts';
import { GameState } from '#shared/schema/GameState.ts';
import { REDIS_SERVER } from '#scripts/support/ensureRedis.ts';
import { AtomicRedisDriver, ROOM_LISTINGS_KEY } from './scaleOut.ts';
import { own } from './test/roomHelpers.ts';

const PORT_A = 2626;
const PORT_B = 2627;
const A = `http://localhost:${PORT_A}`;
const B = `http://localhost:${PORT_B}`;

type GameRoom = Room<any, GameState>;
const children: ChildProcess[] = [];
let redis: Redis;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function until<T>(check: () => Promise<T | undefined> | T | undefined, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${what}: not in time`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function startServer(port: number, dataDir: string, redisUrl: string): Promise<unknown> {
  const proc = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: '',
      PUBLIC_ADDRESS: `localhost:${port}`,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RESEND_API_KEY: '',
      MONGODB_URI: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(proc);
  return until(async () => (await fetch(`http://localhost:${port}/api/health`)).ok, `server on ${port}`);
}

async function signedInCookie(email: string): Promise<string> {
  await fetch(`${A}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'secret1' }) });
  const mailbox = (await (await fetch(`${A}/api/dev/mailbox`)).json()) as { emails: Array<{ to: string; links: string[] }> };
  // The confirm page's button: a same-origin POST of the link's token and the password chosen at sign-up.
  const token = new URL(mailbox.emails.find((e) => e.to === email)!.links[0]!).searchParams.get('token');
  const confirm = await fetch(`${A}/api/auth/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: A },
    body: JSON.stringify({ token, password: 'secret1' }),
  });
  return confirm.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** A browser tab talking to one process (as a load balancer might send it there). */
const tab = (base: string, cookie: string) => new Client(base, { headers: { cookie } });

async function synced(room: Promise<Room<any, GameState>>): Promise<GameRoom> {
  const joined = (await room) as GameRoom;
  await until(() => own(joined).federation?.id === 'player', 'first patch', 5000);
  return joined;
}

/** The room listings in Redis, as every process sees them. */
async function gameListings(): Promise<Array<{ roomId: string; processId: string; publicAddress?: string }>> {
  const all = Object.values(await redis.hgetall(ROOM_LISTINGS_KEY)).map((raw) => JSON.parse(raw) as { name: string; roomId: string; processId: string });
  return all.filter((listing) => listing.name === GAME_ROOM);
}

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mem-scale-out-'));
  const redisPort = await freePort();
  const redisServer = spawn(REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  children.push(redisServer);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  await until(async () => (await redis.ping()) === 'PONG', 'redis-server', 10_000);
  // One data folder for both: a test's stand-in for the MongoDB that several processes share in production.
  await startServer(PORT_A, dir, redisUrl);
  await startServer(PORT_B, dir, redisUrl);
}, 40_000);

afterAll(async () => {
  redis?.disconnect();
  for (const child of children.reverse()) {
    child.kill('SIGKILL');
  }
});

describe('two processes sharing Redis', () => {
  it('seats a player who comes through one process in the room the other holds, with its world', async () => {
    const cookie = await signedInCookie('two-processes@example.com');
    const first = await synced(tab(A, cookie).joinOrCreate(GAME_ROOM, {}, GameState));
    await first.request('createFederation', { name: 'Shared Over Redis', logo: '' });
    await first.request('advanceWeek', {});
    // Colyseus creates a room on the process with the fewest rooms: find which one holds it.
    const [listing] = await gameListings();
    expect(listing?.roomId).toBe(first.roomId);
    expect([`localhost:${PORT_A}`, `localhost:${PORT_B}`]).toContain(listing!.publicAddress);
    const other = listing!.publicAddress === `localhost:${PORT_A}` ? B : A;

    const throughOther = await synced(tab(other, cookie).joinOrCreate(GAME_ROOM, {}, GameState));
    expect(throughOther.roomId).toBe(first.roomId);
    expect(own(throughOther).federation.name).toBe('Shared Over Redis');
    expect(throughOther.state.calendar.week).toBe(2);

    // A create through the other process reaches the same room, and a week advanced there shows everywhere.
    const createdThroughOther = await synced(tab(other, cookie).create(GAME_ROOM, {}, GameState));
    expect(createdThroughOther.roomId).toBe(first.roomId);
    await createdThroughOther.request('advanceWeek', {});
    await until(() => first.state.calendar.week === 3 && throughOther.state.calendar.week === 3, 'week 3 everywhere', 5000);
    expect((await gameListings()).map(({ roomId, processId }) => ({ roomId, processId }))).toEqual([{ roomId: listing!.roomId, processId: listing!.processId }]);
    await Promise.all([first, throughOther, createdThroughOther].map((room) => room.leave()));
  });

  it('opens one room when creations of one game race through both processes', async () => {
    const cookie = await signedInCookie('racing-processes@example.com');
    const before = (await gameListings()).length;
    // As many tabs as an account may open (the connection cap): every one of them is admitted.
    const rooms = await Promise.all(
      Array.from({ length: MAX_GAME_CONNECTIONS_PER_ACCOUNT }, (_, i) => synced((i % 2 === 0 ? tab(A, cookie) : tab(B, cookie)).create(GAME_ROOM, {}, GameState))),
    );
    expect(new Set(rooms.map((room) => room.roomId)).size).toBe(1);
    expect(await gameListings()).toHaveLength(before + 1);
    await rooms[3]!.request('createFederation', { name: 'Raced Federation', logo: '' });
    await until(() => rooms.every((room) => own(room).federation.name === 'Raced Federation'), 'the change in every tab', 5000);
    await Promise.all(rooms.map((room) => room.leave()));
  });

  it("admits the owner through either process (joinById, reconnect), refuses anyone else, and ends the game's connections on sign-out everywhere from either", async () => {
    const cookie = await signedInCookie('either-door@example.com');
    const stranger = await signedInCookie('stranger@example.com');
    const first = await synced(tab(A, cookie).joinOrCreate(GAME_ROOM, {}, GameState));
    const holder = (await gameListings()).find((listing) => listing.roomId === first.roomId)!;
    const other = holder.publicAddress === `localhost:${PORT_A}` ? B : A;

    const byId = await synced(tab(other, cookie).joinById(first.roomId, {}, GameState));
    expect(byId.roomId).toBe(first.roomId);
    await expect(tab(other, stranger).joinById(first.roomId, {}, GameState)).rejects.toMatchObject({ code: 403, message: 'This is not your game' });

    const token = byId.reconnectionToken;
    byId.reconnection.enabled = false;
    byId.connection.close(3001, 'network dropped');
    await new Promise((r) => setTimeout(r, 100));
    await expect(tab(other, stranger).reconnect(token, GameState)).rejects.toMatchObject({ code: 403 });
    const back = await synced(tab(other, cookie).reconnect(token, GameState));
    expect(back.roomId).toBe(first.roomId);

    const closes: number[] = [];
    first.onLeave((code) => closes.push(code));
    back.onLeave((code) => closes.push(code));
    expect((await fetch(`${other}/api/auth/signout-everywhere`, { method: 'POST', headers: { cookie } })).status).toBeLessThan(300);
    await until(() => closes.length === 2, 'both connections closed', 5000);
    expect(closes).toEqual([SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE]);
  });

  it('records a room id once: a second listing with the same id is refused, the first kept', async () => {
    const client = redis.duplicate();
    const driver = new AtomicRedisDriver(client);
    const listing = (processId: string) => ({ name: 'insert-check', roomId: 'same-id', processId, clients: 0, maxClients: 1, locked: false, private: false });
    try {
      const inserted = await Promise.all([driver.insert(listing('first')), driver.insert(listing('second'))]);
      expect(inserted).toEqual([true, false]);
      expect(await driver.findOne({ roomId: 'same-id' })).toMatchObject({ processId: 'first' });
      await driver.remove('same-id');
    } finally {
      client.disconnect();
    }
  });

  it('refuses to start when Redis cannot be reached, saying so in one sentence', async () => {
    const closedPort = await freePort();
    const proc = spawnSync(process.execPath, ['server/index.ts'], {
      env: { ...process.env, NODE_ENV: 'development', PORT: String(PORT_B + 1), REDIS_URL: `redis://:hunter2@127.0.0.1:${closedPort}`, DATA_DIR: mkdtempSync(join(tmpdir(), 'mem-no-redis-')), LOG_LEVEL: 'silent', MONGODB_URI: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(proc.status).toBe(1);
    expect(proc.stderr).toContain(`Redis at redis://:***@127.0.0.1:${closedPort} could not be reached`);
    expect(proc.stderr).not.toContain('hunter2');
  });
});
