// The warning a week ahead (docs/rules/ledger.md "When the money runs out"): when this week's bills will be
// more than the funds, and louder once a payroll has been missed.
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { Notice } from '#client/components/Notice.tsx';
import { formatUsd } from '#client/lib/format.ts';
import type { FederationMirror } from '#client/state/game.ts';

export function BillsWarning({ federation }: { federation: Snapshot<FederationMirror> }) {
  const short = federation.weekBillsForecast > federation.funds;
  if (!short && federation.unpaidWeeks === 0) return null;
  const unpaid = federation.unpaidWeeks;
  return (
    <Notice
      tone={unpaid > 0 ? 'danger' : 'warning'}
      title={unpaid > 0 ? `Payroll missed ${unpaid} ${unpaid === 1 ? 'week' : 'weeks'} in a row` : 'Your funds will not cover this week’s bills'}
      data-testid="bills-warning"
      actions={
        <Link href="/finances" className="font-semibold underline underline-offset-2 hover:text-gold">
          See the ledger
        </Link>
      }
    >
      This week’s bills come to {formatUsd(federation.weekBillsForecast)} and you have {formatUsd(federation.funds)}.{' '}
      {unpaid === 0
        ? 'Unpaid wrestlers lose morale; two unpaid weeks in a row and your staff walk out, three and every wrestler below 40 morale leaves. Run a show, cut costs or release someone before you advance.'
        : unpaid === 1
          ? 'Another unpaid week and your staff walk out.'
          : 'Another unpaid week and wrestlers below 40 morale walk out.'}
    </Notice>
  );
}
