// Sends createFederation. A refusal keeps its reason for "Invalid federation name"; success toasts
// "Federation created!" and opens the dashboard, unless the page has already been left: the room's state
// (the game started) often arrives before the command's answer, and /setup then sends the player to the
// dashboard itself; a page the player opened in between must not be replaced by the dashboard.
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { requestCommand } from '#client/net/gameConnection.ts';

export function useCreateFederation() {
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function create(name: string, logo: string) {
    setCreating(true);
    setRefusal(null);
    const result = await requestCommand('createFederation', { name, logo });
    setCreating(false);
    if (result.ok) {
      toast.success('Federation created!', { description: `Welcome to ${name}! Your wrestling empire begins now.` });
      if (mounted.current) navigate('/dashboard');
    } else if (result.rejected) {
      setRefusal(result.message);
    } else {
      toast.error('Error', { description: result.message });
    }
  }

  return { creating, refusal, create: (name: string, logo: string) => void create(name, logo) };
}
