// The email + password form of both tabs. Validates with the shared rules, calls the API, toasts
// failures, and reports outcomes to the page. Submitting with an empty field does nothing.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { SessionUser } from '#shared/api.ts';
import { ErrorCodes } from '#shared/api.ts';
import { credentialsSchema, PASSWORD_MIN_LENGTH, signInSchema } from '#shared/validation/auth.ts';
import { Button } from '#client/components/Button.tsx';
import { Input } from '#client/components/Input.tsx';
import { authApi } from '#client/net/authApi.ts';
import { authCopy, SIGN_UP_SUCCESS_DESCRIPTION, SIGN_UP_SUCCESS_TITLE, type AuthMode } from './authCopy.ts';
import { ForgotPasswordLink } from './ForgotPasswordLink.tsx';

export interface Credentials {
  email: string;
  password: string;
}

export interface AuthFormProps {
  mode: AuthMode;
  values: Credentials;
  onChange: (values: Credentials) => void;
  onSignedIn: (user: SessionUser) => void;
  onSignedUp: (email: string) => void;
  onUnconfirmed: (email: string, message: string) => void;
}

type FieldErrors = Partial<Record<keyof Credentials, string>>;

function validate(mode: AuthMode, values: Credentials): { ok: true; email: string } | { ok: false; errors: FieldErrors } {
  const parsed = (mode === 'signUp' ? credentialsSchema : signInSchema).safeParse(values);
  if (parsed.success) return { ok: true, email: parsed.data.email };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

export function AuthForm({ mode, values, onChange, onSignedIn, onSignedUp, onUnconfirmed }: AuthFormProps) {
  const copy = authCopy[mode];
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  function update(field: keyof Credentials, value: string) {
    onChange({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !values.email.trim() || !values.password) return;
    const checked = validate(mode, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      if (mode === 'signUp') {
        const result = await authApi.signUp(checked.email, values.password);
        if (!result.ok) {
          toast.error('Error', { description: result.error });
          return;
        }
        toast.success(SIGN_UP_SUCCESS_TITLE, { description: result.data?.message || SIGN_UP_SUCCESS_DESCRIPTION });
        onChange({ email: values.email, password: '' });
        onSignedUp(checked.email);
        return;
      }
      const result = await authApi.signIn(checked.email, values.password);
      if (result.ok) {
        onSignedIn(result.data.user);
        return;
      }
      toast.error('Error', { description: result.error });
      if (result.code === ErrorCodes.unconfirmed) onUnconfirmed(checked.email, result.error);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4" aria-label={copy.tab} data-testid={`auth-form-${mode}`}>
      <Input
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => update('email', event.target.value)}
        data-testid="auth-email"
      />
      <Input
        label="Password"
        type="password"
        name="password"
        autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
        placeholder={mode === 'signUp' ? `At least ${PASSWORD_MIN_LENGTH} characters` : 'Your password'}
        required
        value={values.password}
        error={errors.password}
        hint={mode === 'signUp' ? `Minimum ${PASSWORD_MIN_LENGTH} characters.` : undefined}
        onChange={(event) => update('password', event.target.value)}
        data-testid="auth-password"
      />
      {mode === 'signIn' && <ForgotPasswordLink email={values.email} />}
      <Button type="submit" size="lg" fullWidth busy={submitting} disabled={submitting} data-testid="auth-submit" className="mt-1">
        {submitting ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
