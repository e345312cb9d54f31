// The "Current Game" panel of the start menu: federation name, date, funds, popularity, live from the room.
import { Gamepad2 } from 'lucide-react';
import { formatDate } from '../../../../../shared/rules/calendar.ts';
import { Card } from '../../../components/Card.tsx';
import { ConnectingState } from '../../../components/ConnectingState.tsx';
import { ConnectionProblem } from '../../../components/ConnectionProblem.tsx';
import { formatPopularity, formatUsd } from '../../../lib/format.ts';
import { useGameConnection } from '../../../net/useGameConnection.ts';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-4 border-t border-line py-3 first:border-t-0">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-right font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function CurrentGamePanel() {
  const { status, state, error } = useGameConnection();

  return (
    <Card data-testid="current-game" aria-labelledby="current-game-title" role="region">
      <div className="mb-3 flex items-center gap-2">
        <Gamepad2 aria-hidden="true" className="size-5 text-gold" />
        <h2 id="current-game-title" className="font-bold tracking-tight">
          Current Game
        </h2>
      </div>
      {status === 'error' ? (
        <ConnectionProblem message={error} compact />
      ) : !state ? (
        <ConnectingState compact label="Loading your game..." />
      ) : (
        <dl>
          <Fact label="Federation" value={state.federation.name || 'Unnamed federation'} testId="current-game-federation" />
          <Fact label="Date" value={formatDate(state.calendar)} testId="current-game-date" />
          <Fact label="Funds" value={formatUsd(state.federation.funds)} />
          <Fact label="Popularity" value={formatPopularity(state.federation.popularity)} />
        </dl>
      )}
    </Card>
  );
}
