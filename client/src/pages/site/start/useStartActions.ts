// The start menu's actions: a new game or the sample game (after confirmation when a game exists) and
// loading a slot. A new game goes on to /setup; the sample game opens founded, on the dashboard.
import { useState } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { requestCommand } from '#client/net/gameConnection.ts';

export function useStartActions() {
  const [, navigate] = useLocation();
  const [starting, setStarting] = useState<'new' | 'sample' | null>(null);

  async function startNewGame(sample: boolean) {
    setStarting(sample ? 'sample' : 'new');
    const result = await requestCommand('newGame', sample ? { sample: true } : {});
    setStarting(null);
    if (result.ok) navigate(sample ? '/dashboard' : '/setup');
    else toast.error('Error', { description: sample ? 'Failed to start the sample game' : 'Failed to start new game' });
  }

  return {
    startingNew: starting === 'new',
    startingSample: starting === 'sample',
    startNewGame: () => void startNewGame(false),
    startSampleGame: () => void startNewGame(true),
    openLoaded: () => navigate('/dashboard'),
  };
}
