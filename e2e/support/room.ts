// Setting a test's game up through the room protocol, as the client's own buttons would send it: a new
// game, a federation, market signings, a slot saved or loaded. Tests that are not about those screens
// start from here instead of clicking through them (the screens themselves are played in their own tests);
// the page then opens the game it checks with a load of its own.
import { Client, type Room } from '@colyseus/sdk';
import type { Page } from 'playwright-core';
import { GAME_ROOM, type SaveSlot } from '#shared/protocol/commands.ts';
import { GameState } from '#shared/schema/GameState.ts';
import { lengthsFor } from '#shared/sim/roster/contractTerms.ts';

type GameRoom = Room<unknown, GameState>;

/** Polls `check` every 20 ms until it holds, or fails after `ms`. */
async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what}: not in time`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** This client's own federation's market, in drawn order (the order the Weekly Market tab lists it in). */
function marketIds(room: GameRoom): string[] {
  const parts = [...room.state.privates.values()];
  const market = parts[0] ? [...parts[0].market.values()] : [];
  return market.sort((a, b) => a.marketOrder - b.marketOrder || a.name.localeCompare(b.name)).map((w) => w.id);
}

/** Runs `act` in the game room of the account `page` is signed in to (a second connection beside the page's own), then leaves. */
export async function inRoom<T>(page: Page, serverUrl: string, act: (room: GameRoom) => Promise<T>): Promise<T> {
  const cookie = (await page.context().cookies(serverUrl)).map((c) => `${c.name}=${c.value}`).join('; ');
  const room = (await new Client(serverUrl, { headers: { cookie } }).joinOrCreate(GAME_ROOM, {}, GameState)) as GameRoom;
  try {
    return await act(room);
  } finally {
    await room.leave(true);
  }
}

/** Market signings as the sign dialog sends them by default (its defaultTerms: a permanent deal of the market's length); returns their ids. */
async function signMarket(room: GameRoom, count: number): Promise<string[]> {
  if (count === 0) return [];
  await until(() => marketIds(room).length >= count, 'the market');
  const ids = marketIds(room).slice(0, count);
  for (const wrestlerId of ids) await room.request('signWrestler', { wrestlerId, source: 'market', contractType: 'permanent', weeks: lengthsFor('market')[0]! });
  return ids;
}

/**
 * A new game (replacing any running one, in the server's seeded world) with the federation `name` and the
 * first `signings` market wrestlers signed; the page then opens `path` with a full load. Returns the ids signed.
 */
export async function newGameByRoom(page: Page, serverUrl: string, name: string, signings: number, path = '/dashboard'): Promise<string[]> {
  // The page leaves the game first: it opens the new one fresh below.
  await page.goto('about:blank');
  const signed = await inRoom(page, serverUrl, async (room) => {
    await room.request('newGame', {});
    await room.request('createFederation', { name, logo: '' });
    return signMarket(room, signings);
  });
  await page.goto(`${serverUrl}${path}`);
  await page.getByTestId('federation-name').filter({ hasText: name }).waitFor();
  return signed;
}

/** Signs the first `count` wrestlers of this week's market (no screen is about it); returns their ids. */
export function signByRoom(page: Page, serverUrl: string, count: number): Promise<string[]> {
  return inRoom(page, serverUrl, (room) => signMarket(room, count));
}

/** Advances `weeks` weeks (this week's unrun shows as the federation's setting says); the page sees it by its own sync. */
export async function advanceByRoom(page: Page, serverUrl: string, weeks: number): Promise<void> {
  await inRoom(page, serverUrl, async (room) => {
    for (let week = 0; week < weeks; week++) await room.request('advanceWeek', {});
  });
}

/** Saves the running game to `slot` (the game plays on in that slot). */
export async function saveByRoom(page: Page, serverUrl: string, slot: SaveSlot): Promise<void> {
  await inRoom(page, serverUrl, (room) => room.request('saveGame', { slot }));
}

/** A new game with no federation yet, its /setup form open (the game's first screen before it is founded). */
export async function openSetup(page: Page, serverUrl: string): Promise<void> {
  await page.goto('about:blank');
  await inRoom(page, serverUrl, (room) => room.request('newGame', {}));
  await page.goto(`${serverUrl}/setup`);
  await page.getByTestId('setup-form').waitFor();
}

/**
 * A fixture game kept in slot 2: built once by `build` (from a new game, the first time a test asks for it;
 * what it returns is handed to every test), then every test gets its own copy: slot 2 loaded and saved at
 * once to slot 1, where the test plays on, so slot 2 stays as built whatever a test does. The page then
 * opens `path` (or the path made from what was built) with a full load.
 */
export function slotFixture<T>(page: () => Page, serverUrl: () => string, build: () => Promise<T>): (path?: string | ((built: T) => string)) => Promise<T> {
  let built: Promise<T> | null = null;
  return async (path = '/dashboard') => {
    built ??= (async () => {
      const value = await build();
      await saveByRoom(page(), serverUrl(), 2);
      return value;
    })();
    const value = await built;
    await page().goto('about:blank');
    await inRoom(page(), serverUrl(), async (room) => {
      await room.request('loadGame', { slot: 2 });
      await room.request('saveGame', { slot: 1 });
    });
    await page().goto(`${serverUrl()}${typeof path === 'function' ? path(value) : path}`);
    return value;
  };
}
