// POST /api/contact and /api/feedback. Resolves (never throws) to ok or a readable error.
import type { ContactForm } from '#shared/validation/contact.ts';

export type ContactKind = 'contact' | 'feedback';

export type SendResult = { ok: true; message: string } | { ok: false; status: number; error: string; code?: string };

export const CONTACT_NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';
export const CONTACT_UNEXPECTED_ERROR = 'An unexpected error occurred';

export async function sendContactMessage(kind: ContactKind, form: ContactForm): Promise<SendResult> {
  let res: Response;
  try {
    res = await fetch(`/api/${kind}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(form),
    });
  } catch {
    return { ok: false, status: 0, error: CONTACT_NETWORK_ERROR };
  }
  let json: { message?: unknown; error?: unknown; code?: unknown } = {};
  try {
    json = ((await res.json()) ?? {}) as typeof json;
  } catch {
    json = {};
  }
  if (res.ok) return { ok: true, message: typeof json.message === 'string' ? json.message : '' };
  return {
    ok: false,
    status: res.status,
    error: typeof json.error === 'string' && json.error ? json.error : CONTACT_UNEXPECTED_ERROR,
    code: typeof json.code === 'string' ? json.code : undefined,
  };
}
