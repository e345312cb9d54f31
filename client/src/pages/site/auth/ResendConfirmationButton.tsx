// Asks the server to send the confirmation email again and toasts its answer.
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/Button.tsx';
import { authApi } from '#client/net/authApi.ts';

export function ResendConfirmationButton({ email }: { email: string }) {
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    const result = await authApi.resend(email);
    setSending(false);
    if (result.ok) toast.success(result.data.message);
    else toast.error('Error', { description: result.error });
  }

  return (
    <Button variant="secondary" size="sm" busy={sending} disabled={sending} onClick={() => void resend()} data-testid="resend-confirmation">
      {!sending && <MailCheck aria-hidden="true" className="size-4" />}
      Resend confirmation email
    </Button>
  );
}
