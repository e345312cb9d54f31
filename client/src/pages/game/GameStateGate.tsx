// Renders an in-game page once the room state has arrived: until then "Connecting...", and the
// reason plus Retry when the room cannot be reached.
import type { ReactNode } from 'react';
import type { Snapshot } from 'valtio';
import { ConnectingState } from '#client/components/ConnectingState.tsx';
import { ConnectionProblem } from '#client/components/ConnectionProblem.tsx';
import { useGameConnection } from '#client/net/useGameConnection.ts';
import type { GameMirror } from '#client/state/game.ts';

export function GameStateGate({ children }: { children: (state: Snapshot<GameMirror>) => ReactNode }) {
  const { status, state, error } = useGameConnection();
  if (!state) return status === 'error' ? <ConnectionProblem message={error} /> : <ConnectingState />;
  return <>{children(state)}</>;
}
