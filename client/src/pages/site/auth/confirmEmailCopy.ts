// Texts of the confirm-email page (the page a confirmation email links to).

export const confirmCopy = {
  headline: 'Confirm Your Email',
  checking: 'Checking your link...',
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
  /** When sign-ups with different passwords are live for the address: the password says which is the owner's. */
  passwordSubline: 'Enter the password you chose when you signed up.',
  passwordNoticeTitle: 'Signed up more than once',
  passwordNoticeText: 'This address was signed up with different passwords. Yours decides which sign-up becomes the account; the others stop working.',
  passwordLabel: 'Sign-up password',
  passwordPlaceholder: 'The password you signed up with',
} as const;

/** The warning for a visitor signed in to another account: confirming switches this browser's account. */
export function otherAccountWarning(signedInAs: string): string {
  return `You are signed in as ${signedInAs}. Confirming signs you out and into the account for this link.`;
}
