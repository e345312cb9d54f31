// A dashboard list card: title with icon and a "View all" link, then its content.
import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card } from '#client/components/Card.tsx';

export function SectionCard({ title, icon: Icon, viewAllHref, viewAllLabel = 'View all', children, testId }: { title: string; icon: LucideIcon; viewAllHref: string; viewAllLabel?: string; children: ReactNode; testId: string }) {
  const titleId = `${testId}-title`;
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby={titleId} data-testid={testId}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2 font-bold tracking-tight">
          <Icon aria-hidden="true" className="size-5 text-gold" />
          {title}
        </h2>
        <Link href={viewAllHref} className="flex shrink-0 items-center gap-0.5 rounded-md text-sm font-medium whitespace-nowrap text-ink-muted hover:text-gold">
          {viewAllLabel}
          {viewAllLabel === 'View all' && <span className="sr-only"> {title.toLowerCase()}</span>}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {children}
    </Card>
  );
}

export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line-strong px-4 py-8 text-center">
      <Icon aria-hidden="true" className="size-7 text-ink-subtle" />
      <p className="font-semibold">{title}</p>
      {children}
    </div>
  );
}
