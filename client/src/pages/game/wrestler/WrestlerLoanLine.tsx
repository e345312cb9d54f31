// On a wrestler's profile: "On loan to X (3 weeks left)" or "On loan from X (1 week left)" while a loan
// runs (getWrestlerLoan), with a link to the other federation's page. Nothing for a wrestler not on loan.
import { Plane } from 'lucide-react';
import { Link } from 'wouter';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { loanStatusText } from '../companies/relations/loanFormat.ts';

export function WrestlerLoanLine({ wrestlerId, refresh }: { wrestlerId: string; refresh: unknown }) {
  const loan = useWorldQuery('getWrestlerLoan', { wrestlerId }, { select: (answer) => answer.wrestlerLoan, refresh });
  if (loan.status === 'error') {
    return (
      <p className="text-sm text-ink-subtle" data-testid="wrestler-loan-error">
        Whether they are on loan could not be checked.
      </p>
    );
  }
  const view = loan.data;
  if (!view) return null;
  const other = view.direction === 'out' ? { id: view.toId, name: view.toName } : { id: view.fromId, name: view.fromName };
  return (
    <div className="flex items-start gap-2 rounded-lg border border-line bg-canvas/40 px-3 py-2 text-sm" data-testid="wrestler-loan">
      <Plane aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
      <p className="flex min-w-0 flex-col gap-0.5">
        <span className="font-semibold">{loanStatusText(view)}</span>
        <Link href={`/companies/${other.id}`} className="self-start text-gold hover:underline">
          {other.name}'s page
        </Link>
      </p>
    </div>
  );
}
