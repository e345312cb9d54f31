// The bank on the dashboard (docs/rules/ledger.md "When the money runs out"): the week before the end, a
// warning that one more missed repayment closes the federation; while the bank offers a loan, the offer
// with its terms a click away.
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { BANK_LOAN_MISSED_TO_CLOSE, bankLoanLimit, closesIfMissed } from '#shared/rules/bankLoan.ts';
import { Button } from '#client/components/Button.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { formatUsd } from '#client/lib/format.ts';
import type { FederationMirror } from '#client/state/game.ts';
import { bankOffers } from '../finances/BankLoanPanel.tsx';
import { LoanDialog } from '../finances/LoanDialog.tsx';

export function BankLoanNotice({ federation }: { federation: Snapshot<FederationMirror> }) {
  const [open, setOpen] = useState(false);
  const loan = federation.bankLoan;
  if (loan.active && closesIfMissed(loan)) {
    const short = federation.funds < federation.weekBillsForecast;
    return (
      <Notice
        tone="danger"
        title={short ? 'Your federation closes at the end of this week' : 'One more missed repayment closes your federation'}
        data-testid="closing-warning"
        actions={
          <Link href="/finances" className="font-semibold underline underline-offset-2 hover:text-gold">
            See the ledger
          </Link>
        }
      >
        You missed {loan.missedInARow} bank loan repayments in a row. Unless this week’s bills ({formatUsd(federation.weekBillsForecast)}, the {formatUsd(loan.weeklyRepayment)} repayment included) are paid in full, that makes {BANK_LOAN_MISSED_TO_CLOSE}: the bank calls the loan in and the federation closes. Run a show, cut costs or release someone before you advance.
      </Notice>
    );
  }
  if (!bankOffers(federation)) return null;
  return (
    <>
      <Notice
        tone="warning"
        title={`The bank will lend you up to ${formatUsd(bankLoanLimit(federation.popularity))}`}
        data-testid="bank-offer-notice"
        actions={
          <Button size="sm" onClick={() => setOpen(true)} data-testid="dashboard-open-loan">
            See the terms
          </Button>
        }
      >
        Your funds are low. A loan pays the bills while your shows turn things round; it is repaid weekly with interest.
      </Notice>
      {open && <LoanDialog open={open} onOpenChange={setOpen} popularity={federation.popularity} funds={federation.funds} weekBills={federation.weekBillsForecast} />}
    </>
  );
}
