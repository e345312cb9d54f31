// /api/profile: the player's account (email, created date, password change, download my data, delete
// account) and preferences (music mute and muted songs), stored per user.
import { Router } from 'express';
import { z } from 'zod';
import { SONGS } from '#shared/data/songs.ts';
import { firstIssue, passwordChangeSchema } from '#shared/validation/auth.ts';
import { AuthMessages } from '../auth/accounts.ts';
import type { AppContext } from '../context.ts';
import type { AccountResponse } from '#shared/api.ts';
import { freshGoogleSignInUntil } from '../auth/accountDeletion.ts';
import type { Profile } from '../storage/port.ts';
import { endGameConnections } from '../rooms/roomAccess.ts';
import { sendError, sendRateLimited } from './errors.ts';
import { parseBody } from './parseBody.ts';
import { deleteAccount } from './profileDeletion.ts';
import { sendAccountExport } from './profileExport.ts';
import { clientIp, currentAuth, requireUser, startSession } from './sessionMiddleware.ts';

const songIds = () => SONGS.map((song) => song.id);

const musicSchema = z
  .object({
    musicMuted: z.boolean({ error: 'musicMuted must be true or false' }).optional(),
    mutedSongs: z
      .array(z.string({ error: 'mutedSongs must be a list of song ids' }), { error: 'mutedSongs must be a list of song ids' })
      .max(100, 'mutedSongs is too long')
      .refine((ids) => ids.every((id) => songIds().includes(id)), 'mutedSongs contains an unknown song')
      .optional(),
  })
  .strict();

const DEFAULT_PROFILE = { musicMuted: false, mutedSongs: [] as string[] };

export function profileRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireUser);

  router.get('/', async (_req, res) => {
    const profile = await ctx.storage.getProfile(currentAuth(res)!.user.id);
    res.set('Cache-Control', 'no-store').json(profile ? { musicMuted: profile.musicMuted, mutedSongs: profile.mutedSongs } : DEFAULT_PROFILE);
  });

  router.get('/account', (_req, res) => {
    const auth = currentAuth(res)!;
    const { user } = auth;
    const body: AccountResponse = {
      email: user.email,
      hasPassword: Boolean(user.passwordHash),
      google: Boolean(user.googleId),
      createdAt: user.createdAt.toISOString(),
      freshGoogleSignInUntil: freshGoogleSignInUntil(auth)?.toISOString() ?? null,
    };
    res.set('Cache-Control', 'no-store').json(body);
  });

  /** "Download my data": the profile and every save as one JSON file (profileExport.ts). */
  router.get('/export', (_req, res) => sendAccountExport(ctx, currentAuth(res)!, res));

  /** Deletes the account and everything it holds, after its password or a fresh Google sign-in (profileDeletion.ts). */
  router.delete('/account', (req, res) => deleteAccount(ctx, req, res));

  /**
   * Changes the password. The current password is checked through the sign-in throttle (a stolen
   * session must not make guessing cheaper), then every session of the account ends and this browser
   * gets a fresh one, so the player stays signed in here and everywhere else is signed out.
   */
  router.post('/password', async (req, res) => {
    const input = parseBody(passwordChangeSchema, req, res);
    if (!input) return;
    const { user } = currentAuth(res)!;
    if (!user.passwordHash) return sendError(res, 400, AuthMessages.noPassword, 'no_password');
    const gate = await ctx.rateLimits.signIn.attempt(clientIp(req), user.email);
    if (!gate.ok) return sendRateLimited(res, gate.retryAfterSeconds);
    const result = await ctx.accounts.changePassword(user, input.currentPassword, input.newPassword);
    if (result === 'wrong') {
      await gate.attempt.failed();
      return sendError(res, 400, AuthMessages.wrongCurrentPassword, 'wrong_password');
    }
    await gate.attempt.succeeded();
    if (result === 'noPassword') return sendError(res, 400, AuthMessages.noPassword, 'no_password');
    await ctx.sessions.invalidateAll(user.id);
    // This browser stays signed in (a fresh session below) and keeps its game; every other device is out.
    await endGameConnections(user.id, currentAuth(res)!.sessionId);
    await startSession(ctx, res, user.id);
    res.json({ message: AuthMessages.passwordChanged });
  });

  router.put('/music', async (req, res) => {
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return sendError(res, 400, 'Request body must be a JSON object', 'validation');
    const parsed = musicSchema.safeParse(body);
    if (!parsed.success) return sendError(res, 400, firstIssue(parsed.error), 'validation');
    const userId = currentAuth(res)!.user.id;
    const current = (await ctx.storage.getProfile(userId)) ?? { userId, ...DEFAULT_PROFILE };
    const next: Profile = {
      userId,
      musicMuted: parsed.data.musicMuted ?? current.musicMuted,
      mutedSongs: parsed.data.mutedSongs ? [...new Set(parsed.data.mutedSongs)] : current.mutedSongs,
    };
    await ctx.storage.upsertProfile(next);
    res.json({ musicMuted: next.musicMuted, mutedSongs: next.mutedSongs });
  });

  return router;
}
