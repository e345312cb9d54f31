// The bank on the Finances page: the loan being repaid (what is owed, the weekly repayment, the weeks left,
// missed repayments) with early repayment, or the bank's offer when the funds are low, or when it lends.
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { BANK_LOAN_INTEREST_SHARE, BANK_LOAN_MISSED_TO_CLOSE, BANK_LOAN_OFFER_BELOW_USD, BANK_LOAN_WEEKS, bankLoanLimit, loanOfferRefusal } from '#shared/rules/bankLoan.ts';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import type { FederationMirror } from '#client/state/game.ts';
import { LoanDialog } from './LoanDialog.tsx';

/** Whether the bank offers a loan now, read on the synced figures with the rule the command checks. */
export function bankOffers(federation: Snapshot<FederationMirror>): boolean {
  return loanOfferRefusal({ funds: federation.funds, popularity: federation.popularity, controller: 'player', hasLoan: federation.bankLoan.active, closed: federation.closed }) === null;
}

export function BankLoanPanel({ federation }: { federation: Snapshot<FederationMirror> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const loan = federation.bankLoan;
  const offers = bankOffers(federation);

  async function repay() {
    setBusy(true);
    await runGameAction('repayBankLoan', {}, { title: 'Bank loan repaid', description: `${formatUsd(loan.owed)} paid: you owe the bank nothing.` });
    setBusy(false);
  }

  return (
    <Card className="flex min-w-0 flex-col gap-3" role="region" aria-labelledby="bank-loan-title" data-testid="bank-loan-panel">
      <h2 id="bank-loan-title" className="flex items-center gap-2 font-bold tracking-tight">
        <Banknote aria-hidden="true" className="size-5 text-gold" />
        Bank loan
      </h2>
      {loan.active ? (
        <>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4" data-testid="bank-loan-status">
            <Figure label="Still owed" value={formatUsd(loan.owed)} testId="loan-owed" />
            <Figure label="Weekly repayment" value={formatUsd(loan.weeklyRepayment)} testId="loan-status-weekly" />
            <Figure label="Repayments left" value={`${loan.weeksLeft} of ${loan.weeks}`} testId="loan-weeks-left" />
            <Figure label="Borrowed" value={`${formatUsd(loan.amount)} + ${formatUsd(loan.interest)} interest`} testId="loan-borrowed" />
          </dl>
          {loan.missedInARow > 0 && (
            <p className="rounded-lg border border-danger/30 bg-danger-soft px-3 py-2 text-sm" role="alert" data-testid="loan-missed">
              {loan.missedInARow} repayment{loan.missedInARow === 1 ? '' : 's'} missed in a row. At {BANK_LOAN_MISSED_TO_CLOSE} the bank calls the loan in and your federation closes.
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs text-ink-subtle">Repaying early pays everything still owed, the interest included.</p>
            <Button variant="secondary" size="sm" onClick={() => void repay()} busy={busy} disabled={busy || federation.funds < loan.owed} data-testid="repay-loan">
              Repay {formatUsd(loan.owed)} now
            </Button>
          </div>
        </>
      ) : offers ? (
        <>
          <p className="text-sm text-ink-muted" data-testid="bank-offer">
            Your funds are below {formatUsd(BANK_LOAN_OFFER_BELOW_USD)}: the bank will lend you up to <strong className="text-gold">{formatUsd(bankLoanLimit(federation.popularity))}</strong>, at {Math.round(BANK_LOAN_INTEREST_SHARE * 100)}% flat interest repaid over {BANK_LOAN_WEEKS} weeks.
          </p>
          <div>
            <Button onClick={() => setOpen(true)} data-testid="open-loan-dialog">
              See the terms
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-ink-muted" data-testid="bank-no-offer">
          The bank lends only to federations with less than {formatUsd(BANK_LOAN_OFFER_BELOW_USD)} in funds: up to {formatUsd(bankLoanLimit(federation.popularity))} at your popularity, {Math.round(BANK_LOAN_INTEREST_SHARE * 100)}% flat interest, repaid over {BANK_LOAN_WEEKS} weeks.
        </p>
      )}
      {open && <LoanDialog open={open} onOpenChange={setOpen} popularity={federation.popularity} funds={federation.funds} weekBills={federation.weekBillsForecast} />}
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
