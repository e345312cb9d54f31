// The mirror the screens read: the public parts of the synced state and this client's own federation's
// private part side by side (docs/protocol.md "Public and private"), at the paths screens always read.
import { describe, expect, it } from 'vitest';
import { FederationFaceState, FederationPrivateState, GameState } from '#shared/schema/GameState.ts';
import { mirrorState } from './mirrorState.ts';

describe('mirrorState', () => {
  it("lays the client's own private part beside the calendar and every federation's public face", () => {
    const state = new GameState();
    state.calendar.week = 3;
    state.federations.set('player', Object.assign(new FederationFaceState(), { id: 'player', name: 'Home Wrestling', popularity: 12 }));
    state.federations.set('rival', Object.assign(new FederationFaceState(), { id: 'rival', name: 'Rival Wrestling', controller: 'ai', popularity: 40 }));
    const own = new FederationPrivateState();
    own.gameStarted = true;
    Object.assign(own.federation, { id: 'player', name: 'Home Wrestling', funds: 50_000 });
    state.privates.set('player', own);

    const mirror = mirrorState(state);
    expect(mirror.gameStarted).toBe(true);
    expect(mirror.federation).toMatchObject({ id: 'player', funds: 50_000 });
    expect(mirror.calendar.week).toBe(3);
    expect(Object.keys(mirror.federations)).toEqual(['player', 'rival']);
    expect(mirror.federations.rival).toMatchObject({ name: 'Rival Wrestling', controller: 'ai', popularity: 40 });
    expect(mirror).not.toHaveProperty('privates');
  });

  it('reads as a game not started before the private part arrives', () => {
    const mirror = mirrorState(new GameState());
    expect(mirror.gameStarted).toBe(false);
    expect(mirror.federation.id).toBe('');
    expect(mirror.roster).toEqual({});
  });
});
