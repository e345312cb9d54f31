// The contact form (landing page, kind "contact") and the feedback form (game shell panel, kind
// "feedback"). Fields, limits and messages as the spec's table (shared/validation/contact.ts, the same
// rules the server runs): each field is checked when it loses focus, markup is stripped on submit, the
// button reads "Processing..." and is disabled while sending, and at most 5 attempts per 60 s per form
// are sent. Success and failure are told by toasts; server error texts are shown sanitized.
import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  CONTACT_LIMITS,
  CONTACT_RATE_LIMIT,
  ContactMessages,
  contactFormSchema,
  fieldError,
  sanitizeErrorText,
  type ContactField,
} from '#shared/validation/contact.ts';
import { cx } from '#client/lib/cx.ts';
import { session } from '#client/state/session.ts';
import { Button } from '../Button.tsx';
import { Input } from '../Input.tsx';
import { createAttemptLimiter } from './attemptLimiter.ts';
import { sendContactMessage, type ContactKind } from './contactApi.ts';
import { TextArea } from './TextArea.tsx';

export interface ContactFormProps {
  kind: ContactKind;
  /** Called after the server accepted the message (the feedback panel closes itself here). */
  onSuccess?: () => void;
  className?: string;
}

type Values = Record<ContactField, string>;
type Errors = Partial<Record<ContactField, string>>;

const FIELDS: ContactField[] = ['name', 'email', 'subject', 'message'];

const COPY = {
  contact: { submit: 'Send Message', sent: ContactMessages.contactSent, failed: ContactMessages.contactFailed },
  feedback: { submit: 'Send Feedback', sent: ContactMessages.feedbackSent, failed: ContactMessages.feedbackFailed },
} as const;

/** One limiter per form kind for the whole page, so closing and reopening a panel does not reset it. */
const limiters = {
  contact: createAttemptLimiter(CONTACT_RATE_LIMIT),
  feedback: createAttemptLimiter(CONTACT_RATE_LIMIT),
};

/** Forgets earlier attempts (tests). */
export function resetFormAttempts(): void {
  limiters.contact.reset();
  limiters.feedback.reset();
}

const emptyValues = (): Values => ({ name: '', email: session.user?.email ?? '', subject: '', message: '' });

export function ContactForm({ kind, onSuccess, className }: ContactFormProps) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const copy = COPY[kind];
  const fieldId = (field: ContactField) => `${kind}-${field}`;

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field shows an error, it updates as the player fixes it.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: fieldError(field, value) ?? undefined }));
  };

  const blur = (field: ContactField) => {
    setErrors((current) => ({ ...current, [field]: fieldError(field, values[field]) ?? undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;

    const parsed = contactFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ContactField;
        next[field] ??= issue.message;
      }
      setErrors(next);
      const first = FIELDS.find((field) => next[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
      return;
    }

    if (!limiters[kind].tryAttempt()) {
      toast.error(ContactMessages.rateLimited);
      return;
    }

    setSubmitting(true);
    // parsed.data is the stripped, trimmed text: markup never leaves the browser.
    const result = await sendContactMessage(kind, parsed.data);
    setSubmitting(false);

    if (result.ok) {
      toast.success(copy.sent);
      setValues(emptyValues());
      setErrors({});
      onSuccess?.();
      return;
    }
    console.error(`The ${kind} form could not be sent:`, result.status, result.error);
    if (result.status === 429) toast.error(ContactMessages.rateLimited);
    else toast.error(copy.failed, { description: sanitizeErrorText(result.error) });
  };

  const inputProps = (field: Exclude<ContactField, 'message'>) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    required: true,
    disabled: submitting,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => blur(field),
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={submitting || undefined}
      data-testid={`${kind}-form`}
      className={cx('@container grid gap-4', className)}
    >
      <div className="grid gap-4 @md:grid-cols-2">
        <Input label="Name" autoComplete="name" maxLength={CONTACT_LIMITS.name} {...inputProps('name')} />
        <Input label="Email" type="email" autoComplete="email" inputMode="email" maxLength={CONTACT_LIMITS.email} {...inputProps('email')} />
      </div>
      <Input label="Subject" maxLength={CONTACT_LIMITS.subject} {...inputProps('subject')} />
      <TextArea
        label="Message"
        id={fieldId('message')}
        name="message"
        required
        maxLength={CONTACT_LIMITS.messageMax}
        value={values.message}
        error={errors.message}
        disabled={submitting}
        onChange={(event) => change('message', event.target.value)}
        onBlur={() => blur('message')}
      />
      <div className="flex flex-col-reverse items-stretch gap-3 @md:flex-row @md:items-center @md:justify-between">
        <p className="text-xs text-ink-subtle">
          <span aria-hidden="true" className="text-danger">
            *
          </span>{' '}
          Required fields
        </p>
        <Button type="submit" disabled={submitting} busy={submitting} data-testid={`${kind}-submit`}>
          {!submitting && <Send aria-hidden="true" className="size-4" />}
          {submitting ? 'Processing...' : copy.submit}
        </Button>
      </div>
    </form>
  );
}
