// A rounded surface panel; the base of every content block.
import type { HTMLAttributes } from 'react';
import { cx } from '../lib/cx.ts';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Gold rim for the one card that matters most on a screen. */
  highlight?: boolean;
  padded?: boolean;
}

export function Card({ highlight = false, padded = true, className, ...rest }: CardProps) {
  return (
    <div
      className={cx(
        'rounded-card border bg-surface shadow-card',
        highlight ? 'border-gold/40 shadow-glow' : 'border-line',
        padded && 'p-5 sm:p-6',
        className,
      )}
      {...rest}
    />
  );
}
