// The bank's offer (docs/rules/ledger.md "When the money runs out"): the player picks an amount up to the
// bank's limit and reads what it costs before accepting: interest, the weekly repayment, the weeks and
// the total, from the same shared function the command uses (shared/rules/bankLoan.ts loanTerms).
import { useId, useState } from 'react';
import { BANK_LOAN_INTEREST_SHARE, BANK_LOAN_MISSED_TO_CLOSE, loanAmounts, loanTerms, suggestedLoan } from '#shared/rules/bankLoan.ts';
import { Button } from '#client/components/Button.tsx';
import { Modal } from '#client/components/Modal.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';

/** Weeks of this week's bills the dialog starts on: a month to turn things round. */
const SUGGESTED_WEEKS = 4;

export interface LoanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  popularity: number;
  funds: number;
  weekBills: number;
}

export function LoanDialog({ open, onOpenChange, popularity, funds, weekBills }: LoanDialogProps) {
  const amounts = loanAmounts(popularity);
  const [amount, setAmount] = useState(() => suggestedLoan(popularity, weekBills, SUGGESTED_WEEKS));
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const terms = loanTerms(amount);

  async function accept() {
    setBusy(true);
    const result = await runGameAction('takeBankLoan', { amount }, { title: `Borrowed ${formatUsd(amount)}`, description: `${terms.weeks} weekly repayments of ${formatUsd(terms.weeklyRepayment)}, taken with the bills.` });
    setBusy(false);
    if (result.ok) onOpenChange(false);
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Borrow from the bank"
      description={`Up to ${formatUsd(amounts.at(-1) ?? 0)} at your popularity. You have ${formatUsd(funds)}; this week's bills come to ${formatUsd(weekBills)}.`}
      data-testid="loan-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Button onClick={() => void accept()} busy={busy} disabled={busy} data-testid="confirm-loan">
            Borrow {formatUsd(amount)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-ink">
            Amount
          </label>
          <select
            id={selectId}
            value={amount}
            onChange={(event) => setAmount(Number(event.target.value))}
            className="h-11 rounded-lg border border-line-strong bg-raised px-3 text-sm font-semibold text-ink focus-visible:border-gold focus-visible:ring-2 focus-visible:ring-gold/40 focus-visible:outline-none"
            data-testid="loan-amount-select"
          >
            {amounts.map((value) => (
              <option key={value} value={value}>
                {formatUsd(value)}
              </option>
            ))}
          </select>
        </div>
        <dl className="divide-y divide-line rounded-xl border border-line bg-raised/50 px-4 text-sm" data-testid="loan-terms">
          <TermRow label="You receive now" value={formatUsd(terms.amount)} testId="loan-amount" tone="gold" />
          <TermRow label={`Interest (${Math.round(BANK_LOAN_INTEREST_SHARE * 100)}% flat)`} value={formatUsd(terms.interest)} testId="loan-interest" />
          <TermRow label="Weekly repayment" value={formatUsd(terms.weeklyRepayment)} testId="loan-weekly" />
          <TermRow label="Repayments" value={`${terms.weeks} weeks`} testId="loan-weeks" />
          <TermRow label="Total repaid" value={formatUsd(terms.totalRepaid)} testId="loan-total" tone="danger" />
        </dl>
        <Notice tone="warning" title="What you sign for">
          Each repayment is taken with the week’s bills, as the ledger line “Bank loan repayment”. A week whose bills go unpaid misses the repayment; miss {BANK_LOAN_MISSED_TO_CLOSE} in a row and the bank calls the loan in: your federation closes. You can repay what is left at any time (the interest is owed in full).
        </Notice>
      </div>
    </Modal>
  );
}

function TermRow({ label, value, testId, tone }: { label: string; value: string; testId: string; tone?: 'gold' | 'danger' }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2.5">
      <dt className="text-ink-muted">{label}</dt>
      <dd className={tone === 'gold' ? 'font-bold text-gold tabular-nums' : tone === 'danger' ? 'font-bold text-danger-strong tabular-nums' : 'font-semibold tabular-nums'} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
