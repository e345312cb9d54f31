// Fatigue as a word and its number (0-100), coloured by how tired (shared/rules/fatigue.ts fatigueWord):
// Fresh costs nothing, Tired and Exhausted cost stars and raise the injury risk.
import { fatigueWord, type FatigueWord } from '#shared/rules/fatigue.ts';
import { cx } from '#client/lib/cx.ts';

const look: Record<FatigueWord, string> = {
  Fresh: 'text-success',
  Tired: 'text-gold',
  Exhausted: 'text-danger-strong',
};

const dot: Record<FatigueWord, string> = {
  Fresh: 'bg-success',
  Tired: 'bg-gold',
  Exhausted: 'bg-danger',
};

/** `small` is the dense form for lists and card segments. */
export function FatigueBadge({ fatigue, className, small = false }: { fatigue: number; className?: string; small?: boolean }) {
  const word = fatigueWord(fatigue);
  return (
    <span
      className={cx('inline-flex items-center gap-1.5 font-semibold whitespace-nowrap', small ? 'text-xs' : 'text-sm', look[word], className)}
      title={`Fatigue ${fatigue} of 100`}
      data-testid="fatigue"
    >
      <span aria-hidden="true" className={cx('size-2 rounded-full', dot[word])} />
      <span className="sr-only">Fatigue: </span>
      {word}
      <span className="font-normal text-ink-muted tabular-nums">{fatigue}</span>
    </span>
  );
}
