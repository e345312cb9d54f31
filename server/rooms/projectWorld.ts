// Copies the world into the synced schema after every command. Only changed fields go on the wire.
import type { GameState } from '../../shared/schema/GameState.ts';
import { playerFederation, type World } from '../../shared/sim/world.ts';

export function projectWorld(world: World, state: GameState): void {
  const { calendar } = world;
  state.calendar.week = calendar.week;
  state.calendar.month = calendar.month;
  state.calendar.year = calendar.year;
  state.calendar.totalWeeksProgressed = calendar.totalWeeksProgressed;

  const federation = playerFederation(world);
  state.federation.id = federation.id;
  state.federation.name = federation.name;
  state.federation.logo = federation.logo;
  state.federation.funds = federation.funds;
  state.federation.popularity = federation.popularity;

  state.rngState = world.rng.state;
}
