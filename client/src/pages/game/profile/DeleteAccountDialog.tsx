// The delete-account confirmation: what goes, that it cannot be undone, and the proof the server asks
// for: the password, or for a Google-only account a Google sign-in of the last few minutes (else a way to
// sign in with Google again and come back here).
import { useState, type FormEvent } from 'react';
import type { AccountResponse } from '#shared/api.ts';
import { Button } from '#client/components/Button.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Input } from '#client/components/Input.tsx';
import { Modal } from '#client/components/Modal.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { deleteAccount, DeleteCodes, GOOGLE_REAUTH_URL } from './profileApi.ts';

export const PASSWORD_REQUIRED = 'Enter your password to delete your account.';

/** How this account proves it is its owner: the password, or a Google sign-in still fresh, or one to make. */
export type DeleteProof = 'password' | 'freshGoogle' | 'staleGoogle';

export function proofFor(account: AccountResponse, now = Date.now()): DeleteProof {
  if (account.hasPassword) return 'password';
  const until = account.freshGoogleSignInUntil ? Date.parse(account.freshGoogleSignInUntil) : Number.NaN;
  return until > now ? 'freshGoogle' : 'staleGoogle';
}

export interface DeleteAccountDialogProps {
  account: AccountResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server deleted the account; its message. */
  onDeleted: (message: string) => void;
}

export function DeleteAccountDialog({ account, open, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The server may say the Google sign-in went stale while the dialog was open.
  const [staleNow, setStaleNow] = useState(false);
  const proof = staleNow ? 'staleGoogle' : proofFor(account);

  function change(next: boolean) {
    if (busy) return;
    if (!next) {
      setPassword('');
      setError(null);
    }
    onOpenChange(next);
  }

  async function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (busy) return;
    if (proof === 'password' && !password) {
      setError(PASSWORD_REQUIRED);
      return;
    }
    setBusy(true);
    setError(null);
    const result = await deleteAccount(proof === 'password' ? password : null);
    setBusy(false);
    if (result.ok) {
      onDeleted(result.data.message);
      return;
    }
    if (result.code === DeleteCodes.googleReauth) setStaleNow(true);
    else setError(result.error);
  }

  const deleteButton = (
    <Button
      variant="danger"
      type={proof === 'password' ? 'submit' : 'button'}
      form={proof === 'password' ? 'delete-account-form' : undefined}
      onClick={proof === 'password' ? undefined : () => void submit()}
      busy={busy}
      disabled={busy}
      data-testid="confirm-delete-account"
    >
      {busy ? 'Deleting account...' : 'Delete Account Forever'}
    </Button>
  );

  return (
    <Modal
      open={open}
      onOpenChange={change}
      title="Delete your account?"
      description="This cannot be undone. There is no way to bring the account or its games back."
      data-testid="delete-account-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => change(false)} disabled={busy}>
            Cancel
          </Button>
          {proof === 'staleGoogle' ? (
            <a href={GOOGLE_REAUTH_URL} className={buttonClass('primary')} data-testid="google-reauth">
              Sign in with Google again
            </a>
          ) : (
            deleteButton
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2 text-sm text-ink-muted">
          <p>
            Deleting <span className="font-semibold text-ink [overflow-wrap:anywhere]">{account.email}</span> removes:
          </p>
          <ul className="ml-5 list-disc space-y-1">
            <li>the account and every way to sign in to it,</li>
            <li>every saved game, in both slots, and its history,</li>
            <li>your music settings,</li>
            <li>every session: you are signed out everywhere.</li>
          </ul>
          <p>Want a copy first? Cancel and use Download My Data. The email can sign up again later, as a new account with no saves.</p>
        </div>
        {proof === 'password' && (
          <form id="delete-account-form" onSubmit={(event) => void submit(event)} noValidate>
            <Input
              label="Your password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              error={error}
              onChange={(event) => {
                setPassword(event.target.value);
                if (error) setError(null);
              }}
              data-testid="delete-account-password"
            />
          </form>
        )}
        {proof === 'freshGoogle' && (
          <Notice tone="info" title="Google sign-in confirmed">
            You signed in with Google a moment ago, so you can delete the account now.
          </Notice>
        )}
        {proof === 'staleGoogle' && (
          <Notice tone="warning" title="Sign in with Google again first" data-testid="google-reauth-needed">
            For your safety, deleting an account that signs in with Google needs a Google sign-in from the last few minutes. You come back here to finish.
          </Notice>
        )}
        {proof !== 'password' && error && (
          <Notice tone="danger" title="Account not deleted">
            {error}
          </Notice>
        )}
      </div>
    </Modal>
  );
}
