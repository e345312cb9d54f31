// /rivalries: the federation's feuds. Active ones show their wrestlers (the one ahead marked), the
// intensity and what it adds to matches and ticket sales, when it began, matches fought and the recent
// meetings; End closes one. Ended feuds follow, muted. Create starts a new one.
import { Crown, Flame, Plus, Swords, X } from 'lucide-react';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { formatDate, startingCalendar, weekAhead } from '#shared/rules/calendar.ts';
import { FINISH_RULES } from '#shared/rules/finishes.ts';
import { RIVALRIES_MAX_ACTIVE, RIVALRY_MIN_WRESTLERS, RIVALRY_TYPE_LABELS, type RivalryType } from '#shared/rules/rivalries.ts';
import { RIVALRY_STARS_MAX } from '#shared/rules/matchRating.ts';
import { recentMatchesField } from '#shared/schema/syncedJson.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { WrestlerAvatar, WrestlerPortrait } from '#client/components/WrestlerAvatar.tsx';
import { cx } from '#client/lib/cx.ts';
import type { GameMirror, RivalryMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { CreateRivalryDialog, EndRivalryDialog } from './RivalryDialogs.tsx';

type Roster = Snapshot<GameMirror>['roster'];

/** Up to 20% more fans at intensity 100 when the feud is on the card (docs/rules/rivalries.md). */
const FANS_PERCENT_MAX = 20;

function typeLabel(type: string): string {
  return RIVALRY_TYPE_LABELS[type as RivalryType] ?? type;
}

function nameOf(id: string, roster: Roster): string {
  return roster[id]?.name ?? 'A former wrestler';
}

export function IntensityBar({ value, muted = false }: { value: number; muted?: boolean }) {
  const pct = Math.max(0, Math.min(100, value));
  const stars = (RIVALRY_STARS_MAX * pct) / 100;
  const fans = (FANS_PERCENT_MAX * pct) / 100;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-1.5 text-xs font-semibold tracking-wider text-ink-subtle uppercase">
          <Flame aria-hidden="true" className={cx('size-4', muted ? 'text-ink-subtle' : 'text-danger-strong')} />
          Intensity
        </span>
        <span className="text-sm font-bold tabular-nums">
          <span className={muted ? 'text-ink-muted' : 'text-gold'} data-testid="rivalry-intensity">
            {Math.round(value)}
          </span>
          <span className="text-ink-subtle"> / 100</span>
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-raised" role="meter" aria-label="Intensity" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(value)}>
        <div className={cx('h-full rounded-full', muted ? 'bg-ink-subtle' : 'bg-gradient-to-r from-gold to-danger')} style={{ width: `${pct}%` }} />
      </div>
      {!muted && (
        <p className="text-xs text-ink-muted" data-testid="rivalry-effect">
          +{stars.toFixed(2)} stars to their matches (up to +{RIVALRY_STARS_MAX} at 100, ×1.5 in promos) and up to +{fans.toFixed(0)}% fans when it is the hottest feud on the card (+
          {FANS_PERCENT_MAX}% at 100).
        </p>
      )}
    </div>
  );
}

function Rivals({ rivalry, roster }: { rivalry: Snapshot<RivalryMirror>; roster: Roster }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Wrestlers">
      {rivalry.wrestlers.map((id) => {
        const wrestler = roster[id];
        const ahead = rivalry.advantage === id;
        const name = nameOf(id, roster);
        return (
          <li
            key={id}
            className={cx('flex min-w-0 items-center gap-2 rounded-xl border py-1 pr-3 pl-1', ahead ? 'border-gold/60 bg-gold-soft' : 'border-line bg-raised/50')}
            data-testid="rivalry-wrestler"
            data-advantage={ahead || undefined}
          >
            {wrestler ? <WrestlerPortrait wrestler={wrestler} size={36} className="rounded-lg" /> : <WrestlerAvatar id={id} name={name} size={36} className="rounded-lg" />}
            <span className={cx('truncate text-sm font-semibold', ahead && 'text-gold')}>{name}</span>
            {ahead && (
              <span className="inline-flex items-center gap-1 text-[11px] font-bold tracking-wide text-gold uppercase" data-testid="rivalry-advantage">
                <Crown aria-hidden="true" className="size-3.5" />
                Advantage{rivalry.advantagePoints ? ` +${rivalry.advantagePoints}` : ''}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function RecentMatches({ rivalry, roster, shows }: { rivalry: Snapshot<RivalryMirror>; roster: Roster; shows: Snapshot<GameMirror>['shows'] }) {
  const matches = recentMatchesField.decode(rivalry.recentMatches).toReversed();
  if (!matches.length) return <p className="text-sm text-ink-subtle">They have not met on a show yet: book them against each other.</p>;
  return (
    <div className="flex flex-col gap-1.5">
      <h3 className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Recent meetings</h3>
      <ul className="flex flex-col divide-y divide-line/70 rounded-xl border border-line bg-canvas/40">
        {matches.map((match) => {
          const winners = match.winners;
          const how = match.finish ? ` ${FINISH_RULES[match.finish].phrase}` : '';
          const outcome = match.kind === 'promo' ? 'Promo' : winners.length ? `${winners.map((id) => nameOf(id, roster)).join(' & ')} won${how}` : match.finish === 'no_contest' ? 'No contest' : 'Draw';
          const show = shows[match.showId]?.name;
          return (
            <li key={`${match.showId}-${match.segmentId}`} className="flex flex-col gap-1 px-3 py-2.5 text-sm" data-testid="rivalry-match">
              {/* The outcome has the row to itself and wraps: winners' names are never cut. */}
              <div className="flex items-start justify-between gap-3">
                <span className="min-w-0 font-medium break-words" data-testid="rivalry-match-outcome">
                  {outcome}
                </span>
                <span className="shrink-0 text-xs tabular-nums">
                  <span className="font-bold text-gold">{match.quality.toFixed(1)}★</span>
                  <span className="text-ink-muted"> · intensity {Math.round(match.intensityAfter)}</span>
                </span>
              </div>
              <div className="flex items-start gap-2 text-xs text-ink-muted">
                <Badge tone={match.kind === 'match' ? 'info' : 'neutral'}>{match.kind === 'match' ? 'Match' : 'Promo'}</Badge>
                {/* One run of text: a non-breaking space keeps the dot with the date when the show's name wraps. */}
                <span className="min-w-0 pt-0.5 break-words">
                  {formatDate(weekAhead(startingCalendar(), match.weekIndex))}
                  {show && `\u00a0· ${show}`}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function RivalryCard({ rivalry, state, onEnd }: { rivalry: Snapshot<RivalryMirror>; state: Snapshot<GameMirror>; onEnd?: () => void }) {
  const ended = !rivalry.isActive;
  return (
    <Card className={cx('flex flex-col gap-4', ended && 'opacity-70 saturate-50')} data-testid={ended ? 'ended-rivalry-card' : 'rivalry-card'}>
      <div className="flex items-start gap-3">
        <span className={cx('grid size-11 shrink-0 place-items-center rounded-xl border', ended ? 'border-line bg-raised text-ink-subtle' : 'border-danger/40 bg-danger-soft text-danger-strong')}>
          <Swords aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="text-lg leading-snug font-black tracking-tight break-words" data-testid="rivalry-title">
            {rivalry.title}
          </h3>
          <div className="flex flex-wrap items-center gap-1.5 text-xs text-ink-muted">
            <Badge tone={ended ? 'neutral' : 'gold'}>{typeLabel(rivalry.type)}</Badge>
            {ended && <Badge>Ended</Badge>}
            <span>
              Since {formatDate({ week: rivalry.startWeek, month: rivalry.startMonth, year: rivalry.startYear })} · {rivalry.matchCount} {rivalry.matchCount === 1 ? 'match' : 'matches'}
            </span>
          </div>
        </div>
        {onEnd && (
          <Button variant="ghost" size="sm" onClick={onEnd} data-testid={`end-rivalry-${rivalry.id}`} aria-label={`End ${rivalry.title}`}>
            <X aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">End</span>
          </Button>
        )}
      </div>
      {rivalry.description && <p className="text-sm text-ink-muted">{rivalry.description}</p>}
      <Rivals rivalry={rivalry} roster={state.roster} />
      <IntensityBar value={rivalry.intensity} muted={ended} />
      {!ended && <RecentMatches rivalry={rivalry} roster={state.roster} shows={state.shows} />}
    </Card>
  );
}

function EmptyState({ onCreate, canCreate }: { onCreate: () => void; canCreate: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center" data-testid="rivalries-empty">
      <span className="grid size-16 place-items-center rounded-2xl border border-danger/40 bg-danger-soft text-danger-strong">
        <Flame aria-hidden="true" className="size-8" />
      </span>
      <div className="flex max-w-lg flex-col gap-2">
        <h2 className="text-xl font-black tracking-tight">No rivalries yet</h2>
        <p className="text-sm text-ink-muted">
          Feuds sell tickets. A rivalry starts at intensity 25; every match between the rivals heats it (more for a great match), every promo a little. At 100 it adds 1.5 stars
          to their matches and draws 20% more fans. A week they do not meet cools it by 4, and at 0 it ends.
        </p>
      </div>
      <Button onClick={onCreate} disabled={!canCreate}>
        <Plus aria-hidden="true" className="size-4" />
        Start your first rivalry
      </Button>
      {!canCreate && <p className="text-xs text-ink-subtle">Sign at least {RIVALRY_MIN_WRESTLERS} wrestlers to start one.</p>}
    </Card>
  );
}

function RivalriesView({ state }: { state: Snapshot<GameMirror> }) {
  const [creating, setCreating] = useState(false);
  const [ending, setEnding] = useState<Snapshot<RivalryMirror> | null>(null);
  const all = Object.values(state.rivalries);
  const active = all.filter((r) => r.isActive).toSorted((a, b) => b.intensity - a.intensity || a.id.localeCompare(b.id, 'en', { numeric: true }));
  const ended = all.filter((r) => !r.isActive).toSorted((a, b) => b.id.localeCompare(a.id, 'en', { numeric: true }));
  const rosterSize = Object.keys(state.roster).length;
  const canCreate = rosterSize >= RIVALRY_MIN_WRESTLERS && active.length < RIVALRIES_MAX_ACTIVE;

  return (
    <GamePage testId="rivalries-page">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
            <Flame aria-hidden="true" className="size-7 text-gold" />
            Rivalries
          </h1>
          <p className="max-w-2xl text-sm text-ink-muted">Feuds between your wrestlers. Book the rivals against each other to keep the heat up: a hot feud lifts their matches and fills seats.</p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <Button onClick={() => setCreating(true)} disabled={!canCreate} data-testid="create-rivalry">
            <Plus aria-hidden="true" className="size-4" />
            Create Rivalry
          </Button>
          <span className="text-xs text-ink-subtle tabular-nums">
            {active.length} of {RIVALRIES_MAX_ACTIVE} active
          </span>
        </div>
      </div>

      {active.length === 0 ? (
        <EmptyState onCreate={() => setCreating(true)} canCreate={canCreate} />
      ) : (
        <section aria-labelledby="active-rivalries" className="flex flex-col gap-3">
          <h2 id="active-rivalries" className="sr-only">
            Active rivalries
          </h2>
          <div className="grid items-start gap-4 lg:grid-cols-2">
            {active.map((rivalry) => (
              <RivalryCard key={rivalry.id} rivalry={rivalry} state={state} onEnd={() => setEnding(rivalry)} />
            ))}
          </div>
        </section>
      )}

      {ended.length > 0 && (
        <section aria-labelledby="ended-rivalries" className="flex flex-col gap-3">
          <h2 id="ended-rivalries" className="text-sm font-bold tracking-wider text-ink-muted uppercase">
            Ended
          </h2>
          <div className="grid items-start gap-4 lg:grid-cols-2">
            {ended.map((rivalry) => (
              <RivalryCard key={rivalry.id} rivalry={rivalry} state={state} />
            ))}
          </div>
        </section>
      )}

      {creating && <CreateRivalryDialog onOpenChange={setCreating} roster={state.roster} active={active} />}
      <EndRivalryDialog key={`end-${ending?.id ?? ''}`} rivalry={ending} onOpenChange={(open) => !open && setEnding(null)} />
    </GamePage>
  );
}

export function RivalriesPage() {
  return <GameStateGate>{(state) => <RivalriesView state={state} />}</GameStateGate>;
}
