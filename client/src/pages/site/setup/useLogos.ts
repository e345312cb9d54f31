// The logo gallery's images (GET /api/logos). A failure toasts the spec's "Failed to load available
// logos" and can be retried.
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { gameApi, type FederationLogo } from '#client/net/gameApi.ts';

export type LogosState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; logos: FederationLogo[] };

async function fetchLogos(): Promise<LogosState> {
  const result = await gameApi.logos();
  if (result.ok) return { status: 'ready', logos: Array.isArray(result.data?.logos) ? result.data.logos : [] };
  toast.error('Error', { description: 'Failed to load available logos' });
  return { status: 'error' };
}

export function useLogos() {
  const [state, setState] = useState<LogosState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    void fetchLogos().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);

  function retry() {
    setState({ status: 'loading' });
    void fetchLogos().then(setState);
  }

  return { state, retry };
}
