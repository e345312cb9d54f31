// The staff's weekly reports, newest first: unread ones carry a gold dot; opening one shows its text
// and figures and marks it read; "Mark all read" clears the Staff badge.
import { CheckCheck, ChevronDown, FileText } from 'lucide-react';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { cx } from '#client/lib/cx.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import type { StaffReportMirror } from '#client/state/game.ts';
import { reportData } from './reportData.ts';
import { ReportFigures } from './ReportFigures.tsx';
import { staffTypeLabel } from './staffInfo.ts';

/** Newest first: by timestamp, then by week order (ids grow with time). */
export function reportsNewestFirst<T extends Pick<StaffReportMirror, 'timestamp' | 'id'>>(reports: readonly T[]): T[] {
  return [...reports].sort((a, b) => b.timestamp - a.timestamp || b.id.localeCompare(a.id, undefined, { numeric: true }));
}

function ReportItem({ report, expanded, onOpen }: { report: Snapshot<StaffReportMirror>; expanded: boolean; onOpen: () => void }) {
  const unread = !report.isRead;
  const bodyId = `staff-report-body-${report.id}`;
  const data = expanded ? reportData(report.staffType, report.data) : null;
  return (
    <li data-testid="staff-report" data-unread={unread ? 'true' : 'false'} className={cx('rounded-xl border transition-colors', unread ? 'border-gold/30 bg-gold-soft/30' : 'border-line bg-raised/30')}>
      <button
        type="button"
        onClick={onOpen}
        aria-expanded={expanded}
        aria-controls={bodyId}
        className="flex w-full items-start gap-3 rounded-xl px-4 py-3 text-left hover:bg-raised/50"
        data-testid={`staff-report-toggle-${report.id}`}
      >
        <span aria-hidden="true" className={cx('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-gold shadow-[0_0_0_3px_#f5b30133]' : 'bg-line-strong')} data-testid={unread ? 'report-unread-dot' : undefined} />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className={cx('min-w-0 break-words', unread ? 'font-bold text-ink' : 'font-medium text-ink-muted')} data-testid="staff-report-title">
              {report.title}
            </span>
            {unread && (
              <Badge tone="gold">
                New<span className="sr-only"> (unread)</span>
              </Badge>
            )}
          </span>
          <span className="text-xs text-ink-subtle">
            {staffTypeLabel(report.staffType)} · Week {report.week}, {report.month} {report.year}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className={cx('mt-1 size-4 shrink-0 text-ink-subtle transition-transform', expanded && 'rotate-180')} />
      </button>
      <div id={bodyId} hidden={!expanded} className="flex flex-col gap-3 border-t border-line/70 px-4 py-3" data-testid={expanded ? 'staff-report-body' : undefined}>
        {expanded && (
          <>
            <p className="text-sm text-ink-muted">{report.content}</p>
            {data && <ReportFigures data={data} />}
          </>
        )}
      </div>
    </li>
  );
}

export function StaffReports({ reports, anyHired }: { reports: readonly Snapshot<StaffReportMirror>[]; anyHired: boolean }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const sorted = reportsNewestFirst(reports);
  const unread = reports.filter((r) => !r.isRead).length;

  function open(report: Snapshot<StaffReportMirror>) {
    setOpenId((current) => (current === report.id ? null : report.id));
    if (!report.isRead) void runGameAction('markReportRead', { reportId: report.id });
  }

  async function markAll() {
    setMarkingAll(true);
    await runGameAction('markAllReportsRead', {});
    setMarkingAll(false);
  }

  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="staff-reports-title" data-testid="staff-reports">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="staff-reports-title" className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <FileText aria-hidden="true" className="size-5 text-gold" />
            Reports
          </h2>
          <p className="text-xs text-ink-muted" aria-live="polite" data-testid="staff-reports-unread">
            {reports.length === 0 ? 'Each adviser reports every week.' : unread === 0 ? 'All read.' : `${unread} unread`}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void markAll()} disabled={unread === 0 || markingAll} busy={markingAll} data-testid="mark-all-reports-read">
          {!markingAll && <CheckCheck aria-hidden="true" className="size-4" />}
          Mark all read
        </Button>
      </div>
      {sorted.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line-strong px-4 py-8 text-center" data-testid="staff-reports-empty">
          <FileText aria-hidden="true" className="size-7 text-ink-subtle" />
          <p className="font-semibold">No reports yet</p>
          <p className="max-w-xs text-sm text-ink-muted">{anyHired ? 'Your staff write their first reports at the next week advance.' : 'Hire staff and advance a week: each adviser writes a report every week.'}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Staff reports, newest first">
          {sorted.map((report) => (
            <ReportItem key={report.id} report={report} expanded={openId === report.id} onOpen={() => open(report)} />
          ))}
        </ul>
      )}
    </Card>
  );
}
