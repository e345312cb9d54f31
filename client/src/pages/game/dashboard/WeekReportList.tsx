// What happened when the week advanced: the latest report in full, earlier ones below it.
import { CalendarCheck, ScrollText, TrendingDown, TrendingUp } from 'lucide-react';
import type { Snapshot } from 'valtio';
import type { SimEvent } from '../../../../../shared/sim/events.ts';
import { Card } from '../../../components/Card.tsx';
import { describeSimEvent } from '../../../lib/describeSimEvent.ts';
import type { WeekReport } from '../../../state/game.ts';

function EventIcon({ event }: { event: SimEvent }) {
  if (event.kind === 'weekAdvanced') return <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-gold" />;
  if (event.kind === 'popularityChanged' && event.to < event.from) return <TrendingDown aria-hidden="true" className="size-4 shrink-0 text-danger-strong" />;
  return <TrendingUp aria-hidden="true" className="size-4 shrink-0 text-success" />;
}

function ReportEvents({ report, testId }: { report: Snapshot<WeekReport>; testId?: string }) {
  return (
    <ul className="flex flex-col gap-2" data-testid={testId}>
      {report.events.map((event, index) => (
        <li key={index} className="flex items-start gap-2.5 text-sm" data-testid={testId ? 'week-report-event' : undefined}>
          <span className="mt-0.5">
            <EventIcon event={event} />
          </span>
          <span>{describeSimEvent(event)}</span>
        </li>
      ))}
    </ul>
  );
}

export function WeekReportList({ reports }: { reports: Snapshot<WeekReport[]> }) {
  const [latest, ...earlier] = reports;
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="week-report-title">
      <div className="flex items-center gap-2">
        <ScrollText aria-hidden="true" className="size-5 text-gold" />
        <h2 id="week-report-title" className="font-bold tracking-tight">
          Week Report
        </h2>
      </div>
      <div aria-live="polite">
        {latest ? (
          <div className="rounded-xl border border-line bg-raised/60 p-4 animate-slide-up" key={latest.id}>
            <ReportEvents report={latest} testId="week-report" />
          </div>
        ) : (
          <p className="text-sm text-ink-muted" data-testid="week-report-empty">
            Nothing to report yet. Advance the week to see what happens across your federation.
          </p>
        )}
      </div>
      {earlier.length > 0 && (
        <div className="flex flex-col gap-3 border-t border-line pt-4">
          <h3 className="text-xs font-semibold tracking-wider text-ink-subtle uppercase">Earlier weeks</h3>
          {earlier.map((report) => (
            <div key={report.id} className="text-ink-muted">
              <ReportEvents report={report} />
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
