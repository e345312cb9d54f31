// The ledger as the Finances screen reads it: the fetched history merged with the synced recent weeks,
// labels, the biggest costs of a week, the expense multiplier explained, and the charts' series.
import { EXPENSE_MULTIPLIER_LATE, EXPENSE_MULTIPLIER_STEPS, type TaxPart } from '#shared/rules/ledger.ts';
import { weekLinesField, weekTaxPartsField } from '#shared/schema/syncedJson.ts';
import { LEDGER_KIND_LABELS, type LedgerKind } from '#shared/sim/ledger/lines.ts';
import type { LedgerLineMirror, LedgerWeekMirror } from '#client/state/game.ts';

/** A ledger line as the screen shows it: the synced line (LedgerLineState), which the sim's LedgerLine is too. */
export type LedgerLineData = Readonly<LedgerLineMirror>;

/**
 * A settled week as the screen shows it: the synced week (LedgerWeekState) with its lines and tax brackets
 * read from their text; getLedgerHistory's LedgerWeek (shared/sim/ledger/lines.ts) is one too.
 */
export type LedgerWeekData = Readonly<Omit<LedgerWeekMirror, 'lines' | 'taxParts'>> & { readonly lines: readonly LedgerLineData[]; readonly taxParts: readonly Readonly<TaxPart>[] };

/** A synced settled week with its lines and tax brackets as lists, like getLedgerHistory's. */
export function syncedLedgerWeek(week: LedgerWeekMirror): LedgerWeekData {
  return { ...week, lines: weekLinesField.decode(week.lines), taxParts: weekTaxPartsField.decode(week.taxParts) };
}

/** Every known week once, oldest first: the fetched history, completed by the synced weeks (newer). */
export function mergeLedger(history: readonly LedgerWeekData[] | null, synced: readonly LedgerWeekData[]): LedgerWeekData[] {
  const byNumber = new Map<number, LedgerWeekData>();
  for (const week of history ?? []) byNumber.set(week.weekNumber, week);
  for (const week of synced) byNumber.set(week.weekNumber, week);
  return [...byNumber.values()].sort((a, b) => a.weekNumber - b.weekNumber);
}

export function kindLabel(kind: string): string {
  return LEDGER_KIND_LABELS[kind as LedgerKind] ?? kind.replace(/_/g, ' ');
}

const MONTH_SHORT = (month: string) => month.slice(0, 3);

/** "Week 3, January 2025" — the date of the week that ended. */
export function weekDate(week: Pick<LedgerWeekData, 'week' | 'month' | 'year'>): string {
  return `Week ${week.week}, ${week.month} ${week.year}`;
}

/** "W3 Jan" for chart axes. */
export function weekShort(week: Pick<LedgerWeekData, 'week' | 'month'>): string {
  return `W${week.week} ${MONTH_SHORT(week.month)}`;
}

export interface CostByKind {
  kind: string;
  label: string;
  amount: number;
  /** Share of the week's expenses, 0-1. */
  share: number;
}

/** The week's expenses grouped by kind, biggest first. */
export function biggestCosts(lines: readonly LedgerLineData[], limit = 5): CostByKind[] {
  const byKind = new Map<string, number>();
  for (const line of lines) if (line.amount < 0) byKind.set(line.kind, (byKind.get(line.kind) ?? 0) - line.amount);
  const total = [...byKind.values()].reduce((s, v) => s + v, 0);
  return [...byKind]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([kind, amount]) => ({ kind, label: kindLabel(kind), amount, share: total > 0 ? amount / total : 0 }));
}

const multiplierText = (m: number) => `x${Number.isInteger(m) ? m.toFixed(1) : String(m)}`;

/** The multiplier as shown: "x1.0", "x1.25", "x1.5". */
export function formatMultiplier(multiplier: number): string {
  return multiplierText(multiplier);
}

/** What the week's expense multiplier means, in one or two sentences. */
export function explainMultiplier(week: Pick<LedgerWeekData, 'expenseMultiplier' | 'weekNumber'>): string {
  const played = Math.max(0, week.weekNumber - 1);
  const [[firstUpTo, first], [secondUpTo, second]] = EXPENSE_MULTIPLIER_STEPS as [readonly [number, number], readonly [number, number]];
  const scale = `${multiplierText(first)} while ${firstUpTo} or fewer weeks have been played, ${multiplierText(second)} up to ${secondUpTo}, ${multiplierText(EXPENSE_MULTIPLIER_LATE)} after`;
  const effect =
    week.expenseMultiplier === 1
      ? 'Weekly costs (salaries and insurance) were charged at their base amount'
      : `Weekly costs (salaries and insurance) were charged ${Math.round((week.expenseMultiplier - 1) * 100)}% above their base amount`;
  return `${effect}: ${played} week${played === 1 ? ' had' : 's had'} been played before this one (${scale}). Payments made during the week are not multiplied.`;
}

export interface ChartPoint {
  weekNumber: number;
  label: string;
  date: string;
  revenue: number;
  expenses: number;
  profit: number;
  fundsAfter: number;
}

export function chartSeries(weeks: readonly LedgerWeekData[]): ChartPoint[] {
  return weeks.map((w) => ({
    weekNumber: w.weekNumber,
    label: weekShort(w),
    date: weekDate(w),
    revenue: w.revenue,
    expenses: w.expenses,
    profit: w.profit,
    fundsAfter: w.fundsAfter,
  }));
}

const compact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** Axis ticks: $50K, $1.2M, $0. */
export function formatUsdCompact(amount: number): string {
  return compact.format(amount);
}

/** A tax bracket part: "5% on $50,000 – $120,000". */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`;
}
