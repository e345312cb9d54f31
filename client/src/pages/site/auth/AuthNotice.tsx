// The inline message above the form: a ?notice= from the server, sign-up done, or email unconfirmed.
import { Notice } from '#client/components/Notice.tsx';
import { authNotices } from './authCopy.ts';
import { ResendConfirmationButton } from './ResendConfirmationButton.tsx';

export type AuthNoticeState =
  | { kind: 'redirect'; notice: string }
  | { kind: 'signedUp'; email: string }
  | { kind: 'unconfirmed'; email: string; message: string };

export function AuthNotice({ state }: { state: AuthNoticeState }) {
  if (state.kind === 'signedUp') {
    return (
      <Notice tone="success" title="Check your email" data-testid="auth-notice" actions={<ResendConfirmationButton email={state.email} />}>
        We sent a confirmation link to <strong className="font-semibold break-all text-ink">{state.email}</strong>. Open it, enter the password you just chose and press
        Confirm & Sign In: it activates your account and takes you to the game.
      </Notice>
    );
  }
  if (state.kind === 'unconfirmed') {
    return (
      <Notice tone="warning" title="Email not confirmed yet" data-testid="auth-notice" actions={<ResendConfirmationButton email={state.email} />}>
        {state.message}
      </Notice>
    );
  }
  const known = authNotices[state.notice];
  if (!known) return null;
  return (
    <Notice tone="danger" title={known.title} data-testid="auth-notice">
      {known.text}
    </Notice>
  );
}
