// The profile's password change: current password, new password, the new one again. Validates with
// the shared rules; on success the server ends every other session of the account (this browser gets
// a fresh one), so the player stays signed in here.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH, passwordChangeSchema } from '#shared/validation/auth.ts';
import { Button } from '#client/components/Button.tsx';
import { Input } from '#client/components/Input.tsx';
import { authApi } from '#client/net/authApi.ts';

interface Fields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = { currentPassword: '', newPassword: '', confirmPassword: '' };
export const PASSWORDS_DIFFER = 'The two new passwords do not match';

function validate(values: Fields): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = passwordChangeSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'currentPassword' || field === 'newPassword') && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!errors.newPassword && values.confirmPassword !== values.newPassword) errors.confirmPassword = PASSWORDS_DIFFER;
  return errors;
}

export function ChangePasswordForm() {
  const [values, setValues] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  function update(field: keyof Fields, value: string) {
    setValues({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = validate(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = await authApi.changePassword(values.currentPassword, values.newPassword);
      if (result.ok) {
        setValues(EMPTY);
        toast.success('Password changed', { description: 'You were signed out on every other device.' });
        return;
      }
      if (result.code === 'wrong_password') setErrors({ currentPassword: result.error });
      else toast.error('Password not changed', { description: result.error });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="flex flex-col gap-4" aria-label="Change password" data-testid="change-password-form">
      <Input
        label="Current password"
        type="password"
        name="current-password"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        error={errors.currentPassword}
        onChange={(event) => update('currentPassword', event.target.value)}
        data-testid="current-password"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          value={values.newPassword}
          error={errors.newPassword}
          hint={`Minimum ${PASSWORD_MIN_LENGTH} characters.`}
          onChange={(event) => update('newPassword', event.target.value)}
          data-testid="new-password"
        />
        <Input
          label="New password again"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => update('confirmPassword', event.target.value)}
          data-testid="confirm-password"
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-subtle">Changing your password signs you out on every other device.</p>
        <Button type="submit" busy={saving} disabled={saving} data-testid="change-password-submit" className="shrink-0">
          {saving ? 'Changing password...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
