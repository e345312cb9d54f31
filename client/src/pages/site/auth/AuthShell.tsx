// The frame of the single-card account pages (forgot password, reset password): the auth screen's
// backdrop and header, one centred card.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Card } from '#client/components/Card.tsx';
import { Logo } from '#client/components/Logo.tsx';

export interface AuthShellProps {
  headline: string;
  subline?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

export function AuthShell({ headline, subline, children, 'data-testid': testId }: AuthShellProps) {
  return (
    <div className="arena-backdrop flex min-h-dvh flex-1 flex-col">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link href="/" aria-label="Main Event Mogul home" className="rounded-md">
          <Logo />
        </Link>
        <Link href="/auth" className={buttonClass('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <span>Sign in</span>
        </Link>
      </header>

      <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:px-6 sm:py-12">
        <Card className="w-full max-w-md animate-slide-up" padded={false} data-testid={testId}>
          <div className="flex flex-col gap-5 p-5 sm:p-7">
            <div className="flex flex-col gap-1.5 text-center">
              <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">Main Event Mogul</p>
              <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{headline}</h1>
              {subline && <div className="text-sm text-pretty text-ink-muted">{subline}</div>}
            </div>
            {children}
          </div>
        </Card>
      </main>
    </div>
  );
}
