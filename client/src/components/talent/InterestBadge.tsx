// "2 rival federations are interested: +10%": why a free agent's quote is above their asking salary
// (shared rules/demand.ts, the premium the server charges). Nothing when nobody else wants them.
import { Flame } from 'lucide-react';
import { interestFactor, interestLabel } from '#shared/rules/demand.ts';
import { cx } from '#client/lib/cx.ts';

export function interestText(interest: number): string {
  return `${interestLabel(interest)}: +${Math.round((interestFactor(interest) - 1) * 100)}%`;
}

export function InterestBadge({ interest, className }: { interest: number | undefined; className?: string }) {
  if (!interest) return null;
  return (
    <span className={cx('inline-flex items-center gap-1 text-xs font-semibold text-ink-muted', className)} data-testid="interest" title="Rivals would sign them too: their asking salary is higher">
      <Flame aria-hidden="true" className="size-3.5 shrink-0 text-gold" />
      {interestText(interest)}
    </span>
  );
}
