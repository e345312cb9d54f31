// Morale as a mood word and its number (0-100), coloured by mood (shared/rules/morale.ts moraleMood).
import { moraleMood } from '#shared/rules/morale.ts';
import { cx } from '#client/lib/cx.ts';

const moodLook: Record<ReturnType<typeof moraleMood>, string> = {
  Unhappy: 'text-danger-strong',
  Restless: 'text-gold',
  Content: 'text-ink',
  Happy: 'text-success',
  Thrilled: 'text-success',
};

const moodDot: Record<ReturnType<typeof moraleMood>, string> = {
  Unhappy: 'bg-danger',
  Restless: 'bg-gold',
  Content: 'bg-ink-muted',
  Happy: 'bg-success',
  Thrilled: 'bg-success',
};

export function MoraleBadge({ morale, className, showNumber = true }: { morale: number; className?: string; showNumber?: boolean }) {
  const mood = moraleMood(morale);
  return (
    <span className={cx('inline-flex items-center gap-1.5 text-sm font-semibold whitespace-nowrap', moodLook[mood], className)} data-testid="morale">
      <span aria-hidden="true" className={cx('size-2 rounded-full', moodDot[mood])} />
      {mood}
      {showNumber && <span className="font-normal text-ink-muted tabular-nums">{morale}</span>}
    </span>
  );
}
