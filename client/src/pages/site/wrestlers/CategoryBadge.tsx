// The category of a wrestler (S best ... F rookie) as a small square tile, one colour per category.
import type { WrestlerCategory } from '#shared/rules/rating.ts';
import { cx } from '#client/lib/cx.ts';

export const CATEGORY_TONE: Record<WrestlerCategory, string> = {
  S: 'border-gold bg-gold text-gold-ink',
  A: 'border-danger/50 bg-danger-soft text-danger-strong',
  B: 'border-fuchsia-400/50 bg-fuchsia-400/15 text-fuchsia-300',
  C: 'border-info/50 bg-info-soft text-info',
  D: 'border-success/50 bg-success-soft text-success',
  E: 'border-line-strong bg-raised text-ink',
  F: 'border-line-strong border-dashed bg-raised text-ink-muted',
};

export function CategoryBadge({ category, className }: { category: WrestlerCategory; className?: string }) {
  return (
    <span
      className={cx('inline-flex size-8 items-center justify-center rounded-lg border text-sm font-black', CATEGORY_TONE[category], className)}
      title={`Category ${category}`}
    >
      <span className="sr-only">Category </span>
      {category}
    </span>
  );
}
