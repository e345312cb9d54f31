// /finances: the weekly ledger. Summary of the selected settled week, its lines with the totals, tax by
// bracket and the expense multiplier, this week's payments so far, the biggest costs, and charts of the
// funds and of revenue against expenses over the whole history (getLedgerHistory, falling back to the
// synced recent weeks).
import { BarChart3, CalendarClock, Landmark, PiggyBank, Receipt, TrendingDown, TrendingUp, Wallet, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { Snapshot } from 'valtio';
import { Card } from '#client/components/Card.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatFunds, formatUsd } from '#client/lib/format.ts';
import type { GameMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { FlowChart, FundsChart } from './FinanceCharts.tsx';
import { biggestCosts, chartSeries, formatMultiplier, mergeLedger, syncedLedgerWeek, weekDate, type LedgerLineData, type LedgerWeekData } from './ledgerMath.ts';
import { formatSigned, LedgerLineRow, LedgerWeekView } from './LedgerWeekView.tsx';
import { useLedgerHistory } from './useLedgerHistory.ts';
import { BankLoanPanel, bankOffers } from './BankLoanPanel.tsx';

function SummaryCard({ label, value, icon: Icon, tone, note, testId, className }: { label: string; value: string; icon: LucideIcon; tone?: 'good' | 'bad' | 'gold'; note?: ReactNode; testId: string; className?: string }) {
  return (
    <Card padded={false} className={cx('flex flex-col gap-1.5 p-4', className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xs font-medium text-ink-muted">{label}</h2>
        <Icon aria-hidden="true" className={cx('size-4', tone === 'good' ? 'text-success' : tone === 'bad' ? 'text-danger-strong' : 'text-gold')} />
      </div>
      <p className={cx('text-xl font-black tracking-tight tabular-nums sm:text-2xl', tone === 'good' && 'text-success', tone === 'bad' && 'text-danger-strong', tone === 'gold' && 'text-gold')} data-testid={testId}>
        {value}
      </p>
      {note && <p className="text-xs text-ink-subtle">{note}</p>}
    </Card>
  );
}

function Panel({ title, icon: Icon, aside, children, testId }: { title: string; icon: LucideIcon; aside?: ReactNode; children: ReactNode; testId: string }) {
  const titleId = `${testId}-title`;
  return (
    <Card className="flex min-w-0 flex-col gap-4" role="region" aria-labelledby={titleId} data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 font-bold tracking-tight">
          <Icon aria-hidden="true" className="size-5 text-gold" />
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </Card>
  );
}

function CurrentWeek({ lines, date }: { lines: readonly LedgerLineData[]; date: string }) {
  const paid = lines.reduce((sum, l) => sum + l.amount, 0);
  return (
    <Panel title="This week so far" icon={CalendarClock} testId="current-week-lines" aside={<span className="text-xs text-ink-subtle">{date}</span>}>
      {lines.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong px-4 py-5 text-center text-sm text-ink-muted" data-testid="current-week-empty">
          Nothing paid yet this week. Signing bonuses, training courses and hirings are paid at once and listed here.
        </p>
      ) : (
        <>
          <ul className="divide-y divide-line">
            {lines.map((line, i) => (
              <LedgerLineRow key={i} line={line} />
            ))}
          </ul>
          <p className="flex justify-between gap-3 border-t border-line-strong pt-3 text-sm font-bold">
            <span>Paid so far</span>
            <span className={cx('tabular-nums', paid < 0 ? 'text-danger-strong' : 'text-success')} data-testid="current-week-total">
              {formatSigned(paid)}
            </span>
          </p>
        </>
      )}
      <p className="text-xs text-ink-subtle">Salaries and insurance are added when the week is settled.</p>
    </Panel>
  );
}

function BiggestCosts({ week }: { week: LedgerWeekData }) {
  const costs = biggestCosts(week.lines);
  return (
    <Panel title="Biggest costs" icon={Receipt} testId="finances-biggest-costs">
      {costs.length === 0 ? (
        <p className="text-sm text-ink-muted">No costs in {weekDate(week)}.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {costs.map((cost) => (
            <li key={cost.kind} className="flex flex-col gap-1.5" data-testid="biggest-cost">
              <span className="flex items-baseline justify-between gap-3 text-sm">
                <span className="text-ink">{cost.label}</span>
                <span className="font-bold text-danger-strong tabular-nums">{formatUsd(cost.amount)}</span>
              </span>
              <span className="flex items-center gap-2">
                <span className="relative h-1.5 flex-1 overflow-hidden rounded-full bg-line" aria-hidden="true">
                  <span className="absolute inset-y-0 left-0 rounded-full bg-danger/80" style={{ width: `${Math.max(2, cost.share * 100)}%` }} />
                </span>
                <span className="w-10 text-right text-xs text-ink-muted tabular-nums">{Math.round(cost.share * 100)}%</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

function WeekSelect({ weeks, value, onChange }: { weeks: readonly LedgerWeekData[]; value: number; onChange: (weekNumber: number) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
        Settled week
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-11 min-w-56 rounded-lg border border-line-strong bg-raised px-3 text-sm font-semibold text-ink focus-visible:border-gold focus-visible:ring-2 focus-visible:ring-gold/40 focus-visible:outline-none"
        data-testid="ledger-week-select"
      >
        {[...weeks].reverse().map((w) => (
          <option key={w.weekNumber} value={w.weekNumber}>
            #{w.weekNumber} · {weekDate(w)}
          </option>
        ))}
      </select>
    </div>
  );
}

function FinancesView({ state }: { state: Snapshot<GameMirror> }) {
  const syncedKey = Object.keys(state.ledger)
    .sort((a, b) => Number(a) - Number(b))
    .join(',');
  const history = useLedgerHistory(syncedKey);
  const weeks = mergeLedger(history.weeks, Object.values(state.ledger).map(syncedLedgerWeek));
  const [selected, setSelected] = useState<number | null>(null);
  const newest = weeks[weeks.length - 1];
  const week = weeks.find((w) => w.weekNumber === selected) ?? newest;
  const { federation, calendar } = state;
  const expenseCount = week ? week.lines.filter((l) => l.amount < 0).length : 0;
  const today = `Week ${calendar.week}, ${calendar.month} ${calendar.year}`;
  // The bank stands first while it matters (a loan to repay, an offer open); otherwise beside the ledger.
  const bankFirst = federation.bankLoan.active || bankOffers(federation);

  return (
    <GamePage testId="finances-page">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
            <Landmark aria-hidden="true" className="size-7 text-gold" />
            Finances
          </h1>
          <p className="max-w-xl text-sm text-ink-muted">
            Every week is settled line by line: salaries, insurance and what you paid during the week, then tax on a profit. Funds now:{' '}
            <strong className="text-gold tabular-nums" data-testid="finances-funds-now">
              {formatFunds(federation.funds)}
            </strong>
            .
          </p>
        </div>
        {week && <WeekSelect weeks={weeks} value={week.weekNumber} onChange={setSelected} />}
      </div>
      {bankFirst && <BankLoanPanel federation={federation} />}

      {!week ? (
        history.loading && calendar.totalWeeksProgressed > 0 ? (
          <Card className="flex items-center justify-center gap-3 py-14 text-ink-muted" data-testid="finances-loading">
            <Spinner />
            Loading your ledger…
          </Card>
        ) : (
          <Card className="flex flex-col items-center gap-3 py-12 text-center" data-testid="finances-empty">
            <BarChart3 aria-hidden="true" className="size-10 text-ink-subtle" />
            <p className="text-lg font-bold">No settled week yet</p>
            <p className="max-w-sm text-sm text-ink-muted">Advance a week to see your first ledger: revenue, expenses, tax and charts of your money over time.</p>
          </Card>
        )
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" aria-label={`Summary of ${weekDate(week)}`} role="group">
            <SummaryCard label="Revenue" value={formatUsd(week.revenue)} icon={TrendingUp} tone="good" testId="ledger-revenue" note={weekDate(week)} />
            <SummaryCard
              label="Expenses"
              value={formatUsd(week.expenses)}
              icon={TrendingDown}
              tone="bad"
              testId="ledger-expenses"
              note={`${expenseCount} line${expenseCount === 1 ? '' : 's'}, weekly costs ${formatMultiplier(week.expenseMultiplier)}`}
            />
            <SummaryCard
              label={week.profit >= 0 ? 'Profit' : 'Loss'}
              value={formatSigned(week.profit)}
              icon={PiggyBank}
              tone={week.profit >= 0 ? 'good' : 'bad'}
              testId="ledger-profit"
              note="Revenue minus expenses, before tax"
            />
            <SummaryCard label="Tax" value={formatUsd(week.tax)} icon={Receipt} testId="ledger-tax" note={week.tax === 0 ? 'Tax-free up to $50,000 profit' : undefined} />
            <SummaryCard
              label="Funds after"
              value={formatUsd(week.fundsAfter)}
              icon={Wallet}
              tone="gold"
              testId="ledger-funds-after"
              note={`${formatSigned(week.fundsAfter - week.fundsBefore)} this week`}
              className="col-span-2 sm:col-span-1"
            />
          </div>

          <div className="grid gap-4 lg:grid-cols-2">
            <Panel
              title="Funds over time"
              icon={Wallet}
              testId="finances-funds-chart"
              aside={history.loading ? <LoadingTag /> : history.error ? <span className="text-xs text-ink-subtle">Recent weeks only</span> : undefined}
            >
              <FundsChart points={chartSeries(weeks)} />
            </Panel>
            <Panel title="Revenue vs expenses" icon={BarChart3} testId="finances-flow-chart" aside={history.loading ? <LoadingTag /> : undefined}>
              <FlowChart points={chartSeries(weeks)} />
            </Panel>
          </div>

          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <LedgerWeekView week={week} />
            <div className="flex flex-col gap-4">
              <BiggestCosts week={week} />
              <CurrentWeek lines={state.currentLines} date={today} />
              {!bankFirst && <BankLoanPanel federation={federation} />}
            </div>
          </div>
        </>
      )}
      {!week && <CurrentWeek lines={state.currentLines} date={today} />}
      {!week && !bankFirst && <BankLoanPanel federation={federation} />}
    </GamePage>
  );
}

function LoadingTag() {
  return (
    <span className="flex items-center gap-1.5 text-xs text-ink-subtle" data-testid="ledger-history-loading">
      <Spinner size="sm" />
      Loading history…
    </span>
  );
}

export function FinancesPage() {
  return <GameStateGate>{(state) => <FinancesView state={state} />}</GameStateGate>;
}
