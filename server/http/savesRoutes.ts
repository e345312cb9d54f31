// /api/saves: the session user's two save slots. Another user's saves can never be reached: every
// query is filtered by the session's user id, never by anything the client sends.
import { Router } from 'express';
import { SAVE_SLOTS } from '#shared/protocol/commands.ts';
import type { AppContext } from '../context.ts';
import { randomErrorId } from '../slots/slotService.ts';
import { autosaveSlotOf } from '../rooms/worldSaves.ts';
import { sendError } from './errors.ts';
import { currentAuth, requireUser } from './sessionMiddleware.ts';

const SERVICE_UNAVAILABLE = 503;
/** The error code of a save list the store could not read. */
export const SAVES_UNREADABLE = 'saves_unreadable';

export function savesUnreadableMessage(errorId: string): string {
  return `Your saved games could not be read right now (error ${errorId}). Please try again in a minute.`;
}

export function savesRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireUser);

  router.get('/', async (_req, res) => {
    const userId = currentAuth(res)!.user.id;
    let saves: Awaited<ReturnType<typeof ctx.storage.listSaves>>;
    let activeSlot: number | null;
    try {
      [saves, activeSlot] = await Promise.all([ctx.storage.listSaves(userId), ctx.storage.getActiveSlot(userId)]);
    } catch (error) {
      // A store that cannot be read (a damaged file): a sentence and an id to quote, the details in the log.
      const errorId = randomErrorId();
      ctx.log.error({ err: error, userId, errorId }, 'save list could not be read');
      return sendError(res, SERVICE_UNAVAILABLE, savesUnreadableMessage(errorId), SAVES_UNREADABLE);
    }
    res.set('Cache-Control', 'no-store').json({
      // The slot the game being played writes after every change.
      autosaveSlot: autosaveSlotOf(activeSlot),
      slots: SAVE_SLOTS.map((slotNumber) => {
        const save = saves.find((s) => s.slotNumber === slotNumber);
        if (!save) return { slotNumber, save: null };
        const { userId: _owner, slotNumber: _slot, ...summary } = save;
        return { slotNumber, save: summary };
      }),
    });
  });

  router.delete('/:slot', async (req, res) => {
    const slot = Number(req.params.slot);
    if (!(SAVE_SLOTS as readonly number[]).includes(slot) || !/^\d+$/.test(req.params.slot)) {
      return sendError(res, 400, 'Slot must be 1 or 2', 'validation');
    }
    const deleted = await ctx.storage.deleteSave(currentAuth(res)!.user.id, slot);
    if (!deleted) return sendError(res, 404, `No save in slot ${slot}`, 'not_found');
    res.status(204).end();
  });

  return router;
}
