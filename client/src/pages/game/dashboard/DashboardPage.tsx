// /dashboard: the game screen of this foundation release: header figures, Advance Week, the week report.
import { Notice } from '../../../components/Notice.tsx';
import { ConnectingState } from '../../../components/ConnectingState.tsx';
import { ConnectionProblem } from '../../../components/ConnectionProblem.tsx';
import { Commands } from '../../../../../shared/protocol/commands.ts';
import { useGameConnection } from '../../../net/useGameConnection.ts';
import { AdvanceWeekCard } from './AdvanceWeekCard.tsx';
import { DashboardShortcuts } from './DashboardShortcuts.tsx';
import { GameHeader } from './GameHeader.tsx';
import { WeekReportList } from './WeekReportList.tsx';

export function DashboardPage() {
  const { status, state, error, reports, pendingCommand } = useGameConnection();

  let body;
  if (status === 'error' && !state) body = <ConnectionProblem message={error} />;
  else if (!state) body = <ConnectingState />;
  else {
    body = (
      <div className="flex flex-col gap-6">
        {status === 'reconnecting' && (
          <Notice tone="warning" title="Reconnecting...">
            The connection to your game dropped. Hold on while we get it back.
          </Notice>
        )}
        {status === 'error' && <ConnectionProblem message={error} compact />}
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <AdvanceWeekCard calendar={state.calendar} busy={pendingCommand === Commands.advanceWeek} disabled={status !== 'connected'} />
          <WeekReportList reports={reports} />
        </div>
        <DashboardShortcuts />
      </div>
    );
  }

  return (
    <div className="arena-backdrop flex min-h-dvh flex-1 flex-col">
      <GameHeader state={state} />
      <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="sr-only">Dashboard</h1>
        {body}
      </main>
    </div>
  );
}
