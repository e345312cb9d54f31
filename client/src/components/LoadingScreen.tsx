// Full-screen loading state shown until the session check answers.
import { Logo } from './Logo.tsx';
import { Spinner } from './Spinner.tsx';

export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="arena-backdrop flex min-h-dvh flex-1 flex-col items-center justify-center gap-6 px-6">
      <Logo variant="mark" className="size-14 animate-pulse" />
      <div className="flex items-center gap-3 text-ink-muted">
        <Spinner className="text-gold" />
        <span className="text-sm font-medium tracking-wide">{label}</span>
      </div>
    </div>
  );
}
