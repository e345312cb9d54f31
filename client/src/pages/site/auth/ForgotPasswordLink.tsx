// "Forgot password?" under the sign-in form's password: opens /forgot-password with the email typed so far.
import { Link } from 'wouter';

/** /forgot-password, with `email` filled in when there is one. */
export function forgotPasswordHref(email: string): string {
  const typed = email.trim();
  return typed ? `/forgot-password?email=${encodeURIComponent(typed)}` : '/forgot-password';
}

export function ForgotPasswordLink({ email }: { email: string }) {
  const href = forgotPasswordHref(email);
  return (
    <div className="-mt-2 flex justify-end">
      <Link
        href={href}
        className="rounded text-sm font-medium text-gold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
        data-testid="auth-forgot-password"
      >
        Forgot password?
      </Link>
    </div>
  );
}
