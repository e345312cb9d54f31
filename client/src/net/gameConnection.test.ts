import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { game, resetGame } from '../state/game.ts';
import { markSignedIn, resetSession, session } from '../state/session.ts';
import { FederationPrivateState, GameState, MessageState } from '#shared/schema/GameState.ts';
import { FLOOD_CLOSE_CODE, TOO_MANY_CONNECTIONS, TOO_MANY_CONNECTIONS_CODE } from '#shared/protocol/commands.ts';
import { CONNECTION_LOST, connectGame, leaveGame, requestCommand } from './gameConnection.ts';

type Handler = (...args: any[]) => void;

/** A stand-in for a joined Colyseus room: records handlers so tests can play the server. */
function fakeRoom() {
  const handlers: Record<string, Handler[]> = {};
  const on = (name: string) => (cb: Handler) => {
    (handlers[name] ??= []).push(cb);
  };
  // The real synced schema, as the SDK decodes it.
  // The room sends this client its own federation's private part alone (a StateView).
  const state = new GameState();
  const own = new FederationPrivateState();
  state.privates.set('f1', own);
  own.gameStarted = true;
  Object.assign(own.federation, { id: 'f1', name: 'Thunder Wrestling', funds: 50000, popularity: 10 });
  Object.assign(own.federation.changeFromLastWeek.change, { funds: 2000, popularity: 0.8, wrestlers: 3 });
  own.messages.push(Object.assign(new MessageState(), { id: 'm1', type: 'welcome', title: 'Welcome', content: 'Hi', week: 1, month: 'January', year: 2025, isRead: false, timestamp: 1 }));
  return {
    state,
    send: vi.fn(),
    request: vi.fn(async (..._args: unknown[]): Promise<unknown> => ({ events: [] })),
    leave: vi.fn(async () => 1000),
    onStateChange: on('state'),
    onDrop: on('drop'),
    onReconnect: on('reconnect'),
    onLeave: on('leave'),
    onMessage: (type: string, cb: Handler) => on(`message:${type}`)(cb),
    emit: (name: string, ...args: unknown[]) => handlers[name]?.forEach((cb) => cb(...args)),
  };
}

const joinOrCreate = vi.fn();
vi.mock('@colyseus/sdk', () => ({
  Client: vi.fn(function Client() {
    return { joinOrCreate };
  }),
}));

describe('gameConnection', () => {
  beforeEach(() => {
    resetGame();
    resetSession();
    markSignedIn({ id: 'u1', email: 'player@example.com' });
    joinOrCreate.mockReset();
  });
  afterEach(async () => {
    await leaveGame();
  });

  it('joins once, mirrors the room state and follows its changes', async () => {
    const room = fakeRoom();
    joinOrCreate.mockResolvedValue(room);
    await Promise.all([connectGame(), connectGame()]);
    await connectGame();

    expect(joinOrCreate).toHaveBeenCalledTimes(1);
    expect(joinOrCreate.mock.calls[0]?.[0]).toBe('game');
    expect(game.status).toBe('connected');
    // Joined, but the room's first state has not arrived: the schema's defaults are not the game.
    expect(game.state).toBeNull();
    room.emit('state', room.state);
    expect(game.state?.federation.name).toBe('Thunder Wrestling');
    expect(game.state?.calendar.week).toBe(1);

    room.state.calendar.week = 2;
    room.emit('state', room.state);
    expect(game.state?.calendar.week).toBe(2);
  });

  it("mirrors the schema's fields as plain values, keyed collections as records", async () => {
    const room = fakeRoom();
    joinOrCreate.mockResolvedValue(room);
    await connectGame();
    room.emit('state', room.state);
    expect(game.state?.gameStarted).toBe(true);
    expect(game.state?.federation.changeFromLastWeek.change).toEqual({ funds: 2000, popularity: 0.8, wrestlers: 3 });
    expect(game.state?.federation.weeklyRevenue).toBe(0);
    expect(game.state?.messages[0]?.title).toBe('Welcome');
    expect(game.state?.roster).toEqual({});
    expect(game.state?.shows).toEqual({});
  });

  it('runs a command as a request, shows it in flight, and files the week report', async () => {
    const room = fakeRoom();
    const events = [{ kind: 'weekAdvanced', week: 2, month: 'January', year: 2025 }];
    let answer!: (value: unknown) => void;
    room.request.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    joinOrCreate.mockResolvedValue(room);
    await connectGame();

    const pending = requestCommand('advanceWeek');
    await vi.waitFor(() => expect(room.request).toHaveBeenCalled());
    // The payload carries the command's request id (shared/protocol/commands.ts REQUEST_ID_FIELD).
    expect(room.request.mock.calls[0]?.slice(0, 2)).toEqual(['advanceWeek', { requestId: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(game.pendingCommand).toBe('advanceWeek');
    answer({ events });

    await expect(pending).resolves.toEqual({ ok: true, answer: { events } });
    expect(game.pendingCommand).toBeNull();
    expect(game.reports[0]?.events).toEqual(events);
  });

  it('gives the server refusal as a readable, rejected failure', async () => {
    const room = fakeRoom();
    room.request.mockRejectedValue(Object.assign(new Error('rejected'), { name: 'rejected', reason: { message: 'Federation name contains invalid characters' } }));
    joinOrCreate.mockResolvedValue(room);
    await connectGame();

    await expect(requestCommand('createFederation', { name: 'Bad<>', logo: '' })).resolves.toEqual({
      ok: false,
      rejected: true,
      message: 'Federation name contains invalid characters',
    });
  });

  it('words a failure that is not a server refusal as one short sentence, never library text', async () => {
    const room = fakeRoom();
    joinOrCreate.mockResolvedValue(room);
    await connectGame();
    for (const failure of [new RangeError('offset is out of bounds'), new Error('request "advanceWeek" timed out after 15000ms.')]) {
      room.request.mockRejectedValueOnce(failure);
      await expect(requestCommand('advanceWeek')).resolves.toEqual({ ok: false, rejected: false, message: 'That command did not go through. Try again.' });
    }
  });

  it('gives each command a request id of its own', async () => {
    const room = fakeRoom();
    joinOrCreate.mockResolvedValue(room);
    await connectGame();
    await requestCommand('markAllMessagesRead', {});
    await requestCommand('markAllMessagesRead', {});
    const ids = room.request.mock.calls.map((call) => (call[1] as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('sends a command again with the same request id when the connection dropped before its answer', async () => {
    const room = fakeRoom();
    const events = [{ kind: 'weekAdvanced', week: 2, month: 'January', year: 2025 }];
    room.request.mockImplementationOnce(async () => {
      // The SDK marks the drop, then rejects the requests in flight.
      room.emit('drop', 1006);
      throw new Error('connection closed before a response was received.');
    });
    room.request.mockImplementationOnce(async () => ({ events }));
    joinOrCreate.mockResolvedValue(room);
    await connectGame();

    const pending = requestCommand('advanceWeek', { unrunShows: 'run' });
    await vi.waitFor(() => expect(room.request).toHaveBeenCalledTimes(1));
    expect(game.status).toBe('reconnecting');
    room.emit('reconnect');

    await expect(pending).resolves.toEqual({ ok: true, answer: { events } });
    expect(room.request).toHaveBeenCalledTimes(2);
    const [first, second] = room.request.mock.calls.map((call) => call[1]);
    expect(second).toEqual(first);
    expect(first).toEqual({ unrunShows: 'run', requestId: expect.any(String) });
  });

  it('does not send again when the connection is lost for good', async () => {
    const room = fakeRoom();
    room.request.mockImplementationOnce(async () => {
      room.emit('drop', 1006);
      throw new Error('connection closed before a response was received.');
    });
    joinOrCreate.mockResolvedValue(room);
    await connectGame();

    const pending = requestCommand('advanceWeek');
    await vi.waitFor(() => expect(room.request).toHaveBeenCalledTimes(1));
    room.emit('leave', 1006);
    await expect(pending).resolves.toEqual({ ok: false, rejected: false, message: 'That command did not go through. Try again.' });
    expect(room.request).toHaveBeenCalledTimes(1);
  });

  it('treats a 401 refusal as signed out', async () => {
    joinOrCreate.mockRejectedValue(Object.assign(new Error('Sign in to play'), { code: 401 }));
    await connectGame();
    expect(session.status).toBe('signedOut');
    expect(game.status).toBe('idle');
  });

  it('reports other failures and connects on retry', async () => {
    joinOrCreate.mockRejectedValueOnce(new Error('server unavailable'));
    await connectGame();
    expect(game.status).toBe('error');
    expect(game.error).toContain('server unavailable');

    joinOrCreate.mockResolvedValueOnce(fakeRoom());
    await connectGame();
    expect(game.status).toBe('connected');
    expect(game.error).toBeNull();
  });

  it('shows reconnecting on a drop and an error when the room is lost', async () => {
    const room = fakeRoom();
    joinOrCreate.mockResolvedValue(room);
    await connectGame();

    room.emit('drop', 1006);
    expect(game.status).toBe('reconnecting');
    room.emit('reconnect');
    expect(game.status).toBe('connected');
    room.emit('leave', 1006);
    expect(game.status).toBe('error');
    expect(game.error).toBe(CONNECTION_LOST);
  });

  it('says why when the server closed the game for too many commands', async () => {
    const room = fakeRoom();
    joinOrCreate.mockResolvedValue(room);
    await connectGame();
    room.emit('leave', FLOOD_CLOSE_CODE);
    expect(game.status).toBe('error');
    expect(game.error).toBe('Your game was disconnected because too many commands were sent at once. Wait a few seconds, then reopen it.');
  });

  it('says why when the game is already open in as many tabs as it may be, refused at matchmaking or at the join', async () => {
    joinOrCreate.mockRejectedValueOnce(Object.assign(new Error(TOO_MANY_CONNECTIONS), { code: 429 }));
    await connectGame();
    expect(game.status).toBe('error');
    expect(game.error).toBe(TOO_MANY_CONNECTIONS);

    joinOrCreate.mockRejectedValueOnce(Object.assign(new Error(TOO_MANY_CONNECTIONS), { code: TOO_MANY_CONNECTIONS_CODE }));
    await connectGame();
    expect(game.error).toBe(TOO_MANY_CONNECTIONS);
    expect(game.error).toMatch(/^Your game is already open in 10 tabs or windows/);
  });

  it('leaves the room and forgets the state on sign-out', async () => {
    const room = fakeRoom();
    joinOrCreate.mockResolvedValue(room);
    await connectGame();
    await leaveGame();

    expect(room.leave).toHaveBeenCalledWith(true);
    expect(game.state).toBeNull();
    expect(game.status).toBe('idle');
  });
});
