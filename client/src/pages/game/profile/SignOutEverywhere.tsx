// "Sign out everywhere": a confirmation, then every session of the account ends (this one too) and the
// player lands on /auth.
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { Button } from '#client/components/Button.tsx';
import { Modal } from '#client/components/Modal.tsx';
import { signOutEverywhere } from '#client/net/signOut.ts';

export function SignOutEverywhere() {
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const error = await signOutEverywhere();
    setBusy(false);
    if (error) {
      toast.error('Could not sign out everywhere', { description: error });
      return;
    }
    setOpen(false);
    toast.success('Signed out everywhere', { description: 'Every device signed in to your account is now signed out.' });
    navigate('/auth', { replace: true });
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="sign-out-everywhere" className="shrink-0">
        <LogOut aria-hidden="true" className="size-4" />
        Sign Out Everywhere
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Sign out everywhere?"
        description="Every device signed in to your account is signed out, this one included. Your game is saved; sign in again to carry on."
        data-testid="sign-out-everywhere-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirm()} busy={busy} disabled={busy} data-testid="confirm-sign-out-everywhere">
              {busy ? 'Signing out...' : 'Sign Out Everywhere'}
            </Button>
          </>
        }
      />
    </>
  );
}
