// "Download my data": the account's profile and every save as one JSON file (docs/accounts.md
// "Download my data"). Never a password hash, a session or a token: only what the player made or chose.
import type { Response } from 'express';
import { SONGS } from '#shared/data/songs.ts';
import { WORLD_VERSION } from '#shared/sim/world.ts';
import type { ValidSession } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { GameJournal } from '../persistence/gameJournal.ts';
import { autosaveSlotOf } from '../rooms/worldSaves.ts';
import type { SaveSummary, Storage, User } from '../storage/port.ts';
import { randomErrorId } from '../slots/slotService.ts';
import { sendError, sendRateLimited } from './errors.ts';

/** What the file says it is, so a reader (or a later import) knows its layout. */
export const EXPORT_FORMAT = 'main-event-mogul/account-data';
/** The layout's version: raised when a field changes meaning or goes. */
export const EXPORT_FORMAT_VERSION = 1;

export const SAVE_UNREADABLE_IN_EXPORT = 'This save could not be read, so its game is not in this file. Open it in the game to see what can be recovered.';

export interface ExportedSave {
  slotNumber: number;
  /** True for the slot the game autosaves to. */
  autosave: boolean;
  federationName: string;
  federationLogo: string;
  currentWeek: number;
  currentMonth: string;
  currentYear: number;
  funds: number;
  savedAt: string;
  /** The world's save format version (WORLD_VERSION) of `world`. */
  worldVersion: number;
  /** The whole game as the server keeps it: the last snapshot with every command since replayed. */
  world: unknown;
  /** Why `world` is null, when it is. */
  problem?: string;
}

export interface AccountDataExport {
  format: typeof EXPORT_FORMAT;
  formatVersion: typeof EXPORT_FORMAT_VERSION;
  exportedAt: string;
  account: {
    email: string;
    createdAt: string;
    emailConfirmedAt: string | null;
    /** How the account signs in: 'password', 'google' or both. */
    signInMethods: Array<'password' | 'google'>;
  };
  preferences: {
    music: { musicMuted: boolean; mutedSongs: Array<{ id: string; title: string }> };
  };
  saves: ExportedSave[];
}

export function signInMethods(user: User): Array<'password' | 'google'> {
  return [...(user.passwordHash ? (['password'] as const) : []), ...(user.googleId ? (['google'] as const) : [])];
}

async function exportSave(journal: GameJournal, userId: string, save: SaveSummary, autosaveSlot: number, onProblem: (error: unknown) => void): Promise<ExportedSave> {
  const { userId: _owner, savedAt, ...summary } = save;
  const base = { ...summary, autosave: save.slotNumber === autosaveSlot, savedAt: savedAt.toISOString(), worldVersion: WORLD_VERSION };
  try {
    const opened = await journal.open(userId, save.slotNumber);
    if (opened) return { ...base, world: opened.world };
  } catch (error) {
    onProblem(error);
  }
  return { ...base, world: null, problem: SAVE_UNREADABLE_IN_EXPORT };
}

/** The account's data as the file holds it. */
export async function buildAccountExport(storage: Storage, user: User, now: Date, onProblem: (error: unknown) => void = () => undefined): Promise<AccountDataExport> {
  const [profile, saves, activeSlot] = await Promise.all([storage.getProfile(user.id), storage.listSaves(user.id), storage.getActiveSlot(user.id)]);
  const journal = new GameJournal(storage);
  const autosaveSlot = autosaveSlotOf(activeSlot);
  const exported: ExportedSave[] = [];
  // One slot at a time: each replays its game, and two at once would only double the peak memory.
  for (const save of saves) exported.push(await exportSave(journal, user.id, save, autosaveSlot, onProblem));
  const mutedSongs = (profile?.mutedSongs ?? []).map((id) => ({ id, title: SONGS.find((song) => song.id === id)?.title ?? id }));
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    account: {
      email: user.email,
      createdAt: user.createdAt.toISOString(),
      emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
      signInMethods: signInMethods(user),
    },
    preferences: { music: { musicMuted: profile?.musicMuted ?? false, mutedSongs } },
    saves: exported,
  };
}

/** The download's file name: main-event-mogul-data-2026-12-07.json (the day it was made, UTC). */
export function exportFileName(now: Date): string {
  return `main-event-mogul-data-${now.toISOString().slice(0, 10)}.json`;
}

/** GET /api/profile/export: the file, as an attachment, at most AUTH_LIMITS.exportPerAccount an hour. */
export async function sendAccountExport(ctx: AppContext, auth: ValidSession, res: Response): Promise<void> {
  const gate = await ctx.rateLimits.consume([['exportPerAccount', auth.user.id]]);
  if (!gate.ok) return sendRateLimited(res, gate.retryAfterSeconds);
  const now = new Date();
  let data: AccountDataExport;
  try {
    data = await buildAccountExport(ctx.storage, auth.user, now, (error) => ctx.log.warn({ err: error, userId: auth.user.id }, 'a save could not be read for the data download'));
  } catch (error) {
    const errorId = randomErrorId();
    ctx.log.error({ err: error, userId: auth.user.id, errorId }, 'data download could not be made');
    return sendError(res, 503, `Your data could not be gathered right now (error ${errorId}). Please try again in a minute.`, 'export_failed');
  }
  res
    .status(200)
    .set('Content-Type', 'application/json; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="${exportFileName(now)}"`)
    .set('Cache-Control', 'no-store')
    .send(JSON.stringify(data, null, 2));
}
