// /championships: the federation's titles. Each shows its prestige, its champion (portrait, reign in
// days, defenses) and reigns so far, with Award, Vacate and the lineage; Create adds a title, with a
// first champion or vacant.
import { Award, ChevronDown, History, Plus, ShieldOff, Trophy } from 'lucide-react';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import {
  CHAMPIONSHIPS_MAX,
  PRESTIGE_DEFENSE_GAIN,
  PRESTIGE_HOT_POTATO_LOSS,
  PRESTIGE_HOT_POTATO_WEEKS,
  PRESTIGE_IDLE_WEEKS,
  PRESTIGE_NEUTRAL_STARS,
  PRESTIGE_PER_STAR,
  PRESTIGE_SUMMARY_WEEKS,
} from '#shared/rules/championships.ts';
import { TITLE_STARS_MAX } from '#shared/rules/matchRating.ts';
import { prestigePartsField } from '#shared/schema/syncedJson.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { WrestlerAvatar, WrestlerPortrait } from '#client/components/WrestlerAvatar.tsx';
import { cx } from '#client/lib/cx.ts';
import type { ChampionshipMirror, GameMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { AwardDialog, CreateChampionshipDialog, VacateDialog } from './ChampionshipDialogs.tsx';
import { ChampionshipLineage } from './ChampionshipLineage.tsx';

type Roster = Snapshot<GameMirror>['roster'];

/** "Elite" at 80+, "Respected" at 60+, "Rising" at 40+, "Fading" below. */
function prestigeWord(prestige: number): string {
  if (prestige >= 80) return 'Elite';
  if (prestige >= 60) return 'Respected';
  if (prestige >= 40) return 'Rising';
  return 'Fading';
}

export function PrestigeBar({ value }: { value: number }) {
  const pct = Math.max(0, Math.min(100, value));
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="font-semibold tracking-wider text-ink-subtle uppercase">Prestige</span>
        <span className="font-bold tabular-nums" data-testid="championship-prestige">
          <span className="text-gold">{Math.round(value)}</span>
          <span className="text-ink-subtle"> / 100 · {prestigeWord(value)}</span>
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-raised" role="meter" aria-label="Prestige" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(value)}>
        <div className="h-full rounded-full bg-gradient-to-r from-gold/60 to-gold" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function signedPoints(amount: number): string {
  const text = Math.abs(amount).toFixed(1);
  if (amount > 0) return `+${text}`;
  return amount < 0 ? `−${text}` : text;
}

const pointsTone = (amount: number) => (amount > 0 ? 'text-success' : amount < 0 ? 'text-danger-strong' : 'text-ink-subtle');

/** What moved the title's prestige over the last PRESTIGE_SUMMARY_WEEKS weeks, one line per reason. */
function PrestigeParts({ json }: { json: string }) {
  const summary = prestigePartsField.decode(json);
  const weeks = summary?.weeks ?? PRESTIGE_SUMMARY_WEEKS;
  const moved = summary?.parts.some((part) => part.amount !== 0) ?? false;
  return (
    <div className="flex flex-col gap-1.5 rounded-xl border border-line bg-canvas/40 px-3 py-2.5" data-testid="prestige-parts">
      <h3 className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Prestige · last {weeks} weeks</h3>
      {summary && moved ? (
        <dl className="flex flex-col gap-1 text-sm">
          {summary.parts.map((part) => (
            <div key={part.reason} className="flex items-baseline justify-between gap-3" data-testid="prestige-part">
              <dt className={cx('min-w-0', part.amount === 0 ? 'text-ink-subtle' : 'text-ink-muted')}>{part.label}</dt>
              <dd className={cx('shrink-0 font-semibold tabular-nums', pointsTone(part.amount))}>{signedPoints(part.amount)}</dd>
            </div>
          ))}
          <div className="mt-0.5 flex items-baseline justify-between gap-3 border-t border-line pt-1.5">
            <dt className="font-semibold">Change</dt>
            <dd className={cx('font-bold tabular-nums', pointsTone(summary.value))} data-testid="prestige-parts-total">
              {signedPoints(summary.value)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-ink-muted">No prestige change in the last {weeks} weeks. Good title matches, defenses and long reigns raise it; poor matches, quick title changes and idle weeks lower it.</p>
      )}
    </div>
  );
}

function Holder({ title, roster }: { title: Snapshot<ChampionshipMirror>; roster: Roster }) {
  const holder = title.holderId ? roster[title.holderId] : undefined;
  if (!title.holderId) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-line-strong bg-canvas/40 p-3" data-testid="championship-holder">
        <span className="grid size-14 shrink-0 place-items-center rounded-xl border border-line bg-raised text-ink-subtle">
          <ShieldOff aria-hidden="true" className="size-6" />
        </span>
        <div className="flex min-w-0 flex-col">
          <span className="font-bold">Vacant</span>
          <span className="text-sm text-ink-muted">Put it on the line in a match, or award it.</span>
        </div>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3 rounded-xl border border-gold/30 bg-gold-soft/40 p-3" data-testid="championship-holder">
      {holder ? <WrestlerPortrait wrestler={holder} size={56} /> : <WrestlerAvatar id={title.holderId} name={title.holderName} size={56} />}
      <div className="flex min-w-0 flex-col">
        <span className="text-[11px] font-semibold tracking-wider text-gold uppercase">Champion</span>
        {holder ? (
          <Link href={`/wrestler/${holder.id}`} className="truncate rounded text-base font-bold hover:text-gold">
            {title.holderName}
          </Link>
        ) : (
          <span className="truncate text-base font-bold">{title.holderName}</span>
        )}
        <span className="text-sm text-ink-muted tabular-nums" data-testid="championship-reign">
          {title.reignDays} {title.reignDays === 1 ? 'day' : 'days'} · {title.defenseCount} {title.defenseCount === 1 ? 'defense' : 'defenses'}
        </span>
      </div>
    </div>
  );
}

function ChampionshipCard({ title, roster, onAward, onVacate }: { title: Snapshot<ChampionshipMirror>; roster: Roster; onAward: () => void; onVacate: () => void }) {
  const [showLineage, setShowLineage] = useState(false);
  const panelId = `lineage-panel-${title.id}`;
  return (
    <Card className="flex flex-col gap-4" data-testid="championship-card">
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl border border-gold/40 bg-gold-soft text-gold">
          <Trophy aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="text-lg leading-snug font-black tracking-tight break-words" data-testid="championship-name">
            {title.name}
          </h2>
          <div className="flex flex-wrap gap-1.5">
            <Badge>
              {title.reigns} {title.reigns === 1 ? 'reign' : 'reigns'}
            </Badge>
          </div>
        </div>
      </div>
      <PrestigeBar value={title.prestige} />
      <PrestigeParts json={title.prestigeParts} />
      <Holder title={title} roster={roster} />
      <div className="grid grid-cols-3 gap-2">
        <Button variant="secondary" size="sm" onClick={onAward} data-testid={`award-${title.id}`}>
          <Award aria-hidden="true" className="hidden size-4 sm:inline" />
          Award
        </Button>
        <Button variant="ghost" size="sm" onClick={onVacate} disabled={!title.holderId} data-testid={`vacate-${title.id}`}>
          <ShieldOff aria-hidden="true" className="hidden size-4 sm:inline" />
          Vacate
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setShowLineage((v) => !v)} aria-expanded={showLineage} aria-controls={panelId} data-testid={`lineage-${title.id}`}>
          <History aria-hidden="true" className="hidden size-4 sm:inline" />
          Lineage
          <ChevronDown aria-hidden="true" className={cx('size-4 transition-transform', showLineage && 'rotate-180')} />
        </Button>
      </div>
      {showLineage && <ChampionshipLineage id={panelId} championshipId={title.id} version={`${title.holderId}|${title.defenseCount}|${title.prestige}|${title.reigns}`} />}
    </Card>
  );
}

function EmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center" data-testid="championships-empty">
      <span className="grid size-16 place-items-center rounded-2xl border border-gold/40 bg-gold-soft text-gold">
        <Trophy aria-hidden="true" className="size-8" />
      </span>
      <div className="flex max-w-lg flex-col gap-2">
        <h2 className="text-xl font-black tracking-tight">No titles yet</h2>
        <p className="text-sm text-ink-muted">
          A championship gives your matches stakes. A title on the line adds up to {TITLE_STARS_MAX} stars at prestige 100. Its prestige moves {PRESTIGE_PER_STAR} a star above or below{' '}
          {PRESTIGE_NEUTRAL_STARS} stars in each title match and gains {PRESTIGE_DEFENSE_GAIN} a defense and a little every week of a long reign; a change within{' '}
          {PRESTIGE_HOT_POTATO_WEEKS} weeks of the last costs {PRESTIGE_HOT_POTATO_LOSS}, and a champion who does not defend for more than {PRESTIGE_IDLE_WEEKS} weeks lets it fade.
        </p>
      </div>
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" className="size-4" />
        Create your first title
      </Button>
    </Card>
  );
}

function ChampionshipsView({ state }: { state: Snapshot<GameMirror> }) {
  const [creating, setCreating] = useState(false);
  const [awarding, setAwarding] = useState<Snapshot<ChampionshipMirror> | null>(null);
  const [vacating, setVacating] = useState<Snapshot<ChampionshipMirror> | null>(null);
  const titles = Object.values(state.championships).toSorted((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id, 'en', { numeric: true }));
  const full = titles.length >= CHAMPIONSHIPS_MAX;

  return (
    <GamePage testId="championships-page">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
            <Trophy aria-hidden="true" className="size-7 text-gold" />
            Championships
          </h1>
          <p className="max-w-2xl text-sm text-ink-muted">
            Titles and their champions. Put a title on the line in a match on a show; a challenger who wins takes it. Reigns are counted in days.
          </p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <Button onClick={() => setCreating(true)} disabled={full} data-testid="create-championship">
            <Plus aria-hidden="true" className="size-4" />
            Create Championship
          </Button>
          <span className="text-xs text-ink-subtle tabular-nums">
            {titles.length} of {CHAMPIONSHIPS_MAX} titles
          </span>
        </div>
      </div>

      {titles.length === 0 ? (
        <EmptyState onCreate={() => setCreating(true)} />
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {titles.map((title) => (
            <ChampionshipCard key={title.id} title={title} roster={state.roster} onAward={() => setAwarding(title)} onVacate={() => setVacating(title)} />
          ))}
        </div>
      )}

      {creating && <CreateChampionshipDialog open onOpenChange={setCreating} roster={state.roster} taken={titles.map((t) => t.name)} />}
      <AwardDialog key={`award-${awarding?.id ?? ''}`} title={awarding} roster={state.roster} onOpenChange={(open) => !open && setAwarding(null)} />
      <VacateDialog key={`vacate-${vacating?.id ?? ''}`} title={vacating} onOpenChange={(open) => !open && setVacating(null)} />
    </GamePage>
  );
}

export function ChampionshipsPage() {
  return <GameStateGate>{(state) => <ChampionshipsView state={state} />}</GameStateGate>;
}
