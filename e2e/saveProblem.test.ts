// A save that cannot be read never locks its player out, in Chromium against the real
// server: a game is played over two server runs (each shutdown writes a snapshot, so slot 1 has a current
// and a previous one), then the current snapshot is overwritten with garbage while the server is down.
// The next visit explains it in a sentence with an error id and no internal text; the previous save brings
// the game back; a second time, Start a New Game leads to /setup; and a damaged slot 2 picked from the
// start menu's Load Game says so in the Load Error toast while the running game plays on.
// Set E2E_SHOTS_DIR to keep screenshots of the dialog at 1280x800 and 390x844.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { hasFocusSoon, newPage, signUpAndConfirm } from './support/page.ts';
import { newGameByRoom } from './support/room.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2715;
const FEDERATION = 'Harbor Phoenix Wrestling';
/** What a player must never read: parser, compression and stack text. */
const INTERNAL_TEXT = /Unexpected|JSON|gzip|incorrect header|SyntaxError|TypeError|stack|\bat [\w.]+ \(|node:|UnreadableSnapshot/i;
const SHOTS = process.env.E2E_SHOTS_DIR;

const dataDir = mkdtempSync(join(tmpdir(), 'mem-e2e-save-problem-'));
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT, { DATA_DIR: dataDir });
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  // One account for the file (the damage below picks a slot by number): each test starts its own new game.
  await signUpAndConfirm(page, server.url, 'e2e-save-problem@example.com', 'problem-pass-1');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

/** Stops the server (its rooms write their snapshot on the way down), runs `whileDown`, starts it again on the same data. */
async function restartServer(whileDown: () => void = () => {}) {
  await page.goto('about:blank');
  await server.stop();
  whileDown();
  server = await startServer(PORT, { DATA_DIR: dataDir });
}

/** Overwrites the data of `slot`'s current snapshot with bytes that are not gzip (docs/persistence.md "Storage"). */
function damageCurrentSnapshot(slot: number) {
  const db = new DatabaseSync(join(dataDir, 'main-event-mogul.sqlite'));
  try {
    const changed = db
      .prepare('UPDATE game_snapshots SET data = ? WHERE id = (SELECT current_snapshot FROM game_slots WHERE slot_number = ?)')
      .run(Buffer.from('{"calendar": this is not a saved game'), slot);
    if (changed.changes !== 1) throw new Error(`slot ${slot} has no current snapshot to damage`);
  } finally {
    db.close();
  }
}

async function nextWeek(expected: string) {
  await page.getByTestId('nav-next-week').click();
  await page.getByTestId('next-week-date').filter({ hasText: expected }).waitFor();
}

async function shoot(name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: join(SHOTS, `${name}-desktop.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SHOTS, `${name}-phone.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Every choice of the dialog fits a phone's screen, whole. */
async function expectChoicesOnPhone() {
  await page.setViewportSize({ width: 390, height: 844 });
  const buttons = page.getByTestId('save-problem-dialog').getByRole('button');
  for (let i = 0; i < (await buttons.count()); i++) {
    const box = (await buttons.nth(i).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('a save that cannot be read, in Chromium', () => {
  it('explains a damaged autosave with an error id, and the previous save brings the game back', async () => {
    await newGameByRoom(page, server.url, FEDERATION, 0);
    await nextWeek('Week 2, January 2025');
    // The shutdown writes the snapshot that becomes the previous one.
    await restartServer();
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('federation-name').filter({ hasText: FEDERATION }).waitFor();
    await nextWeek('Week 3, January 2025');
    await restartServer(() => damageCurrentSnapshot(1));

    await page.goto(`${server.url}/dashboard`);
    const dialog = page.getByTestId('save-problem-dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').textContent()).resolves.toBe('Your saved game could not be read');
    await expect(dialog.getByTestId('save-problem-sentence').textContent()).resolves.toBe(
      'The game saved in slot 1 is damaged and could not be opened; nothing else on your account is affected.',
    );
    const errorId = (await dialog.getByTestId('save-problem-error-id').textContent())!.replace('Error ID: ', '');
    expect(errorId).toMatch(/^[0-9a-f]{8}$/);
    // The id the player can quote is the one the details were logged under.
    expect(server.logs.join('')).toContain(errorId);
    expect(await page.locator('body').innerText()).not.toMatch(INTERNAL_TEXT);
    const restore = dialog.getByTestId('save-problem-restore');
    // Where the recovered game stands: the previous save and the week logged after it; nothing is lost.
    await expect(restore.textContent()).resolves.toBe('Continue from the previous save (Week 3, January 2025)');
    await expect(dialog.getByTestId('save-problem-lost').textContent()).resolves.toBe('Continuing loses nothing you played.');
    await expect(hasFocusSoon(restore)).resolves.toBe(true);
    await expectChoicesOnPhone();
    await shoot('save-problem-blocking');

    await restore.click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByTestId('federation-name').filter({ hasText: FEDERATION }).waitFor();
    // The previous save and the commands logged after it: the week played since is there too.
    await page.getByTestId('game-date').filter({ hasText: 'Week 3, January 2025' }).waitFor();
  });

  it('a damaged save again: Start a New Game leads to /setup and a new federation plays on', async () => {
    await newGameByRoom(page, server.url, FEDERATION, 0);
    await restartServer(() => damageCurrentSnapshot(1));
    await page.goto(`${server.url}/start`);
    const dialog = page.getByTestId('save-problem-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('save-problem-new-game').click();
    await page.waitForURL(`${server.url}/setup`);
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('federation-name-input').fill('Harbor Second Wind');
    await page.getByTestId('create-federation').click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByTestId('federation-name').filter({ hasText: 'Harbor Second Wind' }).waitFor();
  });

  it('a damaged slot 2 picked from Load Game: the Load Error toast gives its sentence, and Keep playing goes on with the running game', async () => {
    await newGameByRoom(page, server.url, 'Harbor Second Wind', 0);
    await page.getByTestId('nav-save-game').click();
    await page.getByTestId('save-slot-2-pick').click();
    await page.getByText('Game saved to slot 2').waitFor();
    // Slot 1 becomes the autosave slot again, so slot 2 is only read when the player loads it.
    await page.getByTestId('nav-save-game').click();
    await page.getByTestId('save-slot-1-pick').click();
    await page.getByText('Game saved to slot 1').waitFor();
    await restartServer(() => damageCurrentSnapshot(2));

    await page.goto(`${server.url}/start`);
    await page.getByTestId('open-game').waitFor();
    await page.getByTestId('load-game').click();
    await page.getByTestId('save-slot-2-pick').click();
    const toast = page.locator('[data-toast]').filter({ hasText: 'Load Error' });
    await toast.waitFor();
    const dialog = page.getByTestId('save-problem-dialog');
    await dialog.waitFor();
    const errorId = (await dialog.getByTestId('save-problem-error-id').textContent())!.replace('Error ID: ', '');
    await expect(toast.textContent()).resolves.toContain(`The save in slot 2 could not be read (error ${errorId}).`);
    await expect(dialog.getByTestId('save-problem-sentence').textContent()).resolves.toBe(
      'The game saved in slot 2 is damaged and could not be loaded; the game you are playing and the rest of your account are not affected.',
    );
    expect(await page.locator('body').innerText()).not.toMatch(INTERNAL_TEXT);
    await expectChoicesOnPhone();
    await shoot('save-problem-load');

    await dialog.getByTestId('save-problem-keep-playing').click();
    await dialog.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('federation-name').filter({ hasText: 'Harbor Second Wind' }).waitFor();
  });
});
