// A wrestler's category letter (S best ... F), coloured by tier, with its rating when given.
import { cx } from '#client/lib/cx.ts';

const tierLook: Record<string, string> = {
  S: 'border-gold/60 bg-gold text-gold-ink',
  A: 'border-gold/40 bg-gold-soft text-gold',
  B: 'border-info/40 bg-info-soft text-info',
  C: 'border-success/40 bg-success-soft text-success',
  D: 'border-line-strong bg-raised text-ink',
  E: 'border-line bg-raised text-ink-muted',
  F: 'border-line bg-raised text-ink-subtle',
};

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cx('inline-grid size-7 shrink-0 place-items-center rounded-md border text-sm font-black italic', tierLook[category] ?? tierLook.F, className)}
      title={`Category ${category}`}
    >
      <span aria-hidden="true">{category}</span>
      <span className="sr-only">Category {category}</span>
    </span>
  );
}
