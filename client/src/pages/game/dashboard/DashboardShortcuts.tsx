// Links to the parts of the game that upcoming updates fill in.
import { ChevronRight, Medal, Tv, Users, Wallet, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../../components/Badge.tsx';
import { Card } from '../../../components/Card.tsx';

const shortcuts: Array<{ href: string; label: string; icon: LucideIcon }> = [
  { href: '/roster', label: 'Roster', icon: Users },
  { href: '/shows', label: 'Shows', icon: Tv },
  { href: '/championships', label: 'Championships', icon: Medal },
  { href: '/finances', label: 'Finances', icon: Wallet },
];

export function DashboardShortcuts() {
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-bold tracking-tight">Run your federation</h2>
        <Badge tone="gold">Coming soon</Badge>
      </div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {shortcuts.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Link href={href} className="group flex items-center gap-2 rounded-lg border border-line bg-raised/50 px-3 py-3 text-sm font-medium transition-colors hover:border-line-strong hover:bg-raised">
              <Icon aria-hidden="true" className="size-4 text-ink-muted group-hover:text-gold" />
              <span className="flex-1 truncate">{label}</span>
              <ChevronRight aria-hidden="true" className="hidden size-4 text-ink-subtle sm:block" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
