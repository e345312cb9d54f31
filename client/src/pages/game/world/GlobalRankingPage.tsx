// /global-ranking: the world's federations by power score (shared/rules/power.ts, docs/rules/world.md
// "The global ranking"), each with the parts of its score ("why this rank"), yours highlighted; then the
// world's top wrestlers by popularity and by rating (getRanking).
import { BarChart3, Globe, Trophy } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { POWER_MOMENTUM_POINTS_PER_POPULARITY, POWER_QUALITY_SHOWS } from '#shared/rules/power.ts';
import type { RankedFederation } from '#shared/sim/world/ranking.ts';
import { Badge } from '#client/components/Badge.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Card } from '#client/components/Card.tsx';
import { FederationMark } from '#client/components/shell/FederationMark.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatPopularity } from '#client/lib/format.ts';
import type { GameMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { WorldError, WorldLoading } from './WorldParts.tsx';
import { WrestlerRankingTable } from './WrestlerRankingTable.tsx';

const PART_HINTS: Record<string, string> = {
  popularity: 'its popularity, 0-100',
  quality: `mean rating of its last ${POWER_QUALITY_SHOWS} shows, stars × 10`,
  momentum: `50 when flat, ${POWER_MOMENTUM_POINTS_PER_POPULARITY} per popularity point gained or lost over recent weeks`,
};
const PART_COLOURS: Record<string, string> = { popularity: 'bg-gold', quality: 'bg-info', momentum: 'bg-success' };

const triggerClass =
  'flex h-10 min-w-0 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-gold ' +
  'data-[state=active]:bg-raised data-[state=active]:text-ink data-[state=active]:shadow-[inset_0_0_0_1px_var(--color-line-strong)]';

function FederationRow({ row }: { row: RankedFederation }) {
  return (
    <li className={cx('flex flex-col gap-3 rounded-card border p-4 sm:flex-row sm:items-center sm:gap-5', row.isYou ? 'border-gold/50 bg-gold-soft/40 shadow-glow' : 'border-line bg-surface')} data-testid="ranking-federation" data-you={row.isYou || undefined}>
      <div className="flex min-w-0 items-center gap-3 sm:w-72 sm:shrink-0">
        <span className={cx('w-9 shrink-0 text-center text-2xl font-black tabular-nums', row.rank === 1 ? 'text-gold' : 'text-ink-muted')} data-testid="ranking-rank">
          <span className="sr-only">Rank </span>
          {row.rank}
        </span>
        <FederationMark name={row.name} logo={row.logo} className="size-10" />
        <div className="min-w-0">
          <p className="font-bold break-words" data-testid="ranking-name">
            <Link href={`/companies/${row.id}`} className="rounded-sm hover:text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold">
              {row.name}
            </Link>
          </p>
          <div className="flex flex-wrap items-center gap-1.5 text-xs text-ink-muted">
            {row.isYou && <Badge tone="gold">You</Badge>}
            <span>Popularity {formatPopularity(row.popularity)}</span>
          </div>
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-center gap-3">
          <div className="flex h-2.5 flex-1 overflow-hidden rounded-full bg-raised" role="meter" aria-label={`Power score of ${row.name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={row.power.value}>
            {row.power.parts.map((part) => (
              <div key={part.key} className={cx('h-full', PART_COLOURS[part.key])} style={{ width: `${part.amount}%` }} />
            ))}
          </div>
          <span className="w-16 text-right text-lg font-black text-gold tabular-nums" data-testid="ranking-power">
            {row.power.value.toFixed(1)}
          </span>
        </div>
        <details className="group text-xs text-ink-muted">
          <summary className="cursor-pointer rounded-sm font-semibold text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-gold">Why this rank</summary>
          <ul className="mt-2 grid gap-1.5 sm:grid-cols-3" data-testid="ranking-parts">
            {row.power.parts.map((part) => (
              <li key={part.key} className="flex flex-col rounded-lg border border-line bg-raised/40 px-2.5 py-1.5">
                <span className="flex items-center gap-1.5 font-semibold text-ink">
                  <span aria-hidden="true" className={cx('size-2 rounded-full', PART_COLOURS[part.key])} />
                  {part.label}: +{part.amount.toFixed(1)}
                </span>
                <span>
                  {part.points.toFixed(1)} × {part.weight} · {PART_HINTS[part.key]}
                </span>
              </li>
            ))}
          </ul>
        </details>
      </div>
    </li>
  );
}

function RankingView({ state }: { state: Snapshot<GameMirror> }) {
  const query = useWorldQuery('getRanking', {}, { select: (answer) => answer.ranking, refresh: state.calendar.totalWeeksProgressed });
  // A new week's answer replaces the last one in place: the list stays on screen while it loads.
  const data = query.data;
  const [tab, setTab] = useState('popularity');
  const you = data ? data.federations.find((f) => f.isYou) : undefined;
  return (
    <GamePage testId="ranking-page">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
            <BarChart3 aria-hidden="true" className="size-7 text-gold" />
            Global Ranking
          </h1>
          <p className="max-w-2xl text-sm text-ink-muted">Federations by power score: half popularity, 30% the quality of their recent shows, 20% momentum. Open “Why this rank” for the parts.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:justify-end">
          {you && data && (
            <Badge tone="gold" className="text-sm">
              <span data-testid="ranking-your-place">
                You are #{you.rank} of {data.federations.length}
              </span>
            </Badge>
          )}
          <Link href="/global-wrestling-scene" className={buttonClass('secondary', 'md')} data-testid="to-scene">
            <Globe aria-hidden="true" className="size-4" />
            Global Scene
          </Link>
        </div>
      </div>
      {query.status === 'loading' && !data && <WorldLoading label="Loading the ranking..." />}
      {query.status === 'error' && <WorldError message={query.error.message} onRetry={query.retry} />}
      {data && (
        <>
          <section aria-labelledby="federations-heading" className="flex flex-col gap-3">
            <h2 id="federations-heading" className="flex items-center gap-2 text-lg font-bold">
              <Trophy aria-hidden="true" className="size-5 text-gold" />
              Federations
            </h2>
            {data.federations.length === 0 ? (
              <Card className="py-10 text-center text-sm text-ink-muted" data-testid="ranking-empty">
                No federation is running yet.
              </Card>
            ) : (
              <ol className="flex flex-col gap-2" data-testid="ranking-federations">
                {data.federations.map((row) => (
                  <FederationRow key={row.id} row={row} />
                ))}
              </ol>
            )}
          </section>
          <section aria-labelledby="wrestlers-heading" className="flex flex-col gap-3">
            <h2 id="wrestlers-heading" className="text-lg font-bold">
              Wrestlers across the world
            </h2>
            <Tabs.Root value={tab} onValueChange={setTab} className="flex flex-col gap-3">
              <Tabs.List aria-label="Wrestler rankings" className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-canvas/70 p-1 sm:flex sm:self-start">
                <Tabs.Trigger value="popularity" className={triggerClass} data-testid="ranking-tab-popularity">
                  By popularity
                </Tabs.Trigger>
                <Tabs.Trigger value="rating" className={triggerClass} data-testid="ranking-tab-rating">
                  By rating
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="popularity" className="focus-visible:outline-none">
                <WrestlerRankingTable list={data.byPopularity} by="popularity" testId="by-popularity" />
              </Tabs.Content>
              <Tabs.Content value="rating" className="focus-visible:outline-none">
                <WrestlerRankingTable list={data.byRating} by="rating" testId="by-rating" />
              </Tabs.Content>
            </Tabs.Root>
          </section>
        </>
      )}
    </GamePage>
  );
}

export function GlobalRankingPage() {
  return <GameStateGate>{(state) => <RankingView state={state} />}</GameStateGate>;
}
