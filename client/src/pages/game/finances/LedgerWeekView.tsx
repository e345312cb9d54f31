// One settled week line by line: revenue in green, expenses in red, the totals, the expense multiplier
// explained, the tax by bracket, and the funds before and after.
import { ArrowRight, Info } from 'lucide-react';
import { Badge } from '#client/components/Badge.tsx';
import { Card } from '#client/components/Card.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatUsd } from '#client/lib/format.ts';
import { explainMultiplier, formatMultiplier, formatRate, kindLabel, weekDate, type LedgerLineData, type LedgerWeekData } from './ledgerMath.ts';

/** Signed whole dollars: +$1,200 / −$1,200. */
export function formatSigned(amount: number): string {
  if (amount === 0) return formatUsd(0);
  return `${amount > 0 ? '+' : '−'}${formatUsd(Math.abs(amount))}`;
}

export function LedgerLineRow({ line }: { line: LedgerLineData }) {
  const income = line.amount >= 0;
  return (
    <li className="flex items-start justify-between gap-3 py-2.5" data-testid="ledger-line" data-kind={line.kind}>
      <span className="flex min-w-0 flex-col gap-1">
        <span className="text-sm break-words text-ink" data-testid="ledger-line-label">
          {line.label}
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge tone={income ? 'success' : 'neutral'}>{kindLabel(line.kind)}</Badge>
          <span className="text-[11px] text-ink-subtle">{line.paidAt === 'action' ? 'Paid at once' : 'Settled at week end'}</span>
        </span>
      </span>
      <span className={cx('shrink-0 text-sm font-bold tabular-nums', income ? 'text-success' : 'text-danger-strong')} data-testid="ledger-line-amount">
        <span className="sr-only">{income ? 'Revenue ' : 'Expense '}</span>
        {formatSigned(line.amount)}
      </span>
    </li>
  );
}

function TotalRow({ label, value, tone, strong, testId, note }: { label: string; value: string; tone?: 'good' | 'bad'; strong?: boolean; testId?: string; note?: string }) {
  return (
    <div className={cx('flex items-baseline justify-between gap-3 py-2', strong && 'border-t border-line-strong pt-3')}>
      <span className={cx('text-sm', strong ? 'font-bold text-ink' : 'text-ink-muted')}>
        {label}
        {note && <span className="block text-xs font-normal text-ink-subtle">{note}</span>}
      </span>
      <span className={cx('shrink-0 font-bold tabular-nums', strong && 'text-lg', tone === 'good' && 'text-success', tone === 'bad' && 'text-danger-strong')} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

export function LedgerWeekView({ week }: { week: LedgerWeekData }) {
  const revenueLines = week.lines.filter((l) => l.amount >= 0);
  const expenseLines = week.lines.filter((l) => l.amount < 0);
  const titleId = 'ledger-week-title';
  return (
    <Card className="flex flex-col gap-5" role="region" aria-labelledby={titleId} data-testid="ledger-week">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold tracking-tight">
          Ledger · {weekDate(week)}
        </h2>
        <Badge tone="neutral">Week #{week.weekNumber}</Badge>
      </div>

      {week.lines.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong px-4 py-6 text-center text-sm text-ink-muted" data-testid="ledger-week-empty">
          Nothing was earned or spent this week.
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {revenueLines.length > 0 && (
            <section aria-label="Revenue lines">
              <h3 className="text-xs font-semibold tracking-wider text-success uppercase">Revenue</h3>
              <ul className="divide-y divide-line">
                {revenueLines.map((line, i) => (
                  <LedgerLineRow key={`r${i}`} line={line} />
                ))}
              </ul>
            </section>
          )}
          {expenseLines.length > 0 && (
            <section aria-label="Expense lines">
              <h3 className="text-xs font-semibold tracking-wider text-danger-strong uppercase">Expenses</h3>
              <ul className="divide-y divide-line">
                {expenseLines.map((line, i) => (
                  <LedgerLineRow key={`e${i}`} line={line} />
                ))}
              </ul>
            </section>
          )}
          {revenueLines.length === 0 && <p className="text-xs text-ink-subtle">No revenue yet: shows, TV deals and merchandise arrive in later updates.</p>}
        </div>
      )}

      <div className="flex flex-col rounded-xl border border-line bg-raised/40 px-4 py-2" aria-label="Totals" role="group">
        <TotalRow label="Revenue" value={formatUsd(week.revenue)} tone="good" testId="ledger-week-revenue" />
        <TotalRow label="Expenses" value={formatSigned(-week.expenses)} tone="bad" testId="ledger-week-expenses" />
        <TotalRow label={week.profit >= 0 ? 'Profit before tax' : 'Loss before tax'} value={formatSigned(week.profit)} tone={week.profit >= 0 ? 'good' : 'bad'} strong testId="ledger-week-profit" />
        <TotalRow
          label="Tax"
          value={formatSigned(-week.tax)}
          tone={week.tax > 0 ? 'bad' : undefined}
          testId="ledger-week-tax"
          note={week.tax === 0 ? (week.profit <= 0 ? 'No tax on a loss.' : 'The first $50,000 of profit is tax-free.') : undefined}
        />
        {week.taxParts.length > 0 && (
          <div className="-mt-1 mb-1">
            <ul className="flex flex-col gap-1 rounded-lg bg-canvas/40 px-3 py-2 text-xs text-ink-muted" aria-label="Tax by bracket">
              {week.taxParts.map((part) => (
                <li key={part.from} className="flex justify-between gap-3 tabular-nums" data-testid="ledger-tax-part">
                  <span>
                    {formatRate(part.rate)} on {formatUsd(part.from)} – {formatUsd(part.to)}
                  </span>
                  <span className="font-semibold text-ink">{formatUsd(part.amount)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <TotalRow label="After tax" value={formatSigned(week.afterTax)} tone={week.afterTax >= 0 ? 'good' : 'bad'} strong testId="ledger-week-after-tax" />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line px-4 py-3" data-testid="ledger-funds-flow">
        <span className="text-sm text-ink-muted">Funds</span>
        <span className="flex items-center gap-2 font-bold tabular-nums">
          <span data-testid="ledger-week-funds-before">{formatUsd(week.fundsBefore)}</span>
          <ArrowRight aria-label="to" className="size-4 text-ink-subtle" />
          <span className="text-gold" data-testid="ledger-week-funds-after">
            {formatUsd(week.fundsAfter)}
          </span>
        </span>
      </div>

      <div className="flex gap-3 rounded-xl border border-info/25 bg-info-soft px-4 py-3 text-sm" data-testid="ledger-multiplier">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
        <p className="text-ink-muted">
          <strong className="text-ink">Expense multiplier {formatMultiplier(week.expenseMultiplier)}.</strong> {explainMultiplier(week)}
        </p>
      </div>
    </Card>
  );
}
