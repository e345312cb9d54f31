// /next-week: a bare page (no shell). Reached from a Next Week button, it advances the week through the
// room and shows the week's report. Opened any other way (reload, bookmark, typed address, an installed
// app's shortcut), it shows the last week report and an Advance button: it never advances by itself.
// It decides nothing before the room's first state has arrived (the mirror is null until then).
import { ArrowRight, FastForward, RefreshCw } from 'lucide-react';
import { useEffect, useRef, type Ref } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import type { Snapshot } from 'valtio';
import { isMonthName, nextWeek } from '#shared/rules/calendar.ts';
import { Button } from '#client/components/Button.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Card } from '#client/components/Card.tsx';
import { ConnectingState } from '#client/components/ConnectingState.tsx';
import { ConnectionProblem } from '#client/components/ConnectionProblem.tsx';
import { Logo } from '#client/components/Logo.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { scrollApp } from '#client/lib/appScroll.ts';
import { useGameConnection } from '#client/net/useGameConnection.ts';
import { useAdvanceWeek, type AdvancePhase } from './useAdvanceWeek.ts';
import type { GameMirror } from '#client/state/game.ts';
import { NoWeekYet, WeekSummary } from './WeekSummary.tsx';
import { SimToWeekPanel } from './SimToWeekPanel.tsx';
import { UnrunShowsDialog } from './UnrunShowsDialog.tsx';

/** "Week 3, January 2025": the date the next advance reaches. */
function nextDateLabel(state: Snapshot<GameMirror>): string {
  const { calendar } = state;
  if (!isMonthName(calendar.month)) return 'the next week';
  const next = nextWeek({ ...calendar, month: calendar.month });
  return `Week ${next.week}, ${next.month} ${next.year}`;
}

interface BodyProps {
  result: AdvancePhase;
  headingRef: Ref<HTMLHeadingElement>;
  state: Snapshot<GameMirror> | null;
  status: string;
  error: string | null;
  advancing: boolean;
}

function Body({ result, headingRef, state, status, error, advancing }: BodyProps) {
  if (result.phase === 'done' && state) {
    return (
      <>
        {result.sim && (
          <Notice tone={result.sim.stoppedEarly ? 'warning' : 'success'} title={result.sim.stoppedEarly ? 'Sim to week stopped early' : 'Sim to week done'} data-testid="sim-result">
            {result.sim.message} {result.sim.weeks === 1 ? '1 week simulated.' : `${result.sim.weeks} weeks simulated.`}
          </Notice>
        )}
        <WeekSummary state={state} events={result.events} headingRef={headingRef} />
      </>
    );
  }
  if (result.phase === 'simulating') return <ConnectingState label={`Simulating week by week to ${result.date}...`} />;
  if (result.phase === 'review' && state && result.report !== undefined) {
    return result.report ? <WeekSummary state={state} events={result.report.events} review /> : <NoWeekYet state={state} />;
  }
  if (result.phase === 'failed') {
    return (
      <Notice tone="danger" title={result.retry === 'advance' ? 'The week could not be advanced' : 'The week report could not be loaded'} data-testid="next-week-error">
        {result.message}
      </Notice>
    );
  }
  if (result.phase === 'asking') {
    return (
      <p className="text-center text-ink-muted" data-testid="next-week-asking">
        This week has shows that have not run yet.
      </p>
    );
  }
  if (status === 'error') return <ConnectionProblem message={error} />;
  const label = advancing ? 'Simulating the week...' : result.phase === 'review' && state ? 'Loading the week report...' : 'Connecting to your game...';
  return <ConnectingState label={label} />;
}

export function NextWeekPage() {
  const { status, state, error, pendingCommand } = useGameConnection();
  const ready = status === 'connected' && !!state?.gameStarted;
  const { result, busy, advance, retry, skip, runShowsThenAdvance, simTo } = useAdvanceWeek(ready);
  const [, navigate] = useLocation();
  const advancing = result.phase === 'advancing' || result.phase === 'simulating' || (result.phase === 'waiting' && pendingCommand === 'advanceWeek');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The report opens at its top, the new date's heading focused: the funds and the results come first,
  // not the Back to Dashboard button at the bottom (focusing that scrolled the page down to it).
  useEffect(() => {
    if (result.phase !== 'done') return;
    scrollApp({ top: 0, left: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [result.phase]);

  // Only the room's real state can say there is no federation yet (the mirror is null until it arrives).
  if (state && !state.gameStarted && (result.phase === 'waiting' || result.phase === 'review')) return <Redirect to="/setup" replace />;

  const reviewing = result.phase === 'review' && result.report !== undefined && !!state;
  return (
    <div className="arena-backdrop flex min-h-dvh flex-1 flex-col" data-testid="next-week-page">
      <header className="flex h-16 items-center justify-center border-b border-line/70 px-4">
        <Logo />
      </header>
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-8 sm:py-12">
        <Card highlight className="flex flex-col gap-6" aria-live="polite" aria-busy={advancing}>
          <Body result={result} headingRef={headingRef} state={state} status={status} error={error} advancing={advancing} />
          <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:flex-wrap sm:justify-end">
            {result.phase === 'failed' && (
              <Button variant="secondary" onClick={retry} data-testid="next-week-retry">
                <RefreshCw aria-hidden="true" className="size-4" />
                Try again
              </Button>
            )}
            <Link
              href="/dashboard"
              // Replaces this page in the history, so the browser's Back never lands here again.
              replace
              aria-disabled={advancing || undefined}
              className={buttonClass(result.phase === 'done' ? 'primary' : 'secondary', 'lg')}
              data-testid="back-to-dashboard"
            >
              Back to Dashboard
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            {reviewing && state && (
              <Button size="lg" onClick={advance} data-testid="advance-week">
                <FastForward aria-hidden="true" className="size-5" />
                Advance to {nextDateLabel(state)}
              </Button>
            )}
          </div>
        </Card>
        {(reviewing || result.phase === 'done') && state && (
          <Card className="flex flex-col gap-4">
            <SimToWeekPanel calendar={state.calendar} busy={busy} onSim={(targetWeek, date) => simTo({ targetWeek, date })} />
          </Card>
        )}
      </main>
      <UnrunShowsDialog
        preview={result.phase === 'asking' ? result.preview : null}
        progress={result.phase === 'asking' ? result.progress : null}
        error={result.phase === 'asking' ? result.error : null}
        onRun={runShowsThenAdvance}
        onSkip={skip}
        // Cancel keeps the week: back to the dashboard, nothing advanced.
        onCancel={() => navigate('/dashboard', { replace: true })}
      />
    </div>
  );
}
