// The game lifecycle through the room: setup, save and load, new game, messages, reconnection.
import { Client, type Room } from '@colyseus/sdk';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameState } from '#shared/schema/GameState.ts';
import { BASE_URL, signedInBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { closeRoom, joinGame, refusal, savedGame, until, own } from '../test/roomHelpers.ts';

const logoDir = mkdtempSync(join(tmpdir(), 'mem-logos-'));
writeFileSync(join(logoDir, 'iron-crown.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(logoDir, 'notes.txt'), 'not a logo');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOGO_DIR: logoDir }, { roomGraceMs: 400 });
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

type GameRoom = Room<any, GameState>;

describe('federation setup through the room', () => {
  it('refuses the week advance before setup, then creates the federation with a logo', async () => {
    const room = await joinGame(await signedInBrowser(app, 'setup@example.com'));
    expect(own(room).gameStarted).toBe(false);
    expect(await refusal(room.request('advanceWeek', {}))).toBe('Create your federation before advancing the week.');

    expect(await refusal(room.request('createFederation', { name: 'Bad <Name>', logo: '' }))).toBe('Federation name contains invalid characters');
    expect(await refusal(room.request('createFederation', { name: 'x'.repeat(51), logo: '' }))).toBe('Federation name must be 50 characters or less');
    expect(await refusal(room.request('createFederation', { name: 'Crown', logo: '/logos/missing.svg' }))).toBe(
      'That logo is not available. Pick another or use the default.',
    );
    expect(await refusal(room.request('createFederation', { name: 'Crown', logo: 'https://evil.example/x.png' }))).toBe(
      'Invalid createFederation command: Logo must be one of the available logos',
    );
    expect(own(room).gameStarted).toBe(false);

    const result = await room.request('createFederation', { name: 'Iron Crown Wrestling', logo: '/logos/iron-crown.svg' });
    expect(result).toEqual({ events: [{ kind: 'federationCreated', name: 'Iron Crown Wrestling' }] });
    await until(() => own(room).gameStarted);
    expect(own(room).federation.toJSON()).toMatchObject({ name: 'Iron Crown Wrestling', logo: '/logos/iron-crown.svg', funds: 50_000, popularity: 10 });
    expect(own(room).messages.map((m) => m.title)).toEqual(['Welcome to Iron Crown Wrestling!', 'TV offer: Local Community TV']);
    expect(own(room).messages.at(0)!.toJSON()).toMatchObject({ type: 'welcome', title: 'Welcome to Iron Crown Wrestling!', isRead: false });

    await room.request('markMessageRead', { id: own(room).messages.at(0)!.id });
    await until(() => own(room).messages.at(0)!.isRead);
    expect(await refusal(room.request('markMessageRead', { id: 'msg-404' }))).toBe('That message no longer exists.');
    await room.leave();
  });

  it('lists only image files as logos', async () => {
    const browser = await signedInBrowser(app, 'logos@example.com');
    const res = await browser.fetch('/api/logos');
    expect(await res.json()).toEqual({ logos: [{ name: 'Iron Crown', url: '/logos/iron-crown.svg' }] });
    const file = await fetch(`${BASE_URL}/logos/iron-crown.svg`);
    expect(file.status).toBe(200);
    expect((await fetch(`${BASE_URL}/logos/missing.svg`)).status).toBe(404);
  });
});

describe('saves through the room', () => {
  it('saves to slot 2, starts a new game, loads slot 2 back', async () => {
    const browser = await signedInBrowser(app, 'saver@example.com');
    const room = await joinGame(browser);
    await room.request('createFederation', { name: 'Saved Federation', logo: '' });
    for (let i = 0; i < 4; i += 1) await room.request('advanceWeek', {});
    await until(() => room.state.calendar.month === 'February');

    const saved = (await room.request('saveGame', { slot: 2 })) as { slot: number; savedAt: string };
    expect(saved.slot).toBe(2);
    const slots = await (await browser.fetch('/api/saves')).json();
    expect(slots.slots[1]).toMatchObject({
      slotNumber: 2,
      save: { federationName: 'Saved Federation', currentWeek: 1, currentMonth: 'February', currentYear: 2025, funds: 50_000, savedAt: saved.savedAt },
    });
    expect(slots.slots[1].save.gameData).toBeUndefined();

    await room.request('newGame', {});
    await until(() => !own(room).gameStarted);
    expect(room.state.calendar.toJSON()).toMatchObject({ week: 1, month: 'January', year: 2025 });
    expect(own(room).federation.funds).toBe(50_000);
    expect(own(room).messages.length).toBe(0);

    await room.request('loadGame', { slot: 2 });
    await until(() => own(room).gameStarted && room.state.calendar.month === 'February');
    expect(own(room).federation.name).toBe('Saved Federation');
    expect(own(room).federation.popularity).toBe(9.2);
    await room.leave();
  });

  it('autosaves to the slot the game was loaded from or last saved to, and a new game to slot 1', async () => {
    const browser = await signedInBrowser(app, 'two-saves@example.com');
    const userId = (await app.storage.findUserByEmail('two-saves@example.com'))!.id;
    const autosaveSlot = async () => ((await (await browser.fetch('/api/saves')).json()) as { autosaveSlot: number }).autosaveSlot;
    const room = await joinGame(browser);
    expect(await autosaveSlot()).toBe(1);

    // Alpha goes to slot 2 by a manual save; a new game then plays Bravo in slot 1.
    await room.request('createFederation', { name: 'Alpha Wrestling', logo: '' });
    await room.request('saveGame', { slot: 2 });
    expect(await autosaveSlot()).toBe(2);
    await room.request('newGame', {});
    expect(await autosaveSlot()).toBe(1);
    await room.request('createFederation', { name: 'Bravo Wrestling', logo: '' });
    await until(async () => (await savedGame(app.storage, userId, 1))?.federationName === 'Bravo Wrestling');

    // Loading slot 2 and playing writes slot 2 and leaves slot 1 alone.
    await room.request('loadGame', { slot: 2 });
    expect(await autosaveSlot()).toBe(2);
    for (let i = 0; i < 3; i += 1) await room.request('advanceWeek', {});
    await until(async () => (await savedGame(app.storage, userId, 2))?.currentWeek === 4);
    await new Promise((r) => setTimeout(r, 400));
    expect(await savedGame(app.storage, userId, 1)).toMatchObject({ federationName: 'Bravo Wrestling', currentWeek: 1 });
    expect(await savedGame(app.storage, userId, 2)).toMatchObject({ federationName: 'Alpha Wrestling', currentWeek: 4 });

    // The room closes; the next visit continues the game of slot 2.
    await closeRoom(app, room);
    const again = await joinGame(browser);
    await until(() => own(again).federation.name === 'Alpha Wrestling');
    expect(again.state.calendar.week).toBe(4);
    await again.request('advanceWeek', {});
    await until(async () => (await savedGame(app.storage, userId, 2))?.currentWeek === 1);
    expect(await savedGame(app.storage, userId, 1)).toMatchObject({ federationName: 'Bravo Wrestling', currentWeek: 1 });
    await again.leave();
  });

  it('refuses to load an empty slot and bad slots, changing nothing', async () => {
    const room = await joinGame(await signedInBrowser(app, 'empty-slot@example.com'));
    await room.request('createFederation', { name: 'Keep Me', logo: '' });
    expect(await refusal(room.request('loadGame', { slot: 2 }))).toBe('No Save Data');
    expect(await refusal(room.request('loadGame', { slot: 3 }))).toBe('Invalid loadGame command: Slot must be 1 or 2');
    expect(await refusal(room.request('saveGame', { slot: '1' }))).toBe('Invalid saveGame command: Slot must be 1 or 2');
    expect(await refusal(room.request('saveGame', {}))).toBe('Invalid saveGame command: Slot must be 1 or 2');
    await until(() => own(room).federation.name === 'Keep Me');
    await new Promise((r) => setTimeout(r, 100));
    expect(own(room).federation.name).toBe('Keep Me');
    expect(own(room).gameStarted).toBe(true);
    await room.leave();
  });

  it('keeps each player to their own saves over HTTP', async () => {
    const alice = await signedInBrowser(app, 'alice-saves@example.com');
    const bob = await signedInBrowser(app, 'bob-saves@example.com');
    const aliceRoom = await joinGame(alice);
    await aliceRoom.request('createFederation', { name: 'Alice Pro', logo: '' });
    await aliceRoom.request('saveGame', { slot: 2 });

    const bobSlots = await (await bob.fetch('/api/saves')).json();
    expect(bobSlots).toEqual({ autosaveSlot: 1, slots: [{ slotNumber: 1, save: null }, { slotNumber: 2, save: null }] });
    const bobDelete = await bob.fetch('/api/saves/2', { method: 'DELETE' });
    expect(bobDelete.status).toBe(404);
    expect(await bobDelete.json()).toEqual({ error: 'No save in slot 2', code: 'not_found' });

    const bobRoom = await joinGame(bob);
    expect(await refusal(bobRoom.request('loadGame', { slot: 2 }))).toBe('No Save Data');
    await new Promise((r) => setTimeout(r, 100));
    expect(own(bobRoom).federation.name).toBe('New Federation');

    const aliceId = (await app.storage.findUserByEmail('alice-saves@example.com'))!.id;
    expect((await savedGame(app.storage, aliceId, 2))?.federationName).toBe('Alice Pro');
    expect((await alice.fetch('/api/saves/2', { method: 'DELETE' })).status).toBe(204);
    expect(await savedGame(app.storage, aliceId, 2)).toBeNull();
    await Promise.all([aliceRoom.leave(), bobRoom.leave()]);
  });

  it('answers bad save requests with 4xx', async () => {
    const browser = await signedInBrowser(app, 'bad-saves@example.com');
    expect((await browser.fetch('/api/saves/3', { method: 'DELETE' })).status).toBe(400);
    expect((await browser.fetch('/api/saves/1.0', { method: 'DELETE' })).status).toBe(400);
    expect((await fetch(`${BASE_URL}/api/saves`)).status).toBe(401);
    expect((await fetch(`${BASE_URL}/api/saves/1`, { method: 'DELETE' })).status).toBe(401);
  });
});

describe('leaving and reconnecting', () => {
  it('saves when the player leaves, keeps the room for the grace period, then closes it', async () => {
    const browser = await signedInBrowser(app, 'leaver@example.com');
    const userId = (await app.storage.findUserByEmail('leaver@example.com'))!.id;
    const room = await joinGame(browser);
    await room.request('createFederation', { name: 'Leaver', logo: '' });
    const roomId = room.roomId;
    await room.leave();
    await until(async () => (await savedGame(app.storage, userId, 1))?.federationName === 'Leaver');
    expect(app.colyseus.getRoomById(roomId)).toBeDefined();
    const again = await joinGame(browser);
    expect(again.roomId).toBe(roomId);
    await again.leave();
    await until(() => {
      try {
        return !app.colyseus.getRoomById(roomId);
      } catch {
        return true;
      }
    }, 3000);
  });

  it('lets a dropped connection rejoin the same room with its state', async () => {
    const browser = await signedInBrowser(app, 'dropper@example.com');
    const client = new Client(BASE_URL, { headers: { cookie: browser.cookieHeader() } });
    const room = (await client.joinOrCreate('game', {}, GameState)) as GameRoom;
    await until(() => own(room).federation?.id === 'player');
    await room.request('createFederation', { name: 'Dropper', logo: '' });
    await room.request('advanceWeek', {});
    const { roomId, reconnectionToken } = room;
    room.reconnection.enabled = false;
    room.connection.close(3001, 'network dropped');
    await new Promise((r) => setTimeout(r, 100));
    const back = (await client.reconnect(reconnectionToken, GameState)) as GameRoom;
    expect(back.roomId).toBe(roomId);
    await until(() => back.state.calendar?.week === 2);
    expect(own(back).federation.name).toBe('Dropper');
    await back.leave();
  });
});
