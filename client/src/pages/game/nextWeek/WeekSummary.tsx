// The week report: the new date, the federation's figures when the week closed and their change, then every event.
import type { Ref } from 'react';
import type { Snapshot } from 'valtio';
import type { SimEvent } from '#shared/sim/events.ts';
import { formatPopularity, formatUsd } from '#client/lib/format.ts';
import type { GameMirror } from '#client/state/game.ts';
import { fundsTrend, popularityTrend } from '../dashboard/trend.ts';
import { AroundTheWorldSection } from '../aroundTheWorld/AroundTheWorldSection.tsx';
import { WeekEventList } from './WeekEventList.tsx';

function Figure({ label, value, note, testId }: { label: string; value: string; note: string; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl border border-line bg-raised/50 px-4 py-3">
      <dt className="text-[10px] font-semibold tracking-[0.18em] text-ink-subtle uppercase">{label}</dt>
      <dd className="text-lg font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      <dd className="text-xs text-ink-muted" data-testid={`${testId}-change`}>
        {note}
      </dd>
    </div>
  );
}

export interface WeekSummaryProps {
  state: Snapshot<GameMirror>;
  events: readonly SimEvent[];
  /** The page was opened directly: this is the last advance's report, shown again. */
  review?: boolean;
  /** The heading, which takes the focus when the report opens (so it opens at its top). */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function WeekSummary({ state, events, review = false, headingRef }: WeekSummaryProps) {
  const { federation } = state;
  // The answer can arrive a moment before the state patch: the date comes from the week's own event.
  const advanced = events.find((event) => event.kind === 'weekAdvanced');
  const calendar = advanced ?? state.calendar;
  // Last week from its opening to its closing, as the sim defines it (shared/sim/week/weekFigures.ts).
  const week = federation.lastWeekChange;
  return (
    <div className="flex flex-col gap-6 animate-slide-up">
      <div className="flex flex-col gap-1 text-center">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase" data-testid="week-report-kind">
          {review ? 'Last Week Report' : 'Week Report'}
        </p>
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-black tracking-tight italic outline-none sm:text-4xl" data-testid="next-week-date">
          Week {calendar.week}, {calendar.month} {calendar.year}
        </h1>
        <p className="text-sm text-ink-muted">{federation.name}</p>
        {review && (
          <p className="mx-auto mt-2 max-w-md text-sm text-ink-muted" data-testid="week-report-review-note">
            This is the report of your last week. Opening this page again never advances a week: use the button below when
            you are ready.
          </p>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <Figure label="Funds" value={formatUsd(week.to.funds)} note={fundsTrend(week).text} testId="next-week-funds" />
        <Figure label="Popularity" value={`${formatPopularity(week.to.popularity)}%`} note={popularityTrend(week).text} testId="next-week-popularity" />
      </dl>
      <section aria-labelledby="week-events-title" className="flex flex-col gap-3">
        <h2 id="week-events-title" className="text-sm font-semibold tracking-wider text-ink-muted uppercase">
          What happened
        </h2>
        <WeekEventList events={events} />
      </section>
      <AroundTheWorldSection weeksPlayed={state.calendar.totalWeeksProgressed} />
    </div>
  );
}


/** A direct visit before the first week advance: nothing to report yet. */
export function NoWeekYet({ state }: { state: Snapshot<GameMirror> }) {
  const { calendar, federation } = state;
  return (
    <div className="flex flex-col gap-2 text-center animate-slide-up" data-testid="no-week-yet">
      <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">Week Report</p>
      <h1 className="text-3xl font-black tracking-tight italic sm:text-4xl" data-testid="next-week-date">
        Week {calendar.week}, {calendar.month} {calendar.year}
      </h1>
      <p className="text-sm text-ink-muted">{federation.name}</p>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink-muted">No week has been played yet. Advance when your federation is ready; its report appears here.</p>
    </div>
  );
}
