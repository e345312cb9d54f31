import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { game, resetGame } from '../state/game.ts';
import { markSignedIn, resetSession, session } from '../state/session.ts';
import { connectGame, leaveGame, sendCommand } from './gameConnection.ts';

type Handler = (...args: any[]) => void;

/** A stand-in for a joined Colyseus room: records handlers so tests can play the server. */
function fakeRoom() {
  const handlers: Record<string, Handler[]> = {};
  const on = (name: string) => (cb: Handler) => {
    (handlers[name] ??= []).push(cb);
  };
  const state = {
    calendar: { week: 1, month: 'January', year: 2025, totalWeeksProgressed: 0 },
    federation: { id: 'f1', name: 'Thunder Wrestling', logo: '', funds: 50000, popularity: 10 },
    rngState: 42,
  };
  return {
    state,
    send: vi.fn(),
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
    expect(game.state?.federation.name).toBe('Thunder Wrestling');
    expect(game.state?.calendar.week).toBe(1);

    room.emit('state', { ...room.state, calendar: { ...room.state.calendar, week: 2 } });
    expect(game.state?.calendar.week).toBe(2);
  });

  it('sends a command, shows it in flight, and files the week report', async () => {
    const room = fakeRoom();
    joinOrCreate.mockResolvedValue(room);
    await connectGame();

    expect(sendCommand('advanceWeek', {})).toBe(true);
    expect(room.send).toHaveBeenCalledWith('advanceWeek', {});
    expect(game.pendingCommand).toBe('advanceWeek');

    const events = [{ kind: 'weekAdvanced', week: 2, month: 'January', year: 2025 }];
    room.emit('message:weekReport', { command: 'advanceWeek', events });
    expect(game.pendingCommand).toBeNull();
    expect(game.reports[0]?.events).toEqual(events);
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
    expect(sendCommand('advanceWeek', {})).toBe(false);

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
