// /history's Hall of Fame: the industry's inductees, the newest class first, each with their score and
// its parts (rules/history.ts, docs/rules/history.md "The Hall of Fame"), yours marked; then this year's
// retirees so far with the score they will be judged on when the year ends, and last year's retirees who
// were not inducted, with the score that kept them out.
import { Landmark, Star } from 'lucide-react';
import { Link } from 'wouter';
import type { HallOfFameView } from '#shared/sim/history/hallOfFame.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Card } from '#client/components/Card.tsx';
import { cx } from '#client/lib/cx.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { SectionState } from './SectionState.tsx';

function ScoreParts({ parts }: { parts: ReadonlyArray<{ label: string; amount: number }> }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Score parts">
      {parts.map((part) => (
        <li key={part.label} className={cx('rounded-md border px-2 py-0.5 text-xs tabular-nums', part.amount > 0 ? 'border-line-strong text-ink-muted' : 'border-line text-ink-subtle')}>
          {part.label} <span className="font-semibold text-ink">+{part.amount}</span>
        </li>
      ))}
    </ul>
  );
}

function Inductee({ inductee }: { inductee: HallOfFameView['inductees'][number] }) {
  return (
    <li data-testid="hall-inductee">
      <Card highlight={inductee.wasYours} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <Link href={`/wrestler/${inductee.wrestlerId}`} className="text-lg font-bold hover:text-gold hover:underline">
              {inductee.name}
            </Link>
            <p className="text-xs text-ink-muted">
              Class of {inductee.classYear} · retired {inductee.retiredOn}
              {inductee.lastFederationName ? ` from ${inductee.lastFederationName}` : ' a free agent'}
            </p>
          </div>
          <div className="flex items-center gap-2">
            {inductee.wasYours && <Badge tone="success">Your wrestler</Badge>}
            <Badge tone="gold">
              <Star aria-hidden="true" className="size-3" />
              {inductee.score} pts
            </Badge>
          </div>
        </div>
        <ScoreParts parts={inductee.parts} />
      </Card>
    </li>
  );
}

function RetireeList({ id, title, empty, retirees, threshold, testId }: { id: string; title: string; empty: string; retirees: HallOfFameView['candidates']; threshold: number; testId: string }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-xs font-semibold tracking-wider text-ink-subtle uppercase">
        {title}
      </h3>
      {retirees.length === 0 ? (
        <p className="text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {retirees.map((c) => (
            <li key={c.wrestlerId} className="flex flex-col gap-2 rounded-card border border-line bg-surface/60 px-4 py-3" data-testid={testId}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <Link href={`/wrestler/${c.wrestlerId}`} className="font-semibold hover:text-gold hover:underline">
                    {c.name}
                  </Link>
                  <p className="text-xs text-ink-muted">
                    Retired {c.retiredOn}
                    {c.lastFederationName ? ` from ${c.lastFederationName}` : ' a free agent'}
                  </p>
                </div>
                <span className="flex items-center gap-2 text-sm">
                  {c.wasYours && <Badge tone="success">Yours</Badge>}
                  <span className={cx('font-bold tabular-nums', c.qualifies ? 'text-gold' : 'text-ink-muted')}>{c.score} pts</span>
                  <span className="text-xs text-ink-subtle">{c.qualifies ? 'qualifies' : `needs ${threshold}`}</span>
                </span>
              </div>
              <ScoreParts parts={c.parts} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HallView({ hall }: { hall: HallOfFameView }) {
  return (
    <div className="flex flex-col gap-5" data-testid="hall-of-fame">
      <p className="text-sm text-ink-muted">
        When a year ends, its retirees scoring at least <strong className="text-ink">{hall.threshold} points</strong> are inducted, at most {hall.classMax} a class, the best first. The score adds
        titles held, weeks as champion, career wins, popularity at retirement and years in the industry (
        <Link href="/game/help#the-world" className="underline hover:text-gold">
          how the score works
        </Link>
        ).
      </p>
      {hall.inductees.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-10 text-center" data-testid="hall-empty">
          <Landmark aria-hidden="true" className="size-10 text-ink-subtle" />
          <p className="max-w-md text-sm text-ink-muted">No one has been inducted yet. Wrestlers retire with age in a world with rival federations; the first class is inducted when a year with a worthy retiree ends.</p>
        </Card>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {hall.inductees.map((inductee) => (
            <Inductee key={inductee.wrestlerId} inductee={inductee} />
          ))}
        </ul>
      )}
      <RetireeList id="hall-candidates" title={`Retired in ${hall.nextClassYear}: judged when the year ends`} empty="No one has retired this year yet." retirees={hall.candidates} threshold={hall.threshold} testId="hall-candidate" />
      {hall.passedOver.length > 0 && (
        <RetireeList id="hall-passed-over" title={`Class of ${hall.nextClassYear - 1}: retired but not inducted`} empty="" retirees={hall.passedOver} threshold={hall.threshold} testId="hall-passed-over" />
      )}
    </div>
  );
}

export function HallOfFame({ refresh }: { refresh: unknown }) {
  const query = useWorldQuery('getHallOfFame', {}, { select: (answer) => answer.hallOfFame, refresh });
  return (
    <SectionState query={query} what="The Hall of Fame" testId="hall">
      {(hall) => <HallView hall={hall} />}
    </SectionState>
  );
}
