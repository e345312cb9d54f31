// One room per signed-in player: holds the world, validates commands, runs them through the command
// table, logs each accepted one before answering, and re-syncs what it touched. Thin on purpose: rules
// live in shared/sim; persistence in server/persistence (a snapshot plus the command log).
import { StateView } from '@colyseus/schema';
import { Room, ServerError, type AuthContext, type Client, type MessageContext } from '@colyseus/core';
import { CommandPayloads, RoomEvents, TOO_MANY_CONNECTIONS, TOO_MANY_CONNECTIONS_CODE, type CommandError, type CommandName, type CommandPayload, type CommandResult, type SaveSlot } from '../../shared/protocol/commands.ts';
import { payloadIssueMessage } from '../../shared/protocol/issues.ts';
import { GameState } from '../../shared/schema/GameState.ts';
import type { CommandHost, SessionCommandName, WorldCommandName } from '../../shared/sim/commands/command.ts';
import { commandEntry, executeCommand, isWorldCommand } from '../../shared/sim/commands/table.ts';
import { SimRefusal } from '../../shared/sim/refusal.ts';
import { eventsFor } from '../../shared/sim/events.ts';
import { OWNER_SEAT, seatFederationId, type World } from '../../shared/sim/world.ts';
import type { AppContext } from '../context.ts';
import { isAvailableLogo } from '../assets/logos.ts';
import { GameJournal, type GamePosition } from '../persistence/gameJournal.ts';
import { UnreadableSnapshot } from '../persistence/snapshotCodec.ts';
import { CommandLogConflict } from '../storage/port.ts';
import { FLOOD_REJOIN_COOLDOWN_MS, FLOOD_REJOIN_REFUSAL } from './messageLimit.ts';
import { checkFramesOf, MAX_ECHOED_COMMAND_CHARS, UNKNOWN_COMMAND } from './frameCheck.ts';
import { privatePartOf, projectWorld, showPlainLists } from './projectWorld.ts';
import { shareEncodeBuffers } from './sharedEncodeBuffers.ts';
import { CommandQueue } from './commandQueue.ts';
import { AccountConnections } from './connectionCap.ts';
import { rememberLoggedRequests, RequestMemory, splitRequestId } from './requestMemory.ts';
import { authFromHeaders, NOT_A_MEMBER, NOT_SIGNED_IN, type MemberRoom, type PlayerAuth } from './roomAccess.ts';
import { randomErrorId, SAVE_PROBLEM_PENDING, sessionCommands, UNEXPECTED_ERROR, type SessionHandlers } from './sessionCommands.ts';
import { autosaveSlotOf, freshWorld, NEW_GAME_SLOT } from './worldSaves.ts';

/** How long a dropped player may reconnect, and how long the room waits after its player left, in ms. */
export const DEFAULT_ROOM_GRACE_MS = 60_000;

/**
 * The room's own patch timer, in ms (Colyseus's default is 50). Every change the room makes sends its
 * patch at once (a command, a session command, a refusal, a recovery: `broadcastPatch()` before the
 * answer), so the timer finds nothing to send; it only ticks the room's clock, which nothing of ours reads
 * (the idle close after the grace period has a timer of its own).
 * At Colyseus's 20 checks a second per room, 1,250 idle rooms spent a fifth of the server's core on them
 * (npm run loadtest, docs/protocol.md "Patches").
 */
export const IDLE_PATCH_INTERVAL_MS = 1_000;

interface CreateOptions {
  ownerId: string;
}

/** The answer to matchmaking options that are not a JSON object (a text body, null, a list). */
export const BAD_ROOM_OPTIONS = 'Those game options could not be read.';
const BAD_REQUEST = 400;
const TOO_MANY_REQUESTS = 429;

/** A slot that could not be read, as the room remembers it until the player chooses. */
export interface SaveProblem {
  slot: SaveSlot;
  errorId: string;
  hasPrevious: boolean;
  previousWhen: string;
  /** What the recovery does not bring back: in-game weeks and logged commands. */
  lostWeeks: number;
  lostCommands: number;
  /** True when the room has no playable game until the player chooses (its own slot could not be read). */
  blocking: boolean;
}

/** What a player reads when their game cannot be opened for a reason other than damage (the store does not answer). */
export function gameUnavailableMessage(errorId: string): string {
  return `Your game could not be opened right now (error ${errorId}). Please try again in a minute.`;
}
const SERVICE_UNAVAILABLE = 503;

/** The room as the slot operations see it. */
export interface GameRoomApi {
  ownerId: string;
  world: World;
  ctx: AppContext;
  journal: GameJournal;
  /** The slot this game plays in and logs to: the one it was loaded from or last saved to (a new game: slot 1). */
  autosaveSlot: SaveSlot;
  /** Where the slot's game stands on disk; null until the game's first change is written. */
  position: GamePosition | null;
  saveProblem: SaveProblem | null;
  /** Makes `slot` the autosave slot, here and in storage (so the next visit opens that game). */
  setAutosaveSlot(slot: SaveSlot): Promise<void>;
  /** Writes a snapshot of the game when commands were logged since the last one. */
  flushSnapshot(): Promise<void>;
  /** Opens a slot's game into the room; a slot that cannot be read becomes a save problem (thrown as UnreadableSnapshot). */
  openSlot(slot: SaveSlot): Promise<boolean>;
  /** Records an unreadable slot: logged under an id, shown to the player with the choices. */
  noteUnreadable(slot: SaveSlot, error: unknown, blocking: boolean): Promise<SaveProblem>;
}

export function createGameRoom(ctx: AppContext, graceMs = DEFAULT_ROOM_GRACE_MS) {
  /** Players closed for flooding, and when they may open their game again (epoch ms; this process). */
  const floodCooldowns = new Map<string, number>();
  /** Every account's open game connections on this process, capped (connectionCap.ts). */
  const connections = new AccountConnections();
  /** What a table entry's precheck may ask of the server. */
  const host: CommandHost = { isAvailableLogo: (logo) => isAvailableLogo(ctx.config.logoDir, logo) };

  return class GameRoom extends Room<{ state: GameState }> implements GameRoomApi, MemberRoom {
    ownerId = '';
    world!: World;
    ctx = ctx;
    journal = new GameJournal(ctx.storage);
    autosaveSlot: SaveSlot = NEW_GAME_SLOT;
    position: GamePosition | null = null;
    saveProblem: SaveProblem | null = null;
    private idleTimer: { clear(): void } | undefined;
    private readonly commands = new CommandQueue();
    /** The connections this room counted against their account's cap: session id → user id. */
    private readonly counted = new Map<string, string>();
    /** The request ids each seat's applied commands came with, and their answers (requestMemory.ts). */
    private readonly requests = new RequestMemory();
    private session!: SessionHandlers;

    /**
     * Runs before matchmaking, from the session cookie of the HTTP request. It overwrites any
     * ownerId the client sent, so each player lands in their own room (filterBy ownerId).
     */
    static override async onAuth(_token: string, options: Record<string, unknown>, context: AuthContext): Promise<PlayerAuth> {
      const auth = await authFromHeaders(ctx, context.headers);
      if (!auth) throw new ServerError(401, NOT_SIGNED_IN);
      const cooldown = floodCooldowns.get(auth.userId);
      if (cooldown !== undefined && cooldown > Date.now()) throw new ServerError(TOO_MANY_REQUESTS, FLOOD_REJOIN_REFUSAL);
      floodCooldowns.delete(auth.userId);
      // Refused here, a connection over the cap costs no seat; the join checks again (concurrent joins).
      if (!connections.hasRoom(auth.userId)) throw new ServerError(TOO_MANY_REQUESTS, TOO_MANY_CONNECTIONS);
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
      // The room outlives its last client by the grace period (onLeave), then closes (onDispose snapshots).
      this.autoDispose = false;
      this.patchRate = IDLE_PATCH_INTERVAL_MS;
      this.setState(new GameState());
      // Every room encodes into the process's two buffers (sharedEncodeBuffers.ts: ~380 KB a room before).
      shareEncodeBuffers(this);
      this.autosaveSlot = autosaveSlotOf(await ctx.storage.getActiveSlot(this.ownerId));
      try {
        await this.openSlot(this.autosaveSlot);
      } catch (error) {
        if (!(error instanceof UnreadableSnapshot)) {
          // Not damage (the store did not answer): the join is refused with a sentence, the details logged.
          const errorId = randomErrorId();
          ctx.log.error({ err: error, userId: this.ownerId, errorId }, 'game could not be opened');
          throw new ServerError(SERVICE_UNAVAILABLE, gameUnavailableMessage(errorId));
        }
        // A save that cannot be read never locks its player out: a fresh world waits behind the choice.
        this.world = freshWorld(ctx.config);
        this.position = null;
        await this.noteUnreadable(this.autosaveSlot, error, true);
      }
      this.projectAll();

      // Frames a client got wrong (unreadable, too deep, unknown command) are answered before Colyseus decodes them.
      checkFramesOf(this, (name) => Object.hasOwn(CommandPayloads, name), (client, refused) => {
        if (refused.reason === 'flooding') floodCooldowns.set(this.ownerId, Date.now() + FLOOD_REJOIN_COOLDOWN_MS);
        // Per player, so a flooder that reconnects does not get a fresh allowance of log lines.
        ctx.clientMistakes.warn(this.ownerId, { roomId: this.roomId, userId: this.ownerId, command: refused.command, reason: refused.reason }, 'command frame refused');
      });
      this.onMessage('*', (client, type) => this.refuse(client, String(type).slice(0, MAX_ECHOED_COMMAND_CHARS), UNKNOWN_COMMAND, undefined));
      this.session = sessionCommands(this);
      for (const name of Object.keys(CommandPayloads) as CommandName[]) {
        this.onMessage(name, (client: Client, message: unknown, context: MessageContext) => this.runCommand(name, client, message, context));
      }
    }

    async openSlot(slot: SaveSlot): Promise<boolean> {
      const opened = await this.journal.open(this.ownerId, slot);
      if (!opened) {
        this.world = freshWorld(ctx.config);
        this.position = null;
        return false;
      }
      const { world, replayed: _replayed, ...position } = opened;
      this.world = world;
      this.position = position;
      // A retry of a command applied before the room (or the server) closed is answered, not run again.
      await rememberLoggedRequests(this.requests, ctx.storage, this.ownerId, slot, position, world).catch((error: unknown) => {
        ctx.log.warn({ err: error, slot, userId: this.ownerId }, 'request ids not read back from the command log');
      });
      return true;
    }

    async noteUnreadable(slot: SaveSlot, error: unknown, blocking: boolean): Promise<SaveProblem> {
      if (!(error instanceof UnreadableSnapshot)) throw error;
      const errorId = randomErrorId();
      ctx.log.error({ err: error, reason: error.reason, slot, userId: this.ownerId, errorId }, 'unreadable save');
      // Only a recovery that works is offered, with what it loses (rare: a decode and a replay of the log).
      const plan = await this.journal.planRecovery(this.ownerId, slot).catch(() => null);
      const calendar = plan?.world.calendar;
      this.saveProblem = {
        slot,
        errorId,
        hasPrevious: plan !== null,
        previousWhen: calendar ? `Week ${calendar.week}, ${calendar.month} ${calendar.year}` : '',
        lostWeeks: plan?.lostWeeks ?? 0,
        lostCommands: plan?.lostCommands ?? 0,
        blocking,
      };
      this.syncSaveProblem();
      return this.saveProblem;
    }

    private syncSaveProblem() {
      const problem = this.saveProblem;
      Object.assign(this.state.saveProblem, problem ? { ...problem } : { slot: 0, errorId: '', hasPrevious: false, previousWhen: '', lostWeeks: 0, lostCommands: 0, blocking: false });
    }

    /** Every command goes through here: the member check, the payload schema, then the table or the room's slot operations. */
    private runCommand(name: CommandName, client: Client, message: unknown, context: MessageContext | undefined) {
      const userId = (client.auth as PlayerAuth | undefined)?.userId ?? '';
      if (!this.isMember(userId)) return this.refuse(client, name, NOT_A_MEMBER, context);
      const request = splitRequestId(message);
      if (!request.ok) return this.refuse(client, name, `Invalid ${name} command: ${request.message}`, context);
      const { requestId } = request;
      const parsed = CommandPayloads[name].safeParse(request.payload ?? {}, { error: payloadIssueMessage });
      if (!parsed.success) return this.refuse(client, name, `Invalid ${name} command: ${parsed.error.issues[0]?.message ?? 'bad payload'}`, context);
      const seat = this.seatOf(userId);

      const run = this.commands.run(async () => {
        try {
          // A request id this seat's commands already brought: the first answer, and nothing runs again.
          const earlier = requestId === undefined || seat === null ? undefined : this.requests.answerOf(seat, requestId);
          const result =
            earlier ?? (isWorldCommand(name) ? await this.runWorldCommand(name, this.federationOf(client), parsed.data as CommandPayload<WorldCommandName>, requestId) : await this.runSessionCommand(name, parsed.data));
          const changed = !isWorldCommand(name) || !commandEntry(name).readOnly;
          if (!earlier && changed && requestId !== undefined && seat !== null) this.requests.remember(seat, requestId, result);
          if (context?.id === undefined) client.send(RoomEvents.weekReport, { command: name, events: result.events });
          return result;
        } catch (error) {
          if (error instanceof SimRefusal) {
            // A refused world command changed nothing (an empty patch, a cheap check); a refused slot
            // operation may have noted a save problem: it reaches the player before the refusal does.
            this.broadcastPatch();
            return this.refuse(client, name, error.message, context);
          }
          const errorId = randomErrorId();
          ctx.log.error({ err: error, command: name, userId: this.ownerId, errorId }, 'command failed');
          // Rules check before they act (the property tests prove a refusal changes nothing), so only a
          // bug or a failed write gets here: the world is rebuilt from its snapshot and log, which hold
          // every command answered before this one.
          await this.recoverAfterFailure();
          return this.refuse(client, name, `${UNEXPECTED_ERROR} (error ${errorId})`, context);
        }
      });
      // A snapshot is folded in between commands, never while one runs.
      if (this.position && this.journal.snapshotDue(this.position, this.world)) void this.commands.run(() => this.flushSnapshot());
      return run;
    }

    /** A world command from the table: run it for the client's federation, log it, then re-sync what it touched. */
    private async runWorldCommand(name: WorldCommandName, federationId: string, payload: CommandPayload<WorldCommandName>, requestId: string | undefined): Promise<CommandResult> {
      const entry = commandEntry(name);
      if (this.saveProblem?.blocking && !entry.readOnly) throw new SimRefusal(SAVE_PROBLEM_PENDING);
      // The entry's own check that needs the server (a logo on disk), before the world is touched.
      await entry.precheck?.(payload as never, host);
      const at = Date.now();
      const week = this.world.calendar.totalWeeksProgressed;
      const result = executeCommand(this.world, name, federationId, payload, { now: at });
      if (entry.readOnly) return result;
      // Durable before the answer: a crash loses at most the command in flight.
      await this.record({ name, payload, federationId, at, week, ...(requestId === undefined ? {} : { requestId }) });
      projectWorld(this.world, federationId, this.state, entry.touches);
      for (const client of this.clients) this.showOwnPart(client);
      // The change goes out before the answer, so a client that reads the answer already holds the state it
      // produced (else a screen may show the answer's news beside figures up to one patch interval old).
      this.broadcastPatch();
      // A client hears what concerns its federation and the world's own events (the new date), never a
      // rival's week (its ledger, its signings' terms): the world's events are every federation's.
      return { ...result, events: eventsFor(result.events, federationId) };
    }

    /** Logs an accepted command; the game's first change (or a slot deleted under it) starts the game on disk with a snapshot instead. */
    private async record(entry: { name: WorldCommandName; payload: CommandPayload<WorldCommandName>; federationId: string; at: number; week: number; requestId?: string }) {
      if (!this.position) {
        this.position = await this.journal.start(this.ownerId, this.autosaveSlot, this.world);
        return;
      }
      try {
        await this.journal.append(this.ownerId, this.autosaveSlot, this.position, entry, this.world);
      } catch (error) {
        // The slot was deleted (or overwritten) from the slot list while this game played on: it goes on
        // in the slot as a new game on disk, as the player sees it.
        if (!(error instanceof CommandLogConflict) || error.reason !== 'not-current-game') throw error;
        this.position = await this.journal.start(this.ownerId, this.autosaveSlot, this.world);
      }
    }

    private async runSessionCommand(name: CommandName, payload: unknown): Promise<CommandResult> {
      const result = await this.session[name as SessionCommandName](payload as never);
      this.syncSaveProblem();
      this.projectAll();
      this.broadcastPatch();
      return result;
    }

    /**
     * The seat a member plays: today the game's owner holds the owner's seat (one room per owner); a
     * shared world will map each member to a seat of their own. Null for anyone else.
     */
    seatOf(userId: string): string | null {
      return userId === this.ownerId ? OWNER_SEAT : null;
    }

    /** The federation a client plays: its member's seat in the world (world.seats). */
    federationOf(client: Client): string {
      const seat = this.seatOf((client.auth as PlayerAuth | undefined)?.userId ?? '');
      if (seat === null) throw new SimRefusal(NOT_A_MEMBER);
      return seatFederationId(this.world, seat);
    }

    /** The federation the synced state shows: the owner's seat's (every client of the room today). */
    federationId(): string {
      return seatFederationId(this.world, OWNER_SEAT);
    }

    /**
     * A whole projection (a game opened, loaded or rebuilt), then every client's view shows its own
     * federation's private part and no other (the part may be new: another game's federation).
     */
    private projectAll() {
      projectWorld(this.world, this.federationId(), this.state);
      for (const client of this.clients) this.showOwnPart(client);
    }

    /** Gives a client the view of its own federation's private part (docs/protocol.md "Public and private"). */
    private showOwnPart(client: Client) {
      const own = privatePartOf(this.state, this.federationOf(client));
      if (!client.view?.has(own)) {
        client.view?.dispose();
        client.view = new StateView();
        client.view.add(own);
      }
      showPlainLists(client.view, own);
    }

    /** Puts the world back as last written after a command failed unexpectedly. */
    private async recoverAfterFailure() {
      try {
        await this.openSlot(this.autosaveSlot);
      } catch (error) {
        this.world = freshWorld(ctx.config);
        this.position = null;
        // Whatever stopped the read (damage, or the store not answering), nothing is written over the slot
        // until the player chooses: the fresh world is never saved by itself.
        const unreadable = error instanceof UnreadableSnapshot ? error : new UnreadableSnapshot('the game could not be read back after a failed command', { cause: error });
        await this.noteUnreadable(this.autosaveSlot, unreadable, true).catch(() => undefined);
      }
      this.projectAll();
      this.broadcastPatch();
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

    onJoin(client: Client) {
      const userId = (client.auth as PlayerAuth | undefined)?.userId ?? '';
      // The newest connection over the account's cap is refused: the client reads why (TOO_MANY_CONNECTIONS).
      if (!connections.add(userId)) throw new ServerError(TOO_MANY_CONNECTIONS_CODE, TOO_MANY_CONNECTIONS);
      this.counted.set(client.sessionId, userId);
      this.showOwnPart(client);
      this.keepOpen();
    }

    /**
     * A dropped connection keeps its seat for the grace period (the SDK reconnects by itself) but gives up
     * its place under the account's cap meanwhile: a browser's reload drops the old page's connection, and
     * a player who reloads often must not be kept out by seats nobody is using.
     */
    async onDrop(client: Client) {
      this.releaseConnection(client.sessionId);
      await this.allowReconnection(client, Math.ceil(graceMs / 1000)).catch(() => undefined);
    }

    /** Back within the grace period: it takes a place again, or is closed with the cap's sentence when the account's newer connections took them all. */
    onReconnect(client: Client) {
      const userId = (client.auth as PlayerAuth | undefined)?.userId ?? '';
      if (!connections.add(userId)) {
        client.leave(TOO_MANY_CONNECTIONS_CODE, TOO_MANY_CONNECTIONS);
        return;
      }
      this.counted.set(client.sessionId, userId);
      this.keepOpen();
    }

    /** A connection is gone for good (its place under the cap is free); the last player left: fold the log into a snapshot, keep the room for the grace period, then close. */
    onLeave(client: Client) {
      this.releaseConnection(client.sessionId);
      if (this.clients.length > 0) return;
      void this.commands.run(() => this.flushSnapshot());
      this.idleTimer?.clear();
      // A timer of its own, not the room's clock: the clock ticks with the patch timer (IDLE_PATCH_INTERVAL_MS).
      const idle = setTimeout(() => {
        if (this.clients.length === 0) void this.disconnect();
      }, graceMs);
      this.idleTimer = { clear: () => clearTimeout(idle) };
    }

    private releaseConnection(sessionId: string) {
      const userId = this.counted.get(sessionId);
      if (userId === undefined) return;
      this.counted.delete(sessionId);
      connections.remove(userId);
    }

    async setAutosaveSlot(slot: SaveSlot): Promise<void> {
      this.autosaveSlot = slot;
      await ctx.storage.setActiveSlot(this.ownerId, slot);
    }

    async flushSnapshot(): Promise<void> {
      if (!this.position || this.position.seq === this.position.snapshotSeq) return;
      try {
        await this.journal.snapshot(this.ownerId, this.autosaveSlot, this.position, this.world);
      } catch (error) {
        // The log still holds every command: a failed snapshot only makes the next load replay more.
        ctx.log.error({ err: error, userId: this.ownerId }, 'snapshot failed');
      }
    }

    /** Closing (idle, or the server shutting down): the queued commands finish, then a last snapshot. */
    async onDispose() {
      for (const sessionId of [...this.counted.keys()]) this.releaseConnection(sessionId);
      this.idleTimer?.clear();
      await this.commands.idle();
      await this.flushSnapshot();
    }
  };
}
