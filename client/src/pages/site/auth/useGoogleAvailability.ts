// Asks the server whether Google sign-in is enabled. null while the answer is pending.
import { useEffect, useState } from 'react';
import { authApi } from '#client/net/authApi.ts';

export function useGoogleAvailability(): boolean | null {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void authApi.providers().then((result) => {
      if (live) setEnabled(result.ok && result.data.google === true);
    });
    return () => {
      live = false;
    };
  }, []);
  return enabled;
}
