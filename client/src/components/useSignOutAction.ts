// The Sign Out action of the menus: signs out, goes to /auth, or toasts Logout Error.
import { useState } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { signOut } from '../net/signOut.ts';

export function useSignOutAction() {
  const [, navigate] = useLocation();
  const [signingOut, setSigningOut] = useState(false);

  async function run() {
    setSigningOut(true);
    const ok = await signOut();
    setSigningOut(false);
    if (ok) navigate('/auth', { replace: true });
    else toast.error('Logout Error', { description: 'Failed to log out properly' });
  }

  return { signingOut, signOut: () => void run() };
}
