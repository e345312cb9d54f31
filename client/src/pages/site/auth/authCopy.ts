// Texts of the auth screen that depend on the tab or on the ?notice= the server redirected with.

export type AuthMode = 'signIn' | 'signUp';

export const authCopy: Record<AuthMode, { tab: string; headline: string; subline: string; submit: string; submitting: string; google: string }> = {
  signIn: {
    tab: 'Sign In',
    headline: 'Welcome Back',
    subline: 'Sign in to get back to running your federation.',
    submit: 'Sign In',
    submitting: 'Signing in...',
    google: 'Continue with Google',
  },
  signUp: {
    tab: 'Sign Up',
    headline: 'Create Your Account',
    subline: 'Free forever. Your federation is saved to your account.',
    submit: 'Create Account',
    submitting: 'Creating account...',
    google: 'Sign up with Google',
  },
};

export const SIGN_UP_SUCCESS_TITLE = 'Sign up successful!';
export const SIGN_UP_SUCCESS_DESCRIPTION = 'Please check your email to confirm your account.';
export const GOOGLE_DISABLED_TEXT = 'Google sign-in is not enabled on this server';

/** Inline messages for /auth?notice=... (set by the server's confirm and Google redirects). */
export const authNotices: Record<string, { title: string; text: string }> = {
  confirm_invalid: {
    title: 'That confirmation link did not work',
    text: 'The link is invalid, expired or was already used. Sign in to get a new one, or sign up again.',
  },
  google_failed: {
    title: 'Google sign-in failed',
    text: 'We could not complete sign-in with Google. Please try again, or use your email and password.',
  },
  google_unverified: {
    title: 'Your Google email is not verified',
    text: 'Google reports the email address of that account as unverified. Verify it with Google, or sign up with email and password.',
  },
};
