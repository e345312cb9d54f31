// Texts of the forgot-password and reset-password pages.
import { RESET_LINK_LIFETIME_TEXT } from '#shared/validation/passwordReset.ts';

export const forgotCopy = {
  headline: 'Forgot Your Password?',
  subline: 'Enter the email of your account and we will send you a link to choose a new password.',
  sentHeadline: 'Check Your Email',
  sentSubline: 'The link opens a page where you choose a new password.',
  sentTitle: 'Reset link sent',
  sentDetails: `It works once, for ${RESET_LINK_LIFETIME_TEXT}. Nothing there after a few minutes? Check your spam folder, or send another link.`,
  errorTitle: 'We could not send the link',
} as const;

export const resetCopy = {
  headline: 'Set a New Password',
  checking: 'Checking your link...',
  invalidHeadline: 'Link No Longer Valid',
  invalidSubline: `Reset links work once, for ${RESET_LINK_LIFETIME_TEXT}, and only the newest one works.`,
  invalidTitle: 'This reset link does not work',
  checkFailedTitle: 'We could not check your link',
  googleOnly: 'This account signs in with Google. The password you choose here lets you sign in with your email too.',
  signedOutEverywhere: 'Every device signed in to your account will be signed out; this one signs in with the new password.',
  submit: 'Set Password & Sign In',
  submitting: 'Saving...',
  mismatch: 'The two passwords do not match',
  doneTitle: 'Password set',
  errorTitle: 'Your password was not changed',
} as const;
