// One room per signed-in player: holds the world, validates commands, runs the sim, autosaves.
// Thin on purpose: rules live in shared/sim; this file is lifecycle, auth and the command loop.
import { Room, ServerError, type AuthContext, type Client, type MessageContext } from '@colyseus/core';
import {
  CommandPayloads,
  RoomEvents,
  type CommandError,
  type CommandName,
  type CommandPayload,
  type CommandResult,
  type SaveSlot,
} from '../../shared/protocol/commands.ts';
import { payloadIssueMessage } from '../../shared/protocol/issues.ts';
import { GameState } from '../../shared/schema/GameState.ts';
import type { SessionCommandName, WorldCommandName } from '../../shared/sim/commands/command.ts';
import { commandEntry, executeCommand, isWorldCommand } from '../../shared/sim/commands/table.ts';
import { SimRefusal } from '../../shared/sim/refusal.ts';
import type { World } from '../../shared/sim/world.ts';
import type { AppContext } from '../context.ts';
import { checkFramesOf, MAX_ECHOED_COMMAND_CHARS, UNKNOWN_COMMAND } from './frameCheck.ts';
import { checkLogo, randomErrorId, sessionCommands, UNEXPECTED_ERROR, type SessionHandlers } from './sessionCommands.ts';
import { projectWorld } from './projectWorld.ts';
import { authFromHeaders, NOT_A_MEMBER, NOT_SIGNED_IN, type MemberRoom, type PlayerAuth } from './roomAccess.ts';
import { autosaveSlotOf, freshWorld, NEW_GAME_SLOT, saveToWorld, worldToSave } from './worldSaves.ts';

/** Autosave runs this long after the last state-changing command, in ms (spec: about 100 ms). */
export const AUTOSAVE_DEBOUNCE_MS = 250;
/** How long a dropped player may reconnect, and how long the room waits after its player left, in ms. */
export const DEFAULT_ROOM_GRACE_MS = 60_000;

interface CreateOptions {
  ownerId: string;
}

/** The answer to matchmaking options that are not a JSON object (a text body, null, a list). */
export const BAD_ROOM_OPTIONS = 'Those game options could not be read.';
const BAD_REQUEST = 400;

/** The room as command handlers see it. */
export interface GameRoomApi {
  ownerId: string;
  world: World;
  ctx: AppContext;
  /** The slot the autosave writes: the one the game was loaded from or last saved to (a new game: slot 1). */
  autosaveSlot: SaveSlot;
  /** Makes `slot` the autosave slot, here and in storage (so the next visit opens that game). */
  setAutosaveSlot(slot: SaveSlot): Promise<void>;
}

export function createGameRoom(ctx: AppContext, graceMs = DEFAULT_ROOM_GRACE_MS) {
  return class GameRoom extends Room<{ state: GameState }> implements GameRoomApi, MemberRoom {
    ownerId = '';
    world!: World;
    ctx = ctx;
    autosaveSlot: SaveSlot = NEW_GAME_SLOT;
    private saveTimer: ReturnType<typeof setTimeout> | undefined;
    private idleTimer: { clear(): void } | undefined;
    /** True when the world changed since the last save. */
    private dirty = false;
    private pendingSave: Promise<void> = Promise.resolve();
    /** Commands run one after another, so an awaited save or load never interleaves with another command. */
    private commandQueue: Promise<unknown> = Promise.resolve();
    private session!: SessionHandlers;

    /**
     * Runs before matchmaking, from the session cookie of the HTTP request. It overwrites any
     * ownerId the client sent, so each player lands in their own room (filterBy ownerId).
     */
    static override async onAuth(_token: string, options: Record<string, unknown>, context: AuthContext): Promise<PlayerAuth> {
      const auth = await authFromHeaders(ctx, context.headers);
      if (!auth) throw new ServerError(401, NOT_SIGNED_IN);
      // A text/plain body arrives as a string: refuse it rather than fail setting ownerId on it.
      if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new ServerError(BAD_REQUEST, BAD_ROOM_OPTIONS);
      options.ownerId = auth.userId;
      return auth;
    }

    /**
     * The players allowed to see and change this room's world. Today the owner alone; a shared world
     * lists every player in it. Enforced before any state is sent (roomAccess.ts) and on every command.
     */
    members(): string[] {
      return [this.ownerId];
    }

    isMember(userId: string): boolean {
      return this.members().includes(userId);
    }

    async onCreate(options: CreateOptions) {
      this.ownerId = options.ownerId;
      // The room outlives its last client by the grace period (onLeave), then saves and closes.
      this.autoDispose = false;
      this.autosaveSlot = autosaveSlotOf(await ctx.storage.getActiveSlot(this.ownerId));
      const saved = await ctx.storage.getSave(this.ownerId, this.autosaveSlot);
      this.world = saved ? saveToWorld(saved) : freshWorld();
      this.setState(new GameState());
      projectWorld(this.world, this.federationId(), this.state);

      // Frames a client got wrong (unreadable, too deep, unknown command) are answered before Colyseus decodes them.
      checkFramesOf(this, (name) => Object.hasOwn(CommandPayloads, name), (client, refused) =>
        ctx.clientMistakes.warn(client.sessionId, { roomId: this.roomId, userId: this.ownerId, command: refused.command, reason: refused.reason }, 'command frame refused'),
      );
      this.onMessage('*', (client, type) => this.refuse(client, String(type).slice(0, MAX_ECHOED_COMMAND_CHARS), UNKNOWN_COMMAND, undefined));
      this.session = sessionCommands(this);
      for (const name of Object.keys(CommandPayloads) as CommandName[]) {
        this.onMessage(name, (client: Client, message: unknown, context: MessageContext) => this.runCommand(name, client, message, context));
      }
    }

    /** Every command goes through here: the member check, the payload schema, then the table or the room's slot operations. */
    private runCommand(name: CommandName, client: Client, message: unknown, context: MessageContext | undefined) {
      if (!this.isMember((client.auth as PlayerAuth | undefined)?.userId ?? '')) return this.refuse(client, name, NOT_A_MEMBER, context);
      const parsed = CommandPayloads[name].safeParse(message ?? {}, { error: payloadIssueMessage });
      if (!parsed.success) return this.refuse(client, name, `Invalid ${name} command: ${parsed.error.issues[0]?.message ?? 'bad payload'}`, context);

      const run = this.commandQueue.then(async () => {
        try {
          const result = isWorldCommand(name) ? await this.runWorldCommand(name, parsed.data as CommandPayload<WorldCommandName>) : await this.runSessionCommand(name, parsed.data);
          if (context?.id === undefined) client.send(RoomEvents.weekReport, { command: name, events: result.events });
          return result;
        } catch (error) {
          if (error instanceof SimRefusal) return this.refuse(client, name, error.message, context);
          const errorId = randomErrorId();
          ctx.log.error({ err: error, command: name, userId: this.ownerId, errorId }, 'command failed');
          // A rule that threw halfway may have left the world half changed: the refusal tests prove rules
          // check before they act, so only a bug gets here; the world is rebuilt from the saved game.
          await this.recoverAfterFailure();
          return this.refuse(client, name, `${UNEXPECTED_ERROR} (error ${errorId})`, context);
        }
      });
      this.commandQueue = run.catch(() => undefined);
      return run;
    }

    /** A world command from the table: run it for this room's federation, then re-sync what it touches. */
    private async runWorldCommand(name: WorldCommandName, payload: CommandPayload<WorldCommandName>): Promise<CommandResult> {
      const entry = commandEntry(name);
      if (name === 'createFederation') await checkLogo(ctx, (payload as CommandPayload<'createFederation'>).logo);
      const result = executeCommand(this.world, name, this.federationId(), payload, { now: Date.now() });
      if (!entry.readOnly) {
        this.scheduleSave();
        projectWorld(this.world, this.federationId(), this.state, entry.touches);
      }
      return result;
    }

    private async runSessionCommand(name: CommandName, payload: unknown): Promise<CommandResult> {
      const result = await this.session[name as SessionCommandName](payload as never);
      projectWorld(this.world, this.federationId(), this.state);
      return result;
    }

    /** The federation this room's player runs (today the world's one player federation). */
    federationId(): string {
      return this.world.playerFederationId;
    }

    /** Puts the world back as last saved after a command failed unexpectedly. */
    private async recoverAfterFailure() {
      const saved = await ctx.storage.getSave(this.ownerId, this.autosaveSlot);
      this.world = saved ? saveToWorld(saved) : freshWorld();
      projectWorld(this.world, this.federationId(), this.state);
    }

    private refuse(client: Client, command: string, message: string, context: MessageContext | undefined) {
      if (context?.id !== undefined) return context.reject({ message });
      const error: CommandError = { command, message };
      client.send(RoomEvents.commandError, error);
      return undefined;
    }

    /** A player is (back) in the room: it no longer closes after the grace period. */
    private keepOpen() {
      this.idleTimer?.clear();
      this.idleTimer = undefined;
    }

    onJoin() {
      this.keepOpen();
    }

    /** A dropped connection keeps its seat for the grace period; the SDK reconnects by itself. */
    async onDrop(client: Client) {
      await this.allowReconnection(client, Math.ceil(graceMs / 1000)).catch(() => undefined);
    }

    onReconnect() {
      this.keepOpen();
    }

    /** The last player left: save now, keep the room for the grace period, then close (onDispose saves). */
    onLeave() {
      if (this.clients.length > 0) return;
      void this.saveNow();
      this.idleTimer?.clear();
      this.idleTimer = this.clock.setTimeout(() => {
        if (this.clients.length === 0) void this.disconnect();
      }, graceMs);
    }

    async setAutosaveSlot(slot: SaveSlot): Promise<void> {
      this.autosaveSlot = slot;
      await ctx.storage.setActiveSlot(this.ownerId, slot);
    }

    /** Marks the world changed and writes the autosave slot shortly after the last change. */
    scheduleSave() {
      this.dirty = true;
      clearTimeout(this.saveTimer);
      this.saveTimer = setTimeout(() => void this.saveNow(), AUTOSAVE_DEBOUNCE_MS);
    }

    /** Writes the autosave slot now when the world changed; saves are chained so they land in order. */
    saveNow(): Promise<void> {
      clearTimeout(this.saveTimer);
      this.saveTimer = undefined;
      if (!this.dirty) return this.pendingSave;
      this.dirty = false;
      const save = worldToSave(this.ownerId, this.autosaveSlot, this.world);
      this.pendingSave = this.pendingSave
        .then(() => ctx.storage.putSave(save))
        .catch((error: unknown) => {
          this.dirty = true;
          ctx.log.error({ err: error, userId: this.ownerId }, 'autosave failed');
        });
      return this.pendingSave;
    }

    async onDispose() {
      this.idleTimer?.clear();
      await this.commandQueue;
      await this.saveNow();
    }
  };
}
