// Why a joint show earned what it did (diplomacy/jointShowIncome.ts): the spec's formula's parts, summing
// to the night's income, then each federation's share as agreed.
import type { JointShowIncomeResult } from '#shared/sim/diplomacy/jointShowIncome.ts';
import { Card } from '#client/components/Card.tsx';
import { formatUsd } from '#client/lib/format.ts';

export function JointIncomeCard({ income, names }: { income: JointShowIncomeResult; names: (federationId: string) => string }) {
  return (
    <Card padded={false} className="px-4 py-3 sm:px-5" data-testid="summary-joint-income">
      <h2 className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Why the joint show earned {formatUsd(income.value)}</h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {income.parts.map((part) => (
          <li key={part.label} className="flex items-start justify-between gap-3">
            <span className="min-w-0 text-ink-muted">{part.label}</span>
            <span className="shrink-0 font-semibold tabular-nums">{formatUsd(part.amount)}</span>
          </li>
        ))}
        <li className="flex items-start justify-between gap-3 border-t border-line pt-1 font-bold">
          <span>Income</span>
          <span className="tabular-nums">{formatUsd(income.value)}</span>
        </li>
        <li className="flex items-start justify-between gap-3">
          <span className="min-w-0 text-ink-muted">
            {names(income.proposerId)} ({income.split}%)
          </span>
          <span className="shrink-0 font-semibold tabular-nums text-success">{formatUsd(income.proposerShare)}</span>
        </li>
        <li className="flex items-start justify-between gap-3">
          <span className="min-w-0 text-ink-muted">
            {names(income.partnerId)} ({100 - income.split}%)
          </span>
          <span className="shrink-0 font-semibold tabular-nums text-success">{formatUsd(income.partnerShare)}</span>
        </li>
      </ul>
    </Card>
  );
}
