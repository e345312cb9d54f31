// Copies the world into the synced schema after every command. Only changed fields go on the wire.
import { MessageState, type GameState } from '../../shared/schema/GameState.ts';
import { playerFederation, type World } from '../../shared/sim/world.ts';
import { assignChanged, syncArray } from './syncArray.ts';

export function projectWorld(world: World, state: GameState): void {
  assignChanged(state, { gameStarted: world.gameStarted, rngState: world.rng.state });
  assignChanged(state.calendar, { ...world.calendar });

  const federation = playerFederation(world);
  assignChanged(state.federation, {
    id: federation.id,
    name: federation.name,
    logo: federation.logo,
    funds: federation.funds,
    popularity: federation.popularity,
    previousFunds: federation.previousFunds,
    previousPopularity: federation.previousPopularity,
    weeklyRevenue: federation.weeklyRevenue,
    weeklyExpenses: federation.weeklyExpenses,
    totalWrestlers: 0,
  });

  syncArray(state.messages, world.messages, () => new MessageState(), (item, message) => assignChanged(item, { ...message }));
}
