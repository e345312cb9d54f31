// Texts of the confirm-email page (the page a confirmation email links to).

export const confirmCopy = {
  headline: 'Confirm Your Email',
  checking: 'Checking your link...',
  subline: 'One click and your account is ready.',
  submit: 'Confirm & Sign In',
  submitting: 'Confirming...',
  invalidHeadline: 'Link Expired',
  invalidSubline: 'Confirmation links work once, for 24 hours, and only the newest one works.',
  invalidTitle: 'That confirmation link did not work',
  checkFailedTitle: 'We could not check your link',
  errorTitle: 'Your email was not confirmed',
  doneTitle: 'Email confirmed',
  doneText: 'Welcome to Main Event Mogul! Your account is ready.',
  sameAccount: 'You are already signed in to this account on this browser.',
} as const;

/** The warning for a visitor signed in to another account: confirming switches this browser's account. */
export function otherAccountWarning(signedInAs: string): string {
  return `You are signed in as ${signedInAs}. Confirming signs you out and into the account for this link.`;
}
