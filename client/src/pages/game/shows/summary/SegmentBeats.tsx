// How a segment went, told as beats: the shared segmentBeats read from the show's
// results and the roster (styles and skills; a wrestler who left keeps the name the result wrote), the
// list of beats, a "How it went" collapsible, and the crowd meter of the live run.
import { ChevronDown, TrendingDown, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import type { Snapshot } from 'valtio';
import { CROWD_METER_MAX, CROWD_METER_MIN, crowdHeat } from '#shared/rules/crowd.ts';
import { segmentBeats, type Beat, type BeatWrestler } from '#shared/sim/shows/matchBeats.ts';
import type { Segment } from '#shared/sim/shows/show.ts';
import { cx } from '#client/lib/cx.ts';
import type { ChampionshipMirror, WrestlerMirror } from '#client/state/game.ts';
import { wrestlerName, type Roster, type Titles } from './showView.ts';

/** The beats of every segment of a show, in card order. */
export function showBeats(showId: string, segments: readonly Segment[], roster: Roster, titles: Titles): Beat[][] {
  return segments.map((segment) => {
    const wrestler = (id: string): BeatWrestler => {
      const member: Snapshot<WrestlerMirror> | undefined = roster[id];
      if (!member) return { name: wrestlerName(id, roster, segment) };
      return { name: member.name, style: member.style, skills: { strength: member.strength, agility: member.agility, technic: member.technic, charisma: member.charisma, stamina: member.stamina } };
    };
    const title = segment.kind === 'match' && segment.championshipId ? (titles[segment.championshipId] as Snapshot<ChampionshipMirror> | undefined) : undefined;
    return segmentBeats(showId, segment, { wrestler, ...(title ? { titleName: title.name } : {}) });
  });
}

/** The beats as a list: the newest one marked while the segment plays. */
export function BeatList({ beats, live = false, className }: { beats: readonly Beat[]; live?: boolean; className?: string }) {
  return (
    <ol className={cx('flex flex-col gap-1.5', className)} data-testid="segment-beats">
      {beats.map((beat, index) => {
        const newest = live && index === beats.length - 1;
        const Icon = beat.reaction < 0 ? TrendingDown : TrendingUp;
        return (
          <li
            key={index}
            className={cx('flex items-start gap-2 text-sm', newest ? 'font-semibold text-ink motion-safe:animate-slide-up' : 'text-ink-muted', beat.kind === 'finish' && 'font-semibold text-ink')}
            data-testid="segment-beat"
            data-kind={beat.kind}
          >
            <Icon aria-hidden="true" className={cx('mt-0.5 size-4 shrink-0', beat.reaction < 0 ? 'text-danger-strong' : beat.kind === 'near_fall' || beat.kind === 'finish' ? 'text-gold' : 'text-success')} />
            <span>{beat.text}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** The beats behind a toggle, for a segment already revealed. */
export function HowItWent({ beats, open = false }: { beats: readonly Beat[]; open?: boolean }) {
  if (beats.length === 0) return null;
  return (
    <details className="group rounded-xl border border-line bg-canvas/40 px-3 py-2" open={open || undefined} data-testid="how-it-went">
      <summary className="flex cursor-pointer list-none items-center gap-1 text-xs font-semibold text-ink-muted select-none hover:text-ink [&::-webkit-details-marker]:hidden">
        How it went
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <BeatList beats={beats} className="mt-2" />
    </details>
  );
}

/** "Crowd: hot": where the crowd stands (0-10, the stars' scale), a meter with its words. */
export function CrowdMeter({ level, className }: { level: number; className?: string }) {
  const labelId = useId();
  const heat = crowdHeat(level);
  const share = ((level - CROWD_METER_MIN) / (CROWD_METER_MAX - CROWD_METER_MIN)) * 100;
  return (
    <div className={cx('flex items-center gap-3', className)} data-testid="crowd-meter-wrap">
      <span id={labelId} className="shrink-0 text-xs font-bold tracking-wider text-ink-muted uppercase">
        Crowd
      </span>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={CROWD_METER_MIN}
        aria-valuemax={CROWD_METER_MAX}
        aria-valuenow={level}
        aria-valuetext={`Crowd: ${heat} (${level.toFixed(1)} of ${CROWD_METER_MAX})`}
        className="relative h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-raised"
        data-testid="crowd-meter"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-info via-gold to-danger motion-safe:transition-[width] motion-safe:duration-500"
          style={{ width: `${Math.max(2, share)}%`, backgroundSize: `${(100 / Math.max(share, 2)) * 100}% 100%` }}
        />
      </div>
      <span className="w-20 shrink-0 text-right text-xs font-black tracking-wider text-gold uppercase" data-testid="crowd-heat" aria-hidden="true">
        {heat}
      </span>
    </div>
  );
}
