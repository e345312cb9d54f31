// /next-week: a bare page (no shell). It advances the week through the room, then shows the week's
// report (the new date and every event) and a button back to the dashboard, focused when it appears.
import { ArrowRight, RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Redirect } from 'wouter';
import { Button } from '../../../components/Button.tsx';
import { buttonClass } from '../../../components/buttonClass.ts';
import { Card } from '../../../components/Card.tsx';
import { ConnectingState } from '../../../components/ConnectingState.tsx';
import { ConnectionProblem } from '../../../components/ConnectionProblem.tsx';
import { Logo } from '../../../components/Logo.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { useGameConnection } from '../../../net/useGameConnection.ts';
import { useAdvanceWeek } from './useAdvanceWeek.ts';
import { WeekSummary } from './WeekSummary.tsx';

export function NextWeekPage() {
  const { status, state, error } = useGameConnection();
  const ready = status === 'connected' && !!state?.gameStarted;
  const { result, retry } = useAdvanceWeek(ready);
  const backRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (result.phase === 'done') backRef.current?.focus();
  }, [result.phase]);

  if (state && !state.gameStarted && result.phase === 'waiting') return <Redirect to="/setup" replace />;

  let body;
  if (result.phase === 'done' && state) {
    body = <WeekSummary state={state} events={result.events} />;
  } else if (result.phase === 'failed') {
    body = (
      <Notice tone="danger" title="The week could not be advanced" data-testid="next-week-error">
        {result.message}
      </Notice>
    );
  } else if (status === 'error') {
    body = <ConnectionProblem message={error} />;
  } else {
    body = <ConnectingState label={result.phase === 'advancing' ? 'Simulating the week...' : 'Connecting to your game...'} />;
  }

  return (
    <div className="arena-backdrop flex min-h-dvh flex-1 flex-col" data-testid="next-week-page">
      <header className="flex h-16 items-center justify-center border-b border-line/70 px-4">
        <Logo />
      </header>
      <main id="main" className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-6 px-4 py-8 sm:py-12">
        <Card highlight className="flex flex-col gap-6" aria-live="polite" aria-busy={result.phase === 'advancing'}>
          {body}
          <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-end">
            {result.phase === 'failed' && (
              <Button variant="secondary" onClick={retry} data-testid="next-week-retry">
                <RefreshCw aria-hidden="true" className="size-4" />
                Try again
              </Button>
            )}
            <Link
              ref={backRef}
              href="/dashboard"
              // Replaces this page in the history, so the browser's Back never lands here and advances again.
              replace
              aria-disabled={result.phase === 'advancing' || undefined}
              className={buttonClass(result.phase === 'done' ? 'primary' : 'secondary', 'lg')}
              data-testid="back-to-dashboard"
            >
              Back to Dashboard
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        </Card>
      </main>
    </div>
  );
}
