// /reset-password?token=...: the page a reset email links to. It checks the link first (a dead link says
// so at once, with a way to ask for a new one), then takes the new password under the sign-up rule. On
// success every other session of the account is over and this browser is signed in: on to /start.
import { KeyRound } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Link, useLocation, useSearch } from 'wouter';
import { PASSWORD_MIN_LENGTH, passwordSchema } from '#shared/validation/auth.ts';
import { PasswordResetCodes, PasswordResetMessages } from '#shared/validation/passwordReset.ts';
import { Button } from '#client/components/Button.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Input } from '#client/components/Input.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { passwordResetApi } from '#client/net/passwordResetApi.ts';
import { markSignedIn } from '#client/state/session.ts';
import { AuthShell } from './AuthShell.tsx';
import { LinkCheckFailed, LinkChecking, useEmailLink, type EmailLinkState } from './emailLink.tsx';
import { resetCopy } from './passwordResetCopy.ts';

type LinkState = EmailLinkState<{ email: string; hasPassword: boolean }>;

/** What the server's answer about a link means for the page. */
function linkStateOf(result: Awaited<ReturnType<typeof passwordResetApi.check>>): LinkState {
  if (result.ok) return { kind: 'ready', email: result.data.email, hasPassword: result.data.hasPassword };
  if (result.code === PasswordResetCodes.linkInvalid) return { kind: 'invalid', message: result.error };
  return { kind: 'checkFailed', message: result.error };
}

const checkLink = async (token: string): Promise<LinkState> => linkStateOf(await passwordResetApi.check(token));

interface FieldErrors {
  password?: string;
  confirm?: string;
}

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthShell headline={resetCopy.invalidHeadline} subline={resetCopy.invalidSubline} data-testid="reset-password">
      <Notice tone="danger" title={resetCopy.invalidTitle} data-testid="reset-invalid">
        {message}
      </Notice>
      <div className="flex flex-col gap-2">
        <Link href="/forgot-password" className={buttonClass('primary', 'lg', 'w-full')} data-testid="reset-ask-again">
          Ask for a new link
        </Link>
        <Link href="/auth" className={buttonClass('secondary', 'lg', 'w-full')}>
          Back to sign in
        </Link>
      </div>
    </AuthShell>
  );
}

export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const { link, setLink, checkAgain } = useEmailLink(token, checkLink, PasswordResetMessages.linkInvalid);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusField = (name: string) => formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = passwordSchema.safeParse(password);
    const next: FieldErrors = {};
    if (!parsed.success) next.password = parsed.error.issues[0]?.message;
    else if (confirm !== password) next.confirm = resetCopy.mismatch;
    setErrors(next);
    if (next.password) return focusField('password');
    if (next.confirm) return focusField('confirm');
    setServerError(null);
    setSaving(true);
    const result = await passwordResetApi.reset(token, password);
    setSaving(false);
    if (result.ok) {
      markSignedIn(result.data.user);
      toast.success(resetCopy.doneTitle, { description: result.data.message });
      navigate('/start', { replace: true });
      return;
    }
    if (result.code === PasswordResetCodes.linkInvalid) setLink({ kind: 'invalid', message: result.error });
    else setServerError(result.error);
  }

  if (link.kind === 'invalid') return <InvalidLink message={link.message} />;

  if (link.kind === 'checking') return <LinkChecking headline={resetCopy.headline} text={resetCopy.checking} testId="reset-password" />;

  if (link.kind === 'checkFailed') {
    return (
      <LinkCheckFailed
        headline={resetCopy.headline}
        title={resetCopy.checkFailedTitle}
        message={link.message}
        testId="reset-password"
        failedTestId="reset-check-failed"
        onRetry={() => void checkAgain()}
      />
    );
  }

  return (
    <AuthShell
      headline={resetCopy.headline}
      subline={
        <>
          For <strong className="font-semibold text-ink [overflow-wrap:anywhere]" data-testid="reset-email">{link.email}</strong>
        </>
      }
      data-testid="reset-password"
    >
      {!link.hasPassword && <Notice tone="info">{resetCopy.googleOnly}</Notice>}
      {serverError && (
        <Notice tone="danger" title={resetCopy.errorTitle} data-testid="reset-error">
          {serverError}
        </Notice>
      )}
      <form ref={formRef} onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4" aria-label="Choose a new password" noValidate>
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
        <Input
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
          required
          autoFocus
          value={password}
          error={errors.password}
          hint={`Minimum ${PASSWORD_MIN_LENGTH} characters.`}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors({ ...errors, password: undefined });
          }}
          data-testid="reset-new-password"
        />
        <Input
          label="Repeat new password"
          type="password"
          name="confirm"
          autoComplete="new-password"
          placeholder="The same password again"
          required
          value={confirm}
          error={errors.confirm}
          onChange={(event) => {
            setConfirm(event.target.value);
            if (errors.confirm) setErrors({ ...errors, confirm: undefined });
          }}
          data-testid="reset-confirm-password"
        />
        <p className="text-xs text-ink-subtle">{resetCopy.signedOutEverywhere}</p>
        <Button type="submit" size="lg" fullWidth busy={saving} disabled={saving} data-testid="reset-submit">
          {!saving && <KeyRound aria-hidden="true" className="size-5" />}
          {saving ? resetCopy.submitting : resetCopy.submit}
        </Button>
      </form>
    </AuthShell>
  );
}
