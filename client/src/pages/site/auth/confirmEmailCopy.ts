// Texts of the confirm-email page (the page a confirmation email links to).

export const confirmCopy = {
  headline: 'Confirm Your Email',
  checking: 'Checking your link...',
  /** A link of an account that is already confirmed (Google joined it): nothing to ask. */
  subline: 'One click and your account is ready.',
  submit: 'Confirm & Sign In',
  submitting: 'Confirming...',
  invalidHeadline: 'Link Expired',
  invalidSubline: 'Confirmation links work for 24 hours, until the account is confirmed.',
  invalidTitle: 'That confirmation link did not work',
  checkFailedTitle: 'We could not check your link',
  errorTitle: 'Your email was not confirmed',
  doneTitle: 'Email confirmed',
  doneText: 'Welcome to Main Event Mogul! Your account is ready.',
  sameAccount: 'You are already signed in to this account on this browser.',
  /**
   * An unconfirmed account: confirming asks for the password chosen at sign-up (the link proves the inbox,
   * the password proves the sign-up), so nobody confirms a sign-up someone else made with their address.
   */
  passwordSubline: 'Enter the password you chose when you signed up.',
  passwordLabel: 'Sign-up password',
  passwordPlaceholder: 'The password you signed up with',
  /** Under the field, before the link to /forgot-password: a reset proves the inbox and confirms the account. */
  resetHint: "Didn't sign up, or forgot the password?",
  resetLink: 'Reset it',
} as const;

/** The warning for a visitor signed in to another account: confirming switches this browser's account. */
export function otherAccountWarning(signedInAs: string): string {
  return `You are signed in as ${signedInAs}. Confirming signs you out and into the account for this link.`;
}
