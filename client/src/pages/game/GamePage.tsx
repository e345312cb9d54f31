// The content column of an in-game page inside the shell.
import type { ReactNode } from 'react';
import { cx } from '#client/lib/cx.ts';

export function GamePage({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <div className={cx('mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 animate-fade-in sm:px-6 lg:px-8 lg:py-8', className)} data-testid={testId}>
      {children}
    </div>
  );
}
