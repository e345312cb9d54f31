// /dashboard: the federation at a glance, from the room's state: funds, revenue, popularity and
// roster size, the top stars, the next shows, this week around the world, what the fans say and the latest messages. A world whose federation is
// not created yet goes to /setup.
import { FastForward, Gauge, Users, Wallet, Banknote } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { Link, Redirect } from 'wouter';
import { Badge } from '#client/components/Badge.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { formatPopularity, formatUsd } from '#client/lib/format.ts';
import type { GameMirror } from '#client/state/game.ts';
import { AroundTheWorldCard } from '../aroundTheWorld/AroundTheWorldCard.tsx';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { BankLoanNotice } from './BankLoanNotice.tsx';
import { BillsWarning } from './BillsWarning.tsx';
import { FanCommentsCard } from './FanCommentsCard.tsx';
import { LatestMessages } from './LatestMessages.tsx';
import { StatCard } from './StatCard.tsx';
import { TopStars } from './TopStars.tsx';
import { fundsTrend, popularityTrend, wrestlersTrend } from './trend.ts';
import { UpcomingShows } from './UpcomingShows.tsx';
import { onNextWeekClick } from '#client/state/weekAdvanceRequest.ts';

/** The synced shows that have run, as one string: it changes when a show is run (the fans may have spoken). */
function completedShowIds(state: Snapshot<GameMirror>): string {
  return Object.values(state.shows)
    .filter((show) => show.isComplete)
    .map((show) => show.id)
    .join(',');
}

function Dashboard({ state }: { state: Snapshot<GameMirror> }) {
  const { federation, calendar } = state;
  if (!state.gameStarted) return <Redirect to="/setup" replace />;
  // The changes are synced (shared/sim/week/weekFigures.ts); before the first advance there is no last week.
  const week = federation.changeFromLastWeek;
  const since = calendar.totalWeeksProgressed === 0 ? 'this week' : 'from last week';
  return (
    <GamePage testId="dashboard">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">
            {calendar.month} {calendar.year}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-black tracking-tight uppercase italic sm:text-3xl">Federation Dashboard</h1>
            <Badge tone="gold" className="text-sm">
              <span data-testid="dashboard-week">Week {calendar.week}</span>
            </Badge>
          </div>
        </div>
        {/* Phones have the Next Week button in the bottom bar. */}
        <div className="hidden sm:block">
          <Link href="/next-week" onClick={onNextWeekClick} className={buttonClass('primary', 'lg')} data-testid="dashboard-next-week">
            <FastForward aria-hidden="true" className="size-5" />
            Next Week
          </Link>
        </div>
      </div>

      <BillsWarning federation={federation} />
      <BankLoanNotice federation={federation} />

      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Federation Funds" icon={Wallet} value={formatUsd(federation.funds)} trend={fundsTrend(week, since)} testId="stat-funds" />
        <StatCard
          label="Weekly Revenue"
          icon={Banknote}
          value={formatUsd(federation.weeklyRevenue)}
          note={`Expenses last week: ${formatUsd(federation.weeklyExpenses)}`}
          testId="stat-revenue"
        />
        <StatCard
          label="Popularity"
          icon={Gauge}
          value={`${formatPopularity(federation.popularity)}%`}
          trend={popularityTrend(week, since)}
          testId="stat-popularity"
        />
        <StatCard
          label="Total Wrestlers"
          icon={Users}
          value={String(federation.totalWrestlers)}
          trend={wrestlersTrend(week, since)}
          note={federation.totalWrestlers === 0 ? 'Sign 6-8 wrestlers to start.' : 'Under contract with you.'}
          testId="stat-wrestlers"
        />
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <TopStars roster={Object.values(state.roster)} />
        <UpcomingShows shows={Object.values(state.shows)} />
      </div>
      <AroundTheWorldCard weeksPlayed={calendar.totalWeeksProgressed} />
      {/* min-w-0: a message's one-line title must not widen a phone's single column. */}
      <div className="grid grid-cols-1 items-start gap-6 *:min-w-0 lg:grid-cols-2">
        <FanCommentsCard weeksPlayed={calendar.totalWeeksProgressed} showsRun={completedShowIds(state)} />
        <LatestMessages messages={state.messages} />
      </div>
    </GamePage>
  );
}

export function DashboardPage() {
  return <GameStateGate>{(state) => <Dashboard state={state} />}</GameStateGate>;
}
