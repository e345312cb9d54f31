// /promises: the outstanding promises (spec: a page for outstanding promises; docs/rules/promises.md). Your
// wrestlers' open requests with Accept and Decline and what each does, the promises you made with the weeks
// left and what counts so far (Break promise goes back on one), and the recently resolved. Read with
// getPromises, again when the week or the inbox moves (a request, an answer, a promise kept at a show).
import { HeartHandshake } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { formatDate, isMonthName, weekAhead } from '#shared/rules/calendar.ts';
import type { PromiseView } from '#shared/sim/promises/board.ts';
import { Badge, type BadgeTone } from '#client/components/Badge.tsx';
import { Card } from '#client/components/Card.tsx';
import { RetryNotice } from '#client/components/RetryNotice.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import type { GameMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { AnswerButtons, BreakButton } from './PromiseActions.tsx';
import { weeksAgoText, weeksLeftText } from './promiseFormat.ts';

const OUTCOME: Record<string, { label: string; tone: BadgeTone }> = {
  kept: { label: 'Kept', tone: 'success' },
  broken: { label: 'Broken', tone: 'danger' },
  declined: { label: 'Declined', tone: 'neutral' },
  lapsed: { label: 'Lapsed', tone: 'neutral' },
};


function WrestlerLink({ view }: { view: PromiseView }) {
  return (
    <Link href={`/wrestler/${view.wrestlerId}`} className="rounded-sm font-bold hover:text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold">
      {view.wrestlerName}
    </Link>
  );
}

function Entry({ view, children, aside }: { view: PromiseView; children?: ReactNode; aside?: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="promise-entry" data-promise-id={view.id} data-state={view.state}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <WrestlerLink view={view} />
        <Badge tone="gold">{view.label}</Badge>
        {view.ultimatum && <Badge tone="danger">Ultimatum</Badge>}
        <span className="ml-auto text-xs font-semibold text-ink-muted tabular-nums">{aside}</span>
      </div>
      <p className="text-sm text-ink-muted">“{view.description}”</p>
      {children}
    </li>
  );
}

function Section({ title, testId, empty, children, count }: { title: string; testId: string; empty: string; count: number; children: ReactNode }) {
  return (
    <Card className="flex min-w-0 flex-col gap-1" data-testid={testId}>
      <h2 className="flex items-center gap-2 font-bold tracking-tight">
        {title}
        <span className="text-sm font-semibold text-ink-subtle tabular-nums">{count}</span>
      </h2>
      {count === 0 ? <p className="py-3 text-sm text-ink-subtle">{empty}</p> : <ul className="flex flex-col divide-y divide-line">{children}</ul>}
    </Card>
  );
}

function PromisesView({ state }: { state: Snapshot<GameMirror> }) {
  // A request, an answer or a promise kept at a show each write to the inbox: the board is asked again when it moves.
  const inbox = state.messages.map((m) => `${m.id}:${m.promiseState}`).join(',');
  const query = useWorldQuery('getPromises', {}, { select: (answer) => answer.promises, refresh: `${state.calendar.totalWeeksProgressed}|${inbox}` });
  const board = query.data;
  const now = state.calendar.totalWeeksProgressed;
  // The synced month is a string: a date the rules can count from.
  const today = { ...state.calendar, month: isMonthName(state.calendar.month) ? state.calendar.month : 'January' };
  return (
    <GamePage testId="promises-page">
      <div className="flex flex-col gap-1">
        <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
          <HeartHandshake aria-hidden="true" className="size-7 text-gold" />
          Promises
        </h1>
        <p className="max-w-2xl text-sm text-ink-muted">
          What your wrestlers asked of you and what you promised them. The game sees a promise kept from what happens on your shows and contracts.{' '}
          <Link href="/game/help" className="font-semibold text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold">
            How promises work
          </Link>
        </p>
      </div>
      {query.status === 'error' && <RetryNotice title="Your promises could not be loaded" message={query.error.message} onRetry={query.retry} data-testid="promises-error" />}
      {query.status === 'loading' && !board && (
        <Card className="flex items-center gap-3 text-sm text-ink-muted" data-testid="promises-loading">
          <Spinner size="sm" />
          Loading your promises…
        </Card>
      )}
      {board && (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-4">
            <Section title="Requests to answer" testId="promises-requests" count={board.requests.length} empty="No wrestler is asking you for anything right now.">
              {board.requests.map((view) => (
                <Entry key={view.id} view={view} aside={weeksLeftText(view.weeksLeft)}>
                  <AnswerButtons promiseId={view.id} wrestlerName={view.wrestlerName} ultimatum={view.ultimatum} />
                </Entry>
              ))}
            </Section>
            <Section title="Promises you made" testId="promises-accepted" count={board.accepted.length} empty="You have no promise to keep.">
              {board.accepted.map((view) => (
                <Entry key={view.id} view={view} aside={weeksLeftText(view.weeksLeft)}>
                  <div className="flex flex-wrap items-center gap-2">
                    {view.progress && (
                      <span className="text-xs font-semibold text-ink" data-testid="promise-progress">
                        {view.progress}
                      </span>
                    )}
                    <span className="text-xs text-ink-subtle">Deadline: {formatDate(weekAhead(today, view.weeksLeft))}</span>
                    <span className="ml-auto">
                      <BreakButton promiseId={view.id} wrestlerName={view.wrestlerName} ultimatum={view.ultimatum} />
                    </span>
                  </div>
                </Entry>
              ))}
            </Section>
          </div>
          <Section title="Recently resolved" testId="promises-resolved" count={board.resolved.length} empty="Nothing resolved yet.">
            {board.resolved.map((view) => {
              const outcome = OUTCOME[view.state] ?? OUTCOME.lapsed!;
              return (
                <Entry key={view.id} view={view} aside={view.resolvedWeek !== null ? weeksAgoText(now - view.resolvedWeek) : ''}>
                  <div className="flex flex-wrap items-center gap-2 text-xs">
                    <Badge tone={outcome.tone}>
                      <span data-testid="promise-outcome">{outcome.label}</span>
                    </Badge>
                    {view.moraleChange !== 0 && <span className={view.moraleChange > 0 ? 'text-success' : 'text-danger-strong'}>Morale {view.moraleChange > 0 ? `+${view.moraleChange}` : view.moraleChange}</span>}
                    {view.quit && <span className="font-semibold text-danger-strong">{view.wrestlerName} quit</span>}
                  </div>
                </Entry>
              );
            })}
          </Section>
        </div>
      )}
    </GamePage>
  );
}

export function PromisesPage() {
  return <GameStateGate>{(state) => <PromisesView state={state} />}</GameStateGate>;
}
