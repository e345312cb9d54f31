// A small circular spinner; decorative (the surrounding text says what is loading).
import { cx } from '../lib/cx.ts';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export function Spinner({ size = 'md', className }: { size?: keyof typeof sizes; className?: string }) {
  return <span aria-hidden="true" className={cx('inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent', sizes[size], className)} />;
}
