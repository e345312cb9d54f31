// The danger zone's "Delete account": says what goes and that it cannot be undone, opens the confirmation
// (DeleteAccountDialog), and once the server deleted the account leaves the game, forgets the session and
// lands on /auth. Coming back from "Sign in with Google again" (/profile?delete=1) reopens the dialog.
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useLocation, useSearch } from 'wouter';
import type { AccountResponse } from '#shared/api.ts';
import { Button } from '#client/components/Button.tsx';
import { leaveGame } from '#client/net/gameConnection.ts';
import { resetMusic } from '#client/state/music.ts';
import { markSignedOut } from '#client/state/session.ts';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';

export function DeleteAccount({ account }: { account: AccountResponse }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const backFromGoogle = new URLSearchParams(search).get('delete') === '1';
  const [open, setOpen] = useState(backFromGoogle);

  // The dialog is open; the address drops the request, so a reload does not open it again.
  useEffect(() => {
    if (backFromGoogle) navigate('/profile', { replace: true });
  }, [backFromGoogle, navigate]);

  async function deleted(message: string) {
    setOpen(false);
    await leaveGame();
    resetMusic();
    markSignedOut();
    toast.success('Account deleted', { description: message });
    navigate('/auth', { replace: true });
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">Delete account</p>
        <p className="text-sm text-ink-muted">
          Deletes the account, every saved game and your settings, and signs you out everywhere. <strong className="font-semibold text-danger-strong">This cannot be undone.</strong>
        </p>
      </div>
      <Button variant="danger" onClick={() => setOpen(true)} data-testid="delete-account" className="shrink-0">
        <Trash2 aria-hidden="true" className="size-4" />
        Delete Account
      </Button>
      <DeleteAccountDialog account={account} open={open} onOpenChange={setOpen} onDeleted={(message) => void deleted(message)} />
    </div>
  );
}
