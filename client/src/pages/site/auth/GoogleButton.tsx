// "Continue with Google" / "Sign up with Google". Disabled with a visible reason when the server
// has no Google sign-in configured; otherwise a full-page navigation to the server's Google route.
import { Info } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/Button.tsx';
import { GOOGLE_SIGN_IN_URL } from '#client/net/authApi.ts';
import { GOOGLE_DISABLED_TEXT } from './authCopy.ts';
import { GoogleIcon } from './GoogleIcon.tsx';

export interface GoogleButtonProps {
  label: string;
  /** null while the server has not answered yet. */
  enabled: boolean | null;
}

export function GoogleButton({ label, enabled }: GoogleButtonProps) {
  const reasonId = useId();
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        size="md"
        fullWidth
        data-testid="google-sign-in"
        disabled={enabled !== true}
        aria-busy={enabled === null || undefined}
        aria-describedby={enabled === false ? reasonId : undefined}
        onClick={() => window.location.assign(GOOGLE_SIGN_IN_URL)}
      >
        <GoogleIcon className="size-[18px]" />
        {label}
      </Button>
      {enabled === false && (
        <p id={reasonId} className="flex items-center justify-center gap-1.5 text-xs text-ink-subtle">
          <Info aria-hidden="true" className="size-3.5 shrink-0" />
          {GOOGLE_DISABLED_TEXT}
        </p>
      )}
    </div>
  );
}
