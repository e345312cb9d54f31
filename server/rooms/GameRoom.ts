// One room per signed-in player: holds the world, validates commands, runs the sim, autosaves.
// Thin on purpose: rules live in shared/sim.
import { Room, ServerError, type AuthContext, type Client } from '@colyseus/core';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { AdvanceWeekPayload, Commands, RoomEvents, type CommandError } from '../../shared/protocol/commands.ts';
import { GameState } from '../../shared/schema/GameState.ts';
import { advanceWeek } from '../../shared/sim/advanceWeek.ts';
import type { SimEvent } from '../../shared/sim/events.ts';
import { createWorld, type World } from '../../shared/sim/world.ts';
import { parseCookies, SESSION_COOKIE } from '../auth/cookies.ts';
import type { AppContext } from '../context.ts';
import { projectWorld } from './projectWorld.ts';
import { AUTOSAVE_SLOT, saveToWorld, worldToSave } from './worldSaves.ts';

/** Autosave runs this long after the last state-changing command, in ms (spec: about 100 ms). */
export const AUTOSAVE_DEBOUNCE_MS = 250;

export interface PlayerAuth {
  userId: string;
  email: string;
}

interface CreateOptions {
  ownerId: string;
}

export const UNAUTHENTICATED_MESSAGE = 'Sign in to play';

export function createGameRoom(ctx: AppContext) {
  return class GameRoom extends Room<{ state: GameState }> {
    ownerId = '';
    world!: World;
    private saveTimer: ReturnType<typeof setTimeout> | undefined;
    /** True when the world changed since the last save. */
    private dirty = false;
    private pendingSave: Promise<void> = Promise.resolve();

    /**
     * Runs before matchmaking, from the session cookie of the HTTP request. It overwrites any
     * ownerId the client sent, so each player lands in their own room (filterBy ownerId).
     */
    static override async onAuth(_token: string, options: Record<string, unknown>, context: AuthContext): Promise<PlayerAuth> {
      const cookieHeader = context.headers?.get?.('cookie') ?? undefined;
      const auth = await ctx.sessions.validate(parseCookies(cookieHeader)[SESSION_COOKIE]);
      if (!auth) throw new ServerError(401, UNAUTHENTICATED_MESSAGE);
      options.ownerId = auth.user.id;
      return { userId: auth.user.id, email: auth.user.email };
    }

    async onCreate(options: CreateOptions) {
      this.ownerId = options.ownerId;
      const saved = await ctx.storage.getSave(this.ownerId, AUTOSAVE_SLOT);
      this.world = saved ? saveToWorld(saved) : createWorld(randomInt(2 ** 32));
      this.setState(new GameState());
      projectWorld(this.world, this.state);

      this.onMessage('*', (client, type) => this.refuse(client, String(type), `Unknown command: ${String(type)}`));
      this.command(Commands.advanceWeek, AdvanceWeekPayload, () => advanceWeek(this.world));
    }

    /** Registers a command: validate the payload, run the sim, sync, report, autosave. */
    private command<S extends z.ZodType>(name: string, payload: S, run: (input: z.infer<S>) => SimEvent[]) {
      this.onMessage(name, (client: Client, message: unknown) => {
        if ((client.auth as PlayerAuth | undefined)?.userId !== this.ownerId) return this.refuse(client, name, 'This is not your game');
        const parsed = payload.safeParse(message ?? {});
        if (!parsed.success) return this.refuse(client, name, `Invalid ${name} command: ${parsed.error.issues[0]?.message ?? 'bad payload'}`);
        const events = run(parsed.data);
        projectWorld(this.world, this.state);
        client.send(RoomEvents.weekReport, { command: name, events });
        this.scheduleSave();
      });
    }

    private refuse(client: Client, command: string, message: string) {
      const error: CommandError = { command, message };
      client.send(RoomEvents.commandError, error);
    }

    scheduleSave() {
      this.dirty = true;
      clearTimeout(this.saveTimer);
      this.saveTimer = setTimeout(() => void this.saveNow(), AUTOSAVE_DEBOUNCE_MS);
    }

    /** Writes slot 1 now; saves are chained so they land in order. */
    saveNow(): Promise<void> {
      clearTimeout(this.saveTimer);
      this.saveTimer = undefined;
      this.dirty = false;
      const save = worldToSave(this.ownerId, AUTOSAVE_SLOT, this.world);
      this.pendingSave = this.pendingSave
        .then(() => ctx.storage.putSave(save))
        .catch((error: unknown) => ctx.log.error({ err: error, userId: this.ownerId }, 'autosave failed'));
      return this.pendingSave;
    }

    async onDispose() {
      clearTimeout(this.saveTimer);
      if (this.world && this.dirty) await this.saveNow();
      await this.pendingSave;
    }
  };
}
