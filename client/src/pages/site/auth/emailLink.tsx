// The pages an account email links to (confirm, reset) check their link first: while the check runs they
// show a spinner, a check that failed (not a dead link: the server did not answer) offers "Try again", and
// a dead link says so. The state, its check on opening and those two screens live here once.
import { RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#client/components/Button.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { AuthShell } from './AuthShell.tsx';

export type EmailLinkState<Ready> =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'checkFailed'; message: string }
  | ({ kind: 'ready' } & Ready);

/**
 * The link's state: checked on opening (a page without a token is dead at once with `missingMessage`), and
 * again by `checkAgain` ("Try again").
 */
export function useEmailLink<Ready>(token: string, check: (token: string) => Promise<EmailLinkState<Ready>>, missingMessage: string) {
  const [link, setLink] = useState<EmailLinkState<Ready>>(() => (token ? { kind: 'checking' } : { kind: 'invalid', message: missingMessage }));

  useEffect(() => {
    if (!token) return;
    let live = true;
    void check(token).then((state) => {
      if (live) setLink(state);
    });
    return () => {
      live = false;
    };
  }, [token, check]);

  async function checkAgain() {
    setLink({ kind: 'checking' });
    setLink(await check(token));
  }

  return { link, setLink, checkAgain };
}

export function LinkChecking({ headline, text, testId }: { headline: string; text: string; testId: string }) {
  return (
    <AuthShell headline={headline} subline={text} data-testid={testId}>
      <div role="status" className="flex items-center justify-center gap-3 py-6 text-ink-muted">
        <Spinner className="text-gold" />
        <span className="text-sm">{text}</span>
      </div>
    </AuthShell>
  );
}

interface LinkCheckFailedProps {
  headline: string;
  title: string;
  message: string;
  testId: string;
  failedTestId: string;
  onRetry: () => void;
}

export function LinkCheckFailed({ headline, title, message, testId, failedTestId, onRetry }: LinkCheckFailedProps) {
  return (
    <AuthShell headline={headline} data-testid={testId}>
      <Notice
        tone="danger"
        title={title}
        data-testid={failedTestId}
        actions={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        }
      >
        {message}
      </Notice>
    </AuthShell>
  );
}
