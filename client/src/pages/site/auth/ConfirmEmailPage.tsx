// /confirm-email?token=...: the page a confirmation email links to. It checks the link first (a dead link
// says so at once), then confirms with a button: a same-origin POST, so a link opened from another site
// signs nobody in. A visitor signed in to another account is told that confirming switches accounts.
// While the account is unconfirmed, the page asks for the password chosen at sign-up: the link proves the
// inbox, the password proves which sign-up is the inbox owner's, so an inbox owner cannot confirm (and hand
// over) an account a stranger signed up with their address. Whoever did not sign up, or forgot the
// password, resets it instead: the reset proves the inbox and confirms the account (docs/accounts.md).
// On success this browser is signed in to the confirmed account: on to /start.
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { CONFIRM_INVALID_MESSAGE, ConfirmEmailCodes, type ConfirmCheckResponse } from '#shared/validation/confirmEmail.ts';
import { Button } from '#client/components/Button.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Input } from '#client/components/Input.tsx';
import { Notice } from '#client/components/Notice.tsx';
import type { ApiResult } from '#client/net/apiRequest.ts';
import { confirmEmailApi } from '#client/net/confirmEmailApi.ts';
import { markSignedIn, session } from '#client/state/session.ts';
import { AuthShell } from './AuthShell.tsx';
import { confirmCopy, otherAccountWarning } from './confirmEmailCopy.ts';
import { LinkCheckFailed, LinkChecking, useEmailLink, type EmailLinkState } from './emailLink.tsx';
import { forgotPasswordHref } from './ForgotPasswordLink.tsx';

type LinkState = EmailLinkState<{ email: string; needsPassword: boolean }>;

/** A refusal that means the link itself is dead (unknown, used, expired, or not a token at all). */
const deadLink = (code: string | undefined) => code === ConfirmEmailCodes.linkInvalid || code === 'validation';

function linkStateOf(result: ApiResult<ConfirmCheckResponse>): LinkState {
  if (result.ok) return { kind: 'ready', email: result.data.email, needsPassword: result.data.needsPassword === true };
  return deadLink(result.code) ? { kind: 'invalid', message: result.error } : { kind: 'checkFailed', message: result.error };
}

const checkLink = async (token: string): Promise<LinkState> => linkStateOf(await confirmEmailApi.check(token));

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthShell headline={confirmCopy.invalidHeadline} subline={confirmCopy.invalidSubline} data-testid="confirm-email">
      <Notice tone="danger" title={confirmCopy.invalidTitle} data-testid="confirm-invalid">
        {message}
      </Notice>
      <Link href="/auth" className={buttonClass('primary', 'lg', 'w-full')} data-testid="confirm-sign-in">
        Go to sign in
      </Link>
    </AuthShell>
  );
}

export function ConfirmEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const { user: signedInUser } = useSnapshot(session);
  const { link, setLink, checkAgain } = useEmailLink(token, checkLink, CONFIRM_INVALID_MESSAGE);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);

  async function handleConfirm(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (confirming || link.kind !== 'ready') return;
    // Submitting an empty password field does nothing (as on the sign-in form).
    if (link.needsPassword && !password) return;
    setServerError(null);
    setPasswordError(null);
    setConfirming(true);
    const result = await confirmEmailApi.confirm(token, link.needsPassword ? password : undefined);
    setConfirming(false);
    if (result.ok && result.data.user) {
      markSignedIn(result.data.user);
      toast.success(confirmCopy.doneTitle, { description: confirmCopy.doneText });
      navigate('/start', { replace: true });
      return;
    }
    if (!result.ok && deadLink(result.code)) setLink({ kind: 'invalid', message: result.error });
    else if (!result.ok && result.code === ConfirmEmailCodes.wrongPassword) setPasswordError(result.error);
    else if (!result.ok && result.code === ConfirmEmailCodes.passwordNeeded) {
      // Another sign-up came after the check: ask for the password now.
      setLink({ ...link, needsPassword: true });
      setPasswordError(result.error);
    } else setServerError(result.ok ? CONFIRM_INVALID_MESSAGE : result.error);
  }

  if (link.kind === 'invalid') return <InvalidLink message={link.message} />;

  if (link.kind === 'checking') return <LinkChecking headline={confirmCopy.headline} text={confirmCopy.checking} testId="confirm-email" />;

  if (link.kind === 'checkFailed') {
    return (
      <LinkCheckFailed
        headline={confirmCopy.headline}
        title={confirmCopy.checkFailedTitle}
        message={link.message}
        testId="confirm-email"
        failedTestId="confirm-check-failed"
        onRetry={() => void checkAgain()}
      />
    );
  }

  const signedInElsewhere = signedInUser && signedInUser.email !== link.email ? signedInUser.email : null;
  const submitLabel = confirming ? confirmCopy.submitting : confirmCopy.submit;
  return (
    <AuthShell
      headline={confirmCopy.headline}
      subline={
        <>
          For <strong className="font-semibold break-all text-ink" data-testid="confirm-email-address">{link.email}</strong>.{' '}
          {link.needsPassword ? confirmCopy.passwordSubline : confirmCopy.subline}
        </>
      }
      data-testid="confirm-email"
    >
      {signedInElsewhere && (
        <Notice tone="warning" data-testid="confirm-other-account">
          {otherAccountWarning(signedInElsewhere)}
        </Notice>
      )}
      {signedInUser && !signedInElsewhere && <Notice tone="info">{confirmCopy.sameAccount}</Notice>}
      {serverError && (
        <Notice tone="danger" title={confirmCopy.errorTitle} data-testid="confirm-error">
          {serverError}
        </Notice>
      )}
      {link.needsPassword ? (
        <form onSubmit={(event) => void handleConfirm(event)} className="flex flex-col gap-4" aria-label={confirmCopy.headline} data-testid="confirm-password-form">
          <Input
            label={confirmCopy.passwordLabel}
            type="password"
            name="password"
            autoComplete="current-password"
            placeholder={confirmCopy.passwordPlaceholder}
            required
            autoFocus
            value={password}
            error={passwordError}
            onChange={(event) => {
              setPassword(event.target.value);
              if (passwordError) setPasswordError(null);
            }}
            data-testid="confirm-password"
          />
          <p className="-mt-2 text-sm text-ink-muted" data-testid="confirm-reset-hint">
            {confirmCopy.resetHint}{' '}
            <Link
              href={forgotPasswordHref(link.email)}
              className="rounded font-medium text-gold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
              data-testid="auth-forgot-password"
            >
              {confirmCopy.resetLink}
            </Link>
            .
          </p>
          <Button type="submit" size="lg" fullWidth busy={confirming} disabled={confirming} className="mt-1" data-testid="confirm-email-button">
            {!confirming && <MailCheck aria-hidden="true" className="size-5" />}
            {submitLabel}
          </Button>
        </form>
      ) : (
        <Button size="lg" fullWidth busy={confirming} disabled={confirming} onClick={() => void handleConfirm()} data-testid="confirm-email-button">
          {!confirming && <MailCheck aria-hidden="true" className="size-5" />}
          {submitLabel}
        </Button>
      )}
    </AuthShell>
  );
}
