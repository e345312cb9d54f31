// The start menu's actions: a new game (after confirmation when one exists) and loading a slot.
import { useState } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { requestCommand } from '#client/net/gameConnection.ts';

export function useStartActions() {
  const [, navigate] = useLocation();
  const [startingNew, setStartingNew] = useState(false);

  async function startNewGame() {
    setStartingNew(true);
    const result = await requestCommand('newGame');
    setStartingNew(false);
    if (result.ok) navigate('/setup');
    else toast.error('Error', { description: 'Failed to start new game' });
  }

  return {
    startingNew,
    startNewGame: () => void startNewGame(),
    openLoaded: () => navigate('/dashboard'),
  };
}
