// /global-wrestling-scene: every active federation of the world, yours marked "You": its mark, name and
// tier, popularity with its trend over recent weeks, roster size, champions, last show and its rating,
// and for a computer-run one its personality as a hint. Public faces only (getWorldScene): never a
// rival's money or contracts.
import { BarChart3, CalendarDays, Crown, Globe, Users } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { SCENE_TIER_LABELS, type SceneFederation } from '#shared/sim/world/scene.ts';
import { Badge } from '#client/components/Badge.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Card } from '#client/components/Card.tsx';
import { FederationMark } from '#client/components/shell/FederationMark.tsx';
import { StarMeter } from '#client/components/shows/RatingBreakdown.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatPopularity } from '#client/lib/format.ts';
import type { GameMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { formatStars } from '../shows/showData.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import type { RelationView } from '#shared/sim/diplomacy/relationsView.ts';
import { signed, STATUS_LABELS, STATUS_TONES } from '../companies/relations/relationsFormat.ts';
import { PopularityChange, Sparkline, WorldError, WorldLoading } from './WorldParts.tsx';

function tierLabel(card: SceneFederation): string {
  if (card.isYou) return 'Your federation';
  return card.tier === 'player' ? SCENE_TIER_LABELS.player : `${SCENE_TIER_LABELS[card.tier]} federation`;
}

function whenLabel(weeksAgo: number): string {
  return weeksAgo === 0 ? 'this week' : weeksAgo === 1 ? 'last week' : `${weeksAgo} weeks ago`;
}

/** Your relationship with a federation of the scene: its status badge and score (getRelations). */
function RelationBadge({ relation }: { relation: Pick<RelationView, 'status' | 'score'> }) {
  return (
    <Badge tone={STATUS_TONES[relation.status]}>
      <span className="sr-only">Relationship with you: </span>
      <span data-testid="scene-relation" data-status={relation.status}>
        {STATUS_LABELS[relation.status]} {signed(relation.score)}
      </span>
    </Badge>
  );
}

function SceneCard({ card, relation }: { card: SceneFederation; relation?: Pick<RelationView, 'status' | 'score'> | undefined }) {
  const headingId = `scene-${card.id}`;
  return (
    <Card highlight={card.isYou} className="flex min-w-0 flex-col gap-4" data-testid="scene-card" data-federation-id={card.id} aria-labelledby={headingId} role="article">
      <div className="flex items-start gap-3">
        <FederationMark name={card.name} logo={card.logo} className="size-12" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={headingId} className="text-lg leading-snug font-black tracking-tight break-words" data-testid="scene-name">
            <Link href={`/companies/${card.id}`} className="rounded-sm hover:text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold">
              {card.name}
            </Link>
          </h2>
          <div className="flex flex-wrap items-center gap-1.5">
            {card.isYou && (
              <Badge tone="gold" className="uppercase">
                You
              </Badge>
            )}
            <Badge tone={card.tier === 'new' ? 'info' : 'neutral'}>
              <span data-testid="scene-tier">{tierLabel(card)}</span>
            </Badge>
            {relation && <RelationBadge relation={relation} />}
          </div>
        </div>
      </div>
      {card.personalityHint && (
        <p className="text-sm text-ink-muted italic" data-testid="scene-personality">
          <span className="sr-only">Style of management: </span>“{card.personalityHint}”
        </p>
      )}
      <div className="flex items-end justify-between gap-3 rounded-xl border border-line bg-raised/40 px-3 py-2.5">
        <div className="flex flex-col">
          <span className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Popularity</span>
          <span className="flex items-baseline gap-2">
            <span className="text-2xl font-black tabular-nums" data-testid="scene-popularity">
              {formatPopularity(card.popularity)}
            </span>
            <PopularityChange change={card.popularityChange} weeks={card.trend.length - 1} />
          </span>
        </div>
        <Sparkline points={card.trend} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="flex flex-col">
          <dt className="flex items-center gap-1 text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">
            <Users aria-hidden="true" className="size-3.5" />
            Roster
          </dt>
          <dd className="font-semibold tabular-nums" data-testid="scene-roster">
            {card.rosterSize} {card.rosterSize === 1 ? 'wrestler' : 'wrestlers'}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col">
          <dt className="flex items-center gap-1 text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            Last show
          </dt>
          <dd className="min-w-0" data-testid="scene-last-show">
            {card.lastShow ? (
              <>
                <span className="block font-semibold break-words">{card.lastShow.name}</span>
                <span className="flex flex-wrap items-center gap-x-2 text-xs text-ink-muted">
                  <span className="font-bold text-gold tabular-nums">{formatStars(card.lastShow.rating)} ★</span>
                  <span title={card.lastShow.date}>{whenLabel(card.lastShow.weeksAgo)}</span>
                </span>
              </>
            ) : (
              <span className="text-ink-subtle">No show yet</span>
            )}
          </dd>
        </div>
      </dl>
      {card.lastShow && <StarMeter value={card.lastShow.rating} className="-mt-2" />}
      <div className="flex flex-col gap-1.5">
        <h3 className="flex items-center gap-1 text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">
          <Crown aria-hidden="true" className="size-3.5 text-gold" />
          Champions
        </h3>
        {card.champions.length === 0 ? (
          <p className="text-sm text-ink-subtle">No titles yet</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm" data-testid="scene-champions">
            {card.champions.map((c) => (
              <li key={c.title} className="flex min-w-0 flex-col">
                <span className="text-xs text-ink-muted">{c.title}</span>
                <span className={cx('font-semibold', c.holderName === 'Vacant' && 'text-ink-subtle')}>{c.holderName}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function SceneView({ state }: { state: Snapshot<GameMirror> }) {
  const query = useWorldQuery('getWorldScene', {}, { select: (answer) => answer.scene, refresh: state.calendar.totalWeeksProgressed });
  // Your standing with each: a badge per card once it has come (the scene shows without it).
  const relations = useWorldQuery('getRelations', {}, { select: (answer) => answer.relations, refresh: state.calendar.totalWeeksProgressed, keepOnError: true });
  const relationOf = (id: string) => relations.data?.relations.find((r) => r.federationId === id);
  // A new week's answer replaces the last one in place: the list stays on screen while it loads.
  const data = query.data;
  return (
    <GamePage testId="scene-page">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
            <Globe aria-hidden="true" className="size-7 text-gold" />
            Global Wrestling Scene
          </h1>
          <p className="max-w-2xl text-sm text-ink-muted">Every federation running today, yours among them: who the fans follow, who is rising and who holds the gold.</p>
        </div>
        <Link href="/global-ranking" className={buttonClass('secondary', 'md', 'self-start sm:self-auto')} data-testid="to-ranking">
          <BarChart3 aria-hidden="true" className="size-4" />
          Global Ranking
        </Link>
      </div>
      {query.status === 'loading' && !data && <WorldLoading label="Loading the wrestling world..." />}
      {query.status === 'error' && <WorldError message={query.error.message} onRetry={query.retry} />}
      {data &&
        (data.length === 0 ? (
          <Card className="py-12 text-center text-sm text-ink-muted" data-testid="scene-empty">
            No federation is running yet.
          </Card>
        ) : (
          <div className="grid items-start gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="scene-grid">
            {data.map((card) => (
              <SceneCard key={card.id} card={card} relation={card.isYou ? undefined : relationOf(card.id)} />
            ))}
          </div>
        ))}
    </GamePage>
  );
}

export function GlobalScenePage() {
  return <GameStateGate>{(state) => <SceneView state={state} />}</GameStateGate>;
}
