// /forgot-password: asks for a reset link by email. The answer is the same whether an account uses the
// address or not, so the sent state says "if an account uses it". ?email= pre-fills the field (the
// sign-in form's "Forgot password?" link passes what was typed there).
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { forgotPasswordSchema } from '#shared/validation/passwordReset.ts';
import { Button } from '#client/components/Button.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Input } from '#client/components/Input.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { passwordResetApi } from '#client/net/passwordResetApi.ts';
import { AuthShell } from './AuthShell.tsx';
import { forgotCopy } from './passwordResetCopy.ts';

export function ForgotPasswordPage() {
  const search = useSearch();
  const [email, setEmail] = useState(() => new URLSearchParams(search).get('email') ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusEmail = () => formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();

  // Keyboard and screen-reader users land on what changed: the sent message, or the field again.
  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
      focusEmail();
      return;
    }
    setFieldError(null);
    setServerError(null);
    setSending(true);
    const result = await passwordResetApi.forgot(parsed.data.email);
    setSending(false);
    if (result.ok) setSentTo(parsed.data.email);
    else setServerError(result.error);
  }

  function sendAnother() {
    setSentTo(null);
    requestAnimationFrame(focusEmail);
  }

  if (sentTo) {
    return (
      <AuthShell headline={forgotCopy.sentHeadline} subline={forgotCopy.sentSubline} data-testid="forgot-password">
        <div ref={sentRef} tabIndex={-1} className="rounded-xl outline-none">
          <Notice tone="success" title={forgotCopy.sentTitle} data-testid="forgot-sent">
            If an account uses <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{sentTo}</strong>, we sent it a link to choose a new password. {forgotCopy.sentDetails}
          </Notice>
        </div>
        <div className="flex flex-col gap-2">
          <Link href="/auth" className={buttonClass('primary', 'lg', 'w-full')}>
            Back to sign in
          </Link>
          <Button variant="secondary" size="lg" fullWidth onClick={sendAnother} data-testid="forgot-again">
            Send another link
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell headline={forgotCopy.headline} subline={forgotCopy.subline} data-testid="forgot-password">
      {serverError && (
        <Notice tone="danger" title={forgotCopy.errorTitle} data-testid="forgot-error">
          {serverError}
        </Notice>
      )}
      <form ref={formRef} onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4" aria-label="Reset your password" noValidate>
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
          autoFocus
          value={email}
          error={fieldError}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          data-testid="forgot-email"
        />
        <Button type="submit" size="lg" fullWidth busy={sending} disabled={sending} data-testid="forgot-submit" className="mt-1">
          {!sending && <MailCheck aria-hidden="true" className="size-5" />}
          {sending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
      <p className="text-center text-sm text-ink-muted">
        Remembered it?{' '}
        <Link href="/auth" className="font-semibold text-gold underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-gold">
          Sign in
        </Link>
      </p>
    </AuthShell>
  );
}
