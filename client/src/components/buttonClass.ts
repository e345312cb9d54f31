// Button looks, shared by <Button> and links styled as buttons.
import { cx } from '../lib/cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap select-none transition-colors duration-150 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold ' +
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-gold text-gold-ink hover:bg-gold-strong active:bg-gold shadow-[0_8px_24px_-12px_#f5b301aa] disabled:hover:bg-gold',
  secondary: 'bg-raised text-ink border border-line hover:bg-overlay hover:border-line-strong disabled:hover:bg-raised',
  ghost: 'text-ink-muted hover:text-ink hover:bg-raised disabled:hover:bg-transparent',
  danger: 'bg-danger text-white hover:bg-danger-strong disabled:hover:bg-danger',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cx(base, variants[variant], sizes[size], className);
}
