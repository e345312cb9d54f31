// The roster's loans: the wrestlers you lent (no longer on your roster until they return) and those you
// borrowed, each "On loan to X (3 weeks left)" or "On loan from X (1 week left)", the federation linking to
// its page, where loans are made. Nothing shows while you have none.
import { Plane } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '#client/components/Card.tsx';
import { RetryNotice } from '#client/components/RetryNotice.tsx';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { loanWeeksLeft } from '../companies/relations/loanFormat.ts';

export function RosterLoans({ refresh }: { refresh: unknown }) {
  const loans = useWorldQuery('getLoans', {}, { select: (answer) => answer.loans, refresh, keepOnError: true });
  if (loans.status === 'error' && !loans.data) return <RetryNotice title="Your loans could not be loaded" message={loans.error.message} onRetry={loans.retry} data-testid="roster-loans-error" />;
  const active = loans.data?.filter((l) => l.active) ?? [];
  if (active.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3" data-testid="roster-loans">
      <h2 className="flex items-center gap-2 font-bold">
        <Plane aria-hidden="true" className="size-5 text-gold" />
        Loans
      </h2>
      <ul className="flex flex-col gap-2">
        {active.map((loan) => (
          <li key={loan.id} className="flex flex-col gap-0.5 rounded-lg border border-line bg-canvas/40 px-3 py-2 sm:flex-row sm:items-center sm:justify-between" data-testid="roster-loan" data-direction={loan.direction}>
            <Link href={`/wrestler/${loan.wrestlerId}`} className="font-semibold hover:text-gold focus-visible:outline-2 focus-visible:outline-gold">
              {loan.wrestlerName}
            </Link>
            <span className="text-sm text-ink-muted">
              {loan.direction === 'out' ? 'On loan to ' : 'On loan from '}
              <Link href={`/companies/${loan.direction === 'out' ? loan.toId : loan.fromId}`} className="text-gold hover:underline">
                {loan.direction === 'out' ? loan.toName : loan.fromName}
              </Link>{' '}
              ({loanWeeksLeft(loan.weeksLeft)})
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
