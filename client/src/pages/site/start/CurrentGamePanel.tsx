// The "Current Game" panel of the start menu: federation, week, month, year, funds and popularity of
// the game in progress, live from the room.
import { Gamepad2 } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { Card } from '#client/components/Card.tsx';
import { FederationMark } from '#client/components/shell/FederationMark.tsx';
import { formatPopularity, formatUsd } from '#client/lib/format.ts';
import type { GameMirror } from '#client/state/game.ts';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-4 border-t border-line py-2.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-right font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function CurrentGamePanel({ state }: { state: Snapshot<GameMirror> }) {
  const { federation, calendar } = state;
  const name = federation.name || 'Federation not set up yet';
  return (
    <Card data-testid="current-game" aria-labelledby="current-game-title" role="region" className="animate-slide-up">
      <div className="mb-4 flex items-center gap-2">
        <Gamepad2 aria-hidden="true" className="size-5 text-gold" />
        <h2 id="current-game-title" className="font-bold tracking-tight">
          Current Game
        </h2>
      </div>
      <div className="mb-3 flex items-center gap-3">
        <FederationMark name={federation.name || '?'} logo={federation.logo} className="size-12" />
        <p className="min-w-0 text-lg font-bold break-words" data-testid="current-game-federation">
          {name}
        </p>
      </div>
      <dl>
        <Fact label="Week" value={String(calendar.week)} testId="current-game-week" />
        <Fact label="Month" value={calendar.month} testId="current-game-month" />
        <Fact label="Year" value={String(calendar.year)} testId="current-game-year" />
        <Fact label="Funds" value={formatUsd(federation.funds)} testId="current-game-funds" />
        <Fact label="Popularity" value={`${formatPopularity(federation.popularity)}%`} />
      </dl>
      <p className="sr-only" data-testid="current-game-date">
        Week {calendar.week}, {calendar.month} {calendar.year}
      </p>
    </Card>
  );
}
