// One room per signed-in player: holds the world, validates commands, runs them through the command
// table, logs each accepted one before answering, and re-syncs what it touched. Thin on purpose: rules
// live in shared/sim; the game in its save slot (journal, save problems, slot operations) in
// server/slots/slotService.ts; what every room of the process shares in roomServices.ts.
import { StateView } from '@colyseus/schema';
import { Room, ServerError, type AuthContext, type Client, type MessageContext } from '@colyseus/core';
import { CommandPayloads, RoomEvents, TOO_MANY_CONNECTIONS, TOO_MANY_CONNECTIONS_CODE, type CommandError, type CommandName, type CommandPayload, type CommandResult } from '#shared/protocol/commands.ts';
import { payloadIssueMessage } from '#shared/protocol/issues.ts';
import { GameState } from '#shared/schema/GameState.ts';
import type { SessionCommandName, SyncSection, WorldCommandName } from '#shared/sim/commands/command.ts';
import { commandEntry, executeCommand, isWorldCommand } from '#shared/sim/commands/table.ts';
import { SimRefusal } from '#shared/sim/refusal.ts';
import { eventsFor } from '#shared/sim/events.ts';
import { OWNER_SEAT, seatFederationId, type World } from '#shared/sim/world.ts';
import type { AppContext } from '../context.ts';
import type { GamePosition } from '../persistence/gameJournal.ts';
import { UnreadableSnapshot } from '../persistence/snapshotCodec.ts';
import { randomErrorId, SAVE_PROBLEM_PENDING, SlotService, UNEXPECTED_ERROR, type SaveProblem } from '../slots/slotService.ts';
import { FLOOD_REJOIN_COOLDOWN_MS } from './messageLimit.ts';
import { checkFramesOf, MAX_ECHOED_COMMAND_CHARS, UNKNOWN_COMMAND } from './frameCheck.ts';
import { privatePartOf, projectWorld, showPlainLists } from './projectWorld.ts';
import { shareEncodeBuffers } from './sharedEncodeBuffers.ts';
import { CommandQueue } from './commandQueue.ts';
import { rememberLoggedRequests, RequestMemory, splitRequestId } from './requestMemory.ts';
import { NOT_A_MEMBER, type MemberRoom, type PlayerAuth } from './roomAccess.ts';
import { admit, createRoomServices, type RoomServices } from './roomServices.ts';

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

/** What a player reads when their game cannot be opened for a reason other than damage (the store does not answer). */
export function gameUnavailableMessage(errorId: string): string {
  return `Your game could not be opened right now (error ${errorId}). Please try again in a minute.`;
}
const SERVICE_UNAVAILABLE = 503;

/** The room class Colyseus defines for games: GameRoom with this process's shared services. */
export function createGameRoom(ctx: AppContext, graceMs = DEFAULT_ROOM_GRACE_MS) {
  const services = createRoomServices(ctx, graceMs);
  return class extends GameRoom {
    protected override readonly services = services;

    static override onAuth(_token: string, options: Record<string, unknown>, context: AuthContext): Promise<PlayerAuth> {
      return admit(services, options, context);
    }
  };
}

export class GameRoom extends Room<{ state: GameState }> implements MemberRoom {
  /** Given by createGameRoom's subclass: what every room of the process shares. */
  protected readonly services!: RoomServices;
  ownerId = '';
  /** The game this room plays, in its save slot (set up in onCreate, once the owner is known). */
  protected game!: SlotService;
  private idleTimer: { clear(): void } | undefined;
  private readonly commands = new CommandQueue();
  /** The connections this room counted against their account's cap: session id → user id. */
  private readonly counted = new Map<string, string>();
  /** The request ids each seat's applied commands came with, and their answers (requestMemory.ts). */
  private readonly requests = new RequestMemory();

  get world(): World {
    return this.game.world;
  }

  get position(): GamePosition | null {
    return this.game.position;
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

  /**
   * The one place a client's seat is looked up: the seat its member plays, or null for anyone who is not
   * a member. Today the owner holds the owner's seat (one room per owner); a shared world maps each member
   * to a seat of their own here.
   */
  seatOf(client: Client): string | null {
    return this.isMember(userIdOf(client)) ? OWNER_SEAT : null;
  }

  /** The federation a client plays: its seat's in the world (world.seats). */
  federationOf(client: Client): string {
    const seat = this.seatOf(client);
    if (seat === null) throw new SimRefusal(NOT_A_MEMBER);
    return seatFederationId(this.world, seat);
  }

  async onCreate(options: CreateOptions) {
    const { ctx } = this.services;
    this.ownerId = options.ownerId;
    // The room outlives its last client by the grace period (onLeave), then closes (onDispose snapshots).
    this.autoDispose = false;
    this.patchRate = IDLE_PATCH_INTERVAL_MS;
    this.setState(new GameState());
    // Every room encodes into the process's two buffers, not a pair of its own (sharedEncodeBuffers.ts).
    shareEncodeBuffers(this);
    this.game = new SlotService(this.ownerId, { storage: ctx.storage, config: ctx.config, log: ctx.log, onSaveProblem: (problem) => this.syncSaveProblem(problem) });
    const slot = await this.game.readAutosaveSlot();
    try {
      await this.openGame();
    } catch (error) {
      if (!(error instanceof UnreadableSnapshot)) {
        // Not damage (the store did not answer): the join is refused with a sentence, the details logged.
        const errorId = randomErrorId();
        ctx.log.error({ err: error, userId: this.ownerId, errorId }, 'game could not be opened');
        throw new ServerError(SERVICE_UNAVAILABLE, gameUnavailableMessage(errorId));
      }
      // A save that cannot be read never locks its player out: a fresh world waits behind the choice.
      this.game.startFresh();
      await this.game.noteUnreadable(slot, error, true);
    }
    this.projectAll();

    // Frames a client got wrong (unreadable, too deep, unknown command) are answered before Colyseus decodes them.
    checkFramesOf(this, (name) => Object.hasOwn(CommandPayloads, name), (client, refused) => {
      if (refused.reason === 'flooding') this.services.floodCooldowns.set(this.ownerId, Date.now() + FLOOD_REJOIN_COOLDOWN_MS);
      // Per player, so a flooder that reconnects does not get a fresh allowance of log lines.
      ctx.clientMistakes.warn(this.ownerId, { roomId: this.roomId, userId: this.ownerId, command: refused.command, reason: refused.reason }, 'command frame refused');
    });
    this.onMessage('*', (client, type) => this.refuse(client, String(type).slice(0, MAX_ECHOED_COMMAND_CHARS), UNKNOWN_COMMAND, undefined));
    for (const name of Object.keys(CommandPayloads) as CommandName[]) {
      this.onMessage(name, (client: Client, message: unknown, context: MessageContext) => this.runCommand(name, client, message, context));
    }
  }

  /**
   * Every command, top to bottom: who is asking (the client's seat) → limit (the frame was counted and
   * sized before Colyseus decoded it: checkFramesOf) → parse (request id, payload schema) → in turn, one
   * command at a time: an answer already given to this request id, or the command (a world command:
   * precheck → execute → log → re-sync, runWorldCommand; a slot operation: runSlotOperation) → answer.
   */
  private runCommand(name: CommandName, client: Client, message: unknown, context: MessageContext | undefined) {
    const seat = this.seatOf(client);
    if (seat === null) return this.refuse(client, name, NOT_A_MEMBER, context);
    const request = splitRequestId(message);
    if (!request.ok) return this.refuse(client, name, `Invalid ${name} command: ${request.message}`, context);
    const { requestId } = request;
    const parsed = CommandPayloads[name].safeParse(request.payload ?? {}, { error: payloadIssueMessage });
    if (!parsed.success) return this.refuse(client, name, `Invalid ${name} command: ${parsed.error.issues[0]?.message ?? 'bad payload'}`, context);

    const run = this.commands.run(async () => {
      try {
        // A request id this seat's commands already brought: the first answer, and nothing runs again.
        const earlier = requestId === undefined ? undefined : this.requests.answerOf(seat, requestId);
        const result =
          earlier ?? (isWorldCommand(name) ? await this.runWorldCommand(name, seat, parsed.data as CommandPayload<WorldCommandName>, requestId) : await this.runSlotOperation(name as SessionCommandName, parsed.data));
        const changed = !isWorldCommand(name) || !commandEntry(name).readOnly;
        if (!earlier && changed && requestId !== undefined) this.requests.remember(seat, requestId, result);
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
        this.services.ctx.log.error({ err: error, command: name, userId: this.ownerId, errorId }, 'command failed');
        // Rules check before they act (the property tests prove a refusal changes nothing), so only a
        // bug or a failed write gets here: the world is rebuilt from its snapshot and log, which hold
        // every command answered before this one.
        await this.recoverAfterFailure();
        return this.refuse(client, name, `${UNEXPECTED_ERROR} (error ${errorId})`, context);
      }
    });
    // A snapshot is folded in between commands, never while one runs.
    if (this.game.snapshotDue()) void this.commands.run(() => this.game.flushSnapshot());
    return run;
  }

  /** A world command from the table, for the seat's federation: precheck, execute, log, re-sync what it touched, answer. */
  private async runWorldCommand(name: WorldCommandName, seat: string, payload: CommandPayload<WorldCommandName>, requestId: string | undefined): Promise<CommandResult> {
    const federationId = seatFederationId(this.world, seat);
    const entry = commandEntry(name);
    if (this.game.saveProblem?.blocking && !entry.readOnly) throw new SimRefusal(SAVE_PROBLEM_PENDING);
    // The entry's own check that needs the server (a logo on disk), before the world is touched.
    await entry.precheck?.(payload as never, this.services.host);
    const at = Date.now();
    const week = this.world.calendar.totalWeeksProgressed;
    const result = executeCommand(this.world, name, federationId, payload, { now: at });
    if (entry.readOnly) return result;
    // Durable before the answer: a crash loses at most the command in flight.
    await this.game.record({ name, payload, federationId, at, week, ...(requestId === undefined ? {} : { requestId }) });
    this.resync(federationId, entry.touches);
    // A client hears what concerns its federation and the world's own events (the new date), never a
    // rival's week (its ledger, its signings' terms): the world's events are every federation's.
    return { ...result, events: eventsFor(result.events, federationId) };
  }

  /** A slot operation (new game, save, load, restore): the game may be another one, so all of it is re-synced. */
  private async runSlotOperation(name: SessionCommandName, payload: unknown): Promise<CommandResult> {
    const result = await this.game[name](payload as never);
    this.projectAll();
    this.broadcastPatch();
    return result;
  }

  /** Re-syncs the parts a command touched, then sends the patch before the answer. */
  private resync(federationId: string, touches: readonly SyncSection[]) {
    projectWorld(this.world, federationId, this.state, touches);
    for (const client of this.clients) this.showOwnPart(client);
    // The change goes out before the answer, so a client that reads the answer already holds the state it
    // produced (else a screen may show the answer's news beside figures up to one patch interval old).
    this.broadcastPatch();
  }

  /** Opens the autosave slot's game; a retry of a command applied before the room (or the server) closed is then answered, not run again. */
  private async openGame() {
    const slot = this.game.autosaveSlot;
    if (!(await this.game.openSlot(slot))) return;
    const position = this.game.position!;
    await rememberLoggedRequests(this.requests, this.services.ctx.storage, this.ownerId, slot, position, this.world).catch((error: unknown) => {
      this.services.ctx.log.warn({ err: error, slot, userId: this.ownerId }, 'request ids not read back from the command log');
    });
  }

  private syncSaveProblem(problem: SaveProblem | null) {
    Object.assign(this.state.saveProblem, problem ? { ...problem } : { slot: 0, errorId: '', hasPrevious: false, previousWhen: '', lostWeeks: 0, lostCommands: 0, blocking: false });
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
      await this.openGame();
    } catch (error) {
      this.game.startFresh();
      // Whatever stopped the read (damage, or the store not answering), nothing is written over the slot
      // until the player chooses: the fresh world is never saved by itself.
      const unreadable = error instanceof UnreadableSnapshot ? error : new UnreadableSnapshot('the game could not be read back after a failed command', { cause: error });
      await this.game.noteUnreadable(this.game.autosaveSlot, unreadable, true).catch(() => undefined);
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
    const userId = userIdOf(client);
    // The newest connection over the account's cap is refused: the client reads why (TOO_MANY_CONNECTIONS).
    if (!this.services.connections.add(userId)) throw new ServerError(TOO_MANY_CONNECTIONS_CODE, TOO_MANY_CONNECTIONS);
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
    await this.allowReconnection(client, Math.ceil(this.services.graceMs / 1000)).catch(() => undefined);
  }

  /** Back within the grace period: it takes a place again, or is closed with the cap's sentence when the account's newer connections took them all. */
  onReconnect(client: Client) {
    const userId = userIdOf(client);
    if (!this.services.connections.add(userId)) {
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
    void this.commands.run(() => this.game.flushSnapshot());
    this.idleTimer?.clear();
    // A timer of its own, not the room's clock: the clock ticks with the patch timer (IDLE_PATCH_INTERVAL_MS).
    const idle = setTimeout(() => {
      if (this.clients.length === 0) void this.disconnect();
    }, this.services.graceMs);
    this.idleTimer = { clear: () => clearTimeout(idle) };
  }

  private releaseConnection(sessionId: string) {
    const userId = this.counted.get(sessionId);
    if (userId === undefined) return;
    this.counted.delete(sessionId);
    this.services.connections.remove(userId);
  }

  /** Closing (idle, or the server shutting down): the queued commands finish, then a last snapshot. */
  async onDispose() {
    for (const sessionId of [...this.counted.keys()]) this.releaseConnection(sessionId);
    this.idleTimer?.clear();
    await this.commands.idle();
    await this.game?.flushSnapshot();
  }
}

/** The signed-in user a client connected as ('' for none). */
function userIdOf(client: Client): string {
  return (client.auth as PlayerAuth | undefined)?.userId ?? '';
}
