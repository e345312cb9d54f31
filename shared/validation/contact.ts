// Contact and feedback forms (spec: app-shell §5 table), shared by the browser form and the server.
import { z } from 'zod';
import { stripMarkup } from './text.ts';

export { sanitizeErrorText, stripMarkup } from './text.ts';

export const CONTACT_LIMITS = { name: 100, email: 255, subject: 200, messageMin: 10, messageMax: 2000 } as const;
/** At most 5 submission attempts per 60 seconds per form, in the browser and on the server (per IP). */
export const CONTACT_RATE_LIMIT = { attempts: 5, windowMs: 60_000 } as const;

export const ContactMessages = {
  name: 'Name is required',
  email: 'Valid email is required',
  subject: 'Subject is required',
  message: 'Message must be at least 10 characters',
  rateLimited: 'Too many attempts. Please wait before submitting again.',
  invalidForm: 'Invalid form data',
  contactSent: "Message sent successfully! We'll get back to you soon.",
  contactFailed: 'Failed to send message. Please try again.',
  feedbackSent: "Feedback sent successfully! We'll get back to you soon.",
  feedbackFailed: 'Failed to send feedback. Please try again.',
} as const;

/** Markup is stripped before the rules run, so "<b></b>" counts as empty. */
const cleaned = (message: string) => z.preprocess((value) => (typeof value === 'string' ? stripMarkup(value).trim() : value), z.string({ error: message }));

export const contactFormSchema = z.object({
  name: cleaned(ContactMessages.name).pipe(z.string().min(1, ContactMessages.name).max(CONTACT_LIMITS.name, ContactMessages.name)),
  email: cleaned(ContactMessages.email).pipe(
    z.string().max(CONTACT_LIMITS.email, ContactMessages.email).pipe(z.email({ error: ContactMessages.email })),
  ),
  subject: cleaned(ContactMessages.subject).pipe(z.string().min(1, ContactMessages.subject).max(CONTACT_LIMITS.subject, ContactMessages.subject)),
  message: cleaned(ContactMessages.message).pipe(
    z.string().min(CONTACT_LIMITS.messageMin, ContactMessages.message).max(CONTACT_LIMITS.messageMax, `Message must be ${CONTACT_LIMITS.messageMax} characters or less`),
  ),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
export type ContactField = keyof ContactForm;

/** "Validation failed: " followed by the field messages joined with commas (spec: app-shell §8). */
export function validationFailedText(error: z.ZodError): string {
  const messages = [...new Set(error.issues.map((issue) => issue.message))];
  return `Validation failed: ${messages.join(', ')}`;
}

/** The message of one field, for validation on blur; null when the field is valid. */
export function fieldError(field: ContactField, value: string): string | null {
  const result = contactFormSchema.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
