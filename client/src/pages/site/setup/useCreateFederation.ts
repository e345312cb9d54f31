// Sends createFederation. A refusal keeps its reason for "Invalid federation name"; success toasts
// "Federation created!" and opens the dashboard.
import { useState } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { requestCommand } from '../../../net/gameConnection.ts';

export function useCreateFederation() {
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function create(name: string, logo: string) {
    setCreating(true);
    setRefusal(null);
    const result = await requestCommand('createFederation', { name, logo });
    setCreating(false);
    if (result.ok) {
      toast.success('Federation created!', { description: `Welcome to ${name}! Your wrestling empire begins now.` });
      navigate('/dashboard');
    } else if (result.rejected) {
      setRefusal(result.message);
    } else {
      toast.error('Error', { description: result.message });
    }
  }

  return { creating, refusal, create: (name: string, logo: string) => void create(name, logo) };
}
