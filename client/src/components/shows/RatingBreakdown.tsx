// The reasons of a rating: each named part with the stars it added (green) or cost (red), and the total.
// Used for segments and whole shows, on the booking, run and summary pages.
import { RATING_MAX_STARS } from '#shared/rules/shows.ts';
import type { Rating } from '#shared/sim/shows/show.ts';
import { cx } from '#client/lib/cx.ts';

function signedStars(stars: number): string {
  const text = Math.abs(stars).toFixed(2);
  return stars >= 0 ? `+${text}` : `−${text}`;
}

export function RatingBreakdown({ rating, totalLabel = 'Total', className, testId = 'rating-breakdown' }: { rating: Rating; totalLabel?: string; className?: string; testId?: string }) {
  return (
    <dl className={cx('flex flex-col gap-1 text-sm', className)} data-testid={testId}>
      {rating.parts.map((part, index) => (
        <div key={`${part.label}-${index}`} className="flex items-baseline justify-between gap-3" data-testid="rating-part">
          <dt className="min-w-0 text-ink-muted">{part.label}</dt>
          <dd className={cx('shrink-0 font-semibold tabular-nums', part.stars >= 0 ? 'text-success' : 'text-danger-strong')}>{signedStars(part.stars)}</dd>
        </div>
      ))}
      <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-line pt-1.5">
        <dt className="font-semibold">{totalLabel}</dt>
        <dd className="font-bold text-gold tabular-nums" data-testid={`${testId}-total`}>
          {rating.value.toFixed(2)} ★
        </dd>
      </div>
    </dl>
  );
}

/**
 * A rating drawn on the scale its number uses: RATING_MAX_STARS (10) stars, filled to the nearest half,
 * so 3.5 shows three and a half stars out of ten. Read out as "3.5 out of 10".
 */
export function StarMeter({ value, className }: { value: number; className?: string }) {
  const filled = Math.min(RATING_MAX_STARS, Math.max(0, Math.round(value * 2) / 2));
  return (
    <span className={cx('inline-flex items-center gap-px text-gold', className)} role="img" aria-label={`${value.toFixed(1)} out of ${RATING_MAX_STARS}`}>
      {Array.from({ length: RATING_MAX_STARS }, (_, index) => {
        const fill = Math.max(0, Math.min(1, filled - index));
        return (
          <span key={index} aria-hidden="true" className="relative inline-block size-3.5 text-sm leading-3.5">
            <span className="absolute inset-0 text-ink-subtle/40">★</span>
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }} data-star-fill>
              ★
            </span>
          </span>
        );
      })}
    </span>
  );
}
